import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pickEncoding } from '../http-encoding';

export { pickEncoding };

/** The URL prefix of Vite's hashed build output (apps/web vite.config.ts `build.assetsDir`). */
export const HASHED_FILES_PREFIX = '/_start/';
/** The same directory in a file's path on disk. */
const HASHED_DIR = /[\\/]_start[\\/]/;

/**
 * Headers that only a document (or a worker) reads: a script, stylesheet or font under /_start
 * is sent without them (about 650 bytes each; a console screen loads about 100 such files).
 * `X-Content-Type-Options` and `Cross-Origin-Resource-Policy`, which do govern them, stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/** Subresources that are never opened as a document (no SVG or HTML: those keep every header). */
const SUBRESOURCE = /\.(js|css|woff2)$/;

/** True for /api/*, /trpc/* and /uploads/* paths: never answered with a page. */
export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return /^\/(api|trpc|uploads)(\/|$)/.test(path);
}

/**
 * Serves the browser's files of the web app's build (`clientDir`, apps/web/dist/client): an
 * immutable year-long cache for the hashed /_start files, an hour for other public files
 * (favicon, media); precompressed (.br/.gz) variants when the client accepts them; a hashed
 * script, stylesheet or font without the headers only documents read. The files
 * are listed at start (a route each); a missing file goes to the not-found handler (errors.ts:
 * the 404 page). Does nothing when `clientDir`
 * does not exist (no build: the API alone; in development Vite serves them).
 */
export async function registerWebApp(app: FastifyInstance, clientDir: string): Promise<void> {
  if (!existsSync(clientDir)) return;
  await app.register(fastifyStatic, {
    root: clientDir,
    // One route per file of the build, listed once at start: the build does not change while
    // the server runs, and a wildcard route reads the directory (500 files under /_start) for
    // every request to check the path's spelling, which made each file cost milliseconds.
    wildcard: false,
    cacheControl: false,
    // The web build writes .br/.gz next to its text files (apps/web build-plugins.ts `precompress`):
    // served when the client accepts them, with `Vary: Accept-Encoding`.
    preCompressed: true,
    setHeaders(reply, path) {
      const hashed = HASHED_DIR.test(path);
      reply.header(
        'cache-control',
        hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
      if (hashed && SUBRESOURCE.test(path.replace(/\.(br|gz)$/, '')))
        for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    },
  });
}

/**
 * True when `request` should get a page (Start's 404 page): a GET or HEAD outside /api, /trpc
 * and /uploads, for a path without a file extension, from a client that accepts HTML (or
 * anything). A missing file (`/assets/x.webp`) stays a plain 404.
 */
export function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiPath(request.url)) return false;
  const path = request.url.split('?', 1)[0] ?? '';
  if (/\.[a-z0-9]+$/i.test(path)) return false;
  const accept = request.headers.accept ?? '*/*';
  return accept.includes('text/html') || accept.includes('*/*');
}
