import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { getContent, type DB, type PublicChanges } from '@forma/db';
import { renderLandingDocument } from './render';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One rendered landing document in each encoding the server sends. */
export interface LandingDocument {
  /** Weak ETag of this version (template and stored hero block), the same on every instance. */
  etag: string;
  identity: Buffer;
  /** Brotli: a fast quality at first, the best one as soon as it is ready (same content). */
  br: Buffer;
  gzip: Buffer;
}

export interface LandingDocumentsOptions {
  db: DB;
  /** The built landing document with its marked hero slots (apps/web dist/index.html). */
  template: string;
  /**
   * The database's change feed: while it is live, the document is kept until it reports a change
   * of `site_content` (no polling). Without it, or while it is down, the fallback below applies.
   */
  changes?: PublicChanges | undefined;
  /**
   * Longest time between two version checks against the database without a live change feed (or
   * after a failed check), ms; default 1000.
   */
  throttleMs?: number;
  /** Longest wait for a version check before the cached document is served, ms; default 750. */
  timeoutMs?: number;
  /** Warnings (the database is unreachable: the last document is served). */
  onError?: (err: unknown) => void;
}

/** The landing documents of one instance (see {@link createLandingDocuments}). */
export interface LandingDocuments {
  /** The current document: checks the stored hero block first when the last check is too old. */
  current(): Promise<LandingDocument>;
  /** Makes the next `current()` check the database at once (a write went through this instance). */
  invalidate(): void;
  /** Stops following the change feed. */
  close(): void;
}

/** Resolves like `promise`, or rejects after `ms`. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('base64url');

const brotliOptions = (quality: number, size: number) => ({
  params: {
    [zlib.BROTLI_PARAM_QUALITY]: quality,
    [zlib.BROTLI_PARAM_SIZE_HINT]: size,
    [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
  },
});

/**
 * The document of `html` in every encoding, compressed off the event loop: brotli at a fast
 * quality first (tens of ms for the landing document), so the first request of a new version does
 * not wait for the best one (most of a second), which then replaces it in the background.
 */
async function encode(html: string, etag: string): Promise<LandingDocument> {
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(identity, brotliOptions(5, identity.length)),
    gzipAsync(identity, { level: 9 }),
  ]);
  const doc: LandingDocument = { etag, identity, br, gzip: gz };
  void brotli(identity, brotliOptions(11, identity.length)).then(
    (best) => {
      doc.br = best;
    },
    () => {}, // keep the fast one
  );
  return doc;
}

/**
 * The landing document (`/`) with the stored hero block rendered in (render.ts), cached in memory
 * per version of that block with its br/gzip variants, compressed once per version.
 *
 * Freshness across instances (DESIGN.md: every cache is shared-nothing, invalidated through the
 * database): the version is the stored block itself (a hash of the `site_content` row `hero`).
 * While the change feed (`changes`) is live, it is read again only after a change of
 * `site_content` on any instance (a save, a history or snapshot restore, any SQL) or a reconnect
 * of the feed; without a live feed, at most once per `throttleMs`, so such a write shows within
 * that window. `invalidate()` (a write through this instance) makes the next request check at once. Requests during a check wait
 * for that one check. When the database does not answer (error, or no answer within `timeoutMs`),
 * the last document is served, or the built texts when there is none yet: never an error.
 */
export function createLandingDocuments(options: LandingDocumentsOptions): LandingDocuments {
  const throttleMs = options.throttleMs ?? 1000;
  const timeoutMs = options.timeoutMs ?? 750;
  const templateHash = sha1(options.template).slice(0, 10);
  let doc: LandingDocument | null = null;
  /** Version of `doc`: the hash of the stored block, or null for the fallback document. */
  let version: string | null = null;
  let checkedAt = 0;
  /** The last check failed: check again after `throttleMs` even with a live feed. */
  let failed = false;
  let generation = 0;
  let inflight: Promise<LandingDocument> | null = null;

  const render = (stored: Record<string, unknown> | null, key: string) =>
    encode(renderLandingDocument(options.template, stored), `W/"${templateHash}-${key}"`);

  async function refresh(): Promise<LandingDocument> {
    const startedGeneration = generation;
    const startedAt = Date.now();
    try {
      const row = await withTimeout(getContent(options.db, 'hero'), timeoutMs);
      const stored = (row?.content as Record<string, unknown> | undefined) ?? null;
      const key = sha1(JSON.stringify(stored)).slice(0, 16);
      if (!doc || version !== key) {
        doc = await render(stored, key);
        version = key;
      }
      failed = false;
    } catch (err) {
      options.onError?.(err);
      failed = true;
      doc ??= await render(null, 'built');
    }
    // A write through this instance while the check ran: the next request checks again.
    checkedAt = startedGeneration === generation ? startedAt : 0;
    return doc;
  }

  const fresh = () =>
    doc !== null &&
    checkedAt > 0 &&
    ((options.changes?.live === true && !failed) || Date.now() - checkedAt < throttleMs);
  const check = () => (inflight ??= refresh().finally(() => (inflight = null)));
  const invalidate = () => {
    generation++;
    checkedAt = 0;
  };
  const unsubscribe =
    options.changes?.subscribe((change) => {
      if (change.kind !== 'changed' || change.tables.includes('site_content')) invalidate();
    }) ?? (() => {});

  return {
    async current() {
      if (fresh()) return doc!;
      const first = await check();
      // Invalidated while that check ran (it may have read the state before the write): again.
      return fresh() ? first : check();
    },
    invalidate,
    close: unsubscribe,
  };
}
