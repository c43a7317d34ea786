import type { PublicChanges } from '@forma/db';
import { createHash } from 'node:crypto';
import { encode, type LandingDocument } from '../landing/cache';

/** Options of {@link createPageCache}. */
export interface PageCacheOptions {
  /** The change feed: while it is live, pages are kept until it reports a change. */
  changes?: PublicChanges | undefined;
  /** Longest time a page is kept without a live feed, ms; default 1000. */
  ttlMs?: number;
  /** Most pages kept (the oldest go first); default 300. */
  max?: number;
}

/** The server-rendered pages of one instance, kept per address (see {@link createPageCache}). */
export interface PageCache {
  /**
   * The page kept for `key`, or the one `render()` gives (kept, encoded in br/gzip, with a weak
   * ETag of its HTML). Renders of one key at a time are shared.
   */
  get(key: string, render: () => Promise<string>): Promise<LandingDocument>;
  /** Stops following the change feed. */
  close(): void;
}

/**
 * A small in-memory cache of rendered pages (the designer directory and profiles, issue 19 item 5),
 * shared-nothing like the landing document's (DESIGN.md): emptied whenever the change feed
 * reports a change of a public table on any instance, and without a live feed a page is kept at
 * most `ttlMs`. Keys are normalised addresses, so at most `max` pages are kept.
 */
export function createPageCache(options: PageCacheOptions = {}): PageCache {
  const ttlMs = options.ttlMs ?? 1000;
  const max = options.max ?? 300;
  const pages = new Map<string, { doc: LandingDocument; at: number; generation: number }>();
  const inflight = new Map<string, Promise<LandingDocument>>();
  let generation = 0;
  const clear = () => {
    generation++;
    pages.clear();
  };
  const unsubscribe = options.changes?.subscribe(clear) ?? (() => {});
  const fresh = (at: number) => options.changes?.live === true || Date.now() - at < ttlMs;

  return {
    async get(key, render) {
      const kept = pages.get(key);
      if (kept && kept.generation === generation && fresh(kept.at)) return kept.doc;
      const running = inflight.get(key);
      if (running) return running;
      const started = generation;
      const at = Date.now();
      const job = (async () => {
        const html = await render();
        const etag = `W/"${createHash('sha1').update(html).digest('base64url').slice(0, 20)}"`;
        const doc = await encode(html, etag);
        if (started === generation) {
          pages.delete(key);
          pages.set(key, { doc, at, generation: started });
          while (pages.size > max) pages.delete(pages.keys().next().value!);
        }
        return doc;
      })().finally(() => inflight.delete(key));
      inflight.set(key, job);
      return job;
    },
    close: unsubscribe,
  };
}
