import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { DB } from '@forma/db';
import type { FastifyInstance } from 'fastify';
import { postgresSessionStore, USER_SESSION } from './session-store';
import { HASHED_FILES_PREFIX } from './web-app';

/** Name of the session cookie in development and tests. */
export const SESSION_COOKIE = 'sid';
/** Name of the session cookie in production: Secure, Path=/, no Domain (RFC 6265bis `__Host-`). */
export const HOST_SESSION_COOKIE = '__Host-sid';

declare module 'fastify' {
  interface FastifyInstance {
    /** The session cookie's name: `__Host-sid` in production, `sid` otherwise. */
    sessionCookieName: string;
  }
}

/**
 * Cookies and server-side sessions: cookie `__Host-sid` in production (Secure, Path=/, no Domain),
 * `sid` otherwise; HttpOnly, SameSite=Lax; rows in the `sessions` table with an idle timeout and
 * an absolute lifetime enforced by the store (see session-store.ts). @fastify/session as designed,
 * for the whole app: `saveUninitialized: false`, so nothing is stored for anonymous visitors and
 * their reads get no Set-Cookie. `now` is injectable for tests.
 */
export async function registerSessions(
  app: FastifyInstance,
  options: { db: DB; secret: string; secure: boolean; now?: () => Date },
): Promise<void> {
  const cookieName = options.secure ? HOST_SESSION_COOKIE : SESSION_COOKIE;
  app.decorate('sessionCookieName', cookieName);
  // Vite's hashed build files (/_start/*, web-app.ts) are the same for everyone, yet the browser
  // sends them the session cookie (Path=/): without it their requests skip the session's
  // database read (about 2.5 ms each on PGlite; a console screen asks for about 100 files).
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.url.startsWith(HASHED_FILES_PREFIX)) delete request.headers.cookie;
    done();
  });
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: options.secret,
    cookieName,
    store: postgresSessionStore(options.db, options.now),
    saveUninitialized: false,
    // Saved only when changed (login/logout); the store slides the idle expiry on reads.
    rolling: false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      path: '/',
      // The browser may keep it as long as the longest absolute lifetime; the server decides.
      maxAge: USER_SESSION.absoluteMs,
    },
  });
}
