import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { DB } from '@forma/db';
import type { FastifyInstance } from 'fastify';
import { postgresSessionStore, SESSION_MAX_AGE_MS } from './session-store';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'sid';

/**
 * Cookies and server-side sessions: cookie `sid` (HttpOnly, SameSite=Lax, Secure in production,
 * 30 days), rows in the `sessions` table, nothing stored for anonymous visitors.
 */
export async function registerSessions(
  app: FastifyInstance,
  options: { db: DB; secret: string; secure: boolean },
): Promise<void> {
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: options.secret,
    cookieName: SESSION_COOKIE,
    store: postgresSessionStore(options.db),
    saveUninitialized: false,
    // Saved only when changed (login/logout): no database write on every request.
    rolling: false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      path: '/',
      maxAge: SESSION_MAX_AGE_MS,
    },
  });
}
