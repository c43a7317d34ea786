import { existsSync } from 'node:fs';
import { openDatabase, type DatabaseHandle } from '@forma/db';
import { createTestDatabase, DATABASE_KINDS, truncateAll } from '@forma/db/testing';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { PUBLIC_CACHE_CONTROL, publicCacheControl } from '../src/cache/cache-control';
import { startServerEntryPath } from '../src/start-app/start-app';
import { signedInClient, TEST_SECRET, type Client, type TestApp, until, WEB_DIST } from './helpers';

/**
 * Public pages and reads a CDN can keep (issue 38 item 5): `/designers`, a profile,
 * `/sitemap.xml` and the JSON reads of SPEC 7 answer with an ETag, a public Cache-Control with
 * `s-maxage` and `stale-while-revalidate`, `Vary: Accept-Encoding` at most, and 304 to a
 * conditional GET; what is kept in memory goes only when public data changes, so a visitor's
 * beacon makes no page read the database again. On the real web build, on both databases.
 */

/** Counts the statements sent to the database (every query, read or write). */
class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery: KyselyPlugin['transformQuery'] = (args) => {
    this.count++;
    return args.node;
  };
  transformResult: KyselyPlugin['transformResult'] = async (args) => args.result;
}

const BEACON = {
  sessionId: '5b0f3c2e-8d4a-4f59-9a53-0d7c3f1e2a01',
  events: [
    { name: 'page_view', path: '/' },
    { name: 'usage_heartbeat', path: '/', durationMs: 60_000 },
  ],
};

describe.each(DATABASE_KINDS)('public answers a CDN can keep, on %s', (kind) => {
  let t: TestApp;
  const queries = new QueryCounter();
  /** A second instance on the same database (its own pool on Postgres). */
  let other: FastifyInstance;
  let otherDatabase: DatabaseHandle | null = null;
  let admin: Client;
  const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  beforeAll(async () => {
    if (!existsSync(startServerEntryPath(WEB_DIST)))
      throw new Error(`no web build at ${WEB_DIST}: run pnpm build first`);
    const handle = await createTestDatabase(kind);
    const database: DatabaseHandle = { ...handle, db: handle.db.withPlugin(queries) };
    const app = await buildApp({
      database,
      sessionSecret: TEST_SECRET,
      webDist: WEB_DIST,
    });
    t = {
      app,
      database,
      close: async () => {
        await app.close();
        await handle.close();
      },
    };
    if (kind === 'postgres') {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${handle.connection!.database}`;
      otherDatabase = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    }
    other = await buildApp({
      database: otherDatabase ?? handle,
      sessionSecret: TEST_SECRET,
      webDist: WEB_DIST,
    });
  }, 60_000);
  afterAll(async () => {
    await other?.close();
    await otherDatabase?.close();
    await t?.close();
  });
  beforeEach(async () => {
    await truncateAll(t.database);
    admin = await signedInClient(t, 'boss', true);
  });

  it('answers the directory, a profile, the sitemap and the JSON reads with a public Cache-Control, an ETag and 304', async () => {
    const ada = await admin.post('/api/admin/designers', { name: 'Ada Quill', title: 'UX' });
    expect(ada.statusCode).toBe(201);
    const slug = (ada.json() as { slug: string }).slug;
    expect(PUBLIC_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=30');
    for (const url of [
      '/designers',
      `/designers/${slug}`,
      '/sitemap.xml',
      '/api/designers',
      '/api/testimonials',
    ]) {
      const first = await get(t.app, url, { 'accept-encoding': 'br, gzip' });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe(PUBLIC_CACHE_CONTROL);
      const vary = first.headers.vary;
      if (vary !== undefined) expect(String(vary).toLowerCase(), url).toBe('accept-encoding');
      expect(first.headers['set-cookie'], url).toBeUndefined();
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^(W\/)?"[^"]+"$/);
      const again = await get(t.app, url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
    }
    // Pages nobody should keep: an unknown profile and a bad search.
    expect((await get(t.app, '/designers/nobody-here')).headers['cache-control']).toBe('no-cache');
    expect((await get(t.app, '/designers?page=0')).headers['cache-control']).toBe('no-cache');
  });

  it('keeps / and /designers through a visitor’s beacons: no database read, the same ETag', async () => {
    await admin.post('/api/admin/designers', { name: 'Ada Quill', title: 'UX' });
    // The write's NOTIFY may reach the cache after the first reads (a loaded machine): read until
    // both pages are kept, then look at what the beacons do to them.
    const warm = await until(
      async () => {
        const start = queries.count;
        const pages = [await get(t.app, '/'), await get(t.app, '/designers')] as const;
        return { pages, kept: queries.count === start };
      },
      (read) => read.kept,
      10_000,
    );
    expect(warm.value.kept, 'both pages kept once the write was announced').toBe(true);
    const [landing, directory] = warm.value.pages;
    expect(landing.statusCode).toBe(200);
    expect(directory.statusCode).toBe(200);
    for (let i = 0; i < 3; i++) {
      const beacon = await t.app.inject({
        method: 'POST',
        url: '/api/analytics/events',
        payload: BEACON,
      });
      expect(beacon.statusCode).toBe(202);
    }
    const before = queries.count;
    const landingAfter = await get(t.app, '/');
    const directoryAfter = await get(t.app, '/designers');
    expect(queries.count - before, 'statements sent for / and /designers').toBe(0);
    expect(landingAfter.headers.etag).toBe(landing.headers.etag);
    expect(directoryAfter.headers.etag).toBe(directory.headers.etag);
    // A change of public data does reach them.
    await admin.post('/api/admin/designers', { name: 'Bea Lumen', title: 'Brand' });
    const changed = await get(t.app, '/designers');
    expect(changed.body).toContain('Bea Lumen');
    expect(changed.headers.etag).not.toBe(directory.headers.etag);
  });

  it('changes the ETag of /, /api/designers and /designers on another instance within 2 s of a publish', async () => {
    await admin.post('/api/admin/designers', { name: 'Ada Quill', title: 'UX' });
    const landing = await until(
      () => get(other, '/'),
      (r) => r.body.includes('Ada Quill'),
      3000,
    );
    const landingEtag = String(landing.value.headers.etag);
    expect((await get(other, '/', { 'if-none-match': landingEtag })).statusCode).toBe(304);
    const json = await until(
      () => get(other, '/api/designers'),
      (r) => r.body.includes('Ada Quill'),
      3000,
    );
    const page = await until(
      () => get(other, '/designers'),
      (r) => r.body.includes('Ada Quill'),
      3000,
    );
    const jsonEtag = String(json.value.headers.etag);
    const pageEtag = String(page.value.headers.etag);
    await admin.post('/api/admin/designers', { name: 'Bea Lumen', title: 'Brand' });
    const jsonChanged = await until(
      () => get(other, '/api/designers', { 'if-none-match': jsonEtag }),
      (r) => r.statusCode === 200,
      3000,
    );
    expect(jsonChanged.value.statusCode).toBe(200);
    expect(jsonChanged.value.headers.etag).not.toBe(jsonEtag);
    expect(jsonChanged.value.body).toContain('Bea Lumen');
    expect(jsonChanged.elapsed).toBeLessThan(2000);
    const pageChanged = await until(
      () => get(other, '/designers', { 'if-none-match': pageEtag }),
      (r) => r.statusCode === 200,
      3000,
    );
    expect(pageChanged.value.headers.etag).not.toBe(pageEtag);
    expect(pageChanged.value.body).toContain('Bea Lumen');
    expect(pageChanged.elapsed).toBeLessThan(2000);
    const landingChanged = await until(
      () => get(other, '/', { 'if-none-match': landingEtag }),
      (r) => r.statusCode === 200,
      3000,
    );
    expect(landingChanged.value.body).toContain('Bea Lumen');
    expect(landingChanged.elapsed).toBeLessThan(2000);
  });
});

describe('the public Cache-Control', () => {
  it('follows the configured policy', async () => {
    expect(publicCacheControl({ sMaxAgeSeconds: 60, staleWhileRevalidateSeconds: 0 })).toBe(
      'public, max-age=0, s-maxage=60',
    );
    const database = await createTestDatabase('pglite');
    const app = await buildApp({
      database,
      sessionSecret: TEST_SECRET,
      publicCaching: { sMaxAgeSeconds: 10, staleWhileRevalidateSeconds: 120 },
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/designers' });
      expect(res.headers['cache-control']).toBe(
        'public, max-age=0, s-maxage=10, stale-while-revalidate=120',
      );
    } finally {
      await app.close();
      await database.close();
    }
  });
});
