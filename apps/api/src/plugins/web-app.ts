import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Vite's hashed build output lives under /_app (vite.config.ts `build.assetsDir`). */
const HASHED_DIR = /[\\/]_app[\\/]/;

/** True for /api/*, /trpc/* and /uploads/* paths: never answered with the SPA. */
export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return /^\/(api|trpc|uploads)(\/|$)/.test(path);
}

/**
 * The document of every route but `/` (apps/web vite.config.ts `landingDocument`): index.html is
 * the landing page's document (hero shell, inlined styles); app.html the plain SPA document.
 * Builds without app.html fall back to index.html.
 */
const SPA_DOCUMENT = 'app.html';
const HTML_DOCUMENTS = new Set(['index.html', SPA_DOCUMENT]);

/** True when `webDist` holds a built web app (an index.html). */
export function hasWebApp(webDist: string): boolean {
  return existsSync(join(webDist, 'index.html'));
}

/**
 * Serves the built web app (DESIGN.md): files of `webDist` with an immutable year-long cache for
 * hashed /_app files, no-cache for the HTML documents, an hour for other public files; precompressed
 * (.br/.gz) variants when the client accepts them.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const spaDocument = existsSync(join(webDist, SPA_DOCUMENT)) ? SPA_DOCUMENT : 'index.html';
  app.decorateReply('spaDocument', spaDocument);
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    cacheControl: false,
    // The web build writes .br/.gz next to its text files (apps/web vite.config.ts `precompress`):
    // served when the client accepts them, with `Vary: Accept-Encoding`.
    preCompressed: true,
    setHeaders(reply, path) {
      const file = basename(path).replace(/\.(br|gz)$/, '');
      if (HTML_DOCUMENTS.has(file)) reply.header('cache-control', 'no-cache');
      else if (HASHED_DIR.test(path))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      else reply.header('cache-control', 'public, max-age=3600');
    },
  });
}

/**
 * SPA fallback: a GET/HEAD outside /api, /trpc and /uploads for a path without a file extension, from a
 * client that accepts HTML (or anything), gets the SPA document (app.html, else index.html), so
 * deep links (/admin/designers) load the app. A missing file (`/assets/x.webp`) stays a 404. Returns true when it answered.
 */
export function sendSpaIndex(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiPath(request.url)) return false;
  const path = request.url.split('?', 1)[0] ?? '';
  if (/\.[a-z0-9]+$/i.test(path)) return false;
  const accept = request.headers.accept ?? '*/*';
  if (!accept.includes('text/html') && !accept.includes('*/*')) return false;
  reply.header('cache-control', 'no-cache').type('text/html').sendFile(reply.spaDocument);
  return true;
}

declare module 'fastify' {
  interface FastifyReply {
    /** The SPA fallback's document file in the web build (registerWebApp). */
    spaDocument: string;
  }
}
