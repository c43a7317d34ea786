import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { PublicChanges } from '@forma/db';
import { LRUCache } from 'lru-cache';
import { inlineScriptHashes } from './script-hashes';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One page's HTML in each encoding the server sends, and its ETag. */
export interface EncodedPage {
  /** Weak ETag of the HTML, the same on every instance. */
  etag: string;
  html: string;
  identity: Buffer;
  /** Brotli: a fast quality at first, the best one as soon as it is ready (same content). */
  br: Buffer;
  gzip: Buffer;
}

const brotliOptions = (quality: number, size: number) => ({
  params: {
    [zlib.BROTLI_PARAM_QUALITY]: quality,
    [zlib.BROTLI_PARAM_SIZE_HINT]: size,
    [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
  },
});

/**
 * `html` in every encoding, compressed off the event loop, once: brotli at a fast quality first
 * (so the first request of a new version does not wait for the best one), replaced by the best
 * quality in the background; gzip at level 9.
 */
async function encode(html: string, etag: string): Promise<EncodedPage> {
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(identity, brotliOptions(5, identity.length)),
    gzipAsync(identity, { level: 9 }),
  ]);
  const page: EncodedPage = { etag, html, identity, br, gzip: gz };
  void brotli(identity, brotliOptions(11, identity.length)).then(
    (best) => {
      page.br = best;
    },
    () => {}, // keep the fast one
  );
  return page;
}

/** A page Start rendered, as it is kept and sent: status, encodings, ETag and script hashes. */
export interface RenderedPage extends EncodedPage {
  status: number;
  /** CSP sources of the page's inline scripts (script-hashes.ts), computed once per page. */
  scriptHashes: string[];
}

/** Options of {@link createPageCache}. */
export interface PageCacheOptions {
  /** The change feed: while it is live, pages are kept until it reports a change of public data. */
  changes: PublicChanges | undefined;
  /** Longest time a page is kept without a live feed, ms; default 1000. */
  ttlMs?: number;
  /** Most pages kept (the least recently used go first); default 500. */
  max?: number;
}

/** The server-rendered public pages of one instance, by address (see {@link createPageCache}). */
export interface PageCache {
  /**
   * The page kept for `key`, or the one `render()` gives (kept when its status is 200, 400 or 404),
   * encoded in br and gzip once, with a weak ETag of its HTML. Renders of one key are shared.
   */
  get(key: string, render: () => Promise<{ status: number; html: string }>): Promise<RenderedPage>;
  /** Stops following the change feed. */
  close(): void;
}

/**
 * Start writes the time each route match was loaded into the page's router state (`u:` and the
 * epoch ms); the rest of the page is the same for the same content.
 */
const MATCH_LOAD_TIME = /\bu:\d{13}\b/g;

/** `html` with every match load time (MATCH_LOAD_TIME) set to 0: equal for equal content. */
export const withoutLoadTimes = (html: string) => html.replace(MATCH_LOAD_TIME, 'u:0');

/**
 * The weak ETag of a page: a hash of its HTML without the match load times (MATCH_LOAD_TIME), so
 * every instance gives the same content the same ETag (a 304 from any of them behind a load
 * balancer) and a change of the content a new one.
 */
export const pageEtag = (html: string) =>
  `W/"${createHash('sha1').update(withoutLoadTimes(html)).digest('base64url').slice(0, 20)}"`;

/**
 * `html` (Start's answer with `status`) as it is sent: compressed in br and gzip once (the best
 * brotli replaces a fast one in the background), with its weak ETag (pageEtag) and the CSP
 * hashes of its inline scripts.
 */
export async function renderedPage(status: number, html: string): Promise<RenderedPage> {
  const etag = pageEtag(html);
  // The same object encode() upgrades to its best brotli in the background.
  return Object.assign(await encode(html, etag), {
    status,
    scriptHashes: inlineScriptHashes(html),
  });
}

/** Statuses whose page is the same for every visitor until the data changes. */
const KEPT_STATUSES = new Set([200, 400, 404]);

/**
 * The one in-process cache of the pages TanStack Start renders (issue 38 item 5): shared-nothing
 * (DESIGN.md), emptied only when the database's change feed reports a change of public data on
 * any instance (never because of a request's method or status); without a live feed a page is
 * kept at most `ttlMs`. Each page is compressed once, not per request. A render that answers 5xx
 * (the database is down) gives the last page of its address instead, when there is one.
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  const pages = new LRUCache<string, { page: RenderedPage; at: number }>({
    max: options.max ?? 500,
  });
  const ttlMs = options.ttlMs ?? 1000;
  const inflight = new Map<string, Promise<RenderedPage>>();
  let generation = 0;
  const unsubscribe =
    options.changes?.subscribe(() => {
      generation++;
      pages.clear();
    }) ?? (() => {});
  const fresh = (at: number) => options.changes?.live === true || Date.now() - at < ttlMs;

  return {
    async get(key, render) {
      const kept = pages.get(key);
      if (kept && fresh(kept.at)) return kept.page;
      const running = inflight.get(key);
      if (running) return running;
      const started = generation;
      const at = Date.now();
      const job = (async () => {
        const { status, html } = await render();
        // The database did not answer: the last page of this address, if there is one, rather
        // than the built-in texts.
        if (status >= 500 && kept) return kept.page;
        const page = await renderedPage(status, html);
        if (started === generation && KEPT_STATUSES.has(status)) pages.set(key, { page, at });
        return page;
      })().finally(() => inflight.delete(key));
      inflight.set(key, job);
      return job;
    },
    close: unsubscribe,
  };
}
