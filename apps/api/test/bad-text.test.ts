import { INVALID_TEXT_MESSAGE, isInvalidTextError } from '@forma/api';
import { DATABASE_KINDS, truncateAll } from '@forma/db/testing';
import { invalidTextMessage } from '@forma/validators';
import superjson from 'superjson';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeError } from '../src/plugins/errors';
import { Client, createTestApp, errorBody, signedInClient, type TestApp } from './helpers';

const json = { 'content-type': 'application/json' };

/** NUL, unpaired surrogates and the noncharacters U+FFFE / U+FFFF: never storable text. */
const BAD = ['\u0000', '\uD800', '\uDFFF', '\uFFFE', '\uFFFF'];

const contact = (name: string) => ({
  name,
  email: 'ana@example.com',
  company: 'Studio',
  inquiryType: 'project',
  message: 'Hello',
});

/** The tRPC error of a response (superjson wraps it in `json`). */
const trpcError = (body: string) =>
  (JSON.parse(body) as { error: { json: { message: string; data: Record<string, unknown> } } })
    .error.json;

describe.each(DATABASE_KINDS)('NUL and invalid code points in text input on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimitScale: 100 });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => truncateAll(t.database));

  it('POST /api/login and /api/register answer 400 with a clear message', async () => {
    for (const bad of BAD) {
      for (const url of ['/api/login', '/api/register']) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: json,
          payload: JSON.stringify({ username: `admin${bad}`, password: 'long-password-1' }),
        });
        expect(res.statusCode, `${url} ${JSON.stringify(bad)}`).toBe(400);
        const body = errorBody(res);
        expect(body.message).toBe(invalidTextMessage('Username'));
        expect(body.issues).toEqual([
          expect.objectContaining({ path: ['username'], message: body.message }),
        ]);
      }
    }
  });

  it('POST /api/contact and tRPC contact.submit answer 400, nothing is stored', async () => {
    for (const bad of BAD) {
      const rest = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: json,
        payload: JSON.stringify(contact(`Ana${bad}`)),
      });
      expect(rest.statusCode).toBe(400);
      expect(errorBody(rest).message).toBe(invalidTextMessage('Name'));

      const trpc = await t.app.inject({
        method: 'POST',
        url: '/trpc/contact.submit',
        headers: json,
        payload: JSON.stringify(superjson.serialize(contact(`Ana${bad}`))),
      });
      expect(trpc.statusCode).toBe(400);
      const error = trpcError(trpc.body);
      expect(error.message).toBe(invalidTextMessage('Name'));
      expect(error.data.issues).toEqual([{ path: ['name'], message: error.message }]);
    }
    const stored = await t.database.db.selectFrom('contactSubmissions').selectAll().execute();
    expect(stored).toEqual([]);
  });

  it('POST /api/analytics/events answers 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: json,
      payload: JSON.stringify({
        sessionId: '5b0f3c2e-8d4a-4f59-9a53-0d7c3f1e2a01',
        events: [{ name: 'page_view', path: '/\u0000' }],
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).message).toBe(invalidTextMessage('path'));
  });

  it('GET /api/admin/designers?search=%00 answers 400 (and anonymous 401 first)', async () => {
    const anonymous = await new Client(t.app).get('/api/admin/designers?search=%00');
    expect(anonymous.statusCode).toBe(401);
    const admin = await signedInClient(t, 'root', true);
    for (const search of ['%00', 'a%00b', '%EF%BF%BF']) {
      const res = await admin.get(`/api/admin/designers?search=${search}`);
      expect(res.statusCode, search).toBe(400);
      expect(errorBody(res).message).toBe(invalidTextMessage('search'));
    }
    const ok = await admin.get('/api/admin/designers?search=%F0%9F%8E%A8');
    expect(ok.statusCode).toBe(200);
  });

  it('tRPC 400 answers carry a sentence, never raw zod JSON or engine text', async () => {
    const cases: Array<{ payload: string; message: string | RegExp }> = [
      { payload: 'null', message: 'A request input is required: send it as {"json": ...}' },
      { payload: '{"json":', message: 'The request input is not valid JSON' },
      { payload: JSON.stringify({ json: { name: 1 } }), message: 'Name is required' },
      { payload: JSON.stringify({ json: {} }), message: 'Name is required' },
      { payload: JSON.stringify({ json: null }), message: /^Invalid input/ },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/trpc/contact.submit',
        headers: json,
        payload: c.payload,
      });
      expect(res.statusCode, c.payload).toBe(400);
      const { message } = trpcError(res.body);
      expect(message, c.payload).toMatch(c.message);
      expect(message).not.toMatch(/^\s*[[{]|Cannot destructure|payload|Unexpected token/);
    }
    const get = await t.app.inject({ method: 'GET', url: '/trpc/content.get?input=%7B' });
    expect(get.statusCode).toBe(400);
    expect(trpcError(get.body).message).toBe('The request input is not valid JSON');
  });
});

describe('text the database refuses (last line of defence)', () => {
  it('Postgres 22021 / 22P05 are bad input: 400 with a clear message, never 500', () => {
    for (const code of ['22021', '22P05']) {
      const pgError = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
        code,
      });
      const wrapped = new Error('query failed', { cause: pgError });
      expect(isInvalidTextError(wrapped)).toBe(true);
      expect(describeError(wrapped)).toEqual({
        status: 400,
        body: { message: INVALID_TEXT_MESSAGE },
      });
    }
    expect(isInvalidTextError(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
  });
});
