import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { syncBuiltInMedia } from '@forma/db';
import { DATABASE_KINDS, truncateAll } from '@forma/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { variantStep } from '../src/jobs/image-variants';
import { removeUploadFiles } from '../src/jobs/upload-files';
import { mediaFor } from '../src/media-map';
import { createTestApp, errorBody, signedInClient, type Client, type TestApp } from './helpers';
import { png, upload } from './upload-helpers';

/** The media library (issue 19 item 2) through the admin REST API, on both databases. */
describe.each(DATABASE_KINDS)('the media library on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let uploadsDir: string;
  /** The storage removals the deletes asked for (the server runs them the same way). */
  let removals: Promise<number>[] = [];
  const log = { info: () => {}, warn: () => {}, error: () => {} };

  beforeAll(async () => {
    uploadsDir = mkdtempSync(join(tmpdir(), 'forma-media-test-'));
    t = await createTestApp(kind, {
      uploadsDir,
      rateLimitScale: 100,
      jobs: {
        kickPatternVectorizer: () => {},
        removeUploadFiles: (files) =>
          void removals.push(
            removeUploadFiles({ db: t.database.db, storage: t.app.storage, log }, files),
          ),
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    removals = [];
    await truncateAll(t.database);
    admin = await signedInClient(t, 'boss', true);
  });

  const uploadPng = async (width: number) => {
    const res = await upload(t, admin, { bytes: await png(width, 10), filename: 'a.png' });
    expect(res.statusCode).toBe(201);
    return String(res.json().url);
  };

  it('lists every upload, newest first, searchable and filtered by kind', async () => {
    const first = await uploadPng(20);
    const second = await uploadPng(30);
    const svg = await upload(t, admin, {
      bytes:
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>',
      filename: 'x.svg',
    });
    const list = await admin.get('/api/admin/media');
    expect(list.statusCode).toBe(200);
    const items = list.json().items as { url: string; kind: string; width: number | null }[];
    expect(items.map((i) => i.url)).toEqual([svg.json().url, second, first]);
    expect(items[1]).toMatchObject({ kind: 'image', width: 30, height: 10, alt: '' });

    const images = await admin.get('/api/admin/media?kind=image');
    expect(images.json().total).toBe(2);
    const id = (await admin.get('/api/admin/media?kind=image')).json().items[0].id as number;
    await admin.patch(`/api/admin/media/${id}`, { alt: 'Team at the whiteboard' });
    const found = await admin.get('/api/admin/media?search=whiteboard');
    expect(found.json().items.map((i: { id: number }) => i.id)).toEqual([id]);
  });

  it('keeps alt text and focal point, validated', async () => {
    await uploadPng(40);
    const id = (await admin.get('/api/admin/media')).json().items[0].id as number;
    const saved = await admin.patch(`/api/admin/media/${id}`, {
      alt: 'Portrait of Ada',
      focalX: 0.25,
      focalY: 0.8,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ alt: 'Portrait of Ada', focalX: 0.25, focalY: 0.8 });
    const bad = await admin.patch(`/api/admin/media/${id}`, { focalX: 2 });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(errorBody(bad))).toContain('Focal point must be from 0 to 1');
    // Files come in by upload only.
    expect((await admin.post('/api/admin/media', { alt: 'x' })).statusCode).toBe(405);
  });

  it('lists the built-in files with their uses, filters the unused, and never deletes one', async () => {
    const portrait = '/assets/demo/designers/ada.webp';
    const logo = '/assets/demo/clients/acme.svg';
    const file = { contentType: 'image/webp', bytes: 900, width: 400, height: 500 };
    await syncBuiltInMedia(t.database.db, [
      { url: portrait, kind: 'image', ...file },
      { url: logo, ...file, kind: 'svg', contentType: 'image/svg+xml' },
    ]);
    const designer = await admin.post('/api/admin/designers', {
      name: 'Ada Quill',
      title: 'Product designer',
      imageUrl: portrait,
    });
    expect(designer.statusCode).toBe(201);
    await uploadPng(20);

    const builtIn = await admin.get('/api/admin/media?builtIn=true&sort=-uses');
    expect(builtIn.statusCode, builtIn.body).toBe(200);
    expect(builtIn.json().items.map((i: { url: string; uses: number }) => [i.url, i.uses])).toEqual(
      [
        [portrait, 1],
        [logo, 0],
      ],
    );
    const unused = (await admin.get('/api/admin/media?inUse=false')).json();
    expect(unused.items.map((i: { url: string }) => i.url)).toContain(logo);
    expect(unused.items.map((i: { url: string }) => i.url)).not.toContain(portrait);
    expect(unused.total).toBe(2);

    const id = builtIn.json().items[1].id as number;
    const refused = await admin.delete(`/api/admin/media/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(errorBody(refused).message).toBe(
      'This file is built into the site and cannot be deleted; replace it where it is used instead',
    );
    expect((await admin.post('/api/admin/media/bulk-delete', { ids: [id] })).statusCode).toBe(409);

    // Its alt text and focal point reach the pages that show it.
    const portraitId = builtIn.json().items[0].id as number;
    const saved = await admin.patch(`/api/admin/media/${portraitId}`, {
      alt: 'Ada at her desk',
      focalX: 0.2,
    });
    expect(saved.statusCode).toBe(200);
    expect(await mediaFor(t.database.db, [portrait, logo])).toEqual({
      [portrait]: {
        width: 400,
        height: 500,
        widths: [],
        formats: [],
        placeholder: null,
        focalX: expect.closeTo(0.2, 5),
        focalY: 0.5,
        alt: 'Ada at her desk',
      },
    });
  });

  it('refuses to delete a file in use and says where; deletes it once unused', async () => {
    const url = await uploadPng(50);
    const id = (await admin.get('/api/admin/media')).json().items[0].id as number;
    const designer = await admin.post('/api/admin/designers', {
      name: 'Ada Quill',
      title: 'Product designer',
      imageUrl: url,
    });
    const shared = await admin.put('/api/admin/content/seo', { content: { shareImage: url } });
    expect(shared.statusCode).toBe(200);
    const work = await admin.post('/api/admin/designer-works', {
      designerId: designer.json().id,
      title: 'Harbor app',
      mediaUrl: url,
    });
    const usage = await admin.get(`/api/admin/media/${id}/usage`);
    expect(usage.statusCode, usage.body).toBe(200);
    expect(usage.json().items).toEqual([
      { entity: 'designer', id: designer.json().id, label: 'Ada Quill' },
      {
        entity: 'designer work',
        id: work.json().id,
        label: 'Harbor app',
        designerId: designer.json().id,
      },
      { entity: 'content block', id: 'seo', label: 'seo' },
      // Its history has the saved version too: a use a restore brings back (not a refusal).
      { entity: 'block history', id: 'seo', label: 'seo' },
    ]);
    expect((await admin.get('/api/admin/media/999999/usage')).statusCode).toBe(404);
    const refused = await admin.delete(`/api/admin/media/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(errorBody(refused).message).toBe(
      'This file is in use (designer Ada Quill, designer work Harbor app, content block seo): replace it there first',
    );
    const bulk = await admin.post('/api/admin/media/bulk-delete', { ids: [id] });
    expect(bulk.statusCode).toBe(409);

    await admin.patch(`/api/admin/designers/${designer.json().id}`, { imageUrl: '' });
    await admin.delete(`/api/admin/designer-works/${work.json().id}`);
    await admin.put('/api/admin/content/seo', { content: {} });
    // The block's history still holds it (a restore brings it back): said, but no longer in use.
    expect((await admin.get(`/api/admin/media/${id}/usage`)).json()).toEqual({
      items: [{ entity: 'block history', id: 'seo', label: 'seo' }],
    });
    expect((await admin.delete(`/api/admin/media/${id}`)).statusCode).toBe(200);
    expect((await admin.get('/api/admin/media')).json().total).toBe(0);
    // Its bytes stay for that restore.
    await Promise.all(removals);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('keeps the bytes of a deleted file a snapshot or a block history holds, and lists those uses', async () => {
    const url = await uploadPng(70);
    const id = (await admin.get('/api/admin/media')).json().items[0].id as number;
    await admin.put('/api/admin/content/seo', { content: { shareImage: url } });
    const snapshot = await admin.post('/api/admin/snapshots', { name: 'Before the redesign' });
    expect(snapshot.statusCode, snapshot.body).toBe(201);
    await admin.put('/api/admin/content/seo', { content: {} });
    const uses = (await admin.get(`/api/admin/media/${id}/usage`)).json().items as {
      entity: string;
      label: string;
    }[];
    expect(uses.map((use) => [use.entity, use.label])).toEqual([
      ['block history', 'seo'],
      ['snapshot', 'Before the redesign'],
    ]);
    expect((await admin.delete(`/api/admin/media/${id}`)).statusCode).toBe(200);
    const name = url.slice('/uploads/'.length);
    expect(
      await removeUploadFiles({ db: t.database.db, storage: t.app.storage, log }, [
        { name, variants: [] },
      ]),
    ).toBe(0);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('removes a deleted file and its variants from storage, alone or in bulk', async () => {
    const kept = await uploadPng(700);
    const gone = await uploadPng(800);
    const bulkGone = await uploadPng(900);
    while (await variantStep({ db: t.database.db, storage: t.app.storage, log }));
    const nameOf = (url: string) => url.slice('/uploads/'.length);
    const stored = (url: string) =>
      readdirSync(uploadsDir).filter((f) => f.startsWith(nameOf(url).slice(0, 64)));
    // The master plus 160/320/640w in AVIF and WebP.
    expect(stored(gone)).toHaveLength(7);
    const ids = new Map(
      ((await admin.get('/api/admin/media')).json().items as { id: number; url: string }[]).map(
        (item) => [item.url, item.id],
      ),
    );

    expect((await admin.delete(`/api/admin/media/${ids.get(gone)}`)).statusCode).toBe(200);
    expect(await Promise.all(removals)).toEqual([7]);
    expect(stored(gone)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: gone })).statusCode).toBe(404);

    removals = [];
    const bulk = await admin.post('/api/admin/media/bulk-delete', { ids: [ids.get(bulkGone)] });
    expect(bulk.json()).toEqual({ deleted: 1 });
    await Promise.all(removals);
    expect(stored(bulkGone)).toEqual([]);
    expect(stored(kept)).toHaveLength(7);
    expect(existsSync(join(uploadsDir, nameOf(kept)))).toBe(true);
  });

  it('keeps the bytes when the same file was uploaded again before the removal ran', async () => {
    const url = await uploadPng(60);
    const id = (await admin.get('/api/admin/media')).json().items[0].id as number;
    expect((await admin.delete(`/api/admin/media/${id}`)).statusCode).toBe(200);
    await Promise.all(removals);
    // A removal that ran late, after the same bytes came back, keeps them.
    expect(await uploadPng(60)).toBe(url);
    const late = [{ name: url.slice('/uploads/'.length), variants: [] }];
    expect(await removeUploadFiles({ db: t.database.db, storage: t.app.storage, log }, late)).toBe(
      0,
    );
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/media' })).statusCode).toBe(401);
    const member = await signedInClient(t, 'member');
    expect((await member.get('/api/admin/media')).statusCode).toBe(403);
  });
});
