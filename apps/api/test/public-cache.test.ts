import { setTimeout as sleep } from 'node:timers/promises';
import {
  collections,
  migrateToLatest,
  openDatabase,
  saveContent,
  type DatabaseHandle,
} from '@forma/db';
import { DATABASE_KINDS, startCluster, truncateAll, type Cluster } from '@forma/db/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { PUBLIC_CACHE_CONTROL } from '../src/cache/cache-control';
import { createTestApp, signedInClient, TEST_SECRET, type Client, type TestApp } from './helpers';
import { checkAgainstOpenApi } from './openapi-check';

/** Polls `read` every 20 ms until `done` holds or `ms` pass; returns the last answer and the time. */
async function until(
  read: () => Promise<LightMyRequestResponse>,
  done: (res: LightMyRequestResponse) => boolean,
  ms: number,
) {
  const started = performance.now();
  for (;;) {
    const res = await read();
    const elapsed = performance.now() - started;
    if (done(res) || elapsed > ms) return { res, elapsed };
    await sleep(20);
  }
}

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

const heroTitle = (res: LightMyRequestResponse) =>
  res.statusCode === 200 ? (res.json() as { content: { title?: string } }).content.title : null;

const trpcDesigners = (app: FastifyInstance) =>
  get(app, '/trpc/catalog.designers').then(
    (res) =>
      (res.json() as { result: { data: { json: Array<{ name: string }> } } }).result.data.json,
  );

describe.each(DATABASE_KINDS)('cached public reads on %s (issue 10 item 1)', (kind) => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await until(
      async () => get(t.app, '/api/clients'),
      () => t.app.publicCache.active,
      5000,
    );
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await truncateAll(t.database);
    admin = await signedInClient(t, 'boss', true);
  });

  it('send a strong ETag and Cache-Control; 304 on a match, 200 with a new ETag after a write', async () => {
    await admin.put('/api/admin/content/hero', { content: { title: 'First' } });
    const first = await get(t.app, '/api/content/hero');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toEqual({ content: { title: 'First' } });

    const same = await get(t.app, '/api/content/hero', { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect(same.headers.etag).toBe(etag);
    const weak = await get(t.app, '/api/content/hero', { 'if-none-match': `"x", W/${etag}` });
    expect(weak.statusCode).toBe(304);

    await admin.put('/api/admin/content/hero', { content: { title: 'Second' } });
    const changed = await get(t.app, '/api/content/hero', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(heroTitle(changed)).toBe('Second');
    for (const url of ['/api/designers', '/api/projects', '/api/testimonials', '/api/clients']) {
      const res = await get(t.app, url);
      expect(res.headers.etag, url).toBeDefined();
      expect(
        (await get(t.app, url, { 'if-none-match': String(res.headers.etag) })).statusCode,
      ).toBe(304);
    }
    // Unset setting: 404 each time, not cached as an answer.
    expect((await get(t.app, '/api/settings/projectsSectionEnabled')).statusCode).toBe(404);
    await admin.put('/api/settings/projectsSectionEnabled', { value: 'false' });
    expect((await get(t.app, '/api/settings/projectsSectionEnabled')).json()).toEqual({
      key: 'projectsSectionEnabled',
      value: 'false',
    });
  });

  it('answer anonymous repeats from memory with the same headers; a session goes the full way', async () => {
    await admin.put('/api/admin/content/hero', { content: { title: 'Kept' } });
    /** Headers that differ per answer by nature (the clock) left out. */
    const headersOf = (res: LightMyRequestResponse) => {
      const { date: _date, ...rest } = res.headers;
      return rest;
    };
    const first = await get(t.app, '/api/content/hero');
    const repeat = await get(t.app, '/api/content/hero?any=query');
    expect(repeat.statusCode).toBe(200);
    expect(repeat.body).toBe(first.body);
    expect(headersOf(repeat)).toEqual(headersOf(first));
    expect(repeat.headers['content-security-policy']).toContain("default-src 'self'");
    expect(repeat.headers['x-content-type-options']).toBe('nosniff');
    expect(repeat.headers['content-length']).toBe(String(Buffer.byteLength(first.body)));
    expect(repeat.headers['set-cookie']).toBeUndefined();

    const head = await t.app.inject({ method: 'HEAD', url: '/api/content/hero' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(first.headers.etag);

    const notModified = await get(t.app, '/api/content/hero', {
      'if-none-match': String(first.headers.etag),
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers['content-type']).toBeUndefined();
    expect(notModified.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(notModified.headers['x-frame-options']).toBe(first.headers['x-frame-options']);

    // A signed-in admin reading the same path: the same answer through the usual hooks.
    const signedIn = await admin.get('/api/content/hero');
    expect(signedIn.json()).toEqual(first.json());
    expect(signedIn.headers.etag).toBe(first.headers.etag);

    // After a write the memory answer is gone at once: the next anonymous read is the new one.
    await admin.put('/api/admin/content/hero', { content: { title: 'Changed' } });
    expect(heroTitle(await get(t.app, '/api/content/hero'))).toBe('Changed');
    expect(heroTitle(await get(t.app, '/api/content/hero'))).toBe('Changed');
  });

  it('serve from memory and see every writer at once: admin REST, tRPC, SQL from outside', async () => {
    expect(await trpcDesigners(t.app)).toEqual([]);
    expect((await get(t.app, '/api/designers')).json()).toEqual([]);
    expect(t.app.publicCache.size).toBeGreaterThan(0);

    const created = await admin.post('/api/admin/designers', { name: 'Ana', title: 'Designer' });
    expect(created.statusCode).toBe(201);
    expect((await get(t.app, '/api/designers')).json()).toMatchObject([{ name: 'Ana' }]);
    expect(await trpcDesigners(t.app)).toMatchObject([{ name: 'Ana' }]);

    // A statement that is not the app's (an operator's SQL, another process): the trigger's NOTIFY.
    await sql`update designers set name = 'Bea'`.execute(t.database.db);
    const { res } = await until(
      () => get(t.app, '/api/designers'),
      (r) => (r.json() as Array<{ name: string }>)[0]?.name === 'Bea',
      1000,
    );
    expect(res.json()).toMatchObject([{ name: 'Bea' }]);
    expect(await trpcDesigners(t.app)).toMatchObject([{ name: 'Bea' }]);

    // Projects follow both works and designers; a truncate empties every list.
    const designer = (await collections.designers.items(t.database.db))[0]!;
    await collections.designerWorks.create(t.database.db, {
      designerId: designer.id,
      title: 'Work',
      mediaUrl: '/x.webp',
    });
    const projects = await until(
      () => get(t.app, '/api/projects'),
      (r) => (r.json() as unknown[]).length === 1,
      1000,
    );
    expect(projects.res.json()).toMatchObject([{ title: 'Work' }]);
    await truncateAll(t.database);
    const emptied = await until(
      () => get(t.app, '/api/designers'),
      (r) => (r.json() as unknown[]).length === 0,
      1000,
    );
    expect(emptied.res.json()).toEqual([]);
  });
});

describe('two instances on one Postgres', () => {
  let t: TestApp;
  let otherDatabase: DatabaseHandle;
  let other: FastifyInstance;
  let admin: Client;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${t.database.connection!.database}`;
    otherDatabase = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    other = await buildApp({
      database: otherDatabase,
      sessionSecret: TEST_SECRET,
      checkResponse: checkAgainstOpenApi,
    });
    admin = await signedInClient(t, 'boss', true);
  });
  afterAll(async () => {
    await other?.close();
    await otherDatabase?.close();
    await t?.close();
  });

  it('a write on one is read on the other within a second', async () => {
    await until(
      () => get(other, '/api/content/hero'),
      () => other.publicCache.active,
      5000,
    );
    for (const title of ['Before', 'Saved on A', 'Saved again on A']) {
      expect((await admin.put('/api/admin/content/hero', { content: { title } })).statusCode).toBe(
        200,
      );
      // Instance A sees its own write at once.
      expect(heroTitle(await get(t.app, '/api/content/hero'))).toBe(title);
      const { res, elapsed } = await until(
        () => get(other, '/api/content/hero'),
        (r) => heroTitle(r) === title,
        1000,
      );
      expect(heroTitle(res)).toBe(title);
      expect(elapsed).toBeLessThan(1000);
      // Served from memory on B until the next write (the same ETag).
      const again = await get(other, '/api/content/hero', {
        'if-none-match': String(res.headers.etag),
      });
      expect(again.statusCode).toBe(304);
    }
    await admin.post('/api/admin/designers', { name: 'Cy', title: 'Designer' });
    const designers = await until(
      () => get(other, '/api/designers'),
      (r) => (r.json() as unknown[]).length === 1,
      1000,
    );
    expect(designers.res.json()).toMatchObject([{ name: 'Cy' }]);
    expect(designers.elapsed).toBeLessThan(1000);
  });
});

describe('the cache across a Postgres restart', () => {
  let cluster: Cluster;
  let database: DatabaseHandle;
  let writer: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    cluster = await startCluster();
    database = await openDatabase({
      databaseUrl: cluster.url,
      poolSize: 2,
      connectTimeoutMs: 1000,
    });
    await migrateToLatest(database.db);
    // Another process's writes (its own pool).
    writer = await openDatabase({ databaseUrl: cluster.url, poolSize: 1, connectTimeoutMs: 1000 });
    app = await buildApp({
      database,
      sessionSecret: TEST_SECRET,
      checkResponse: checkAgainstOpenApi,
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await writer?.close().catch(() => {});
    await database?.close().catch(() => {});
    cluster?.stop();
  });

  const clientNames = async () => {
    const res = await get(app, '/api/clients');
    return res.statusCode === 200
      ? (res.json() as Array<{ name: string }>).map((c) => c.name)
      : res.statusCode;
  };

  it('stops serving from memory while the database is gone, drops everything on reconnect', async () => {
    await collections.clients.create(writer.db, { name: 'Acme' });
    await until(
      () => get(app, '/api/clients'),
      () => app.publicCache.active,
      5000,
    );
    expect(await clientNames()).toEqual(['Acme']);
    expect(app.publicCache.size).toBeGreaterThan(0);

    await cluster.pause();
    // The LISTEN connection is lost: nothing is served from memory (the database answers: 503).
    const down = await until(
      () => get(app, '/api/clients'),
      (r) => r.statusCode === 503,
      3000,
    );
    expect(down.res.statusCode).toBe(503);
    expect(app.publicCache.active).toBe(false);

    await cluster.resume();
    // A write the LISTEN connection cannot have heard of: made before it is back.
    let wrote = false;
    for (let i = 0; i < 100 && !wrote; i++)
      wrote = await sql`update clients set name = 'Acme 2'`
        .execute(writer.db)
        .then(() => true)
        .catch(async () => {
          await sleep(50);
          return false;
        });
    expect(wrote).toBe(true);
    const recovered = await until(
      () => get(app, '/api/clients'),
      (r) => r.statusCode === 200 && app.publicCache.active,
      10_000,
    );
    expect(recovered.res.statusCode).toBe(200);
    expect(await clientNames()).toEqual(['Acme 2']);
    // And invalidation works again after the reconnect.
    await sql`update clients set name = 'Acme 3'`.execute(writer.db);
    const again = await until(
      () => get(app, '/api/clients'),
      (r) => (r.json() as Array<{ name: string }>)[0]?.name === 'Acme 3',
      1000,
    );
    expect(again.res.json()).toMatchObject([{ name: 'Acme 3' }]);
  }, 60_000);
});

describe('the memory path of anonymous public reads', () => {
  let t: TestApp;
  const lines: Array<{ msg?: string; url?: string; statusCode?: number }> = [];
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      logger: {
        level: 'debug',
        stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
      },
    });
    await until(
      () => get(t.app, '/api/clients'),
      () => t.app.publicCache.active,
      5000,
    );
  });
  afterAll(async () => t?.close());

  const fromMemory = () => lines.filter((line) => line.msg === 'request completed from memory');

  it('answers the second anonymous read from memory, never a reader with a session', async () => {
    lines.length = 0;
    await get(t.app, '/api/testimonials');
    expect(fromMemory()).toEqual([]);
    await get(t.app, '/api/testimonials');
    await get(t.app, '/api/testimonials', { 'if-none-match': '"no-match"' });
    expect(fromMemory()).toMatchObject([
      { url: '/api/testimonials', statusCode: 200 },
      { url: '/api/testimonials', statusCode: 200 },
    ]);
    lines.length = 0;
    const visitor = await get(t.app, '/api/testimonials', {
      cookie: `${t.app.sessionCookieName}=x`,
    });
    expect(visitor.statusCode).toBe(200);
    const other = await get(t.app, '/api/testimonials', { cookie: 'theme=dark' });
    expect(other.statusCode).toBe(200);
    expect(fromMemory()).toMatchObject([{ url: '/api/testimonials' }]);
    // Not a public read: never from memory, whatever the cache holds.
    await get(t.app, '/api/health');
    await get(t.app, '/api/health');
    expect(fromMemory()).toHaveLength(1);
  });

  it('keep anonymous public tRPC answers with an ETag, 304 and the same body from memory', async () => {
    const url =
      '/trpc/catalog.testimonials,content.get?batch=1&input=' +
      encodeURIComponent(JSON.stringify({ 1: { json: { section: 'hero' } } }));
    await saveContent(t.database.db, 'hero', { title: 'From tRPC' }, null);
    lines.length = 0;
    const first = await get(t.app, url);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.json()).toMatchObject([
      { result: { data: { json: [] } } },
      { result: { data: { json: { content: { title: 'From tRPC' } } } } },
    ]);
    const repeat = await get(t.app, url);
    expect(repeat.body).toBe(first.body);
    expect(repeat.headers['content-type']).toBe(first.headers['content-type']);
    expect((await get(t.app, url, { 'if-none-match': etag })).statusCode).toBe(304);
    expect(fromMemory().map((line) => line.statusCode)).toEqual([200, 304]);

    // A write is seen at once, with a new ETag.
    await saveContent(t.database.db, 'hero', { title: 'Changed' }, null);
    const changed = await until(
      () => get(t.app, url, { 'if-none-match': etag }),
      (res) => res.statusCode === 200,
      1000,
    );
    expect(changed.res.headers.etag).not.toBe(etag);
    expect(changed.res.body).toContain('Changed');

    // Not kept: a streamed batch, a reader with a session, a procedure that is not a public
    // query, an error.
    lines.length = 0;
    const streamed = { 'trpc-accept': 'application/jsonl' };
    await get(t.app, '/trpc/catalog.clients', streamed);
    expect((await get(t.app, '/trpc/catalog.clients', streamed)).headers.etag).toBeUndefined();
    const me = '/trpc/auth.me';
    await get(t.app, me);
    expect((await get(t.app, me)).headers.etag).toBeUndefined();
    const missing = '/trpc/settings.get?input=' + encodeURIComponent('{"json":{"key":"nope"}}');
    expect((await get(t.app, missing)).statusCode).toBe(404);
    expect((await get(t.app, missing)).statusCode).toBe(404);
    expect(fromMemory()).toEqual([]);

    // One rule stores and serves (issue 22 item 21): a streamed request for a URL whose plain
    // answer is kept gets its own streamed answer, never the kept JSON.
    const batch = '/trpc/catalog.designers,catalog.testimonials?batch=1&input=%7B%7D';
    const plain = await get(t.app, batch);
    expect((await get(t.app, batch)).headers.etag).toBe(plain.headers.etag);
    lines.length = 0;
    const stream = await get(t.app, batch, streamed);
    expect(stream.statusCode).toBe(200);
    expect(stream.headers.etag).toBeUndefined();
    expect(stream.body).not.toBe(plain.body);
    expect(fromMemory()).toEqual([]);
  });
});
