import { claimVariantJob, settleVariantJob, type DB, type UploadVariant } from '@forma/db';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Storage } from '../storage/types';
import { startPollingWorker, type PollingWorker } from './polling-worker';

/**
 * Image variants (issue 19 item 1): for every uploaded photo (PNG, JPEG, WebP; not SVG, not
 * video), AVIF and WebP copies at each of VARIANT_WIDTHS no wider than the master, and a tiny
 * blurred WebP placeholder, stored beside the master on the same storage driver (local or S3)
 * as `<sha256>-<width>w.<format>`. Its queue is the uploads table (`claimVariantJob`), so a
 * restart or another instance picks up what is due; the worker's first pass at start-up makes
 * them for every upload that has none.
 */

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** Widths of the variants, px (only those no larger than the master are made). */
export const VARIANT_WIDTHS = [160, 320, 640, 960, 1280, 1920] as const;
/** Formats of the variants, best first (the `<picture>` lists them in this order). */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
/** Width of the placeholder, px (blurred; shown scaled up until the image loads). */
export const PLACEHOLDER_WIDTH = 16;
/** Claims an upload gets before it fails for good. */
export const MAX_ATTEMPTS = 3;
/** A claim older than this belongs to a crashed worker, ms. */
export const STALE_MS = 5 * 60_000;
/** Default time between two polls, ms. */
export const DEFAULT_POLL_MS = 10_000;
/** Largest decoded image accepted, pixels (as the upload check, storage/upload-files.ts). */
const MAX_INPUT_PIXELS = 60_000_000;

/** A failure that retrying cannot fix (a missing or undecodable master). */
class VariantError extends Error {
  override name = 'VariantError';
}

/** The widths to make for a master `width` px wide: VARIANT_WIDTHS up to it, else the width. */
export function variantWidths(width: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w <= width);
  return widths.length > 0 ? widths : [width];
}

/** The storage name of a variant of `master` (`<sha256>.<ext>`). */
export const variantName = (master: string, width: number, format: string) =>
  `${master.slice(0, master.indexOf('.'))}-${width}w.${format}`;

/**
 * Makes and stores the variants and placeholder of the master image `bytes` stored as `name`.
 * Returns what to record; throws VariantError when the bytes are not an image sharp can read.
 */
export async function makeVariants(storage: Storage, name: string, bytes: Buffer) {
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
  const meta = await image.metadata().catch((err: unknown) => {
    throw new VariantError(`not a readable image: ${(err as Error).message}`);
  });
  if (!meta.width || !meta.height) throw new VariantError('the image has no size');
  const variants: UploadVariant[] = [];
  for (const width of variantWidths(meta.width))
    for (const format of VARIANT_FORMATS) {
      const resized = image.clone().resize({ width, withoutEnlargement: true });
      const out = await (
        format === 'avif'
          ? resized.avif({ quality: 50, effort: 2 })
          : resized.webp({ quality: 72, effort: 4 })
      ).toBuffer();
      const variant = variantName(name, width, format);
      await storage.put(variant, out, `image/${format}`);
      variants.push({ name: variant, width, format, bytes: out.length });
    }
  const tiny = await image
    .clone()
    .resize({ width: PLACEHOLDER_WIDTH })
    .blur(1)
    .webp({ quality: 40 })
    .toBuffer();
  return {
    width: meta.width,
    height: meta.height,
    bytes: bytes.length,
    variants,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
  };
}

export interface ImageVariantDeps {
  db: DB;
  storage: Storage;
  log: Log;
}

/**
 * One step of the worker: claims the next due upload and makes its variants. Returns the id and
 * outcome, or null when nothing is due. A missing or unreadable master fails for good (with its
 * reason on the row); a storage error is retried up to MAX_ATTEMPTS.
 */
export async function variantStep(
  deps: ImageVariantDeps,
): Promise<{ id: number; outcome: 'made' | 'failed' | 'retry' } | null> {
  const job = await claimVariantJob(deps.db, { staleMs: STALE_MS, maxAttempts: MAX_ATTEMPTS });
  if (!job) return null;
  try {
    const file = await deps.storage.get(job.name);
    if (!file) throw new VariantError('the file is missing from storage');
    const started = performance.now();
    const made = await makeVariants(deps.storage, job.name, file.body);
    await settleVariantJob(deps.db, job.id, { made });
    deps.log.info(
      {
        upload: job.name,
        variants: made.variants.length,
        ms: Math.round(performance.now() - started),
      },
      'image variants made',
    );
    return { id: job.id, outcome: 'made' };
  } catch (err) {
    const final = err instanceof VariantError || job.attempts >= MAX_ATTEMPTS;
    const message = err instanceof Error ? err.message : String(err);
    await settleVariantJob(deps.db, job.id, { error: message, final });
    deps.log.warn({ err, upload: job.name, final }, 'image variants failed');
    return { id: job.id, outcome: final ? 'failed' : 'retry' };
  }
}

/**
 * Starts the worker: a pass at once (the start-up pass: every upload without variants), then one
 * every `pollMs` and on `kick()` (after an upload). Stop it on shutdown.
 */
export function startImageVariants(deps: ImageVariantDeps & { pollMs?: number }): PollingWorker {
  return startPollingWorker({
    name: 'image variants',
    // A failed upload does not hold up the others; a retry waits for the next poll.
    step: async () => {
      const done = await variantStep(deps);
      return done !== null && done.outcome !== 'retry';
    },
    pollMs: deps.pollMs ?? DEFAULT_POLL_MS,
    log: deps.log,
  });
}
