import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Vite's hashed build output: `name-[hash].ext` under /assets. */
const HASHED_ASSET = /^[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/i;

/** True for /api/* and /trpc/* paths: never answered with the SPA. */
export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return /^\/(api|trpc)(\/|$)/.test(path);
}

/** True when `webDist` holds a built web app (an index.html). */
export function hasWebApp(webDist: string): boolean {
  return existsSync(join(webDist, 'index.html'));
}

/**
 * Serves the built web app (DESIGN.md): files of `webDist` with an immutable year-long cache for
 * hashed /assets files, no-cache for index.html, an hour for other public files.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    cacheControl: false,
    setHeaders(reply, path) {
      const file = basename(path);
      if (file === 'index.html') reply.header('cache-control', 'no-cache');
      else if (/[\\/]assets[\\/]/.test(path) && HASHED_ASSET.test(file))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      else reply.header('cache-control', 'public, max-age=3600');
    },
  });
}

/**
 * SPA fallback: a GET/HEAD outside /api and /trpc that accepts HTML gets index.html, so deep links
 * (/admin/designers) load the app. Returns true when it answered.
 */
export function sendSpaIndex(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiPath(request.url)) return false;
  if (!(request.headers.accept ?? '').includes('text/html')) return false;
  reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  return true;
}
