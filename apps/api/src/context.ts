import type { Context, Logger, SessionHandle } from '@forma/api';
import { findUserById, type DB } from '@forma/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './plugins/session';

/**
 * The SessionHandle of one request over @fastify/session. `login` regenerates the session id
 * (no fixation) before storing the user; `logout` deletes the session row and clears the cookie.
 */
export function sessionHandle(request: FastifyRequest, reply: FastifyReply): SessionHandle {
  return {
    userId() {
      const id = request.session?.get('userId');
      return typeof id === 'number' ? id : null;
    },
    async login(userId) {
      await request.session.regenerate();
      request.session.set('userId', userId);
      await request.session.save();
    },
    async logout() {
      if (request.session) await request.session.destroy();
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    },
  };
}

/**
 * The tRPC context of a request (used by /trpc and by the REST adapter): the session handle, the
 * current user, loaded from the database by the session's user id (null when anonymous or when
 * that user no longer exists), and the app's running background workers (`app.jobs`), and which database is open
 * (`app.databaseInfo`, for the admin Database tools).
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
  };
}
