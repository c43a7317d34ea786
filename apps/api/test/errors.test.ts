import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '@forma/db';
import { DATABASE_KINDS, truncateAll } from '@forma/db/testing';
import type { FastifyInstance } from 'fastify';
import superjson from 'superjson';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import {
  createTestApp,
  createUser,
  errorBody,
  PASSWORD,
  signedInClient,
  TEST_SECRET,
  WEB_DIST,
  type TestApp,
} from './helpers';
import { checkAgainstOpenApi } from './openapi-check';

const json = { 'content-type': 'application/json' };

describe.each(DATABASE_KINDS)('errors, health and the web app on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { webDist: WEB_DIST });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => truncateAll(t.database));

  it('answers 4xx JSON {message} for every kind of bad input, never 500', async () => {
    const cases: Array<{
      name: string;
      method: 'POST' | 'PUT';
      url: string;
      payload?: string;
      headers?: Record<string, string>;
      status: number;
    }> = [
      {
        name: 'malformed JSON',
        method: 'POST',
        url: '/api/login',
        payload: '{"username":',
        headers: json,
        status: 400,
      },
      {
        name: 'null body',
        method: 'POST',
        url: '/api/login',
        payload: 'null',
        headers: json,
        status: 400,
      },
      {
        name: 'array body',
        method: 'POST',
        url: '/api/contact',
        payload: '[1,2]',
        headers: json,
        status: 400,
      },
      {
        name: 'string body',
        method: 'POST',
        url: '/api/register',
        payload: '"hi"',
        headers: json,
        status: 400,
      },
      {
        name: 'empty JSON body',
        method: 'POST',
        url: '/api/login',
        payload: '',
        headers: json,
        status: 400,
      },
      { name: 'no body', method: 'POST', url: '/api/login', status: 400 },
      {
        name: 'missing fields',
        method: 'POST',
        url: '/api/login',
        payload: '{}',
        headers: json,
        status: 400,
      },
      {
        name: 'wrong types',
        method: 'POST',
        url: '/api/login',
        payload: '{"username":1,"password":true}',
        headers: json,
        status: 400,
      },
      {
        name: 'null settings body',
        method: 'PUT',
        url: '/api/settings/aiSectionEnabled',
        payload: 'null',
        headers: json,
        status: 401,
      },
      {
        name: 'unsupported media type',
        method: 'POST',
        url: '/api/contact',
        payload: 'name=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        status: 415,
      },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: c.method,
        url: c.url,
        payload: c.payload,
        headers: c.headers,
      });
      expect(res.statusCode, c.name).toBe(c.status);
      const body = errorBody(res);
      expect(body.message.length, c.name).toBeGreaterThan(0);
    }
    const nullBody = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: 'null',
      headers: json,
    });
    expect(errorBody(nullBody).message).toBe('Request body must be a JSON object');
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '{',
      headers: json,
    });
    expect(errorBody(malformed).message).toBe('Malformed JSON body');
  });

  it('answers 413 for a body over 1 MiB', async () => {
    const payload = JSON.stringify({ name: 'x', message: 'a'.repeat(1024 * 1024 + 10) });
    for (const url of ['/api/contact', '/trpc/contact.submit']) {
      const res = await t.app.inject({ method: 'POST', url, payload, headers: json });
      expect(res.statusCode, url).toBe(413);
      expect(errorBody(res).message).toBe('Request body is too large');
    }
  });

  it('answers 404 JSON for unknown API paths and methods', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['GET', '/api/admin/nope'],
      ['POST', '/api/designers'],
      ['GET', '/api'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(errorBody(res).message).toBe('Not found');
    }
  });

  it('GET /api/health reports the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('serves the web app: its pages, private sign-in and console, a 404 page, cached files', async () => {
    // (What `/` holds: landing-document.test.ts.)
    for (const url of ['/', '/?ref=x', '/designers']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe(t.app.publicCacheControl);
    }
    // Sign-in and the console: Start's document, rendered for the request, kept by no cache;
    // the console's checks who asks (issue 44 item 2): nobody signed in is sent to /auth.
    const signInPage = await t.app.inject({ method: 'GET', url: '/auth?tab=login' });
    expect(signInPage.statusCode).toBe(200);
    expect(signInPage.headers['content-type']).toMatch(/text\/html/);
    expect(signInPage.headers['cache-control']).toBe('private, no-store');
    for (const url of ['/admin', '/admin/designers?page=2']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(res.statusCode, url).toBe(307);
      expect(res.headers.location, url).toBe('/auth');
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
    const boss = await signedInClient(t, 'boss', true);
    const console_ = await boss.get('/admin/designers');
    expect(console_.statusCode).toBe(200);
    expect(console_.headers['content-type']).toMatch(/text\/html/);
    expect(console_.body).toContain('Checking admin authorization...');
    const signIn = await t.app.inject({ method: 'GET', url: '/auth' });
    expect(signIn.body).toContain('Welcome back');
    // An address nothing answers: the site's 404 page, with its status.
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/no/such/page',
      headers: { accept: 'text/html' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/text\/html/);
    expect(unknown.body).toContain('404 Page Not Found');
    expect(unknown.headers['cache-control']).toBe('no-cache');
    // Hashed bundles are immutable; public media is not content-hashed, so it is not.
    const bundle = readdirSync(join(WEB_DIST, 'client', '_start')).find((f) => f.endsWith('.js'));
    const asset = await t.app.inject({ method: 'GET', url: `/_start/${bundle}` });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A script carries the headers that govern it, not those only a document reads.
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    const compressed = await t.app.inject({
      method: 'GET',
      url: `/_start/${bundle}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-security-policy']).toBeUndefined();
    const media = await t.app.inject({ method: 'GET', url: '/assets/about/about-poster.webp' });
    expect(media.statusCode).toBe(200);
    expect(media.headers['cache-control']).toBe('public, max-age=3600');
    expect(media.headers['content-security-policy']).toContain("default-src 'self'");
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
    for (const url of ['/assets/missing.webp', '/_start/missing.js']) {
      const missing = await t.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html,*/*' },
      });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers['content-type'], url).toMatch(/application\/json/);
    }
  });

  it('sets security headers with a same-origin CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    // Images and media may come from https URLs an admin entered; nothing else is remote.
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(csp).toContain("media-src 'self' data: blob: https:");
    expect(csp).toContain("frame-ancestors 'none'");
    const remote = csp.split(';').filter((d) => /https?:/.test(d));
    expect(remote.map((d) => d.trim().split(' ')[0])).toEqual(['img-src', 'media-src']);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Only the page editor's preview document may be framed, and only by this origin.
    for (const url of ['/admin', '/admin/pages/hero', '/admin/preview-x', '/api/user']) {
      const other = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(String(other.headers['content-security-policy']), url).toContain(
        "frame-ancestors 'none'",
      );
    }
    const preview = await t.app.inject({
      method: 'GET',
      url: '/admin/preview/hero',
      headers: { accept: 'text/html' },
    });
    expect(String(preview.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(preview.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves tRPC at /trpc with superjson next to the REST JSON parser', async () => {
    await createUser(t.database, 'ana');
    const login = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: json,
      payload: JSON.stringify(superjson.serialize({ username: 'ana', password: PASSWORD })),
    });
    expect(login.statusCode).toBe(200);
    const user = superjson.deserialize(login.json().result.data) as { createdAt: unknown };
    expect(user.createdAt).toBeInstanceOf(Date);
    const cookie = String(login.headers['set-cookie']).split(';', 1)[0]!;
    const me = await t.app.inject({ method: 'GET', url: '/trpc/auth.me', headers: { cookie } });
    expect(superjson.deserialize(me.json().result.data)).toMatchObject({ username: 'ana' });

    const bad = await t.app.inject({
      method: 'POST',
      url: '/trpc/contact.submit',
      headers: json,
      payload: JSON.stringify(superjson.serialize({ name: '' })),
    });
    expect(bad.statusCode).toBe(400);
    const error = bad.json().error.json;
    expect(error.data.zodError.fieldErrors).toHaveProperty('email');
    expect(error.data).not.toHaveProperty('stack');
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/trpc/admin.dashboard',
      headers: { cookie },
    });
    expect(forbidden.statusCode).toBe(403);
    // REST still parses JSON itself after the tRPC plugin registered its parser.
    const rest = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: json,
      payload: '{"username":"ana","password":"password123"}',
    });
    expect(rest.statusCode).toBe(200);
  });
});

describe('an unreachable database', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const database = await openDatabase({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
      poolSize: 1,
    });
    close = database.close;
    app = await buildApp({
      database,
      sessionSecret: TEST_SECRET,
      checkResponse: checkAgainstOpenApi,
    });
  });
  afterAll(async () => {
    await app?.close();
    await close?.();
  });

  it('answers 503 JSON, never a stack trace', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'error', database: 'down' });
    for (const url of ['/api/designers', '/api/content/hero']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(errorBody(res).message).toBe('Service unavailable');
    }
    const trpc = await app.inject({ method: 'GET', url: '/trpc/catalog.designers' });
    expect(trpc.statusCode).toBe(503);
    expect(trpc.body).not.toMatch(/ECONNREFUSED|at .*\.ts/);
  });
});
