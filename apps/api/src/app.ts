import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  createPresenceHub,
  DEFAULT_TRPC_MAX_BATCH_SIZE,
  totpKeyring,
  type DatabaseInfo,
  type Jobs,
  type PresenceHub,
  type TotpKeyring,
} from '@forma/api';
import type { DatabaseHandle } from '@forma/db';
import { healthAnswer } from '@forma/validators';
import type { AnyRouter } from '@trpc/server';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { sql } from 'kysely';
import { PublicCache } from './cache/public-cache';
import { registerCsrfProtection } from './plugins/csrf';
import { registerErrorHandlers } from './plugins/errors';
import { registerPublicReadFastPath } from './plugins/public-read-fast-path';
import { registerRateLimits } from './plugins/rate-limits';
import { registerRequestLog } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security';
import { registerSeoRoutes } from './plugins/seo-routes';
import { registerSessions } from './plugins/session';
import { registerShareImage } from './plugins/share-image';
import { registerTrpc } from './plugins/trpc';
import { registerWebApp } from './plugins/web-app';
import {
  DEFAULT_PUBLIC_CACHE_POLICY,
  publicCacheControl,
  type PublicCachePolicy,
} from './cache/cache-control';
import { registerRestRoutes } from './rest';
import { registerBookingForm } from './start-app/booking-form';
import { registerContactForm } from './start-app/contact-form';
import { registerStartApp, startClientDir, startServerEntryPath } from './start-app/start-app';
import { registerDocsRoutes } from './rest/docs-routes';
import { registerResponseCheck, type ResponseCheck } from './rest/openapi/response-check';
import { registerRouteTable } from './rest/openapi/registry';
import { restRoute } from './rest/openapi/route-doc';
import { registerUploadRoutes } from './rest/upload-routes';
import { createLocalStorage, type Storage } from './storage';

/** Fastify trustProxy for a hop count: trust the `hops` closest proxies. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Largest accepted request body: 1 MiB (413 above). */
export const BODY_LIMIT = 1024 * 1024;

/** Timeouts and caps of the HTTP server (issue 9: slow bodies, slow headers, many sockets). */
export interface ServerLimits {
  /**
   * Longest time to receive a whole request, headers and body, ms (REQUEST_TIMEOUT_MS); a slower
   * one gets 408 and its socket is closed. The headers alone have the same limit.
   */
  requestTimeoutMs: number;
  /** Most open sockets at once (MAX_CONNECTIONS); further connections are closed at once. */
  maxConnections: number;
  /** Most procedures in one batched tRPC request (TRPC_MAX_BATCH_SIZE); more answer 400. */
  trpcMaxBatchSize: number;
}

/** Defaults of {@link ServerLimits}: 30 s, 2,000 sockets, 10 procedures. */
export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  requestTimeoutMs: 30_000,
  maxConnections: 2000,
  trpcMaxBatchSize: DEFAULT_TRPC_MAX_BATCH_SIZE,
};

export interface BuildAppOptions {
  /** An open, migrated database (see bootstrap.ts); the app does not close it. */
  database: DatabaseHandle;
  /** Cookie signing secret, 32+ characters. */
  sessionSecret: string;
  /** Secure cookies, HSTS (NODE_ENV=production). */
  production?: boolean;
  /**
   * The web app's build (apps/web/dist: Start's server entry and the browser's files) whose pages
   * to serve; null or a folder without a build serves the API alone (with `webDev`, its sources
   * in the folder above).
   */
  webDist?: string | null;
  /** Multiplier of every per-IP rate limit (RATE_LIMIT_SCALE); default 1. */
  rateLimitScale?: number;
  /** Fastify trustProxy (behind a load balancer). */
  trustProxy?: boolean | number | string;
  /** Origins besides the request's own that may send state-changing requests (ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[];
  /** ADMIN_REQUIRE_2FA: admins without two-factor sign-in may only enrol; default false. */
  requireAdminTwoFactor?: boolean;
  /**
   * Keys of the TOTP secrets' encryption at rest (server.ts: `totpKeysOf(env)`); default the key
   * derived from `sessionSecret`, as when TOTP_ENCRYPTION_KEY is unset.
   */
  totpKeys?: TotpKeyring;
  /** The clock of session expiry (tests move it); default the real one. */
  now?: () => Date;
  /** Fastify logger options; false in tests. */
  logger?: FastifyServerOptions['logger'];
  /** Storage of uploaded files; the server passes `createStorage(env)`. Default: local disk. */
  storage?: Storage;
  /** Directory of the default local storage; default `<os tmpdir>/forma-uploads` (tests, tools). */
  uploadsDir?: string;
  /** The running background workers, woken by writes (server.ts); none by default (tests). */
  jobs?: Jobs;
  /** Timeouts and caps; each missing one takes its DEFAULT_SERVER_LIMITS value. */
  limits?: Partial<ServerLimits>;
  /**
   * The site's public address without a trailing slash (PUBLIC_URL), for the canonical URLs of
   * robots.txt and sitemap.xml; default `http://127.0.0.1:3000`.
   */
  publicUrl?: string;
  /**
   * Development (WEB_DEV, `pnpm dev`): the web app's Start pages are rendered from its sources by
   * Vite in middleware mode, with hot reload (start-app.ts); default false (its build).
   */
  webDev?: boolean;
  /**
   * How long a CDN may keep the public answers (PUBLIC_CACHE_S_MAXAGE and
   * PUBLIC_CACHE_STALE_WHILE_REVALIDATE); default DEFAULT_PUBLIC_CACHE_POLICY (2 s, then 30 s).
   */
  publicCaching?: PublicCachePolicy;
  /**
   * Checks every /api answer against the OpenAPI document (tests: rest/openapi/response-check.ts);
   * an answer it refuses becomes a 500 naming the mismatch.
   */
  checkResponse?: ResponseCheck;
  /**
   * The tRPC router whose procedures' REST operations are served (procedure-routes.ts); default the
   * app's own. Tests pass one with extra procedures to see what the generator makes of them.
   */
  restRouter?: AnyRouter;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Storage of uploaded files (DESIGN.md "Files"). */
    storage: Storage;
    /** The running background workers, handed to procedures as `ctx.jobs`; null when none run. */
    jobs: Jobs | null;
    /** Kind of the open database and Postgres host/port/name (no credentials): `ctx.database`. */
    databaseInfo: DatabaseInfo;
    /** The cache of public reads (`ctx.publicReads`, the cached REST reads, cache/public-cache.ts). */
    publicCache: PublicCache;
    /** `Cache-Control` of every public answer a CDN may keep (cache/cache-control.ts). */
    publicCacheControl: string;
    /** Keys of the TOTP secrets' encryption at rest, handed to procedures as `ctx.totpKeys`. */
    totpKeys: TotpKeyring;
    /** The console's live presence (issue 41 item 3), handed to procedures as `ctx.presence`. */
    presence: PresenceHub;
  }
}

/**
 * Builds the HTTP host (DESIGN.md architecture): helmet, cookies and Postgres sessions (none for
 * anonymous reads), the cache of public reads over the database's change feed, rate
 * limits, tRPC at /trpc, the REST adapter at /api/*, uploads (POST /api/admin/uploads, GET
 * /uploads/:name) over `app.storage`, GET /api/health, /robots.txt and /sitemap.xml, the web app
 * (TanStack Start: start-app/start-app.ts; its 404 page for unknown addresses), and JSON error
 * handling. Returns the ready Fastify
 * instance (not listening).
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db } = options.database;
  const limits = { ...DEFAULT_SERVER_LIMITS, ...options.limits };
  const app = Fastify({
    logger: options.logger ?? false,
    // One line per request, and only for writes, errors and slow requests (request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    // Node closes a request still incomplete after requestTimeout (408), slow headers included;
    // it looks every connectionsCheckingInterval (Node's default, 30 s, would double the wait).
    requestTimeout: limits.requestTimeoutMs,
    http: {
      headersTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, limits.requestTimeoutMs / 4)),
    },
    trustProxy:
      typeof options.trustProxy === 'number'
        ? trustHops(options.trustProxy)
        : (options.trustProxy ?? false),
    // Batched tRPC paths (`content.get,content.get,...`) are one long route parameter.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 5000 },
  });

  app.server.maxConnections = limits.maxConnections;
  const publicCache = new PublicCache(options.database.changes);
  app.decorate('publicCache', publicCache);
  app.decorate(
    'publicCacheControl',
    publicCacheControl(options.publicCaching ?? DEFAULT_PUBLIC_CACHE_POLICY),
  );
  app.addHook('onClose', (_instance, done) => {
    publicCache.close();
    done();
  });
  // Who has what open in the console, across instances (issue 41 item 3): `ctx.presence`.
  const presence = createPresenceHub({ db, listen: options.database.listen });
  app.decorate('presence', presence);
  app.addHook('preClose', async () => presence.stop());
  app.decorate('jobs', options.jobs ?? null);
  app.decorate('requireAdminTwoFactor', options.requireAdminTwoFactor ?? false);
  app.decorate(
    'totpKeys',
    options.totpKeys ?? totpKeyring({ sessionSecret: options.sessionSecret }),
  );
  app.decorate('databaseInfo', {
    kind: options.database.kind,
    connection: options.database.connection ?? null,
  } satisfies DatabaseInfo);

  // Before any route: every /api route must be a row of the REST route table (issue 21).
  registerRouteTable(app);
  if (options.checkResponse) registerResponseCheck(app, options.checkResponse);

  // First: routes capture the error handler of their context when they are added.
  const webDist = options.webDist ?? null;
  const pages = Boolean(webDist && (options.webDev || existsSync(startServerEntryPath(webDist))));
  registerErrorHandlers(app, { pages });
  registerRequestLog(app);
  // Before every other onRequest hook: anonymous public reads kept in memory end here.
  registerPublicReadFastPath(app);

  await registerSecurityHeaders(app, { production: options.production ?? false });
  registerCsrfProtection(app, { allowedOrigins: options.allowedOrigins ?? [] });
  await registerSessions(app, {
    db,
    secret: options.sessionSecret,
    secure: options.production ?? false,
    ...(options.now ? { now: options.now } : {}),
  });
  await registerRateLimits(app, db, options.rateLimitScale ?? 1);
  await registerTrpc(app, db, { maxBatchSize: limits.trpcMaxBatchSize });
  registerRestRoutes(app, db, options.restRouter);
  const storage =
    options.storage ?? createLocalStorage(options.uploadsDir ?? join(tmpdir(), 'forma-uploads'));
  app.decorate('storage', storage);
  await registerUploadRoutes(app, { db, storage });
  // The web app's public files: its build's, or in development its sources' (apps/web/public).
  const publicFiles =
    webDist && (options.webDev ? join(resolve(webDist, '..'), 'public') : startClientDir(webDist));
  await registerShareImage(app, { db, publicFiles });

  restRoute(
    app,
    'GET',
    '/api/health',
    {
      summary: 'Health check (load balancers)',
      description: '200 when the server and its database answer; 503 when the database does not.',
      tag: 'Reference',
      access: 'public',
      response: { status: 200, schema: healthAnswer, description: 'Up' },
      otherAnswers: { 503: { schema: healthAnswer, description: 'The database is down' } },
    },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(db);
        return { status: 'ok', database: 'up' };
      } catch (err) {
        app.log.warn({ reason: (err as Error).message }, 'health check: database down');
        return reply
          .code(503)
          .send({ status: 'error', database: 'down', message: 'Database unavailable' });
      }
    },
  );

  const publicUrl = options.publicUrl ?? 'http://127.0.0.1:3000';
  registerDocsRoutes(app);
  registerSeoRoutes(app, { db, publicUrl });
  if (pages && webDist) {
    await registerStartApp(app, {
      db,
      changes: options.database.changes,
      publicUrl,
      webDist,
      dev: options.webDev ?? false,
    });
    registerContactForm(app);
    registerBookingForm(app);
    if (!options.webDev) await registerWebApp(app, startClientDir(webDist));
  }

  await app.ready();
  return app;
}
