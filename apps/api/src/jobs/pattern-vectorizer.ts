import { createHash } from 'node:crypto';
import { InvalidSvgError, sanitizeSvg } from '@forma/api';
import { claimPatternJob, settlePatternJob, type DB, type PatternClaim } from '@forma/db';
import { LIMITS } from '@forma/validators';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { storageNameOf, type Storage } from '../storage/types';
import { startPollingWorker, type PollingWorker } from './polling-worker';
import { sharedTracePool, type TracePool } from './trace-pool';

/**
 * The pattern vectorizer (SPEC 3 patterns; DESIGN.md "Background work"): traces the PNG of each
 * 'pending' pattern into a sanitized SVG. Its queue is the patterns table (see `claimPatternJob`
 * of @forma/db), so a restart or another instance picks the work up.
 */

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** Longest side of the bitmap that is traced, px (larger PNGs are scaled down). */
export const TRACE_MAX_SIDE = 1024;
/** Claims a pattern gets before it fails for good. */
export const MAX_ATTEMPTS = 3;
/** A 'processing' claim older than this belongs to a crashed worker, ms. */
export const STALE_MS = 5 * 60_000;
/** Default time between two polls, ms. */
export const DEFAULT_POLL_MS = 5000;
/** Largest decoded PNG accepted, pixels (a decompression bomb is refused, not decoded). */
const MAX_INPUT_PIXELS = 50_000_000;

/** A failure that retrying cannot fix; its message is shown to the admin as is. */
export class VectorizeError extends Error {
  override name = 'VectorizeError';
}

export interface VectorizerDeps {
  db: DB;
  storage: Storage;
  log: Log;
  /** Where potrace runs; default the process's pool of worker threads (trace-pool.ts). */
  tracePool?: TracePool;
}

/** What one step did: the pattern it worked on and the status it left, or null for no work. */
export type VectorizeOutcome = { id: number; status: 'ready' | 'failed' | 'pending' } | null;

/**
 * The PNG bytes a pattern names: `pngUrl` must be an uploaded file (`/uploads/<sha256>.<ext>`),
 * read through `storage`. Throws VectorizeError when there is no PNG, when it is not an upload,
 * or when the file is missing; storage errors propagate (they are worth a retry).
 */
async function loadPng(storage: Storage, pngUrl: string): Promise<Buffer> {
  if (!pngUrl) throw new VectorizeError('No PNG to vectorize');
  const name = storageNameOf(pngUrl);
  if (!name || name.endsWith('.svg') || name.endsWith('.mp4') || name.endsWith('.webm'))
    throw new VectorizeError('Only an uploaded PNG can be vectorized: upload the PNG again');
  const file = await storage.get(name);
  if (!file) throw new VectorizeError('The PNG file is missing: upload it again');
  return file.body;
}

/**
 * Traces an image (PNG, also JPEG or WebP) into a sanitized SVG: transparency flattened onto
 * white, scaled down to TRACE_MAX_SIDE px, grayscale (sharp, on libvips' threads), then potrace
 * in a worker thread of `pool` (dark shapes become black paths; the main thread keeps serving
 * requests meanwhile) and `sanitizeSvg`. Returns the SVG text. Throws VectorizeError 'The PNG could not be
 * read' for undecodable input, and a VectorizeError when nothing dark is found or the SVG is
 * larger than the SVG limit of patterns (LIMITS.svg characters).
 */
export async function traceImage(
  image: Buffer,
  pool: TracePool = sharedTracePool(),
): Promise<string> {
  let bitmap: Buffer;
  try {
    bitmap = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
      .flatten({ background: '#ffffff' })
      .resize({
        width: TRACE_MAX_SIDE,
        height: TRACE_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .grayscale()
      .png()
      .toBuffer();
  } catch {
    throw new VectorizeError('The PNG could not be read');
  }
  const traced = await pool.trace(bitmap).catch(() => {
    throw new VectorizeError('The PNG could not be read');
  });
  let svg: string;
  try {
    svg = sanitizeSvg(traced);
  } catch (err) {
    if (err instanceof InvalidSvgError)
      throw new VectorizeError('Nothing to trace: the PNG has no dark shapes on a light ground');
    throw err;
  }
  if (svg.length > LIMITS.svg)
    throw new VectorizeError(
      `The traced SVG is too detailed (over ${LIMITS.svg / 1000} KB): use a simpler or smaller PNG`,
    );
  return svg;
}

/** Traces a claimed pattern and stores the SVG as an upload; returns the values to settle. */
async function vectorize(deps: VectorizerDeps, claim: PatternClaim) {
  const svg = await traceImage(await loadPng(deps.storage, claim.pngUrl), deps.tracePool);
  const name = `${createHash('sha256').update(svg).digest('hex')}.svg`;
  await deps.storage.put(name, Buffer.from(svg), 'image/svg+xml');
  return {
    status: 'ready' as const,
    svgContent: svg,
    svgUrl: deps.storage.url(name),
    isVectorized: true,
    statusMessage: '',
  };
}

/**
 * One step of the vectorizer: claims the next pattern (see `claimPatternJob`), traces its PNG and
 * settles it: 'ready' with `svgContent`, `svgUrl` (the SVG stored as an upload) and
 * `isVectorized`; or 'failed' with a human `statusMessage` ('No PNG to vectorize', 'The PNG could
 * not be read', ...). An unexpected error (storage or database trouble) puts it back to
 * 'pending' until MAX_ATTEMPTS claims were made, then 'failed'. Returns what it did, or null when
 * there was nothing to do. Database errors of the claim propagate.
 */
export async function vectorizeNextPattern(
  deps: VectorizerDeps,
  options: { staleMs?: number; maxAttempts?: number } = {},
): Promise<VectorizeOutcome> {
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
  const claim = await claimPatternJob(deps.db, {
    staleMs: options.staleMs ?? STALE_MS,
    maxAttempts,
  });
  if (!claim) return null;
  const started = Date.now();
  let values;
  try {
    values = await vectorize(deps, claim);
  } catch (err) {
    if (err instanceof VectorizeError)
      values = { status: 'failed' as const, statusMessage: err.message };
    else {
      deps.log.error({ err, patternId: claim.id }, 'vectorizing a pattern failed');
      values =
        claim.attempts < maxAttempts
          ? { status: 'pending' as const, statusMessage: 'Vectorizing failed; it will be retried' }
          : {
              status: 'failed' as const,
              statusMessage: `Vectorizing failed ${maxAttempts} times. Try again later.`,
            };
    }
  }
  const row = await settlePatternJob(deps.db, claim, values);
  if (!row) {
    deps.log.info({ patternId: claim.id }, 'pattern changed while vectorizing: result dropped');
    return { id: claim.id, status: 'pending' };
  }
  deps.log.info(
    { patternId: claim.id, status: values.status, ms: Date.now() - started },
    'pattern vectorizing done',
  );
  return { id: claim.id, status: values.status };
}

/** The running vectorizer: `kick()` runs a pass now; `stop()` resolves once the current pattern is settled. */
export type PatternVectorizer = PollingWorker;

/**
 * Starts the vectorizer of this process: a pass at once, then one every `pollMs` ms (default
 * 5 s; the timer does not keep the process alive) and whenever `kick()` is called. A pass works
 * until no pattern is left to claim; an unexpected failure ends the pass (the next poll retries).
 * Errors are logged, never thrown. Returns `{ kick, stop }`.
 */
export function startPatternVectorizer(
  deps: VectorizerDeps & { pollMs?: number; staleMs?: number; maxAttempts?: number },
): PatternVectorizer {
  return startPollingWorker({
    name: 'pattern vectorizer',
    step: async () => {
      const outcome = await vectorizeNextPattern(deps, deps);
      // Nothing to do, or a transient failure: wait for the next poll or kick.
      return outcome !== null && outcome !== undefined && outcome.status !== 'pending';
    },
    pollMs: deps.pollMs ?? DEFAULT_POLL_MS,
    log: deps.log,
  });
}
