import type { PublicReads } from '@forma/api';
import type { PublicChanges, PublicTable } from '@forma/db';
import { LRUCache } from 'lru-cache';

/** Most answers kept at once (content blocks, settings, lists, works of each designer, REST bodies). */
export const PUBLIC_CACHE_MAX_ENTRIES = 1000;

interface Entry {
  value: unknown;
  tables: readonly PublicTable[];
}

/**
 * The in-process cache of public reads (issue 10 item 1): procedure results and serialized REST
 * answers, kept in an LRU until a table they were read from changes. Invalidation comes from the
 * database's change feed (`changes`: NOTIFYs of the triggers on every public table, from any
 * instance; this process's own writes at once). It only serves from memory while the feed is
 * live: before it first connects and while its connection is down (a Postgres restart) every read
 * goes to the database, and everything kept is dropped when it (re)connects, as changes may have
 * been missed. Without a feed nothing is kept.
 */
export class PublicCache implements PublicReads {
  readonly #entries: LRUCache<string, Entry>;
  readonly #loading = new Map<string, Promise<unknown>>();
  readonly #changes: PublicChanges | undefined;
  /** Bumped by every invalidation: a load that saw another generation is not kept. */
  #generation = 0;
  readonly #unsubscribe: () => void;

  constructor(changes: PublicChanges | undefined, options: { max?: number } = {}) {
    this.#entries = new LRUCache({ max: options.max ?? PUBLIC_CACHE_MAX_ENTRIES });
    this.#changes = changes;
    this.#unsubscribe =
      changes?.subscribe((change) => {
        if (change.kind === 'changed') this.invalidate(change.tables);
        else this.clear();
      }) ?? (() => {});
  }

  /** True while answers may be served from memory (the change feed is live). */
  get active(): boolean {
    return this.#changes?.live ?? false;
  }

  /** See {@link PublicReads.read}. */
  async read<T>(key: string, tables: readonly PublicTable[], load: () => Promise<T>): Promise<T> {
    if (!this.active) return load();
    const hit = this.#entries.get(key);
    if (hit) return hit.value as T;
    const pending = this.#loading.get(key);
    if (pending) return pending as Promise<T>;
    const generation = this.#generation;
    const loading = load()
      .then((value) => {
        if (generation === this.#generation && this.active)
          this.#entries.set(key, { value, tables });
        return value;
      })
      .finally(() => {
        if (this.#loading.get(key) === loading) this.#loading.delete(key);
      });
    this.#loading.set(key, loading);
    return loading;
  }

  /**
   * The answer kept under `key`, synchronously, or undefined when none is kept or the cache is not
   * active (the change feed is down). Never loads: a miss is the caller's to fill with `read`.
   */
  peek<T>(key: string): T | undefined {
    if (!this.active) return undefined;
    return this.#entries.get(key)?.value as T | undefined;
  }

  /**
   * The current generation: take it before computing an answer outside `read`, and hand it to
   * `store`, so an answer computed across a change is not kept.
   */
  get generation(): number {
    return this.#generation;
  }

  /**
   * Keeps `value` under `key` until one of `tables` changes, unless the cache is not active or
   * something changed since `generation` (taken before the value was computed). Returns whether
   * it was kept.
   */
  store(key: string, tables: readonly PublicTable[], value: unknown, generation: number): boolean {
    if (generation !== this.#generation || !this.active) return false;
    this.#entries.set(key, { value, tables });
    return true;
  }

  /** Drops every answer read from one of `tables`; loads under way are not kept. */
  invalidate(tables: readonly PublicTable[]): void {
    this.#generation++;
    this.#loading.clear();
    const stale: string[] = [];
    for (const [key, entry] of this.#entries.entries())
      if (entry.tables.some((table) => tables.includes(table))) stale.push(key);
    for (const key of stale) this.#entries.delete(key);
  }

  /** Drops everything; loads under way are not kept. */
  clear(): void {
    this.#generation++;
    this.#loading.clear();
    this.#entries.clear();
  }

  /** Number of answers kept (tests, diagnostics). */
  get size(): number {
    return this.#entries.size;
  }

  /** Stops following the change feed (the app closes). */
  close(): void {
    this.#unsubscribe();
    this.clear();
  }
}
