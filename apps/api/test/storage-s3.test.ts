import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { makeVariants } from '../src/jobs/image-variants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage, createStorage } from '../src/storage';
import { createTestApp, signedInClient, type TestApp } from './helpers';
import { png, upload } from './upload-helpers';

const BUCKET = 'forma-test';
const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

describe('S3 storage (s3rver)', () => {
  let server: S3rver;
  let directory: string;
  let endpoint: string;
  const options = () => ({
    bucket: BUCKET,
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  });

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'forma-s3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('puts, gets and deletes objects under uploads/ with their content type', async () => {
    const storage = createS3Storage(options());
    expect(storage.driver).toBe('s3');
    const body = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const name = `${sha256(body)}.svg`;

    expect(await storage.get(name)).toBeUndefined();
    await storage.put(name, body, 'image/svg+xml');
    expect(await storage.get(name)).toEqual({
      body,
      contentType: 'image/svg+xml',
      size: body.length,
    });
    // Stored as an object under the prefix, with its content type.
    const object = await storage.client.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: `uploads/${name}` }),
    );
    expect(object.ContentType).toBe('image/svg+xml');
    expect(storage.url(name)).toBe(`/uploads/${name}`);

    // Overwriting with the same bytes is fine (names are content hashes).
    await storage.put(name, body, 'image/svg+xml');
    await storage.delete(name);
    expect(await storage.get(name)).toBeUndefined();
    await expect(storage.delete(name)).resolves.toBeUndefined();
  });

  it('stores the variants of an image beside it (issue 19 item 1)', async () => {
    const storage = createS3Storage(options());
    const bytes = await png(700, 350);
    const name = `${sha256(bytes)}.png`;
    await storage.put(name, bytes, 'image/png');
    const made = await makeVariants(storage, name, bytes);
    expect(made.variants.map((v) => `${v.width}.${v.format}`)).toEqual([
      '160.avif',
      '160.webp',
      '320.avif',
      '320.webp',
      '640.avif',
      '640.webp',
    ]);
    for (const variant of made.variants) {
      const stored = await storage.get(variant.name);
      expect(stored?.contentType).toBe(`image/${variant.format}`);
      expect((await sharp(stored!.body).metadata()).width).toBe(variant.width);
    }
  });

  it('refuses names that are not storage names', async () => {
    const storage = createS3Storage(options());
    for (const name of ['../x.png', 'a.png', `${'a'.repeat(64)}.exe`]) {
      await expect(storage.put(name, Buffer.from('x'), 'image/png')).rejects.toThrow(/Invalid/);
      await expect(storage.get(name)).rejects.toThrow(/Invalid/);
    }
  });

  it('is chosen by createStorage when env.s3 is set, else the local disk', () => {
    expect(createStorage({ dataDir: directory, s3: options() }).driver).toBe('s3');
    expect(createStorage({ dataDir: directory, s3: undefined }).driver).toBe('local');
  });

  describe('through the app', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('pglite', { storage: createS3Storage(options()) });
    });
    afterAll(async () => t?.close());

    it('stores an upload in the bucket and serves it at /uploads/<name>', async () => {
      const admin = await signedInClient(t, 'boss', true);
      const image = await png(3, 2);
      const res = await upload(t, admin, { bytes: image, filename: 'x.png' });
      expect(res.statusCode).toBe(201);
      const name = `${sha256(image)}.png`;
      expect(res.json()).toMatchObject({ url: `/uploads/${name}`, kind: 'image', width: 3 });
      expect(t.app.storage.driver).toBe('s3');
      expect((await t.app.storage.get(name))?.body).toEqual(image);

      const got = await t.app.inject({ method: 'GET', url: `/uploads/${name}` });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('image/png');
      expect(got.rawPayload).toEqual(image);
      expect(
        (await t.app.inject({ method: 'GET', url: `/uploads/${sha256('x')}.png` })).statusCode,
      ).toBe(404);
    });
  });
});
