import type { DatabaseConnectionSummary, DB } from '@forma/db';
import type { PublicUser } from '@forma/validators';
import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { z } from 'zod';
import { isDatabaseUnavailable } from './errors';

/**
 * The session as the HTTP host exposes it to procedures. The host (apps/api) implements it over
 * its session store; tests implement it in memory.
 */
export interface SessionHandle {
  /** The signed-in user's id, or null for an anonymous session. */
  userId(): number | null;
  /** Signs `userId` in: regenerates the session id (no fixation) and stores the user. */
  login(userId: number): Promise<void>;
  /** Signs out: destroys the session server-side. */
  logout(): Promise<void>;
}

type LogFn = (obj: object, msg?: string) => void;

/** The subset of a pino/Fastify logger procedures use. */
export interface Logger {
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

/**
 * The host's background workers (DESIGN.md "Background work"), woken when a write gives them
 * work. Their state lives in Postgres, so a missing or sleeping worker only delays the work.
 */
export interface Jobs {
  /** Runs a pattern vectorizing pass soon (patterns with status 'pending'). Never throws. */
  kickPatternVectorizer(): void;
}

/** What every procedure receives: the database, the session and the current user. */
export interface Context {
  db: DB;
  session: SessionHandle;
  /** The signed-in user (loaded from the database by session user id), or null. */
  user: PublicUser | null;
  log?: Logger | undefined;
  /** The running workers of this process; undefined where none run (tests, tools). */
  jobs?: Jobs | undefined;
  /**
   * Which database `db` is (Database tools): its kind and, for Postgres, host/port/name without
   * credentials. Undefined where the host does not say (then reported as PGlite).
   */
  database?: DatabaseInfo | undefined;
}

/** The kind of the open database and where a real Postgres lives (never its credentials). */
export interface DatabaseInfo {
  kind: 'pglite' | 'postgres';
  connection: DatabaseConnectionSummary | null;
}

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  /**
   * Error shape of every tRPC response: flattened zod issues in `data.zodError` and each issue
   * with its path in `data.issues`, never a stack
   * trace, and internal messages hidden (they are logged by the host).
   */
  errorFormatter({ shape, error }) {
    const cause = error.cause as { name?: string } | undefined;
    const zod = cause?.name === 'ZodError' ? (cause as z.ZodError) : null;
    const zodError = zod ? z.flattenError(zod) : null;
    // Each issue with its full path (`data.cssProperties.opacity`), for messages under nested fields.
    const issues = zod?.issues.map(({ path, message }) => ({ path: path.map(String), message }));
    const internal = error.code === 'INTERNAL_SERVER_ERROR';
    const { stack: _stack, ...data } = shape.data;
    return {
      ...shape,
      message: internal ? 'Internal server error' : shape.message,
      data: { ...data, zodError, issues: issues ?? null },
    };
  },
});

/** Builds a router from procedures and sub-routers. */
export const createTRPCRouter = t.router;
/** Merges routers into one (a collection's CRUD router plus its own procedures). */
export const mergeRouters = t.mergeRouters;
/** Makes a server-side caller factory for a router (tests, the REST adapter). */
export const createCallerFactory = t.createCallerFactory;
/** Builds a reusable procedure middleware over `Context`. */
export const middleware = t.middleware;

/** Turns "database unreachable" failures into SERVICE_UNAVAILABLE (HTTP 503). */
const databaseAvailability = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && isDatabaseUnavailable(result.error.cause ?? result.error)) {
    throw new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Database unavailable',
      cause: result.error,
    });
  }
  return result;
});

/** Any caller, signed in or not (SPEC 6: anonymous visitor). */
export const publicProcedure = t.procedure.use(databaseAvailability);

/** Signed-in users only; throws UNAUTHORIZED otherwise. Narrows `ctx.user` to non-null. */
export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Not authenticated' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** Administrators only (SPEC 6): UNAUTHORIZED when anonymous, FORBIDDEN when not an admin. */
export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isAdmin)
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Admin access required' });
  return next({ ctx });
});
