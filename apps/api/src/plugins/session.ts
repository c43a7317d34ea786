import fastifyCookie from '@fastify/cookie';
import fastifySession, { type FastifySessionOptions } from '@fastify/session';
import type { DB } from '@forma/db';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import { postgresSessionStore, USER_SESSION } from './session-store';

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

/** Set on a request without a session cookie: true while nothing has read its session yet. */
const UNTOUCHED = Symbol('session untouched');

type LazyRequest = FastifyRequest & { [UNTOUCHED]?: () => boolean };

/**
 * The request's session when it has one worth looking at: null for a request without a session
 * cookie whose session nothing has asked for yet (no session object is made for it). Never makes a
 * session; read `request.session` to make one (login, the two-factor step).
 */
export function existingSession(request: FastifyRequest): FastifyRequest['session'] | null {
  if ((request as LazyRequest)[UNTOUCHED]?.()) return null;
  return (request.session as FastifyRequest['session'] | null | undefined) ?? null;
}

type OnRequest = (
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
) => void;
type OnSend = (
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (err?: Error | null, payload?: unknown) => void,
) => void;

/**
 * @fastify/session with lazy anonymous sessions: on a request without the session cookie its
 * onRequest hook (a random id, an HMAC signature and a hash per request) only runs when
 * `request.session` is first read, and its onSend hook (the Set-Cookie) only when it did run.
 * Requests with the cookie are handled by the plugin as before. The plugin's own hooks are wrapped
 * as it adds them; everything else it does goes to the app unchanged.
 */
function lazySessions(cookieName: string, options: FastifySessionOptions) {
  const wrapOnRequest =
    (hook: OnRequest): OnRequest =>
    (request, reply, done) => {
      if (request.cookies[cookieName]) return hook(request, reply, done);
      let value: unknown = null;
      let made = false;
      Object.defineProperty(request, 'session', {
        configurable: true,
        enumerable: true,
        get() {
          if (!made) {
            made = true;
            // Without a cookie the plugin's hook is synchronous: it sets request.session.
            hook(request, reply, () => {});
          }
          return value;
        },
        set(next: unknown) {
          made = true;
          value = next;
        },
      });
      (request as LazyRequest)[UNTOUCHED] = () => !made;
      done();
    };
  const wrapOnSend =
    (hook: OnSend): OnSend =>
    (request, reply, payload, done) => {
      if ((request as LazyRequest)[UNTOUCHED]?.()) return done(null, payload);
      hook(request, reply, payload, done);
    };
  const plugin = (app: FastifyInstance, _opts: unknown, next: (err?: Error) => void) => {
    const view = new Proxy(app, {
      get(target, property) {
        if (property === 'addHook')
          return (name: string, hook: OnRequest & OnSend) =>
            target.addHook(
              name as 'onRequest',
              name === 'onRequest'
                ? wrapOnRequest(hook)
                : name === 'onSend'
                  ? (wrapOnSend(hook) as never)
                  : hook,
            );
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    (fastifySession as unknown as (i: FastifyInstance, o: unknown, n: typeof next) => void)(
      view,
      options,
      next,
    );
  };
  // Like fastify-plugin: the hooks apply to the whole app, not an encapsulated child.
  Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: '@fastify/session (lazy)',
  });
  return plugin;
}

/**
 * Cookies and server-side sessions: cookie `__Host-sid` in production (Secure, Path=/, no Domain),
 * `sid` otherwise; HttpOnly, SameSite=Lax; rows in the `sessions` table with an idle timeout and
 * an absolute lifetime enforced by the store (see session-store.ts); nothing stored for anonymous
 * visitors, and nothing made or signed for a request without the cookie until a procedure asks for
 * its session (lazySessions): anonymous reads get no Set-Cookie. `now` is injectable for tests.
 */
export async function registerSessions(
  app: FastifyInstance,
  options: { db: DB; secret: string; secure: boolean; now?: () => Date },
): Promise<void> {
  const cookieName = options.secure ? HOST_SESSION_COOKIE : SESSION_COOKIE;
  app.decorate('sessionCookieName', cookieName);
  await app.register(fastifyCookie);
  await app.register(
    lazySessions(cookieName, {
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
    }),
  );
}
