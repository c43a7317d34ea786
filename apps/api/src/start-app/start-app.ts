import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DB, PublicChanges } from '@forma/db';
import type { SiteRequestContext } from '@forma/validators';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding } from '../http-encoding';
import { RATE_LIMITS } from '../plugins/rate-limits';
import { matchesEtag } from '../cache/public-read';
import { createPageCache, renderedPage, type RenderedPage } from './page-cache';
import { withScriptSources } from './script-hashes';
import { siteReads } from './site-reads';
import { signedInUser } from '../plugins/signed-in-user';
import { sitePageOf } from './came-from';
import { toWebRequest } from './web-request';

/** What the Start build's server entry exports (apps/web src/site/server.ts). */
export interface StartServerEntry {
  fetch(request: Request, options: { context: SiteRequestContext }): Promise<Response>;
}

/**
 * The public addresses Start renders and any cache may keep, as Fastify routes. Pages are GET
 * (HEAD too); the server functions' path takes every method. Preview links, /auth and the
 * console (PRIVATE_ROUTES) are Start's too, but rendered for each request and kept by no cache.
 * Any other address is Start's 404 page (the not-found handler: errors.ts).
 */
const PAGE_ROUTES = ['/', '/designers', '/designers/*', '/contact/sent'] as const;
/** Pages whose address holds a secret: a preview link's and an invitation's (issue 44). */
const SECRET_LINK_ROUTES = ['/preview/*', '/invite/*'] as const;
const PRIVATE_ROUTES = ['/auth', '/admin', '/admin/*'] as const;
/**
 * The booking pages (issue 42): slots for this visitor's zone and, under /book/manage, a signed
 * link's booking: rendered for each request, kept by no cache.
 */
const BOOKING_ROUTES = ['/book', '/book/*'] as const;
const SERVER_FUNCTIONS = '/_serverFn/*';

/** Where the web app's build `webDist` (apps/web/dist) keeps Start's server entry. */
export const startServerEntryPath = (webDist: string) =>
  join(resolve(webDist), 'server', 'server.js');

/** The browser's files of the web app's build `webDist`: public files and /_start bundles. */
export const startClientDir = (webDist: string) => join(resolve(webDist), 'client');

/** Options of {@link registerStartApp}. */
export interface StartAppOptions {
  db: DB;
  changes: PublicChanges | undefined;
  /** The site's public address without a trailing slash (PUBLIC_URL). */
  publicUrl: string;
  /**
   * The web app's build (apps/web/dist; WEB_DIST); in development its sources are the folder
   * above it (apps/web).
   */
  webDist: string;
  /**
   * Development (`pnpm dev`): Vite in middleware mode under Fastify (@fastify/middie) renders
   * from the sources with hot reload, loading the server entry through Vite; nothing is cached.
   */
  dev?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Renders the Start page at `path` (GET) with `extra` in its request context, for answers
     * Fastify's own routes give as a page (the no-JavaScript contact form's messages).
     */
    renderStartPage: (
      request: FastifyRequest,
      path: string,
      extra: Partial<SiteRequestContext>,
    ) => Promise<RenderedPage>;
    /** Sends a rendered page with `status` in the encoding the request accepts (sendPage). */
    sendStartPage: (
      request: FastifyRequest,
      reply: FastifyReply,
      status: number,
      page: RenderedPage,
      cacheControl?: string,
    ) => FastifyReply;
  }
  interface FastifyReply {
    /**
     * Sends Start's page for this request's address, rendered for it and kept by no cache: the
     * 404 page for an address nothing else answers (errors.ts).
     */
    sendStartPageFor: () => Promise<FastifyReply>;
  }
}

/** Loads the server entry of the built Start app; throws when it is missing or not an entry. */
async function builtEntry(webDist: string): Promise<StartServerEntry> {
  const path = startServerEntryPath(webDist);
  if (!existsSync(path)) throw new Error(`the web app's Start build is missing (${path})`);
  const entry = (
    (await import(pathToFileURL(path).href)) as { default?: Partial<StartServerEntry> }
  ).default;
  if (typeof entry?.fetch !== 'function') throw new Error(`${path} is not a Start server entry`);
  return entry as StartServerEntry;
}

/**
 * Vite's dev server in middleware mode under `app` (its module requests, hot reload), and the
 * server entry loaded through it on every request, so an edit shows on the next load.
 */
async function devEntry(
  app: FastifyInstance,
  webRoot: string,
): Promise<() => Promise<StartServerEntry>> {
  const [{ createServer, isRunnableDevEnvironment }, { default: middie }] = await Promise.all([
    import('vite'),
    import('@fastify/middie'),
  ]);
  const vite = await createServer({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'custom',
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', async () => vite.close());
  const ssr = vite.environments.ssr;
  if (!ssr || !isRunnableDevEnvironment(ssr))
    throw new Error('Vite has no runnable server environment for the Start app');
  return async () =>
    (
      (await ssr.runner.import('virtual:tanstack-start-server-entry')) as {
        default: StartServerEntry;
      }
    ).default;
}

/**
 * A GET Request for the page at `path` as any visitor would ask for it: the host and HTML, no
 * cookie or other header of this visitor, so the page can be kept and shared.
 */
function pageRequest(request: FastifyRequest, path: string): Request {
  return new Request(`${request.protocol}://${request.host}${path}`, {
    headers: { accept: 'text/html', host: request.host },
  });
}

/**
 * The web app's TanStack Start pages in this Fastify app (issue 38 item 1): the landing page, the
 * designer directory, profiles, preview links and the contact form's answers, rendered by Start's request handler with
 * the SiteRequestContext (site-reads.ts: the repositories, in-process) and answered through
 * `reply.send`, so the app's hooks (security headers, sessions) run. Each page is kept in one
 * cache (page-cache.ts, emptied by the change feed), compressed once, sent with a weak ETag (304
 * when it matches), `Vary: Accept-Encoding` and, when it is found, the app's public
 * Cache-Control (a CDN may keep it); its inline scripts are allowed by hash in the CSP. Start's
 * server functions get the raw request (its body unread: this plugin parses nothing). Static
 * files of the build are served from /_start/ with a year-long immutable cache.
 */
export async function registerStartApp(
  app: FastifyInstance,
  options: StartAppOptions,
): Promise<void> {
  const context = siteReads(app, options.db, options.publicUrl);
  let entry: () => Promise<StartServerEntry>;
  if (options.dev) entry = await devEntry(app, resolve(options.webDist, '..'));
  else {
    const built = await builtEntry(options.webDist);
    entry = async () => built;
  }
  const cache = createPageCache({
    changes: options.dev ? undefined : options.changes,
    ttlMs: options.dev ? 0 : 1000,
  });
  app.addHook('onClose', (_instance, done) => {
    cache.close();
    done();
  });

  async function render(
    request: FastifyRequest,
    path: string,
    extra: Partial<SiteRequestContext> = {},
  ): Promise<{ status: number; html: string; location?: string }> {
    const response = await (
      await entry()
    ).fetch(pageRequest(request, path), {
      context: { ...context, ...extra },
    });
    const location = response.headers.get('location');
    return { status: response.status, html: await response.text(), ...(location && { location }) };
  }

  function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    page: RenderedPage,
    cacheControl = status === 200 ? request.server.publicCacheControl : 'no-cache',
  ): FastifyReply {
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string')
      reply.header('content-security-policy', withScriptSources(policy, page.scriptHashes));
    reply
      .code(status)
      .header('cache-control', cacheControl)
      .header('vary', 'accept-encoding')
      .header('etag', page.etag)
      .type('text/html; charset=utf-8');
    if (status === 200 && matchesEtag(request.headers['if-none-match'], page.etag))
      return reply.code(304).send();
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(page[encoding]);
  }

  app.decorate(
    'renderStartPage',
    // A page made for one answer (it carries what the server handed it): never kept.
    async (request: FastifyRequest, path: string, extra: Partial<SiteRequestContext>) => {
      const { status, html } = await render(request, path, extra);
      return renderedPage(status, html);
    },
  );
  app.decorate('sendStartPage', sendPage);

  /**
   * Renders `request`'s own address for it alone (with `extra` context) and sends it with
   * `cacheControl`; a redirect a route asked for (the console's guard) is sent as one.
   */
  async function sendFreshPage(
    request: FastifyRequest,
    reply: FastifyReply,
    cacheControl: string,
    extra: Partial<SiteRequestContext> = {},
  ): Promise<FastifyReply> {
    const path = request.raw.url ?? request.url;
    const { status, html, location } = await render(request, path, extra);
    if (location && status >= 300 && status < 400)
      return reply.header('cache-control', cacheControl).redirect(location, status);
    return sendPage(request, reply, status, await renderedPage(status, html), cacheControl);
  }
  app.decorateReply('sendStartPageFor', function (this: FastifyReply) {
    return sendFreshPage(this.request, this, 'no-cache');
  });

  /**
   * Who signed in with `request`, asked when a route needs it (the console's guard): the user as
   * `GET /api/user` answers (null for nobody), the session's refreshed cookie set on `reply`.
   */
  const sessionUserOf = (request: FastifyRequest, reply: FastifyReply) => async () => {
    const signedIn = await signedInUser(app, request);
    if (signedIn?.setCookie) reply.header('set-cookie', signedIn.setCookie);
    return signedIn?.user ?? null;
  };

  await app.register(async (scope) => {
    // Start reads bodies itself (server functions): nothing here parses or consumes them.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    for (const url of PAGE_ROUTES)
      scope.get(url, async (request, reply) => {
        const path = request.raw.url ?? request.url;
        const page = await cache.get(path, () => render(request, path));
        return sendPage(request, reply, page.status, page);
      });
    // A preview link (issue 20 item 2) shows drafts to whoever holds it, an invitation (issue
    // 44) makes an account: rendered for each request, never kept by any cache, never indexed,
    // their address never sent on as a referrer.
    for (const url of SECRET_LINK_ROUTES)
      scope.get(url, async (request, reply) => {
        reply.header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
        return sendFreshPage(request, reply, 'private, no-store');
      });
    // Sign-in and the console (issue 38 item 5): no cache keeps them. The console's routes
    // load their data on the server (`ssr: 'data-only'`) and render in the browser: its guard
    // checks who signed in with the document (issue 44 item 2), so that document carries the
    // user and their session's refreshed cookie.
    for (const url of PRIVATE_ROUTES)
      scope.get(url, async (request, reply) => {
        reply.header('x-robots-tag', 'noindex');
        return sendFreshPage(request, reply, 'private, no-store', {
          sessionUser: sessionUserOf(request, reply),
        });
      });
    for (const url of BOOKING_ROUTES)
      scope.get(url, async (request, reply) => {
        if (request.url.startsWith('/book/manage'))
          reply
            .header('x-robots-tag', 'noindex, nofollow')
            .header('referrer-policy', 'no-referrer');
        const cameFrom = sitePageOf(request.headers.referer, request.host);
        return sendFreshPage(request, reply, 'private, no-store', cameFrom ? { cameFrom } : {});
      });
    scope.route({
      method: ['GET', 'POST'],
      url: SERVER_FUNCTIONS,
      config: { rateLimit: RATE_LIMITS.serverFunction },
      handler: async (request, reply) => {
        const response = await (
          await entry()
        ).fetch(toWebRequest(request, reply), {
          context: { ...context, sessionUser: sessionUserOf(request, reply) },
        });
        reply.header('cache-control', 'no-store');
        return reply.send(response);
      },
    });
  });
}
