import type { Context, Logger, SessionHandle } from '@forma/api';
import { findUserById, type DB } from '@forma/db';
import { lifetimeOf, PENDING_SESSION } from './plugins/session-store';
import type { FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** ADMIN_REQUIRE_2FA: admins without two-factor sign-in may only enrol. */
    requireAdminTwoFactor: boolean;
  }
}

/**
 * The SessionHandle of one request over @fastify/session. `login` regenerates the session id
 * (no fixation) before storing the user (and whether they are an admin: the session lifetime);
 * `logout` deletes the session row and clears the cookie; the pending second step of a
 * two-factor sign-in lives in a fresh anonymous session.
 */
export function sessionHandle(request: FastifyRequest, reply: FastifyReply): SessionHandle {
  // @fastify/session gives every request a session (null once destroyed); an anonymous
  // visitor's holds nothing, is never stored (saveUninitialized: false) and has nothing to destroy.
  const current = (): FastifyRequest['session'] | null => request.session ?? null;
  const stored = () => Boolean(current()?.get('userId') ?? current()?.get('pendingTwoFactor'));
  return {
    userId() {
      const id = current()?.get('userId');
      return typeof id === 'number' ? id : null;
    },
    id() {
      const session = current();
      return session && stored() ? session.sessionId : null;
    },
    async login(userId, options) {
      const admin = options?.admin ?? false;
      await request.session.regenerate();
      request.session.set('userId', userId);
      request.session.set('admin', admin);
      request.session.cookie.maxAge = lifetimeOf({ userId, admin }).absoluteMs;
      await request.session.save();
    },
    async logout() {
      if (stored()) await current()?.destroy();
      reply.clearCookie(request.server.sessionCookieName, { path: '/' });
    },
    pendingTwoFactor() {
      const session = current();
      const pending = session?.get('pendingTwoFactor');
      return pending && typeof pending.userId === 'number' && session?.get('userId') === undefined
        ? { userId: pending.userId, failures: Number(pending.failures) || 0 }
        : null;
    },
    async setPendingTwoFactor(pending) {
      if (pending === null) {
        if (stored()) await current()?.destroy();
        reply.clearCookie(request.server.sessionCookieName, { path: '/' });
        return;
      }
      // A new session for the second step (no fixation), signed in only once the code is right.
      if (!request.session.get('pendingTwoFactor')) await request.session.regenerate();
      request.session.set('pendingTwoFactor', pending);
      request.session.cookie.maxAge = PENDING_SESSION.absoluteMs;
      await request.session.save();
    },
  };
}

/**
 * The tRPC context of a request (used by /trpc and by the REST adapter): the session handle, the
 * current user, loaded from the database by the session's user id (null when anonymous or when
 * that user no longer exists), and the app's running background workers (`app.jobs`), and which database is open
 * (`app.databaseInfo`, for the admin Database tools), the cache of public reads (`app.publicCache`),
 * and the keys of the TOTP secrets' encryption (`app.totpKeys`).
 */
export async function createContext(
  db: DB,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Context> {
  const session = sessionHandle(request, reply);
  const userId = session.userId();
  const user = userId === null ? null : ((await findUserById(db, userId)) ?? null);
  return {
    db,
    session,
    user,
    log: request.log as unknown as Logger,
    jobs: request.server.jobs ?? undefined,
    database: request.server.databaseInfo ?? undefined,
    clientIp: request.ip,
    setHeader: (name, value) => void reply.header(name, value),
    requireAdminTwoFactor: request.server.requireAdminTwoFactor ?? false,
    publicReads: request.server.publicCache,
    totpKeys: request.server.totpKeys,
    presence: request.server.presence,
  };
}
