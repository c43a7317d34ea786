import {
  isTwoFactorEnabled,
  RevisionConflictError,
  type DatabaseConnectionSummary,
  type DB,
} from '@forma/db';
import {
  isConsoleRole,
  roleAllows,
  type PublicUser,
  type RoleNeeded,
  type UserRole,
} from '@forma/validators';
import { initTRPC, TRPCError } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import superjson from 'superjson';
import { recordAdminWrite } from './audit';
import type { PresenceHub } from './presence';
import type { PublicReads } from './public-reads';
import type { ProcedureMeta } from './rest-meta';
import type { TotpKeyring } from './auth/totp-encryption';
import { z } from 'zod';
import {
  INVALID_TEXT_MESSAGE,
  isDatabaseUnavailable,
  isInvalidTextError,
  type ValidationIssue,
} from './errors';

/**
 * The session as the HTTP host exposes it to procedures. The host (apps/api) implements it over
 * its session store; tests implement it in memory.
 */
export interface SessionHandle {
  /** The signed-in user's id, or null for an anonymous session. */
  userId(): number | null;
  /**
   * Signs `userId` in: regenerates the session id (no fixation) and stores the user. `admin`
   * picks the admin session lifetime (30 min idle, 12 h at most).
   */
  login(userId: number, options?: { admin?: boolean }): Promise<void>;
  /** Signs out: destroys the session server-side. */
  logout(): Promise<void>;
  /** The stored session's id (to keep it when ending a user's other sessions), or null. */
  id(): string | null;
  /** A sign-in that passed its password step and waits for an authentication code, or null. */
  pendingTwoFactor(): PendingTwoFactor | null;
  /** Starts or updates (a value) or ends (null) the wait for an authentication code. */
  setPendingTwoFactor(pending: PendingTwoFactor | null): Promise<void>;
}

/** The second step of a two-factor sign-in: whose password was right, and wrong codes so far. */
export interface PendingTwoFactor {
  userId: number;
  failures: number;
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
  /**
   * Present only when new-lead e-mails are configured (SMTP_URL and NOTIFY_EMAIL): the contact
   * form then queues an e-mail per non-spam lead and calls this to send it soon. Never throws.
   */
  kickLeadNotifier?(): void;
  /**
   * Present only when e-mail is configured (SMTP_URL and NOTIFY_EMAIL): invitations then queue
   * their e-mail and call this to send it soon (issue 44 item 1). Never throws.
   */
  kickInvitationMailer?(): void;
  /**
   * Present only when e-mail is configured (SMTP_URL and NOTIFY_EMAIL): bookings then queue their
   * invites and reminders and call this to send what is due soon (issue 42 item 5). Never throws.
   */
  kickBookingMailer?(): void;
  /** Delivers queued webhook events soon (issue 43); absent: the NOTIFY or the next poll does. */
  kickWebhooks?(): void;
  /** Makes the variants of new uploads soon (issue 19 item 1); absent: the next poll does. */
  kickImageVariants?(): void;
  /**
   * Removes deleted media files from storage soon: each master `name` and its `variants`, unless
   * an upload of the same name exists again by then (issue 19 item 2). Never throws.
   */
  removeUploadFiles?(files: ReadonlyArray<{ name: string; variants: readonly string[] }>): void;
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
  /** The client's address (behind trusted proxies, the forwarded one); login throttling keys. */
  clientIp?: string | undefined;
  /** Sets a response header (Retry-After of a 429); absent outside HTTP. */
  setHeader?: ((name: string, value: string) => void) | undefined;
  /** ADMIN_REQUIRE_2FA: admins without two-factor sign-in may only enrol. */
  requireAdminTwoFactor?: boolean | undefined;
  /** The host's cache of public reads; undefined: public reads go to the database (tests, tools). */
  publicReads?: PublicReads | undefined;
  /** The host's live presence of console tabs (issue 41 item 3); undefined: none (tools). */
  presence?: PresenceHub | undefined;
  /**
   * Keys of the TOTP secrets' encryption at rest (TOTP_ENCRYPTION_KEY or derived from
   * SESSION_SECRET). Without them two-factor procedures fail (500): secrets are never stored in
   * clear.
   */
  totpKeys?: TotpKeyring | undefined;
}

/** The kind of the open database and where a real Postgres lives (never its credentials). */
export interface DatabaseInfo {
  kind: 'pglite' | 'postgres';
  connection: DatabaseConnectionSummary | null;
}

/**
 * The client message of a BAD_REQUEST / PARSE_ERROR that tRPC raised while reading the request
 * (its message is then the engine's own text, e.g. a JSON.parse or superjson error).
 */
function transportMessage(cause: Error): string {
  if (cause instanceof SyntaxError) return 'The request input is not valid JSON';
  if (/as it is (null|undefined)|of (null|undefined)/.test(cause.message))
    return 'A request input is required: send it as {"json": ...}';
  return 'The request input is not a valid tRPC input: send it as {"json": ...}';
}

/**
 * The message a client sees for a tRPC error: a clear sentence, never raw zod JSON, engine text
 * or internals. Validation failures give their first issue's message; text the database refused
 * gives INVALID_TEXT_MESSAGE; transport failures (bad JSON, null input) a fixed sentence.
 */
function clientMessage(error: TRPCError, issues: ValidationIssue[] | undefined): string {
  if (isInvalidTextError(error)) return INVALID_TEXT_MESSAGE;
  if (error.code === 'INTERNAL_SERVER_ERROR') return 'Internal server error';
  if (issues && issues.length > 0) return issues[0]?.message ?? 'Invalid input';
  const cause = error.cause;
  if (
    (error.code === 'BAD_REQUEST' || error.code === 'PARSE_ERROR') &&
    cause instanceof Error &&
    !(cause instanceof TRPCError) &&
    cause.message === error.message
  )
    return transportMessage(cause);
  return error.message;
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    transformer: superjson,
    // Subscriptions (the console's presence stream, issue 41 item 3) go over Server-Sent Events:
    // a ping every 10 s keeps proxies from closing a quiet stream, and a client that heard
    // nothing for 25 s reconnects.
    sse: {
      ping: { enabled: true, intervalMs: 10_000 },
      client: { reconnectAfterInactivityMs: 25_000 },
    },
    /**
     * Error shape of every tRPC response: a clear sentence as `message` (see `clientMessage`),
     * flattened zod issues in `data.zodError` and each issue with its path in `data.issues`, never a
     * stack trace, and internal messages hidden (they are logged by the host). Text the database
     * refused (NUL bytes) is a 400 even when it failed outside a procedure.
     */
    errorFormatter({ shape, error }) {
      const cause = error.cause as { name?: string } | undefined;
      const zod = cause?.name === 'ZodError' ? (cause as z.ZodError) : null;
      const zodError = zod ? z.flattenError(zod) : null;
      // Each issue with its full path (`data.cssProperties.opacity`), for messages under nested fields.
      const issues = zod?.issues.map(({ path, message }) => ({ path: path.map(String), message }));
      const { stack: _stack, ...data } = shape.data;
      const badText = error.code === 'INTERNAL_SERVER_ERROR' && isInvalidTextError(error);
      return {
        ...shape,
        ...(badText ? { code: TRPC_ERROR_CODES_BY_KEY.BAD_REQUEST } : {}),
        message: clientMessage(error, issues),
        data: {
          ...data,
          ...(badText ? { code: 'BAD_REQUEST' as const, httpStatus: 400 } : {}),
          zodError,
          issues: issues ?? null,
        },
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

/** CONFLICT message of a save based on a stale revision (issue 41 item 1). */
export const STALE_REVISION_MESSAGE =
  'Someone else saved this since you opened it: nothing was changed. Load their version and merge yours.';

/**
 * Turns "database unreachable" failures into SERVICE_UNAVAILABLE (HTTP 503), text the database
 * refused (SQLSTATE 22021 / 22P05) into BAD_REQUEST (HTTP 400), and a save based on a stale
 * revision (RevisionConflictError, issue 41) into CONFLICT (HTTP 409).
 */
const databaseAvailability = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof RevisionConflictError)
    throw new TRPCError({
      code: 'CONFLICT',
      message: STALE_REVISION_MESSAGE,
      cause: result.error.cause,
    });
  if (!result.ok && isInvalidTextError(result.error)) {
    // Last line of defence: text the schemas let through but Postgres cannot store is bad input.
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: INVALID_TEXT_MESSAGE,
      cause: result.error,
    });
  }
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
export const publicProcedure = t.procedure.use(databaseAvailability).meta({ access: 'public' });

/** Signed-in users only; throws UNAUTHORIZED otherwise. Narrows `ctx.user` to non-null. */
export const authedProcedure = publicProcedure
  .use(({ ctx, next }) => {
    if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Not authenticated' });
    return next({ ctx: { ...ctx, user: ctx.user } });
  })
  .meta({ access: 'signed-in' });

/** FORBIDDEN message for an admin without two-factor sign-in when ADMIN_REQUIRE_2FA is on. */
export const TWO_FACTOR_SETUP_REQUIRED =
  'Set up two-factor authentication (Security page) before using the admin console';

/**
 * FORBIDDEN message for a signed-in user whose role does not allow what was asked: a registered
 * visitor (no role) and anyone asking for an admin's procedure read SPEC 6's "Admin access
 * required"; a viewer asking to change something is told why.
 */
export function forbiddenMessage(role: UserRole | null, needed: RoleNeeded): string {
  return isConsoleRole(role) && needed !== 'admin'
    ? 'Your role can read the console but not change it'
    : 'Admin access required';
}

/**
 * Throws unless the signed-in `ctx.user` may do what needs `needed` (issue 20 item 4,
 * `roleAllows` of validators roles.ts): FORBIDDEN (`forbiddenMessage`) when the role is missing or
 * too low, and FORBIDDEN `TWO_FACTOR_SETUP_REQUIRED` for a console user without two-factor sign-in
 * when `ctx.requireAdminTwoFactor` (ADMIN_REQUIRE_2FA) is on.
 */
export async function assertRole(
  ctx: Context & { user: PublicUser },
  needed: RoleNeeded,
): Promise<void> {
  if (!roleAllows(ctx.user.role, needed))
    throw new TRPCError({ code: 'FORBIDDEN', message: forbiddenMessage(ctx.user.role, needed) });
  if (ctx.requireAdminTwoFactor && !(await isTwoFactorEnabled(ctx.db, ctx.user.id)))
    throw new TRPCError({ code: 'FORBIDDEN', message: TWO_FACTOR_SETUP_REQUIRED });
}

/**
 * Console users whose role allows `needed` (`assertRole`; SPEC 6 for admins): UNAUTHORIZED when
 * anonymous, FORBIDDEN below the role. Every successful write is recorded in the audit log with
 * the writer's role.
 */
export function roleProcedure(needed: RoleNeeded) {
  return authedProcedure
    .meta({ access: needed })
    .use(async ({ ctx, next }) => {
      await assertRole(ctx, needed);
      return next({ ctx });
    })
    .use(async ({ ctx, next, path, type, getRawInput }) => {
      // Every successful console write goes to the audit log (issue 9 item 7).
      const result = await next({ ctx });
      if (type === 'mutation' && result.ok)
        await recordAdminWrite(ctx, path, await getRawInput().catch(() => undefined), result.data);
      return result;
    });
}

/** Administrators only (SPEC 6): users, security, the audit log, the database tools. */
export const adminProcedure = roleProcedure('admin');
/** Editors and admins: changes to content, collections, media, settings of the page, leads. */
export const editorProcedure = roleProcedure('editor');
/** Every console role (viewers included): reads of the console. */
export const viewerProcedure = roleProcedure('viewer');
