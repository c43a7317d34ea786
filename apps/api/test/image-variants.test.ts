import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATABASE_KINDS, truncateAll } from '@forma/db/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startImageVariants,
  VARIANT_WIDTHS,
  variantStep,
  type ImageVariantDeps,
} from '../src/jobs/image-variants';
import { createTestApp, signedInClient, type Client, type TestApp } from './helpers';
import { noise, png, upload } from './upload-helpers';

/** Image variants (issue 19 item 1): made by the background job from what the uploads table says. */

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A phone-like photo: `width` x `height` of noise (compresses like a photo), with EXIF and GPS. */
const photo = (width: number, height: number) =>
  noise(width, height, 40)
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Copyright: 'Camera Owner Jane', Artist: 'Jane Phone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' },
    })
    .toBuffer();

describe.each(DATABASE_KINDS)('image variants on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let uploadsDir: string;
  let deps: ImageVariantDeps;
  const row = (name: string) =>
    t.database.db.selectFrom('uploads').selectAll().where('name', '=', name).executeTakeFirst();

  beforeAll(async () => {
    uploadsDir = mkdtempSync(join(tmpdir(), 'forma-variants-test-'));
    t = await createTestApp(kind, { uploadsDir, rateLimitScale: 100 });
    deps = { db: t.database.db, storage: t.app.storage, log: quiet };
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await truncateAll(t.database);
    admin = await signedInClient(t, 'boss', true);
  });

  it('records an upload, then makes AVIF and WebP widths up to the original and a placeholder', async () => {
    const res = await upload(t, admin, { bytes: await photo(2000, 1500), filename: 'a.jpg' });
    expect(res.statusCode).toBe(201);
    const name = String(res.json().url).replace('/uploads/', '');
    const recorded = await row(name);
    expect(recorded).toMatchObject({
      kind: 'image',
      contentType: 'image/jpeg',
      width: 2000,
      height: 1500,
      variants: null,
      variantsAt: null,
    });
    expect(recorded!.uploadedBy).toEqual(expect.any(Number));

    expect(await variantStep(deps)).toEqual({ id: recorded!.id, outcome: 'made' });
    expect(await variantStep(deps)).toBeNull(); // nothing else is due
    const made = (await row(name))!;
    expect(made.variantsAt).toBeInstanceOf(Date);
    const widths = VARIANT_WIDTHS.filter((w) => w <= 2000);
    expect(made.variants!.map((v) => `${v.width}.${v.format}`)).toEqual(
      widths.flatMap((w) => [`${w}.avif`, `${w}.webp`]),
    );
    expect(made.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(made.placeholder!.length).toBeLessThan(1000);

    for (const format of ['avif', 'webp'] as const) {
      const sizes = made.variants!.filter((v) => v.format === format).map((v) => v.bytes);
      expect(sizes).toEqual([...sizes].sort((a, b) => a - b)); // wider is larger
    }
    for (const variant of made.variants!) {
      const got = await t.app.inject({ method: 'GET', url: `/uploads/${variant.name}` });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe(`image/${variant.format}`);
      expect(got.headers['cache-control']).toContain('immutable');
      expect(got.rawPayload.length).toBe(variant.bytes);
      const meta = await sharp(got.rawPayload).metadata();
      expect(meta.width).toBe(variant.width);
      expect(meta.height).toBe(Math.round((variant.width * 1500) / 2000));
      expect(meta.exif).toBeUndefined();
      // Long texts only: a 3-byte one like "GPS" turns up in compressed bytes by chance.
      for (const secret of ['Camera Owner Jane', 'Jane Phone'])
        expect(got.rawPayload.includes(Buffer.from(secret)), secret).toBe(false);
    }
  });

  it('makes one width for an image narrower than the smallest, and none for SVG or video', async () => {
    const small = await upload(t, admin, { bytes: await png(100, 80), filename: 's.png' });
    const svg = await upload(t, admin, {
      bytes:
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>',
      filename: 'x.svg',
    });
    expect(svg.statusCode).toBe(201);
    expect(await variantStep(deps)).toMatchObject({ outcome: 'made' });
    expect(await variantStep(deps)).toBeNull();
    const name = String(small.json().url).replace('/uploads/', '');
    expect((await row(name))!.variants!.map((v) => v.width)).toEqual([100, 100]);
    const svgRow = await row(String(svg.json().url).replace('/uploads/', ''));
    expect(svgRow).toMatchObject({ kind: 'svg', variants: null });
  });

  it('fails for good, with the reason, when the master is missing', async () => {
    const name = `${sha256(Buffer.from('gone'))}.jpg`;
    await t.database.db
      .insertInto('uploads')
      .values({ name, kind: 'image', contentType: 'image/jpeg' })
      .execute();
    expect(await variantStep(deps)).toMatchObject({ outcome: 'failed' });
    expect(await row(name)).toMatchObject({
      variantsError: 'the file is missing from storage',
      variantsAt: null,
    });
    expect(await variantStep(deps)).toBeNull();
  });

  it('makes what is due at start-up, once, even with two workers', async () => {
    // Files stored before the uploads table existed get rows without sizes (the migration).
    const names: string[] = [];
    for (const size of [300, 500, 700]) {
      const bytes = await photo(size, size);
      const name = `${sha256(bytes)}.jpg`;
      await t.app.storage.put(name, bytes, 'image/jpeg');
      await t.database.db
        .insertInto('uploads')
        .values({ name, kind: 'image', contentType: 'image/jpeg' })
        .execute();
      names.push(name);
    }
    const made: number[] = [];
    const counting: ImageVariantDeps = {
      ...deps,
      log: { ...quiet, info: () => void made.push(1) },
    };
    const workers = [startImageVariants(counting), startImageVariants(counting)];
    try {
      await expect
        .poll(
          async () =>
            (
              await t.database.db
                .selectFrom('uploads')
                .select('name')
                .where('variantsAt', 'is not', null)
                .execute()
            ).length,
          { timeout: 30_000 },
        )
        .toBe(names.length);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    expect(made).toHaveLength(names.length);
    for (const name of names) {
      const done = (await row(name))!;
      expect(done.width).toBeGreaterThan(0);
      expect(done.bytes).toBeGreaterThan(0);
      expect(done.attempts).toBe(1);
    }
  });
});
