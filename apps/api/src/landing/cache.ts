import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { PublicChanges } from '@forma/db';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One rendered landing document in each encoding the server sends. */
export interface LandingDocument {
  /** Weak ETag of this version (template and stored content), the same on every instance. */
  /** The HTML, for per-request variants (a signed-in visitor's user script). */
  html: string;
  etag: string;
  identity: Buffer;
  /** Brotli: a fast quality at first, the best one as soon as it is ready (same content). */
  br: Buffer;
  gzip: Buffer;
}

/** One reading of what the landing document shows. */
export interface LandingSnapshot {
  /** Identifies the content read (a hash of it): the same content gives the same key everywhere. */
  key: string;
  /** The document for this content (rendered only when the key is new). */
  render(): Promise<string>;
}

export interface LandingDocumentsOptions {
  /** Reads the stored content the page shows; throws when the database does not answer. */
  read(): Promise<LandingSnapshot>;
  /** The document with the built-in texts, for when nothing could be read yet. */
  fallback(): Promise<string>;
  /** Identifies the build the documents come from (part of every ETag). */
  buildKey: string;
  /**
   * The database's change feed: while it is live, the document is kept until it reports a change
   * of the public tables (no polling). Without it, or while it is down, the fallback below applies.
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
  /** The current document: reads the stored content first when the last check is too old. */
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
export async function encode(html: string, etag: string): Promise<LandingDocument> {
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(identity, brotliOptions(5, identity.length)),
    gzipAsync(identity, { level: 9 }),
  ]);
  const doc: LandingDocument = { etag, html, identity, br, gzip: gz };
  void brotli(identity, brotliOptions(11, identity.length)).then(
    (best) => {
      doc.br = best;
    },
    () => {}, // keep the fast one
  );
  return doc;
}

/**
 * The landing document (`/`) rendered from the stored content (document.ts), cached in memory
 * per version of that content with its br/gzip variants, compressed once per version.
 *
 * Freshness across instances (DESIGN.md: every cache is shared-nothing, invalidated through the
 * database): the version is the content itself (`read()`'s key, a hash of what it read).
 * While the change feed (`changes`) is live, it is read again only after a change of a public
 * table on any instance (a save, a history or snapshot restore, any SQL) or a reconnect
 * of the feed; without a live feed, at most once per `throttleMs`, so such a write shows within
 * that window. `invalidate()` (a write through this instance) makes the next request check at once. Requests during a check wait
 * for that one check. When the database does not answer (error, or no answer within `timeoutMs`),
 * the last document is served, or the built texts when there is none yet: never an error.
 */
export function createLandingDocuments(options: LandingDocumentsOptions): LandingDocuments {
  const throttleMs = options.throttleMs ?? 1000;
  const timeoutMs = options.timeoutMs ?? 750;
  const buildKey = sha1(options.buildKey).slice(0, 10);
  let doc: LandingDocument | null = null;
  /** Version of `doc`: the key of the content read, or null for the fallback document. */
  let version: string | null = null;
  let checkedAt = 0;
  /** The last check failed: check again after `throttleMs` even with a live feed. */
  let failed = false;
  let generation = 0;
  let inflight: Promise<LandingDocument> | null = null;

  const etagOf = (key: string) => `W/"${buildKey}-${key}"`;

  async function refresh(): Promise<LandingDocument> {
    const startedGeneration = generation;
    const startedAt = Date.now();
    try {
      const snapshot = await withTimeout(options.read(), timeoutMs);
      if (!doc || version !== snapshot.key) {
        doc = await encode(await snapshot.render(), etagOf(snapshot.key));
        version = snapshot.key;
      }
      failed = false;
    } catch (err) {
      options.onError?.(err);
      failed = true;
      doc ??= await encode(await options.fallback(), etagOf('built'));
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
    // Every public table is on the page (content, settings, designers, works, testimonials, clients).
    options.changes?.subscribe(() => invalidate()) ?? (() => {});

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
