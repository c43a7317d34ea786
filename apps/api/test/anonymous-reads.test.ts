import { saveContent } from '@forma/db';
import { DATABASE_KINDS, truncateAll } from '@forma/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { contentSecurityPolicy } from '../src/plugins/security';
import {
  Client,
  createTestApp,
  createUser,
  PASSWORD,
  sessionCookieOf,
  TEST_SECRET,
  type TestApp,
} from './helpers';
import { checkAgainstOpenApi } from './openapi-check';

/** Reads a visitor's landing page makes, REST and tRPC. */
const PUBLIC_READS = [
  '/api/content/hero',
  '/api/designers',
  '/api/projects',
  '/api/testimonials',
  '/api/clients',
  '/api/settings/projectsSectionEnabled',
  '/api/user',
  '/trpc/catalog.designers,content.get?batch=1&input=' +
    encodeURIComponent(JSON.stringify({ 1: { json: { section: 'hero' } } })),
];

const sessionRows = async (t: TestApp) =>
  Number(
    (await sql<{ n: string }>`select count(*) as n from sessions`.execute(t.database.db)).rows[0]!
      .n,
  );

describe.each(DATABASE_KINDS)('anonymous reads on %s (issue 10 item 2)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => truncateAll(t.database));

  it('make no session and send no Set-Cookie; login and logout still do', async () => {
    await saveContent(t.database.db, 'hero', { title: 'Hello' }, null);
    for (const url of PUBLIC_READS) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
    expect(await sessionRows(t)).toBe(0);

    await createUser(t.database, 'ana');
    const client = new Client(t.app);
    const login = await client.post('/api/login', { username: 'ana', password: PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(sessionCookieOf(login)).toMatch(/^sid=.+; .*HttpOnly/);
    expect(await sessionRows(t)).toBe(1);
    // A signed-in visitor's reads keep the session and set no new cookie.
    const me = await client.get('/api/user');
    expect(me.json()).toMatchObject({ username: 'ana' });
    const read = await client.get('/api/designers');
    expect(read.headers['set-cookie']).toBeUndefined();
    const logout = await client.post('/api/logout');
    expect(logout.statusCode).toBe(200);
    expect(await sessionRows(t)).toBe(0);
  });

  it('a cookie of an unknown session is cleared on a read, not replaced by a new one', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/designers',
      headers: { cookie: 'sid=forged.value' },
    });
    expect(res.statusCode).toBe(200);
    expect(sessionCookieOf(res)).toMatch(/^sid=; Max-Age=0;/);
    expect(await sessionRows(t)).toBe(0);
  });
});

describe('security headers and request logs', () => {
  let t: TestApp;
  const lines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      logger: {
        level: 'info',
        stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
      },
    });
  });
  afterAll(async () => t?.close());

  it('send the one precomputed CSP, framable only for the editor preview', async () => {
    const policy = contentSecurityPolicy(false);
    expect(policy).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https:;media-src 'self' data: blob: https:;font-src 'self' data:;connect-src 'self';worker-src 'self' blob:;object-src 'none';base-uri 'none';form-action 'self';frame-ancestors 'none'",
    );
    expect(contentSecurityPolicy(true)).toBe(`${policy};upgrade-insecure-requests`);
    const res = await t.app.inject({ method: 'GET', url: '/api/designers' });
    expect(res.headers['content-security-policy']).toBe(policy);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    const preview = await t.app.inject({ method: 'GET', url: '/admin/preview/hero' });
    expect(preview.headers['content-security-policy']).toBe(
      policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
    );
  });

  it('log one line per write or error, none for public reads at info', async () => {
    lines.length = 0;
    for (let i = 0; i < 5; i++) await t.app.inject({ method: 'GET', url: '/api/designers' });
    expect(lines.filter((l) => l.url === '/api/designers')).toEqual([]);
    expect(lines.filter((l) => /incoming request/.test(String(l.msg)))).toEqual([]);
    await t.app.inject({ method: 'POST', url: '/api/logout' });
    await t.app.inject({ method: 'GET', url: '/api/content/nope' });
    // A setting that is not set answers 404 by design (SPEC 7): not an error line.
    const unset = await t.app.inject({ method: 'GET', url: '/api/settings/aiSectionEnabled' });
    expect(unset.statusCode).toBe(404);
    const logged = lines.filter((l) => l.msg === 'request completed');
    expect(logged.map((l) => [l.method, l.url, l.statusCode])).toEqual([
      ['POST', '/api/logout', 200],
      ['GET', '/api/content/nope', 404],
    ]);
    expect(typeof logged[0]!.responseTime).toBe('number');
  });

  it('the same app without a logger still builds', async () => {
    const app = await buildApp({
      database: t.database,
      sessionSecret: TEST_SECRET,
      checkResponse: checkAgainstOpenApi,
    });
    expect((await app.inject({ method: 'GET', url: '/api/clients' })).statusCode).toBe(200);
    await app.close();
  });
});
