import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { truncateAll } from '@forma/db/testing';
import { seoDefaults, uploadResultSchema } from '@forma/validators';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cropShareImage, shareImageUrl } from '../src/plugins/share-image';
import { upload } from './upload-helpers';
import { createTestApp, signedInClient, WEB_DIST, type Client, type TestApp } from './helpers';

/**
 * GET /share-image.jpg (issue 18 item 6): the 1200x630 JPEG crop of the `seo` block's share image,
 * the built-in image by default, an upload once the block names it, the default again for what
 * cannot be read or must not be fetched; cached per source with an ETag.
 */

const REPO = join(import.meta.dirname, '..', '..', '..');
/** The web app's public files stand in for a build (the same paths end up in dist). */
const WEB_PUBLIC = join(REPO, 'apps/web/public');

/** A solid PNG of one colour. */
const solidPng = (width: number, height: number, background: { r: number; g: number; b: number }) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

async function expectJpeg1200x630(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/jpeg');
  expect(res.headers['cache-control']).toBe('public, max-age=3600');
  expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
  expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  const meta = await sharp(res.rawPayload).metadata();
  expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
    format: 'jpeg',
    width: 1200,
    height: 630,
  });
}

/** Mean red, green and blue of a JPEG, 0-255. */
async function meanColour(bytes: Buffer) {
  const { channels } = await sharp(bytes).stats();
  return channels.slice(0, 3).map((c) => Math.round(c.mean));
}

const get = (t: TestApp, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/share-image.jpg?v=anything', headers });

describe('GET /share-image.jpg', () => {
  let t: TestApp;
  let admin: Client;
  let defaultCrop: Buffer;
  beforeAll(async () => {
    t = await createTestApp('pglite', { webDist: WEB_DIST, rateLimitScale: 100 });
    defaultCrop = await cropShareImage(readFileSync(join(WEB_PUBLIC, seoDefaults.shareImage)));
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await truncateAll(t.database);
    admin = await signedInClient(t, 'boss', true);
  });

  const saveSeo = async (content: Record<string, unknown>) => {
    const res = await admin.put('/api/admin/content/seo', { content });
    expect(res.statusCode).toBe(200);
  };

  it('answers the crop of the built-in image by default, with an ETag (304 when it matches)', async () => {
    const res = await get(t);
    await expectJpeg1200x630(res);
    expect(res.rawPayload.equals(defaultCrop)).toBe(true);

    const again = await get(t, { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(res.headers.etag);
    expect(again.rawPayload.length).toBe(0);
  });

  it('crops an uploaded PNG once the block names it, and changes when the block changes', async () => {
    const before = await get(t);

    const red = uploadResultSchema.parse(
      (
        await upload(t, admin, {
          bytes: await solidPng(800, 800, { r: 220, g: 20, b: 30 }),
          filename: 'red.png',
          type: 'image/png',
        })
      ).json(),
    );
    await saveSeo({ siteTitle: 'Red', shareImage: red.url });
    const redRes = await get(t);
    await expectJpeg1200x630(redRes);
    expect(redRes.headers.etag).not.toBe(before.headers.etag);
    const [r, g, b] = await meanColour(redRes.rawPayload);
    expect(r).toBeGreaterThan(180);
    expect(g).toBeLessThan(60);
    expect(b).toBeLessThan(70);
    // Kept for its source: the same bytes again.
    expect((await get(t)).rawPayload.equals(redRes.rawPayload)).toBe(true);

    const blue = uploadResultSchema.parse(
      (
        await upload(t, admin, {
          bytes: await solidPng(640, 320, { r: 20, g: 40, b: 230 }),
          filename: 'blue.png',
          type: 'image/png',
        })
      ).json(),
    );
    await saveSeo({ shareImage: blue.url });
    const blueRes = await get(t);
    await expectJpeg1200x630(blueRes);
    expect(blueRes.headers.etag).not.toBe(redRes.headers.etag);
    expect((await meanColour(blueRes.rawPayload))[2]).toBeGreaterThan(180);
    // The old ETag no longer matches.
    expect((await get(t, { 'if-none-match': redRes.headers.etag as string })).statusCode).toBe(200);

    // Back to empty: the built-in image again.
    await saveSeo({});
    expect((await get(t)).rawPayload.equals(defaultCrop)).toBe(true);
  });

  it('falls back to the built-in image for a missing upload, an external URL or a non-image path', async () => {
    for (const shareImage of [
      `/uploads/${'a'.repeat(64)}.png`,
      'https://example.com/elsewhere.png',
      '/assets/../../../../etc/passwd',
      '/favicon.svg.map',
    ]) {
      await saveSeo({ shareImage });
      const res = await get(t);
      await expectJpeg1200x630(res);
      expect(res.rawPayload.equals(defaultCrop), shareImage).toBe(true);
    }
    // A built-in file of the web app is used as it is (an SVG is rasterised).
    await saveSeo({ shareImage: '/favicon.svg' });
    const favicon = await get(t);
    await expectJpeg1200x630(favicon);
    expect(favicon.rawPayload.equals(defaultCrop)).toBe(false);
  });
});

describe('GET /share-image.jpg without a built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a generated 1200x630 JPEG when not even the built-in image can be read', async () => {
    const res = await get(t);
    await expectJpeg1200x630(res);
  });
});

describe('shareImageUrl', () => {
  it('is the absolute crop address, versioned by the source', () => {
    const url = shareImageUrl('https://forma.example/', { shareImage: '/uploads/a.png' });
    expect(url).toMatch(/^https:\/\/forma\.example\/share-image\.jpg\?v=[0-9a-f]{12}$/);
    expect(shareImageUrl('https://forma.example', { shareImage: '/uploads/a.png' })).toBe(url);
    expect(shareImageUrl('https://forma.example', { shareImage: '/uploads/b.png' })).not.toBe(url);
    // Empty: the built-in image's version.
    expect(shareImageUrl('https://forma.example', { shareImage: ' ' })).toBe(
      shareImageUrl('https://forma.example', { shareImage: seoDefaults.shareImage }),
    );
  });
});
