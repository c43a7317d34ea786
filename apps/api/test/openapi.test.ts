/**
 * The OpenAPI document of the REST API (issue 21): it validates as OpenAPI 3.1, it lists exactly
 * the /api routes Fastify serves, a route outside the table cannot be served, openapi-typescript
 * turns it into types that typecheck, and /api/docs serves its reference with the app's assets.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { WEBHOOK_EVENT_TYPES } from '@forma/validators';
import type * as FastifyModule from 'fastify';
import Fastify from 'fastify';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openApiPath, type OpenApiDocument } from '../src/rest/openapi/document';
import { registerRouteTable } from '../src/rest/openapi/registry';
import { createTestApp, signedInClient, type TestApp } from './helpers';
import type { CollectedRoute } from './route-collector';

/** Every route the app registers, collected by an onRoute hook on each new Fastify instance. */
const collected = vi.hoisted(() => [] as CollectedRoute[]);

vi.mock('fastify', async (importOriginal) =>
  (await import('./route-collector')).collectingFastify(
    await importOriginal<typeof FastifyModule>(),
    collected,
  ),
);

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    collected.length = 0;
    t = await createTestApp('pglite');
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    document = res.json();
  });
  afterAll(async () => t?.close());

  it('validates as OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it("documents every webhook event's body, generated from its zod schema (issue 43)", () => {
    type Schema = {
      required: string[];
      properties: Record<string, Schema & { const?: string; enum?: string[] }>;
    };
    interface Operation {
      requestBody: { content: Record<string, { schema: Schema }> };
      parameters: { name: string }[];
    }
    const webhooks = document.webhooks as Record<string, { post: Operation }>;
    expect(Object.keys(webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES, 'webhook.test'].sort());
    const published = webhooks['lead.status_changed']!.post;
    const schema = published.requestBody.content['application/json']!.schema;
    expect(schema.required).toEqual(['id', 'type', 'createdAt', 'actor', 'data']);
    expect(schema.properties.type).toMatchObject({ const: 'lead.status_changed' });
    expect(schema.properties.data!.properties.to!.enum).toContain('qualified');
    expect(published.parameters.map((p) => p.name)).toEqual([
      'Forma-Signature',
      'Forma-Event-Id',
      'Forma-Event-Type',
    ]);
  });

  it('lists every /api route Fastify serves, and nothing else', () => {
    const served = new Set(
      collected
        .filter(({ method, url }) => url.startsWith('/api/') && method !== 'HEAD')
        .map(({ method, url }) => `${method.toLowerCase()} ${openApiPath(url)}`),
    );
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method} ${path}`),
      ),
    );
    expect(served.size).toBeGreaterThan(90);
    expect([...served].filter((r) => !documented.has(r))).toEqual([]);
    expect([...documented].filter((r) => !served.has(r))).toEqual([]);
  });

  /** One operation of the document, loosely typed for reading. */
  interface Operation {
    responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
    security?: unknown;
    requestBody?: { content: Record<string, { schema: Schema }> };
  }
  interface Schema {
    properties?: Record<string, Schema>;
    required?: string[];
    items?: Schema;
    format?: string;
  }
  const operation = (path: string, method: string) => {
    const found = document.paths[path]?.[method];
    if (!found) throw new Error(`${method} ${path} is not in the document`);
    return found as unknown as Operation;
  };

  it('describes errors, the session cookie, the multipart upload and the spec paths', () => {
    const designers = operation('/api/designers', 'get') as Operation & {
      parameters: { name: string; in: string }[];
    };
    expect(Object.keys(designers.responses)).toEqual(['200', '304', '400', '503']);
    expect(designers.parameters.map((p) => `${p.in} ${p.name}`)).toEqual([
      'query limit',
      'query offset',
    ]);
    expect(Object.keys(designers.responses['200']!)).toContain('headers');
    const create = operation('/api/admin/designers', 'post');
    expect(Object.keys(create.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '409', '413', '415', '503']),
    );
    expect(create.security).toEqual([{ session: [] }]);
    const body = create.requestBody!.content['application/json']!.schema;
    expect(body.required).toEqual(expect.arrayContaining(['name', 'title']));
    expect(Object.keys(operation('/api/login', 'post').responses)).toContain('429');
    const upload = operation('/api/admin/uploads', 'post');
    expect(Object.keys(upload.requestBody!.content)).toEqual(['multipart/form-data']);
    const components = document.components as Record<string, Record<string, unknown>>;
    expect(components.securitySchemes!.session).toMatchObject({ in: 'cookie', name: 'sid' });
    const record = designers.responses['200']!.content!['application/json']!.schema.items!;
    expect(record.properties!.createdAt!.format).toBe('date-time');
  });

  it('refuses to serve an /api route that is not in the table', async () => {
    const app = Fastify();
    registerRouteTable(app);
    expect(() => app.get('/api/secret', async () => ({ ok: true }))).toThrow(
      /GET \/api\/secret is not in the REST route table/,
    );
    app.get('/elsewhere', async () => ({ ok: true }));
    await app.close();
  });

  it('turns into TypeScript types (openapi-typescript) that typecheck', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'forma-openapi-'));
    try {
      writeFileSync(join(dir, 'api.d.ts'), astToString(await openapiTS(document as never)));
      writeFileSync(
        join(dir, 'use.ts'),
        [
          "import type { paths } from './api';",
          "type Designers = paths['/api/designers']['get']['responses'][200]['content']['application/json'];",
          "const first: Designers[number]['name'] = 'Ada';",
          "type NewDesigner = paths['/api/admin/designers']['post']['requestBody']['content']['application/json'];",
          "const body: NewDesigner = { name: 'Ada', title: 'Designer' };",
          "type Lead = paths['/api/admin/leads/{id}']['get']['responses'][200]['content']['application/json'];",
          "const status: Lead['status'] = 'won';",
          'export { first, body, status };',
        ].join('\n'),
      );
      const program = ts.createProgram([join(dir, 'use.ts')], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        skipLibCheck: false,
      });
      const problems = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(problems).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('serves /api/docs: the reference page and its assets, from the app', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    const sources = [...page.body.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)].map(
      (m) => m[1]!,
    );
    expect(sources).toEqual([
      '/api/docs/swagger-ui.css',
      '/api/docs/swagger-ui-bundle.js',
      '/api/docs/docs.js',
    ]);
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    for (const source of sources) {
      const asset = await t.app.inject({ method: 'GET', url: source });
      expect(asset.statusCode, source).toBe(200);
      expect(asset.headers['content-type']).toMatch(
        source.endsWith('.css') ? /text\/css/ : /javascript/,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/other.js' })).statusCode).toBe(400);
  });

  it('checks answers against the document: a mismatch is a 500 that names it', async () => {
    // The test app checks every answer (helpers.ts); an admin's list passes, so the check runs.
    const admin = await signedInClient(t, 'doc-admin', true);
    expect((await admin.get('/api/admin/designers')).statusCode).toBe(200);
    const { checkAgainstOpenApi } = await import('./openapi-check');
    const route = {
      method: 'GET' as const,
      path: '/api/designers',
      doc: {
        summary: '',
        tag: '',
        access: 'public' as const,
        response: { status: 200, contentType: '', description: '' },
      },
      rateLimited: false,
    };
    const answer = { document, route, contentType: 'application/json; charset=utf-8' };
    expect(checkAgainstOpenApi({ ...answer, status: 200, body: '[]' })).toBeNull();
    expect(checkAgainstOpenApi({ ...answer, status: 200, body: '[{"id":1}]' })).toMatch(
      /must have required property/,
    );
    expect(checkAgainstOpenApi({ ...answer, status: 418, body: '{}' })).toMatch(
      /status 418 is not listed/,
    );
  });
});
