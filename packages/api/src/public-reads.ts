import type { PublicTable } from '@forma/db';

/**
 * The host's cache of public reads (issue 10 item 1): answers kept in memory until a table they
 * were read from changes on any instance. Procedures work the same without it (tests, tools).
 */
export interface PublicReads {
  /**
   * The value kept under `key`, or, when there is none (or `tables` changed since), the result of
   * `load`, kept for the next call unless one of `tables` changed while it loaded. Concurrent
   * misses of one key share one `load`. Errors of `load` propagate and are not kept.
   */
  read<T>(key: string, tables: readonly PublicTable[], load: () => Promise<T>): Promise<T>;
}

/** The tables each cached public read is made of (what invalidates it). */
export const PUBLIC_READ_TABLES = {
  content: ['site_content'],
  settings: ['settings'],
  designers: ['designers'],
  designerWorks: ['designer_works'],
  designerProfile: ['designers', 'designer_works'],
  // Works ordered by their designer's position: a reorder of designers changes the list.
  projects: ['designer_works', 'designers'],
  testimonials: ['testimonials'],
  clients: ['clients'],
} as const satisfies Record<string, readonly PublicTable[]>;

/**
 * The public queries whose whole HTTP answer the host may keep for anonymous readers, by tRPC
 * path, with the tables each is read from: their result is the same for every caller without a
 * session (no user, no draft, no request data besides the input).
 */
export const PUBLIC_QUERY_TABLES: Readonly<Record<string, readonly PublicTable[]>> = {
  'catalog.designers': PUBLIC_READ_TABLES.designers,
  'catalog.designerWorks': PUBLIC_READ_TABLES.designerWorks,
  'catalog.designerProfile': PUBLIC_READ_TABLES.designerProfile,
  'catalog.projects': PUBLIC_READ_TABLES.projects,
  'catalog.testimonials': PUBLIC_READ_TABLES.testimonials,
  'catalog.clients': PUBLIC_READ_TABLES.clients,
  'content.get': PUBLIC_READ_TABLES.content,
  'settings.get': PUBLIC_READ_TABLES.settings,
};

/** `load` through `cache` when the host has one, else straight from the database. */
export function readThrough<T>(
  cache: PublicReads | undefined,
  key: string,
  tables: readonly PublicTable[],
  load: () => Promise<T>,
): Promise<T> {
  return cache ? cache.read(key, tables, load) : load();
}
