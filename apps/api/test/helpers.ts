import { resolve } from 'node:path';
import type { UserRole } from '@forma/validators';
import { hashPassword } from '@forma/api';
import { insertUser, type DatabaseHandle } from '@forma/db';
import { createTestDatabase, type DatabaseKind } from '@forma/db/testing';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app';
import { checkAgainstOpenApi } from './openapi-check';

/** The web app's build (apps/web/dist: `pnpm build`), which the page tests serve. */
export const WEB_DIST = resolve(import.meta.dirname, '../../web/dist');

export const TEST_SECRET = 'test-secret-that-is-at-least-32-characters-long';
export const PASSWORD = 'password123';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close: () => Promise<void>;
}

/**
 * A fresh migrated database of `kind` and an app on it (no static files unless given). Every
 * /api answer is checked against the OpenAPI document (a mismatch answers 500 naming it).
 */
export async function createTestApp(
  kind: DatabaseKind,
  options: Partial<Omit<BuildAppOptions, 'database'>> = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const app = await buildApp({
    database,
    sessionSecret: TEST_SECRET,
    webDist: null,
    checkResponse: checkAgainstOpenApi,
    ...options,
  });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The `sid` cookie of a response's Set-Cookie headers, if any: the last one, as a browser keeps
 * it (a regenerated session clears the old cookie, then sets the new one).
 */
export function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  return all.filter((c) => c.startsWith('sid=')).at(-1);
}

/** A browser-like client for `app.inject` that keeps the session cookie between calls. */
export class Client {
  cookie: string | undefined;
  constructor(private readonly app: FastifyInstance) {}

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const headers = { ...(options.headers ?? {}) } as Record<string, string>;
    if (this.cookie) headers.cookie = this.cookie;
    const res = await this.app.inject({ ...options, headers });
    const set = sessionCookieOf(res);
    if (set) {
      const value = set.split(';', 1)[0]!;
      this.cookie =
        /^sid=;|Expires=Thu, 01 Jan 1970/i.test(set) || value === 'sid=' ? undefined : value;
    }
    return res;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }
  post(url: string, payload?: unknown) {
    return this.request({
      method: 'POST',
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }
  put(url: string, payload?: unknown) {
    return this.request({ method: 'PUT', url, payload: payload as object });
  }
  patch(url: string, payload?: unknown) {
    return this.request({ method: 'PATCH', url, payload: payload as object });
  }
  delete(url: string) {
    return this.request({ method: 'DELETE', url });
  }
}

/** Inserts a user with PASSWORD; `true` is short for the admin role, else a role or none. */
export async function createUser(
  database: DatabaseHandle,
  username: string,
  role: boolean | UserRole | null = false,
): Promise<{ id: number; username: string; isAdmin: boolean; role: UserRole | null }> {
  const user = await insertUser(database.db, {
    username,
    passwordHash: await hashPassword(PASSWORD),
    role: role === true ? 'admin' : role === false ? null : role,
  });
  if (!user) throw new Error(`${username} exists`);
  return user;
}

/** A client signed in through POST /api/login as a new user (`true`: admin; or a role). */
export async function signedInClient(
  t: TestApp,
  username: string,
  role: boolean | UserRole | null = false,
): Promise<Client> {
  await createUser(t.database, username, role);
  const client = new Client(t.app);
  const res = await client.post('/api/login', { username, password: PASSWORD });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return client;
}

/** Asserts the error shape of DESIGN.md: JSON `{ message, issues? }`, no stack. */
export function errorBody(res: LightMyRequestResponse): { message: string; issues?: unknown[] } {
  if (!String(res.headers['content-type']).includes('application/json'))
    throw new Error(`not JSON: ${res.headers['content-type']} ${res.body}`);
  const body = res.json() as { message?: unknown; issues?: unknown[]; stack?: unknown };
  if (typeof body.message !== 'string') throw new Error(`no message: ${res.body}`);
  if ('stack' in body) throw new Error('stack trace in response');
  return body as { message: string; issues?: unknown[] };
}

/**
 * Calls `fetch` every 50 ms until `done` holds for its value or `ms` have passed; returns the
 * last value and the time it took, ms (the caller asserts on both).
 */
export async function until<T>(fetch: () => Promise<T>, done: (value: T) => boolean, ms: number) {
  const started = performance.now();
  for (;;) {
    const value = await fetch();
    const elapsed = performance.now() - started;
    if (done(value) || elapsed > ms) return { value, elapsed };
    await new Promise((r) => setTimeout(r, 50));
  }
}

export { LANDING_SECTION_IDS } from '@forma/validators/landing';
