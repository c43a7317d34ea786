import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding } from '../http-encoding';
import { APP_DOCUMENT_FILE, createAppDocument } from './app-document';

export { pickEncoding };

/** Vite's hashed build output lives under /_app (vite.config.ts `build.assetsDir`). */
const HASHED_DIR = /[\\/]_app[\\/]/;

/** True for /api/*, /trpc/* and /uploads/* paths: never answered with the SPA. */
export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return /^\/(api|trpc|uploads)(\/|$)/.test(path);
}

/** True when `webDist` holds a built web app (an index.html). */
export function hasWebApp(webDist: string): boolean {
  return existsSync(join(webDist, APP_DOCUMENT_FILE));
}

/**
 * Serves the built web app (DESIGN.md): files of `webDist` with an immutable year-long cache for
 * hashed /_app files, no-cache for the HTML documents, an hour for other public files; precompressed
 * (.br/.gz) variants when the client accepts them. The site's pages (`/`, the directory,
 * profiles, preview links) are the Start app's (start-app/start-app.ts).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const sendAppDocument = createAppDocument(app, webDist);
  app.decorateReply('sendAppDocument', function (this: FastifyReply) {
    return sendAppDocument(this.request, this);
  });
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    cacheControl: false,
    // The web build writes .br/.gz next to its text files (apps/web vite.config.ts `precompress`):
    // served when the client accepts them, with `Vary: Accept-Encoding`.
    preCompressed: true,
    setHeaders(reply, path) {
      const file = basename(path).replace(/\.(br|gz)$/, '');
      if (file === APP_DOCUMENT_FILE) reply.header('cache-control', 'no-cache');
      else if (HASHED_DIR.test(path))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      else reply.header('cache-control', 'public, max-age=3600');
    },
  });
}

/**
 * True when `request` should get the app's document (the SPA fallback): a GET or HEAD outside
 * /api, /trpc and /uploads, for a path without a file extension, from a client that accepts HTML
 * (or anything), so deep links (/admin/designers) load the app. A missing file
 * (`/assets/x.webp`) stays a 404.
 */
export function wantsAppDocument(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiPath(request.url)) return false;
  const path = request.url.split('?', 1)[0] ?? '';
  if (/\.[a-z0-9]+$/i.test(path)) return false;
  const accept = request.headers.accept ?? '*/*';
  return accept.includes('text/html') || accept.includes('*/*');
}

declare module 'fastify' {
  interface FastifyReply {
    /** Sends the app's document with who is signed in (app-document.ts; registerWebApp). */
    sendAppDocument: () => Promise<FastifyReply>;
  }
}
