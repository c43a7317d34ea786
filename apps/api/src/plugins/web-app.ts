import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { DB, PublicChanges } from '@forma/db';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createLandingDocuments, type LandingDocument } from '../landing/cache';

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

/** The encoding of the landing document for an Accept-Encoding header: br, then gzip. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br') || accepted.has('*')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/** True when an If-None-Match header names `etag` (or is `*`). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === bare);
}

/**
 * `GET /` (and HEAD): the landing document with the stored hero block rendered in (src/landing),
 * from the in-memory cache in the encoding the client accepts, no-cache with a per-version ETag
 * (304 when it matches). Any write through this instance (a successful non-GET /api or /trpc call)
 * makes the next `/` check the stored block at once. Should rendering fail, the built file goes out.
 */
function registerLandingDocument(
  app: FastifyInstance,
  webDist: string,
  db: DB,
  changes: PublicChanges | undefined,
): void {
  const landing = createLandingDocuments({
    db,
    changes,
    template: readFileSync(join(webDist, 'index.html'), 'utf8'),
    onError: (err) => app.log.warn({ err }, 'landing document: hero block check failed'),
  });
  // The first visitor should not wait for the first render: build it once the app is ready.
  app.addHook('onReady', (done) => {
    landing.current().catch(() => {});
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    landing.close();
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      reply.statusCode < 400 &&
      isApiPath(request.url)
    )
      landing.invalidate();
    done();
  });
  app.get('/', async (request, reply) => {
    let doc: LandingDocument;
    try {
      doc = await landing.current();
    } catch (err) {
      request.log.error({ err }, 'landing document: rendering failed, sending the built file');
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('etag', doc.etag)
      .type('text/html; charset=utf-8');
    if (matchesEtag(request.headers['if-none-match'], doc.etag)) return reply.code(304).send();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(doc[encoding]);
  });
}

/**
 * Serves the built web app (DESIGN.md): files of `webDist` with an immutable year-long cache for
 * hashed /_app files, no-cache for the HTML documents, an hour for other public files; precompressed
 * (.br/.gz) variants when the client accepts them. `/` is the landing document with the stored
 * hero block of `db` rendered in (registerLandingDocument), kept until `changes` reports a change
 * of the stored content (checked against the database at most once a second without a live feed).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  db: DB,
  changes?: PublicChanges,
): Promise<void> {
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
  registerLandingDocument(app, webDist, db, changes);
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
