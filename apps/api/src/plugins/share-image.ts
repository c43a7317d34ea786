import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { PUBLIC_READ_TABLES } from '@forma/api';
import { getContent, type DB } from '@forma/db';
import { seoContent, seoDefaults } from '@forma/validators';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { storageNameOf } from '../storage';

/** Size of the link-preview image, px: Open Graph's and Twitter's summary_large_image (1.91:1). */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
/** Where the crop is served. */
export const SHARE_IMAGE_PATH = '/share-image.jpg';
/** Cache-Control of the crop: crawlers and CDNs may keep it an hour (`?v=` changes with the source). */
export const SHARE_IMAGE_CACHE_CONTROL = 'public, max-age=3600';
/** Cache-Control of a fallback served because the source could not be read just now (a storage error). */
const TRANSIENT_CACHE_CONTROL = 'public, max-age=60';

/** Largest source file read from the built web app, bytes (uploads are capped at 5 MB already). */
const MAX_SOURCE_BYTES = 20 * 1024 * 1024;
/** Image files the built web app's public folder may supply. */
const IMAGE_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif', '.svg']);
/** Background behind transparent pixels (JPEG has no alpha): the site's ink colour. */
const INK = '#07070c';

/** The last resort when neither the source nor the built-in image can be read: the brand gradient. */
const GENERATED_FALLBACK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e1033"/><stop offset="0.55" stop-color="${INK}"/><stop offset="1" stop-color="#3b0a2a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;

/** The image source the stored block asks for: its `shareImage`, or the built-in one when empty. */
function sourceOf(seo: { shareImage?: string | undefined }): string {
  const stored = typeof seo.shareImage === 'string' ? seo.shareImage.trim() : '';
  return stored || seoDefaults.shareImage;
}

/**
 * The absolute address of the link-preview image for the landing document's og:image and
 * twitter:image (issue 18 item 6): `${publicUrl}/share-image.jpg?v=<hash>`, where the hash is
 * the first 12 hex digits of the SHA-256 of the source (`seo.shareImage`, or the built-in image
 * when empty), so a new image gets a new address and no crawler keeps the old crop. `publicUrl`
 * is PUBLIC_URL (a trailing slash is dropped). Pure; never throws.
 */
export function shareImageUrl(publicUrl: string, seo: { shareImage: string }): string {
  const version = createHash('sha256').update(sourceOf(seo)).digest('hex').slice(0, 12);
  return `${publicUrl.replace(/\/+$/, '')}${SHARE_IMAGE_PATH}?v=${version}`;
}

/** The 1200x630 JPEG crop of image bytes (auto-rotated, sRGB, centred cover crop, no metadata). */
export async function cropShareImage(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { failOn: 'error' })
    .rotate()
    .resize(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT, { fit: 'cover', position: 'centre' })
    .flatten({ background: INK })
    .toColourspace('srgb')
    .jpeg({ quality: 82, progressive: true, mozjpeg: true })
    .toBuffer();
}

/** What reading a source gave: its bytes, nothing (missing or not allowed), or a transient error. */
type SourceBytes = { bytes: Buffer } | { missing: true } | { failed: unknown };

/** One rendered crop, kept per source. */
interface Rendered {
  body: Buffer;
  etag: string;
  /** A fallback served because the source could not be read just now: not kept, short cache. */
  transient: boolean;
}

/** True when an If-None-Match header names `etag` (or is `*`). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * `GET /share-image.jpg` (and HEAD; issue 18 item 6): the link-preview image of the landing page,
 * a 1200x630 JPEG cover crop (centred, like the console's preview) of the stored `seo.shareImage`
 * merged over `seoDefaults`. The source is an upload (`/uploads/<name>`, read from `app.storage`)
 * or a public file of the web app (`/assets/...` under `publicFiles`). An external http(s) URL is never
 * fetched; it, a missing or unreadable file, or one sharp cannot decode gives the built-in image,
 * and when that cannot be read either (no `publicFiles`) a generated brand gradient. The crop is kept
 * in memory for its source until the source changes; answers carry `Cache-Control: public,
 * max-age=3600`, a strong ETag (304 on If-None-Match) and `Cross-Origin-Resource-Policy:
 * cross-origin` (other sites show it). The query string (`?v=`) is ignored.
 * Database errors propagate to the error handler (503).
 */
export async function registerShareImage(
  app: FastifyInstance,
  { db, publicFiles }: { db: DB; publicFiles: string | null },
): Promise<void> {
  const root = publicFiles ? resolve(publicFiles) : null;

  /** The stored block's image source (read through the public cache when it is live). */
  async function currentSource(): Promise<string> {
    const stored = await app.publicCache.read(
      'share-image:seo',
      PUBLIC_READ_TABLES.content,
      async () => (await getContent(db, 'seo'))?.content ?? null,
    );
    const parsed = seoContent.safeParse(stored ?? {});
    return sourceOf(parsed.success ? parsed.data : {});
  }

  async function readSource(source: string): Promise<SourceBytes> {
    const upload = storageNameOf(source);
    if (upload) {
      try {
        const file = await app.storage.get(upload);
        return file ? { bytes: file.body } : { missing: true };
      } catch (failed) {
        return { failed };
      }
    }
    // External addresses are never fetched (no requests to third parties on a crawler's behalf).
    if (!source.startsWith('/') || source.startsWith('//') || !root) return { missing: true };
    let path: string;
    try {
      path = decodeURIComponent(source.split(/[?#]/, 1)[0]!);
    } catch {
      return { missing: true };
    }
    const file = resolve(root, `.${path}`);
    if (!file.startsWith(root + sep) || !IMAGE_EXTENSIONS.has(extname(file).toLowerCase()))
      return { missing: true };
    try {
      const info = await stat(file);
      if (!info.isFile() || info.size > MAX_SOURCE_BYTES) return { missing: true };
      return { bytes: await readFile(file) };
    } catch {
      return { missing: true };
    }
  }

  /** The crop of `source`, else of the built-in image, else the generated gradient. */
  async function render(source: string): Promise<Rendered> {
    let transient = false;
    for (const candidate of [...new Set([source, seoDefaults.shareImage])]) {
      const read = await readSource(candidate);
      if ('failed' in read) {
        transient = true;
        app.log.warn(
          { source: candidate, reason: (read.failed as Error).message },
          'share image: source unreadable',
        );
        continue;
      }
      if ('missing' in read) continue;
      try {
        return finish(await cropShareImage(read.bytes), transient);
      } catch (err) {
        app.log.warn(
          { source: candidate, reason: (err as Error).message },
          'share image: not an image',
        );
      }
    }
    return finish(await cropShareImage(Buffer.from(GENERATED_FALLBACK_SVG)), transient);
  }

  const finish = (body: Buffer, transient: boolean): Rendered => ({
    body,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    transient,
  });

  // One crop at a time is kept: the current source's (concurrent requests share its rendering).
  let kept: { source: string; rendered: Promise<Rendered> } | null = null;

  async function cropOf(source: string): Promise<Rendered> {
    if (kept?.source !== source) {
      const entry = { source, rendered: render(source) };
      kept = entry;
      entry.rendered.then(
        (rendered) => {
          if (rendered.transient && kept === entry) kept = null;
        },
        () => {
          if (kept === entry) kept = null;
        },
      );
    }
    return kept.rendered;
  }

  app.get(SHARE_IMAGE_PATH, async (request, reply) => {
    const image = await cropOf(await currentSource());
    reply
      .header('content-type', 'image/jpeg')
      .header(
        'cache-control',
        image.transient ? TRANSIENT_CACHE_CONTROL : SHARE_IMAGE_CACHE_CONTROL,
      )
      .header('etag', image.etag)
      .header('x-content-type-options', 'nosniff')
      // Made to be shown by other sites (link previews): not limited to this origin like the rest.
      .header('cross-origin-resource-policy', 'cross-origin');
    if (matchesEtag(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
    return reply.send(image.body);
  });
}
