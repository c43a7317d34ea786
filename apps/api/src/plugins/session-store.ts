import {
  destroySession,
  getSession,
  setSession,
  touchSession,
  type DB,
  type SessionLifetime,
} from '@forma/db';
import type { SessionStore } from '@fastify/session';
import type { Session } from 'fastify';

declare module 'fastify' {
  interface Session {
    /** The signed-in user's id; absent for anonymous sessions. */
    userId?: number;
    /** The session belongs to an admin: the short lifetime applies. */
    admin?: boolean;
    /** A sign-in waiting for its second step (password checked, TOTP code not yet). */
    pendingTwoFactor?: { userId: number; failures: number };
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Admin sessions: 30 minutes idle, 12 hours at most (issue 9, OWASP ASVS level 2). */
export const ADMIN_SESSION: SessionLifetime = { idleMs: 30 * MINUTE, absoluteMs: 12 * HOUR };
/** Everyone else: 7 days idle, 30 days at most. */
export const USER_SESSION: SessionLifetime = { idleMs: 7 * DAY, absoluteMs: 30 * DAY };
/** A sign-in waiting for its authentication code: 10 minutes. */
export const PENDING_SESSION: SessionLifetime = { idleMs: 10 * MINUTE, absoluteMs: 10 * MINUTE };

/** The lifetime that applies to a session's data. */
export function lifetimeOf(data: Partial<Session> | null | undefined): SessionLifetime {
  if (typeof data?.userId !== 'number') return PENDING_SESSION;
  return data.admin ? ADMIN_SESSION : USER_SESSION;
}

/** The idle expiry is slid at most once a minute (one write per minute per active session). */
const TOUCH_EVERY_MS = MINUTE;

/**
 * A @fastify/session store over the `sessions` table (DESIGN.md: sessions live in Postgres so
 * several API instances behave as one). Expiry is enforced here, server-side: a row is live while
 * its idle expiry (slid forward on use) lies ahead, and that expiry never passes the session's
 * start plus its absolute lifetime (`lifetimeOf`). Expired rows read as missing. `now` is
 * injectable for tests.
 */
export function postgresSessionStore(db: DB, now: () => Date = () => new Date()): SessionStore {
  return {
    get(id, callback) {
      const at = now();
      getSession(db, id, at)
        .then(async (row) => {
          if (!row) return null;
          const data = row.data as Session;
          const lifetime = lifetimeOf(data);
          const target = Math.min(
            at.getTime() + lifetime.idleMs,
            row.createdAt.getTime() + lifetime.absoluteMs,
          );
          if (target - row.expiresAt.getTime() >= TOUCH_EVERY_MS)
            await touchSession(db, id, lifetime, at);
          return data;
        })
        .then(
          (data) => callback(null, data),
          (err: unknown) => callback(err),
        );
    },
    set(id, session, callback) {
      setSession(db, id, session, lifetimeOf(session), session.userId ?? null, now()).then(
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
