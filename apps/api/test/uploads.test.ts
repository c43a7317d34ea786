import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { crc32 } from 'node:zlib';
import { join } from 'node:path';
import { truncateAll } from '@forma/db/testing';
import { uploadResultSchema } from '@forma/validators';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SVG_CSP } from '../src/storage/serve-uploads';
import { multipart, png, upload, type FilePart } from './upload-helpers';
import {
  createTestApp,
  errorBody,
  signedInClient,
  WEB_DIST,
  type Client,
  type TestApp,
} from './helpers';

const REPO = join(import.meta.dirname, '..', '..', '..');
const asset = (path: string) => readFileSync(join(REPO, 'apps/web/public/assets', path));

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const MALICIOUS_SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 120 60" onload="alert('onload')">
  <script>alert('script')</script>
  <rect width="120" height="60" fill="#123456" onclick="alert('click')"/>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">html</div></foreignObject>
  <image xlink:href="http://evil.example/x.png" width="5" height="5"/>
  <a href="javascript:alert('link')"><circle cx="30" cy="30" r="10"/></a>
  <rect width="5" height="5" style="fill: url(http://evil.example/f.svg#g)"/>
  <use href="https://evil.example/sprite.svg#icon"/>
</svg>`;

describe('uploads', () => {
  let t: TestApp;
  let admin: Client;
  let uploadsDir: string;
  beforeAll(async () => {
    uploadsDir = mkdtempSync(join(tmpdir(), 'forma-uploads-test-'));
    t = await createTestApp('pglite', { uploadsDir, rateLimitScale: 100 });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await truncateAll(t.database);
    admin = await signedInClient(t, 'boss', true);
  });

  it('answers 401 to anonymous and 403 to non-admins, storing nothing', async () => {
    const image = await png();
    const anon = await upload(t, undefined, { bytes: image, filename: 'a.png' });
    expect(anon.statusCode).toBe(401);
    expect(errorBody(anon).message).toBe('Not authenticated');
    const member = await signedInClient(t, 'member');
    const denied = await upload(t, member, { bytes: image, filename: 'a.png' });
    expect(denied.statusCode).toBe(403);
    expect(errorBody(denied).message).toBe('Admin access required');
    // Roles (issue 20 item 4): a viewer reads the console and uploads nothing; an editor uploads.
    const viewer = await signedInClient(t, 'upload-viewer', 'viewer');
    const readOnly = await upload(t, viewer, { bytes: image, filename: 'a.png' });
    expect(readOnly.statusCode).toBe(403);
    expect(errorBody(readOnly).message).toBe('Your role can read the console but not change it');
    expect(existsSync(join(uploadsDir, `${sha256(image)}.png`))).toBe(false);
    const editor = await signedInClient(t, 'upload-editor', 'editor');
    const edited = await upload(t, editor, { bytes: await png(3, 2), filename: 'b.png' });
    expect(edited.statusCode).toBe(201);
    // Checked before the body is read: a non-multipart body gets the same answer.
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(401);
    expect(existsSync(join(uploadsDir, `${sha256(image)}.png`))).toBe(false);
  });

  it('stores a PNG under its sha-256 and serves the same bytes with safe, cacheable headers', async () => {
    const image = await png(7, 5);
    const res = await upload(t, admin, { bytes: image, filename: 'photo.png', type: 'image/png' });
    expect(res.statusCode).toBe(201);
    const body = uploadResultSchema.parse(res.json());
    const name = `${sha256(image)}.png`;
    expect(body).toEqual({
      url: `/uploads/${name}`,
      contentType: 'image/png',
      size: image.length,
      kind: 'image',
      width: 7,
      height: 5,
    });
    expect(readFileSync(join(uploadsDir, name))).toEqual(image);
    expect(t.app.storage.url(name)).toBe(body.url);

    const got = await t.app.inject({ method: 'GET', url: body.url });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload).toEqual(image);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // Same bytes again: same name, nothing new on disk.
    const again = await upload(t, admin, { bytes: image, filename: 'copy.png' });
    expect(again.json().url).toBe(body.url);
    expect(readdirSync(uploadsDir).filter((f) => f.startsWith(sha256(image)))).toHaveLength(1);

    // Conditional and partial requests.
    const etag = String(got.headers.etag);
    const cached = await t.app.inject({
      method: 'GET',
      url: body.url,
      headers: { 'if-none-match': etag },
    });
    expect(cached.statusCode).toBe(304);
    const part = await t.app.inject({
      method: 'GET',
      url: body.url,
      headers: { range: 'bytes=0-7' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${image.length}`);
    expect(part.rawPayload).toEqual(image.subarray(0, 8));
    const bad = await t.app.inject({
      method: 'GET',
      url: body.url,
      headers: { range: `bytes=${image.length + 10}-` },
    });
    expect(bad.statusCode).toBe(416);
  });

  it('trusts the bytes, not the filename or Content-Type: a PNG sent as .svg is a PNG', async () => {
    const image = await png(2, 2);
    const res = await upload(t, admin, {
      bytes: image,
      filename: 'drawing.svg',
      type: 'image/svg+xml',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      url: `/uploads/${sha256(image)}.png`,
      contentType: 'image/png',
      kind: 'image',
    });
    const got = await t.app.inject({ method: 'GET', url: res.json().url });
    expect(got.headers['content-type']).toBe('image/png');
  });

  it('accepts JPEG and WebP images and MP4 and WebM videos', async () => {
    const jpeg = await sharp(await png(6, 4))
      .jpeg()
      .toBuffer();
    const jpg = await upload(t, admin, { bytes: jpeg, filename: 'x.png', type: 'image/png' });
    expect(jpg.json()).toMatchObject({ contentType: 'image/jpeg', kind: 'image', width: 6 });
    expect(jpg.json().url).toMatch(/\.jpg$/);

    const webp = asset('demo/designers/amara-okafor.webp');
    const w = await upload(t, admin, { bytes: webp, filename: 'portrait' });
    expect(w.json()).toMatchObject({ contentType: 'image/webp', kind: 'image', size: webp.length });

    for (const [file, type] of [
      ['about/about-loop.mp4', 'video/mp4'],
      ['about/about-loop.webm', 'video/webm'],
    ] as const) {
      const video = asset(file);
      const res = await upload(t, admin, {
        bytes: video,
        filename: 'clip.txt',
        type: 'text/plain',
      });
      expect(res.statusCode, file).toBe(201);
      expect(res.json()).toMatchObject({ contentType: type, kind: 'video', size: video.length });
      const got = await t.app.inject({ method: 'GET', url: res.json().url });
      expect(got.headers['content-type']).toBe(type);
      expect(got.rawPayload).toEqual(video);
    }
  });

  it('stores photos upright, in 8-bit sRGB and without metadata (EXIF, GPS, ICC)', async () => {
    // A phone photo: landscape pixels shown rotated (orientation 6), its owner and GPS position.
    const photo = await sharp({
      create: { width: 40, height: 20, channels: 3, background: { r: 10, g: 120, b: 200 } },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Copyright: 'Camera Owner Jane', Artist: 'Jane Phone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload(t, admin, { bytes: photo, filename: 'IMG_0001.jpg' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ contentType: 'image/jpeg', width: 20, height: 40 });
    const served = (await t.app.inject({ method: 'GET', url: res.json().url })).rawPayload;
    expect(res.json().url).toBe(`/uploads/${sha256(served)}.jpg`);
    expect(res.json().size).toBe(served.length);
    const meta = await sharp(served).metadata();
    expect(meta).toMatchObject({ width: 20, height: 40, space: 'srgb', depth: 'uchar' });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect([undefined, 1]).toContain(meta.orientation);
    for (const secret of ['Camera Owner', 'Jane Phone', 'Exif', 'GPS'])
      expect(served.includes(Buffer.from(secret)), secret).toBe(false);

    // CMYK (print) JPEG and a 16-bit PNG: converted to 8-bit sRGB.
    const cmyk = await sharp(await png(8, 6))
      .toColourspace('cmyk')
      .jpeg()
      .toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
    const wide = await sharp(await png(8, 6))
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    expect((await sharp(wide).metadata()).depth).toBe('ushort');
    for (const [bytes, ext] of [
      [cmyk, 'jpg'],
      [wide, 'png'],
    ] as const) {
      const stored = await upload(t, admin, { bytes });
      expect(stored.statusCode, ext).toBe(201);
      const got = (await t.app.inject({ method: 'GET', url: stored.json().url })).rawPayload;
      expect(stored.json().url).toMatch(new RegExp(`\\.${ext}$`));
      expect(await sharp(got).metadata(), ext).toMatchObject({
        space: 'srgb',
        depth: 'uchar',
        width: 8,
        height: 6,
      });
    }
  });

  it('refuses a damaged image and a decompression bomb with 400, storing nothing', async () => {
    const before = readdirSync(uploadsDir).length;
    const jpeg = await sharp(await png(64, 48))
      .jpeg()
      .toBuffer();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    const damaged = await upload(t, admin, { bytes: truncated });
    expect(damaged.statusCode).toBe(400);
    expect(errorBody(damaged).message).toBe('The image is damaged or incomplete');

    // A tiny PNG whose header claims 30000 x 30000 pixels (900 MP): refused before decoding.
    const bomb = Buffer.from(await png(4, 3));
    bomb.writeUInt32BE(30_000, 16);
    bomb.writeUInt32BE(30_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const refused = await upload(t, admin, { bytes: bomb });
    expect(refused.statusCode).toBe(400);
    expect(errorBody(refused).message).toMatch(/too large: at most 60 megapixels/);
    expect(readdirSync(uploadsDir)).toHaveLength(before);
  });

  it('stores an SVG cleaned, and serves it with a locked-down CSP', async () => {
    const res = await upload(t, admin, {
      bytes: MALICIOUS_SVG,
      filename: 'logo.png',
      type: 'image/png',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      contentType: 'image/svg+xml',
      kind: 'svg',
      width: 120,
      height: 60,
    });
    expect(body.url).toMatch(/^\/uploads\/[a-f0-9]{64}\.svg$/);

    const got = await t.app.inject({ method: 'GET', url: body.url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/svg+xml');
    expect(got.headers['content-security-policy']).toBe(SVG_CSP);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    const stored = got.body;
    expect(body.url).toBe(`/uploads/${sha256(got.rawPayload)}.svg`);
    expect(body.size).toBe(got.rawPayload.length);
    expect(stored).toMatch(/^<svg/);
    expect(stored).toContain('viewBox="0 0 120 60"');
    expect(stored).toContain('#123456');
    expect(stored).toMatch(/<circle/);
    expect(stored).not.toMatch(/script|alert|onload|onclick|foreignObject|evil|javascript/i);
  });

  it('refuses an SVG with nothing left after cleaning (400)', async () => {
    const res = await upload(t, admin, {
      bytes: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      filename: 'x.svg',
    });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).message).toMatch(/empty/);
  });

  it('refuses other types with 415 naming the allowed ones', async () => {
    const cases: FilePart[] = [
      { bytes: 'just some text', filename: 'notes.png', type: 'image/png' },
      {
        bytes: '<!doctype html><script>alert(1)</script>',
        filename: 'page.png',
        type: 'image/png',
      },
      { bytes: '<html><body><svg></svg></body></html>', filename: 'page.svg' },
      { bytes: '<?xml version="1.0"?><note>hi</note>', filename: 'a.svg' },
      { bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), filename: 'a.gif' },
      { bytes: Buffer.from([0xff, 0xfe, 0x00, 0x3c, 0x00, 0x73]), filename: 'bad-utf8.svg' },
    ];
    for (const part of cases) {
      const res = await upload(t, admin, part);
      expect(res.statusCode, part.filename).toBe(415);
      expect(errorBody(res).message).toMatch(/PNG, JPEG, WebP or SVG.*MP4 or WebM/);
    }
    expect(
      readdirSync(uploadsDir).filter((f) => !/\.(png|jpg|webp|svg|mp4|webm)$/.test(f)),
    ).toEqual([]);
  });

  it('limits images to 5 MB and videos to 50 MB (413)', async () => {
    // Random pixels do not compress: a real PNG over 6 MB.
    const noise = Buffer.alloc(1500 * 1400 * 3);
    for (let i = 0; i < noise.length; i += 4)
      noise.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, i);
    const big = await sharp(noise, { raw: { width: 1500, height: 1400, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024);
    const res = await upload(t, admin, { bytes: big, filename: 'big.png' });
    expect(res.statusCode).toBe(413);
    expect(errorBody(res).message).toBe('Image is larger than 5 MB');

    const bigSvg = `<svg xmlns="http://www.w3.org/2000/svg"><!--${'x'.repeat(5.5 * 1024 * 1024)}--><rect width="1" height="1"/></svg>`;
    const svgRes = await upload(t, admin, { bytes: bigSvg, filename: 'big.svg' });
    expect(svgRes.statusCode).toBe(413);
    expect(errorBody(svgRes).message).toBe('SVG is larger than 5 MB');

    // A video may be larger than 5 MB.
    const video = Buffer.concat([asset('about/about-loop.mp4'), Buffer.alloc(6 * 1024 * 1024)]);
    const ok = await upload(t, admin, { bytes: video, filename: 'long.mp4' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ kind: 'video', size: video.length });
  });

  it('answers 413 above the 50 MB multipart limit', async () => {
    const huge = Buffer.concat([asset('about/about-loop.mp4'), Buffer.alloc(50 * 1024 * 1024)]);
    const res = await upload(t, admin, { bytes: huge, filename: 'huge.mp4' });
    expect(res.statusCode).toBe(413);
    expect(errorBody(res).message).toBe('File is larger than 50 MB');
  });

  it('answers 400 without a file', async () => {
    const onlyField = await multipart([], { title: 'no file' });
    const none = await admin.request({ method: 'POST', url: '/api/admin/uploads', ...onlyField });
    expect(none.statusCode).toBe(400);
    expect(errorBody(none).message).toMatch(/No file/);

    const otherField = await upload(t, admin, { bytes: await png(), field: 'image' });
    expect(otherField.statusCode).toBe(400);

    const empty = await upload(t, admin, { bytes: Buffer.alloc(0), filename: 'empty.png' });
    expect(empty.statusCode).toBe(400);
    expect(errorBody(empty).message).toBe('The file is empty');

    const json = await admin.post('/api/admin/uploads', { file: 'x' });
    expect(json.statusCode).toBe(400);
    errorBody(json);

    const broken = await admin.request({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: 'garbage without any boundary',
    });
    expect(broken.statusCode).toBe(400);
    errorBody(broken);
  });

  it('answers 404 JSON to invalid names and missing files', async () => {
    const hex = 'a'.repeat(64);
    for (const url of [
      '/uploads/foo',
      '/uploads/foo.png',
      `/uploads/${hex}.exe`,
      `/uploads/${hex.toUpperCase()}.png`,
      `/uploads/${hex}.png`,
      '/uploads/..%2F..%2Fpackage.json',
      '/uploads/%2e%2e',
      '/uploads/',
      '/uploads/a/b',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      errorBody(res);
    }
  });
});

describe('uploads next to the web app', () => {
  it("the web app's pages (its 404 page) never answer /uploads/*", async () => {
    const uploadsDir = mkdtempSync(join(tmpdir(), 'forma-uploads-test-'));
    const t = await createTestApp('pglite', { webDist: WEB_DIST, uploadsDir });
    try {
      const deepLink = await t.app.inject({
        method: 'GET',
        url: '/auth',
        headers: { accept: 'text/html' },
      });
      expect(deepLink.headers['content-type']).toMatch(/text\/html/);
      for (const url of ['/uploads/missing', '/uploads/a/b', `/uploads/${'b'.repeat(64)}.svg`]) {
        const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(res.statusCode, url).toBe(404);
        errorBody(res);
      }
    } finally {
      await t.close();
      rmSync(uploadsDir, { recursive: true, force: true });
    }
  });
});
