import { createHash } from 'node:crypto';
import type { PublicChanges } from '@forma/db';
import { LRUCache } from 'lru-cache';
import { encode, type LandingDocument } from '../landing/cache';
import { inlineScriptHashes } from './script-hashes';

/** A page Start rendered, as it is kept and sent: status, encodings, ETag and script hashes. */
export interface RenderedPage extends LandingDocument {
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
 * `html` (Start's answer with `status`) as it is sent: compressed in br and gzip once (the best
 * brotli replaces a fast one in the background), with a weak ETag of the HTML and the CSP
 * hashes of its inline scripts.
 */
export async function renderedPage(status: number, html: string): Promise<RenderedPage> {
  const etag = `W/"${createHash('sha1').update(html).digest('base64url').slice(0, 20)}"`;
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
 * kept at most `ttlMs`. Each page is compressed once, not per request.
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
