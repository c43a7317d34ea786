import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { DB, PublicChanges } from '@forma/db';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createLandingDocuments,
  type LandingDocument,
  type LandingDocuments,
} from '../landing/cache';
import {
  LANDING_LAYOUTS,
  LANDING_VARY,
  landingLayoutOf,
  type LandingLayout,
} from '../landing/device-layout';
import { landingDocumentSource } from '../landing/document';
import { registerPreviewRoute } from '../landing/preview-route';
import { withSignedInUser } from '../landing/render';
import {
  hasServerEntry,
  loadLandingServerModule,
  type LandingServerModule,
} from '../landing/ssr-module';
import { compressForOneResponse, pickEncoding } from '../http-encoding';
import { matchesEtag } from '../rest/public-read';
import { APP_DOCUMENT_FILE, createAppDocument } from './app-document';
import { signedInUser } from './signed-in-user';

export { pickEncoding };

/** Vite's hashed build output lives under /_app (vite.config.ts `build.assetsDir`). */
const HASHED_DIR = /[\\/]_app[\\/]/;

/** True for /api/*, /trpc/* and /uploads/* paths: never answered with the SPA. */
export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return /^\/(api|trpc|uploads)(\/|$)/.test(path);
}

/**
 * The template of the server-rendered landing document in the web build (apps/web vite.config.ts
 * `documents`), never served as a file. The app's document (index.html, every route but `/`) is
 * app-document.ts's.
 */
const LANDING_TEMPLATE = 'landing.html';

/** True when `webDist` holds a built web app (an index.html). */
export function hasWebApp(webDist: string): boolean {
  return existsSync(join(webDist, APP_DOCUMENT_FILE));
}

/**
 * `GET /` (and HEAD): the landing document rendered on the server from the stored content
 * (src/landing, issue 18) for the device kind the request names (device-layout.ts: a phone
 * gets only the phone variant of a section that has two), from the in-memory cache in the
 * encoding the client accepts,
 * no-cache with a per-version ETag (304 when it matches). The change feed alone says when the
 * content changed (a write through this instance at once, others' by NOTIFY). A visitor
 * with a session gets the same page with their user in it (private, compressed per request).
 * Should rendering fail, the app's document goes out (it renders the page in the browser).
 */
async function registerLandingDocument(
  app: FastifyInstance,
  webDist: string,
  db: DB,
  ssr: LandingServerModule,
  changes: PublicChanges | undefined,
  publicUrl: string,
  { readTimeoutMs }: { readTimeoutMs?: number | undefined },
): Promise<void> {
  const template = readFileSync(join(webDist, LANDING_TEMPLATE), 'utf8');
  const source = landingDocumentSource(app, { db, template, ssr, publicUrl });
  // One document per device kind (device-layout.ts), each cached and kept fresh on its own.
  const landings = Object.fromEntries(
    LANDING_LAYOUTS.map((layout) => [
      layout,
      createLandingDocuments({
        read: () => source.read(layout),
        fallback: () => source.fallback(layout),
        // Part of the ETag: the two documents of one content version differ.
        buildKey: `${template}\n${layout}`,
        changes,
        ...(readTimeoutMs === undefined ? {} : { timeoutMs: readTimeoutMs }),
        onError: (err) => app.log.warn({ err }, 'landing document: reading the content failed'),
      }),
    ]),
  ) as Record<LandingLayout, LandingDocuments>;
  const everyLanding = Object.values(landings);
  // The first visitor should not wait for the first render: build them once the app is ready.
  app.addHook('onReady', (done) => {
    for (const landing of everyLanding) landing.current().catch(() => {});
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    for (const landing of everyLanding) landing.close();
    done();
  });
  registerPreviewRoute(app, { db, preview: source.preview });
  app.get('/', async (request, reply) => {
    let doc: LandingDocument;
    try {
      doc = await landings[landingLayoutOf(request.headers)].current();
    } catch (err) {
      request.log.error({ err }, 'landing document: rendering failed, sending the app');
      return reply.sendAppDocument();
    }
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const signedIn = await signedInUser(app, request);
    if (signedIn) {
      const html = Buffer.from(withSignedInUser(doc.html, signedIn.user));
      if (signedIn.setCookie) reply.header('set-cookie', signedIn.setCookie);
      reply
        .header('cache-control', 'private, no-cache')
        .header('vary', `${LANDING_VARY}, cookie`)
        .type('text/html; charset=utf-8');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(await compressForOneResponse(html, encoding));
    }
    reply
      .header('cache-control', 'no-cache')
      .header('vary', LANDING_VARY)
      .header('etag', doc.etag)
      .type('text/html; charset=utf-8');
    if (matchesEtag(request.headers['if-none-match'], doc.etag)) return reply.code(304).send();
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(doc[encoding]);
  });
}

/**
 * Serves the built web app (DESIGN.md): files of `webDist` with an immutable year-long cache for
 * hashed /_app files, no-cache for the HTML documents, an hour for other public files; precompressed
 * (.br/.gz) variants when the client accepts them. `/` is the landing document rendered on the
 * server (registerLandingDocument), kept until `changes` reports a change of the stored content
 * (read again at most once a second without a live feed); `publicUrl` (PUBLIC_URL) is its
 * canonical address. The directory and profiles are the Start app's (start-app/start-app.ts).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  db: DB,
  changes: PublicChanges | undefined,
  publicUrl: string,
  options: { landingReadTimeoutMs?: number } = {},
): Promise<void> {
  const sendAppDocument = createAppDocument(app, webDist);
  app.decorateReply('sendAppDocument', function (this: FastifyReply) {
    return sendAppDocument(this.request, this);
  });
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    cacheControl: false,
    // The page template is filled by the server, never sent as it is.
    allowedPath: (pathName) => !pathName.startsWith(`/${LANDING_TEMPLATE}`),
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
  if (!hasServerEntry(webDist) || !existsSync(join(webDist, LANDING_TEMPLATE))) {
    app.log.warn('landing document: no server build next to the web build; / is the app');
    return;
  }
  const ssr = await loadLandingServerModule(webDist);
  await registerLandingDocument(app, webDist, db, ssr, changes, publicUrl, {
    readTimeoutMs: options.landingReadTimeoutMs,
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
