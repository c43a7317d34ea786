import { destroySession, getSession, setSession, type DB } from '@forma/db';
import type { SessionStore } from '@fastify/session';
import type { Session } from 'fastify';

declare module 'fastify' {
  interface Session {
    /** The signed-in user's id; absent for anonymous sessions. */
    userId?: number;
  }
}

/** Session lifetime: 30 days (cookie maxAge and the row's expiresAt). */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * A @fastify/session store over the `sessions` table (DESIGN.md: sessions live in Postgres so
 * several API instances behave as one). Expired rows read as missing.
 */
export function postgresSessionStore(db: DB): SessionStore {
  return {
    get(id, callback) {
      getSession(db, id).then(
        (data) => callback(null, (data as Session | undefined) ?? null),
        (err: unknown) => callback(err),
      );
    },
    set(id, session, callback) {
      const expires = session.cookie?.expires;
      const expiresAt =
        expires instanceof Date ? expires : new Date(Date.now() + SESSION_MAX_AGE_MS);
      setSession(db, id, session, expiresAt, session.userId ?? null).then(
        () => callback(),
        (err: unknown) => callback(err),
      );
    },
    destroy(id, callback) {
      destroySession(db, id).then(
        () => callback(),
        (err: unknown) => callback(err),
      );
    },
  };
}
