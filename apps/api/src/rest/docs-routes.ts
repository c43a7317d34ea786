import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http-error';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi/document';
import { restRoute } from './openapi/route-doc';

/** Swagger UI's files the reference page loads, by the name it asks for. */
const DOCS_ASSETS = {
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript; charset=utf-8' },
} as const;
type DocsAsset = keyof typeof DOCS_ASSETS | 'docs.js';

/**
 * The page's own script: Swagger UI on the document, "Try it out" sending the session cookie.
 * A file of its own (script-src 'self'; the CSP allows no inline script).
 */
const DOCS_SCRIPT = `window.addEventListener('DOMContentLoaded', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    withCredentials: true,
    tryItOutEnabled: false,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>Forma API reference</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg">
    <link rel="stylesheet" href="/api/docs/swagger-ui.css">
  </head>
  <body>
    <main id="swagger-ui"><noscript>The API reference needs JavaScript. The document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</noscript></main>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/docs.js"></script>
  </body>
</html>
`;

const swaggerDir = () =>
  dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The REST API's version in the document: its major changes when a path or shape breaks. */
export const API_VERSION = '1.0.0';

/**
 * GET /api/openapi.json (the OpenAPI 3.1 document of every /api route, built once from the route
 * table when first asked), GET /api/docs (its reference, Swagger UI served by the app within the
 * CSP) and the reference's assets under /api/docs/. The document names no server: its paths are
 * relative to the origin that serves it (so "Try it out" stays same-origin, within the CSP).
 */
export function registerDocsRoutes(app: FastifyInstance): void {
  let document: OpenApiDocument | undefined;
  const openApiDocument = () =>
    (document ??= buildOpenApiDocument(app.routeTable, { version: API_VERSION }));
  app.decorate('openApiDocument', openApiDocument);

  restRoute(
    app,
    'GET',
    '/api/openapi.json',
    {
      summary: 'The OpenAPI document',
      description: 'This document: every REST path of the API, OpenAPI 3.1.',
      tag: 'Reference',
      access: 'public',
      response: {
        status: 200,
        schema: z.looseObject({ openapi: z.literal('3.1.0') }),
        description: 'The OpenAPI 3.1 document',
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-cache').send(openApiDocument()),
  );

  restRoute(
    app,
    'GET',
    '/api/docs',
    {
      summary: 'The API reference',
      description: 'A readable reference of the OpenAPI document (Swagger UI), with "Try it out".',
      tag: 'Reference',
      access: 'public',
      response: { status: 200, contentType: 'text/html', description: 'The reference page' },
    },
    async (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(DOCS_PAGE),
  );

  const assetNames: [DocsAsset, ...DocsAsset[]] = [
    'docs.js',
    'swagger-ui.css',
    'swagger-ui-bundle.js',
  ];
  const assetParam = z.object({ asset: z.enum(assetNames) });
  const cache = new Map<string, Buffer | string>();
  restRoute(
    app,
    'GET',
    '/api/docs/:asset',
    {
      summary: 'A file of the API reference page',
      tag: 'Reference',
      access: 'public',
      params: assetParam,
      response: {
        status: 200,
        contentType: ['text/javascript', 'text/css'],
        description: 'The script or stylesheet',
      },
    },
    async (request, reply) => {
      const parsed = assetParam.safeParse(request.params);
      if (!parsed.success) throw new HttpError(400, `Unknown file: ${assetNames.join(', ')}`);
      const name = parsed.data.asset;
      if (name === 'docs.js')
        return reply
          .type('text/javascript; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(DOCS_SCRIPT);
      const asset = DOCS_ASSETS[name];
      let body = cache.get(name);
      if (!body) {
        body = readFileSync(join(swaggerDir(), asset.file));
        cache.set(name, body);
      }
      return reply.type(asset.type).header('cache-control', 'public, max-age=86400').send(body);
    },
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The OpenAPI document of the REST API, built from `routeTable` on first use. */
    openApiDocument: () => OpenApiDocument;
  }
}
