import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collections, type DatabaseHandle } from '@forma/db';
import { createTestDatabase, DATABASE_KINDS, truncateAll } from '@forma/db/testing';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startPatternVectorizer,
  vectorizeNextPattern,
  type VectorizerDeps,
} from '../src/jobs/pattern-vectorizer';
import { createLocalStorage } from '../src/storage/local';
import type { Storage } from '../src/storage/types';
import { createTestApp, errorBody, signedInClient, type Client, type TestApp } from './helpers';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** A black-and-white PNG: `n` black discs on white, 256 x 256 px. */
async function discsPng(n: number): Promise<Buffer> {
  const discs = Array.from(
    { length: n },
    (_, i) => `<circle cx="${40 + ((i * 70) % 180)}" cy="${40 + ((i * 110) % 180)}" r="24"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#fff"/>${discs}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Stores bytes under their sha-256 name; returns the public path. */
async function upload(storage: Storage, bytes: Buffer, ext = 'png'): Promise<string> {
  const name = `${createHash('sha256').update(bytes).digest('hex')}.${ext}`;
  await storage.put(name, bytes, `image/${ext}`);
  return storage.url(name);
}

describe.each(DATABASE_KINDS)('pattern vectorizer on %s', (kind) => {
  let h: DatabaseHandle;
  let dir: string;
  let deps: VectorizerDeps;
  beforeAll(async () => {
    h = await createTestDatabase(kind);
    dir = await mkdtemp(join(tmpdir(), 'forma-vectorizer-'));
    deps = { db: h.db, storage: createLocalStorage(dir), log: silent };
  });
  afterAll(async () => {
    await h?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  beforeEach(async () => truncateAll(h));

  const pending = (name: string, pngUrl: string) =>
    collections.patterns.create(h.db, { name, pngUrl, status: 'pending' });
  const byId = async (id: number) => (await collections.patterns.byId(h.db, id))!;

  it('traces a pending PNG into a sanitized SVG, stored as an upload', async () => {
    const p = await pending('Discs', await upload(deps.storage, await discsPng(3)));
    expect(await vectorizeNextPattern(deps)).toEqual({ id: p.id, status: 'ready' });
    const row = await byId(p.id);
    expect(row).toMatchObject({
      status: 'ready',
      isVectorized: true,
      statusMessage: '',
      attempts: 1,
      lockedAt: null,
    });
    expect(row.svgContent).toMatch(/^<svg[^>]*viewBox="0 0 256 256"/);
    expect(row.svgContent).toContain('<path');
    expect(row.svgUrl).toMatch(/^\/uploads\/[a-f0-9]{64}\.svg$/);
    const file = await deps.storage.get(row.svgUrl.slice('/uploads/'.length));
    expect(file?.body.toString()).toBe(row.svgContent);
    expect(await vectorizeNextPattern(deps)).toBeNull();
  });

  it('fails with a message the admin can act on', async () => {
    const missing = await pending('Missing', `/uploads/${'c'.repeat(64)}.png`);
    const none = await pending('None', '');
    const junk = await pending('Junk', await upload(deps.storage, Buffer.from('not a png at all')));
    const white = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    const blank = await pending('Blank', await upload(deps.storage, white));
    const external = await pending('External', 'https://example.com/a.png');
    while (await vectorizeNextPattern(deps));
    const messages = await Promise.all(
      [missing, none, junk, blank, external].map(async (p) => {
        const row = await byId(p.id);
        expect(row.status).toBe('failed');
        return row.statusMessage;
      }),
    );
    expect(messages).toEqual([
      'The PNG file is missing: upload it again',
      'No PNG to vectorize',
      'The PNG could not be read',
      'Nothing to trace: the PNG has no dark shapes on a light ground',
      'Only an uploaded PNG can be vectorized: upload the PNG again',
    ]);
  });

  it('picks up a pattern a crashed worker left processing, not a fresh claim', async () => {
    const png = await upload(deps.storage, await discsPng(2));
    const stale = await pending('Stale', png);
    const fresh = await pending('Fresh', png);
    await h.db
      .updateTable('patterns')
      .set({
        status: 'processing',
        attempts: 1,
        lockedAt: sql<Date>`now() - interval '10 minutes'`,
      })
      .where('id', '=', stale.id)
      .execute();
    await h.db
      .updateTable('patterns')
      .set({ status: 'processing', attempts: 1, lockedAt: new Date() })
      .where('id', '=', fresh.id)
      .execute();
    expect(await vectorizeNextPattern(deps)).toEqual({ id: stale.id, status: 'ready' });
    expect(await byId(stale.id)).toMatchObject({ status: 'ready', attempts: 2 });
    expect(await vectorizeNextPattern(deps)).toBeNull();
    expect(await byId(fresh.id)).toMatchObject({ status: 'processing' });
  });

  it('retries storage trouble, and stops after 3 attempts', async () => {
    const png = await upload(deps.storage, await discsPng(1));
    const p = await pending('Flaky', png);
    const broken: Storage = {
      ...deps.storage,
      get: async () => {
        throw new Error('storage unreachable');
      },
    };
    const flaky = { ...deps, storage: broken };
    expect(await vectorizeNextPattern(flaky)).toEqual({ id: p.id, status: 'pending' });
    expect(await byId(p.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      statusMessage: 'Vectorizing failed; it will be retried',
    });
    await vectorizeNextPattern(flaky);
    expect(await vectorizeNextPattern(flaky)).toEqual({ id: p.id, status: 'failed' });
    expect(await byId(p.id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      statusMessage: 'Vectorizing failed 3 times. Try again later.',
    });
    expect(await vectorizeNextPattern(flaky)).toBeNull();
  });

  it('runs in the background: kick() works at once, stop() waits for the current pattern', async () => {
    const worker = startPatternVectorizer({ ...deps, pollMs: 60_000 });
    const png = await upload(deps.storage, await discsPng(4));
    const p = await pending('Later', png);
    worker.kick();
    const deadline = Date.now() + 15_000;
    while ((await byId(p.id)).status !== 'ready' && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect((await byId(p.id)).status).toBe('ready');
    const q = await pending('Queued', png);
    worker.kick();
    await worker.stop();
    // stopped: either settled before stop returned, or never claimed; never left processing
    expect(['ready', 'pending']).toContain((await byId(q.id)).status);
    worker.kick();
  });

  it.runIf(kind === 'postgres')('two workers never vectorize the same pattern', async () => {
    const gets: string[] = [];
    const counting: Storage = {
      ...deps.storage,
      get: async (name) => {
        gets.push(name);
        return deps.storage.get(name);
      },
    };
    const ids: number[] = [];
    for (let i = 1; i <= 6; i += 1)
      ids.push((await pending(`P${i}`, await upload(deps.storage, await discsPng(i)))).id);
    const drain = async () => {
      const done: number[] = [];
      for (;;) {
        const outcome = await vectorizeNextPattern({ ...deps, storage: counting });
        if (!outcome) return done;
        done.push(outcome.id);
      }
    };
    const [a, b] = await Promise.all([drain(), drain()]);
    expect([...a, ...b].sort((x, y) => x - y)).toEqual(ids);
    expect(new Set(gets).size).toBe(6);
    expect(gets).toHaveLength(6);
    for (const id of ids) expect((await byId(id)).status).toBe('ready');
  });
});

describe.each(DATABASE_KINDS)('POST /api/admin/patterns/:id/vectorize on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let kicks = 0;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      jobs: { kickPatternVectorizer: () => void (kicks += 1) },
    });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await truncateAll(t.database);
    admin = await signedInClient(t, 'boss', true);
    kicks = 0;
  });

  it('queues the PNG again: 202 with the row, the worker is woken', async () => {
    const created = await admin.post('/api/admin/patterns', {
      name: 'Waves',
      pngUrl: `/uploads/${'a'.repeat(64)}.png`,
    });
    expect(created.json()).toMatchObject({ status: 'pending' });
    expect(kicks).toBe(1);
    const id = created.json().id as number;
    await t.database.db
      .updateTable('patterns')
      .set({ status: 'failed', statusMessage: 'The PNG could not be read', attempts: 3 })
      .execute();
    const res = await admin.post(`/api/admin/patterns/${id}/vectorize`, {});
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ id, status: 'pending', statusMessage: '', attempts: 0 });
    expect(kicks).toBe(2);
  });

  it('400 without a PNG, 404 unknown, 401 anonymous, 403 non-admin', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>';
    const id = (await admin.post('/api/admin/patterns', { name: 'Dots', svgContent: svg })).json()
      .id as number;
    const noPng = await admin.post(`/api/admin/patterns/${id}/vectorize`);
    expect(noPng.statusCode).toBe(400);
    expect(errorBody(noPng).message).toBe('This pattern has no PNG to vectorize');
    const unknown = await admin.post('/api/admin/patterns/9999/vectorize');
    expect(unknown.statusCode).toBe(404);
    expect(errorBody(unknown).message).toBe('Pattern not found');
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/patterns/${id}/vectorize` }))
        .statusCode,
    ).toBe(401);
    const member = await signedInClient(t, 'member');
    expect((await member.post(`/api/admin/patterns/${id}/vectorize`)).statusCode).toBe(403);
    expect(kicks).toBe(0);
  });
});
