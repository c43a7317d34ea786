import { DATABASE_KINDS } from '@forma/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, signedInClient, type Client, type TestApp } from './helpers';

/** The origin `app.inject` requests have (Host: localhost:80 over http). */
const SELF = 'http://localhost:80';

describe.each(DATABASE_KINDS)('CSRF defence on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await createTestApp(kind, { allowedOrigins: ['https://www.example.com'] });
    admin = await signedInClient(t, 'guard', true);
  });
  afterAll(async () => t?.close());

  const contactBody = {
    name: 'Ada',
    email: 'ada@example.com',
    company: 'Analytical',
    inquiryType: 'designer',
    message: 'Hello there',
  };
  const submissions = async () =>
    (await t.database.db.selectFrom('contactSubmissions').select('id').execute()).length;

  it('refuses a cross-site form post with 403 and stores nothing', async () => {
    const before = await submissions();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'name=Ada&email=ada%40example.com&company=A&inquiryType=designer&message=hi',
    });
    expect(res.statusCode).toBe(403);
    expect(errorBody(res).message).toBe('Cross-site requests are not allowed');
    expect(await submissions()).toBe(before);
  });

  it('refuses a same-origin body that is not JSON with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: SELF, 'content-type': 'text/plain' },
      payload: JSON.stringify(contactBody),
    });
    expect(res.statusCode).toBe(415);
    expect(errorBody(res).message).toMatch(/must be JSON/);
  });

  it('lets same-origin JSON, an allowed origin and non-browser clients through', async () => {
    for (const headers of [
      { origin: SELF, 'sec-fetch-site': 'same-origin' },
      { origin: 'https://www.example.com' },
      {},
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers,
        payload: contactBody,
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(201);
    }
  });

  it('logout: a cross-site or non-JSON logout leaves the session alive', async () => {
    const attempts = [
      { headers: { origin: 'https://evil.example', 'content-type': 'text/plain' }, payload: 'x' },
      { headers: { 'sec-fetch-site': 'cross-site' } },
      { headers: { origin: 'null' } },
      { headers: { origin: 'null', 'sec-fetch-site': 'cross-site' } },
      { headers: { origin: SELF, 'content-type': 'text/plain' }, payload: 'x' },
    ];
    for (const attempt of attempts) {
      const res = await admin.request({ method: 'POST', url: '/api/logout', ...attempt });
      expect([403, 415], JSON.stringify(attempt.headers)).toContain(res.statusCode);
      expect((await admin.get('/api/user')).statusCode).toBe(200);
    }
  });

  it('tRPC: a cross-site mutation is refused before it runs, multipart included', async () => {
    const logout = await admin.request({
      method: 'POST',
      url: '/trpc/auth.logout',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'multipart/form-data; boundary=x',
      },
      payload: '--x--\r\n',
    });
    expect(logout.statusCode).toBe(403);
    const sameSite = await admin.request({
      method: 'POST',
      url: '/trpc/auth.logout',
      headers: { origin: SELF, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(sameSite.statusCode).toBe(415);
    expect((await admin.get('/api/user')).statusCode).toBe(200);
  });

  it('admin writes: cross-site PUT, PATCH and DELETE are 403', async () => {
    for (const [method, url] of [
      ['PUT', '/api/admin/content/hero'],
      ['PATCH', '/api/admin/designers/1'],
      ['DELETE', '/api/admin/designers/1'],
      ['DELETE', '/api/settings/aiSectionEnabled'],
    ] as const) {
      const res = await admin.request({
        method,
        url,
        headers: { origin: 'https://evil.example' },
        ...(method === 'DELETE' ? {} : { payload: { content: { title: 'pwned' } } }),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const hero = await t.app.inject({ method: 'GET', url: '/api/content/hero' });
    expect(hero.statusCode).toBe(404);
  });

  it('reads are never blocked by the origin check', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/designers',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });
});
