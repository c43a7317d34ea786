import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { openDatabase, saveContent, type DatabaseHandle } from '@forma/db';
import { DATABASE_KINDS, truncateAll } from '@forma/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { heroLinkAttribute, heroSlot } from '../../web/src/lib/hero-document';
import { formatPlainTitle } from '../../web/src/features/landing/hero/title';
import { buildApp } from '../src/app';
import { createTestApp, signedInClient, TEST_SECRET, type Client, type TestApp } from './helpers';

/** The instances' version-check window (landing/cache.ts default), ms. */
const THROTTLE_MS = 1000;

/**
 * A landing document like the web build's (hero-shell.ts): the shell's marked slots with the
 * built-in texts, an inlined stylesheet for a realistic size.
 */
const INDEX_HTML = `<!doctype html><html lang="en"><head><title>Forma</title><style>${'.x{color:red}'.repeat(400)}</style></head><body><div id="hero-shell"><span>${heroSlot('tagline', 'Premium Forma Network')}</span><h1 class="t">${heroSlot('title', formatPlainTitle('Connect with elite design talent'))}</h1><p>${heroSlot('subtitle', 'We match...')}</p><a ${heroLinkAttribute('primaryCtaLink', '#projects')}>${heroSlot('primaryCta', 'See Our Work')}</a><a ${heroLinkAttribute('secondaryCtaLink', '#how-it-works')}>${heroSlot('secondaryCta', 'How It Works')}</a></div>${heroSlot('data', '')}\n<div id="root"></div></body></html>`;
const APP_HTML = '<!doctype html><title>Forma</title><div id="root"></div>';

/** The text of the landing document's h1 (the shell's), without markers and tags. */
const h1Of = (html: string) =>
  /<h1[^>]*>([^]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]*>/g, '')
    .trim();

/** Polls `fetch` until `done` holds (every 50 ms, at most `ms`); returns the last value and the time. */
async function until<T>(fetch: () => Promise<T>, done: (value: T) => boolean, ms: number) {
  const started = performance.now();
  for (;;) {
    const value = await fetch();
    const elapsed = performance.now() - started;
    if (done(value) || elapsed > ms) return { value, elapsed };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(DATABASE_KINDS)('the landing document with the stored hero on %s', (kind) => {
  let t: TestApp;
  let webDist: string;
  /** A second instance on the same database (its own pool on Postgres). */
  let other: FastifyInstance;
  let otherDatabase: DatabaseHandle | null = null;
  let admin: Client;
  const getLanding = (app: FastifyInstance, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', ...headers } });

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'forma-web-'));
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    writeFileSync(join(webDist, 'app.html'), APP_HTML);
    t = await createTestApp(kind, { webDist });
    if (kind === 'postgres') {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${t.database.connection!.database}`;
      otherDatabase = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    }
    other = await buildApp({
      database: otherDatabase ?? t.database,
      sessionSecret: TEST_SECRET,
      webDist,
    });
  });
  afterAll(async () => {
    await other?.close();
    await otherDatabase?.close();
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await truncateAll(t.database);
    admin = await signedInClient(t, 'boss', true);
  });

  it('carries the stored hero texts, sanitized, and the block for the client', async () => {
    const saved = await admin.put('/api/admin/content/hero', {
      content: {
        tagline: 'Tom & Jerry "Studio"',
        title: 'Stored <em>title</em><script>alert(1)</script> By the best',
        subtitle: 'A stored subtitle',
        primaryCta: 'Start now',
        primaryCtaLink: '#contact',
      },
    });
    expect(saved.statusCode).toBe(200);
    const res = await getLanding(t.app);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(h1Of(html)).toBe('Stored title By the best');
    // Sanitized, with the break before 'By the' (no accent: the title has markup of its own).
    expect(html).toContain(
      '<!--hero:title-->Stored <em>title</em> <br>By the best<!--/hero:title-->',
    );
    expect(html).not.toContain('alert(1)');
    expect(html).toContain('Tom &amp; Jerry &quot;Studio&quot;');
    expect(html).toContain('A stored subtitle');
    expect(html).toContain('href="#contact"');
    expect(html).toContain('Start now');
    // Fields left out keep the built-in texts.
    expect(html).toContain('How It Works');
    // The block exactly as GET /api/content/hero answers it, for the client's query cache.
    const script = /<script type="application\/json" id="hero-data">([^]*?)<\/script>/.exec(html);
    const data = JSON.parse(script![1]!);
    const api = await t.app.inject({ method: 'GET', url: '/api/content/hero' });
    expect(data.response).toEqual(api.json());
    expect(data.title.raw).toBe(api.json().content.title);
    expect(data.title.html).toBe('Stored <em>title</em> <br>By the best');
  });

  it('has the new title on the next request after a save', async () => {
    for (const title of ['First saved title', 'Second saved title']) {
      await admin.put('/api/admin/content/hero', { content: { title } });
      expect(h1Of((await getLanding(t.app)).body)).toBe(title);
    }
  });

  it('shows a save through one instance on another within the check window', async () => {
    await admin.put('/api/admin/content/hero', { content: { title: 'Before the save' } });
    await until(
      () => getLanding(other),
      (r) => h1Of(r.body) === 'Before the save',
      3 * THROTTLE_MS,
    );
    await admin.put('/api/admin/content/hero', { content: { title: 'Saved on instance A' } });
    const { value, elapsed } = await until(
      () => getLanding(other),
      (r) => h1Of(r.body) === 'Saved on instance A',
      3 * THROTTLE_MS,
    );
    expect(h1Of(value.body)).toBe('Saved on instance A');
    expect(elapsed).toBeLessThan(THROTTLE_MS + 1000);
    // A write straight into the database (a restore by another process) shows the same way.
    await saveContent(t.database.db, 'hero', { title: 'Restored elsewhere' }, null);
    const restored = await until(
      () => getLanding(t.app),
      (r) => h1Of(r.body) === 'Restored elsewhere',
      3 * THROTTLE_MS,
    );
    expect(h1Of(restored.value.body)).toBe('Restored elsewhere');
  });

  it('sends br and gzip variants of the same document, with a per-version ETag', async () => {
    await admin.put('/api/admin/content/hero', { content: { title: 'Compressed title' } });
    const plain = await getLanding(t.app);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const br = await getLanding(t.app, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await getLanding(t.app, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);

    const etag = String(plain.headers.etag);
    expect(br.headers.etag).toBe(etag);
    const notModified = await getLanding(t.app, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    // The same block on another instance has the same ETag.
    const elsewhere = await until(
      () => getLanding(other),
      (r) => h1Of(r.body) === 'Compressed title',
      3 * THROTTLE_MS,
    );
    expect(elsewhere.value.headers.etag).toBe(etag);
    await admin.put('/api/admin/content/hero', { content: { title: 'Another title' } });
    const changed = await getLanding(t.app, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('keeps deep links on app.html, and the built texts when nothing is stored', async () => {
    await admin.put('/api/admin/content/hero', { content: { title: 'Only on the landing page' } });
    const deep = await t.app.inject({
      method: 'GET',
      url: '/admin/content',
      headers: { accept: 'text/html' },
    });
    expect(deep.body).toBe(APP_HTML);
    await truncateAll(t.database);
    const fresh = await until(
      () => getLanding(t.app),
      (r) => h1Of(r.body) === 'Connect with elite design talent',
      3 * THROTTLE_MS,
    );
    expect(h1Of(fresh.value.body)).toBe('Connect with elite design talent');
    expect(fresh.value.body).toContain('"response":null');
  });
});

describe('the landing document without a database', () => {
  it('serves the last document, or the built texts, never an error', async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'forma-web-'));
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    const t = await createTestApp('pglite', { webDist });
    try {
      await saveContent(t.database.db, 'hero', { title: 'Stored before the outage' }, null);
      const { value: before } = await until(
        () => getLanding(t.app),
        (r) => h1Of(r.body) === 'Stored before the outage',
        3 * THROTTLE_MS,
      );
      expect(h1Of(before.body)).toBe('Stored before the outage');
      await t.database.close();
      await new Promise((resolve) => setTimeout(resolve, THROTTLE_MS + 50));
      const during = await getLanding(t.app);
      expect(during.statusCode).toBe(200);
      expect(during.body).toBe(before.body);

      // An instance that never reached the database sends the built texts.
      const cold = await buildApp({ database: t.database, sessionSecret: TEST_SECRET, webDist });
      const built = await getLanding(cold);
      expect(built.statusCode).toBe(200);
      expect(h1Of(built.body)).toBe('Connect with elite design talent');
      await cold.close();
    } finally {
      await t.app.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });

  function getLanding(app: FastifyInstance) {
    return app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
  }
});
