import {
  CONTENT_SECTIONS,
  readLandingDesignerCount,
  readLandingProjectCount,
  readLandingTestimonialCount,
  SETTING_KEYS,
} from '@forma/validators';
import { catalogLists } from '@forma/api';
import type { DB } from '@forma/db';
import type { FastifyInstance } from 'fastify';
import type { LandingQueries } from './ssr-module';

/**
 * The public REST reads the landing page shows (SPEC 7), keyed as its queries (apps/web data.ts):
 * every content block, the four public lists and the five page settings.
 */
export const LANDING_READS = [
  ...CONTENT_SECTIONS.map((section) => `/api/content/${section}`),
  '/api/clients',
  '/api/designers',
  '/api/projects',
  '/api/testimonials',
  ...SETTING_KEYS.map((key) => `/api/settings/${key}`),
] as const;

/**
 * Reads that only static (never hydrated) parts of the page use: rendered into the HTML, left
 * out of the data the browser's islands hydrate from (bytes of the document).
 */
const SERVER_ONLY_READS = new Set([
  '/api/designers',
  '/api/content/advantage',
  '/api/content/credibilityBar',
  '/api/content/howItWorks',
  '/api/content/seo',
]);

/** True when the browser's islands need the read `path` (see SERVER_ONLY_READS). */
export const islandsRead = (path: string) => !SERVER_ONLY_READS.has(path);

/** A read that could not be answered: the landing document keeps its last version. */
export class LandingReadError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
  ) {
    super(`GET ${path} answered ${status}`);
    this.name = 'LandingReadError';
  }
}

/** One read of the landing page: its data (null for a 404), or LandingReadError. */
async function readOne(app: FastifyInstance, path: string, url = path) {
  const response = await app.inject({ method: 'GET', url });
  if (response.statusCode === 404) return [path, null] as const;
  if (response.statusCode !== 200) throw new LandingReadError(path, response.statusCode);
  const body: unknown = response.json();
  const data = path.startsWith('/api/settings/')
    ? ((body as { value?: unknown }).value ?? null)
    : body;
  return [path, data] as const;
}

/**
 * The lists the landing page shows a bounded selection of (issue 19 item 4): how many, from the
 * page's settings (`landingDesignerCount`, `landingProjectCount`, `landingTestimonialCount`);
 * read as the first page.
 */
const BOUNDED_LISTS: Record<string, (settings: Map<string, unknown>) => number> = {
  '/api/designers': (s) =>
    readLandingDesignerCount(s.get('/api/settings/landingDesignerCount') as string | null),
  '/api/projects': (s) =>
    readLandingProjectCount(s.get('/api/settings/landingProjectCount') as string | null),
  '/api/testimonials': (s) =>
    readLandingTestimonialCount(s.get('/api/settings/landingTestimonialCount') as string | null),
};

/**
 * The landing's record lists as the preview link shows them (issue 20 item 2): each list of
 * `queries` read again with every record's draft in place and the drafts never published
 * included (`catalogLists` with `preview`), as long as the published one may be. Dates as the
 * REST answers send them (ISO strings).
 */
export async function withRecordDrafts(queries: LandingQueries, db: DB): Promise<LandingQueries> {
  const settings = new Map<string, unknown>(queries);
  const lists: Record<string, (db: DB, preview: boolean) => Promise<unknown[]>> = {
    '/api/designers': catalogLists.designers,
    '/api/projects': catalogLists.projects,
    '/api/testimonials': catalogLists.testimonials,
    '/api/clients': catalogLists.clients,
  };
  const previews = new Map(
    await Promise.all(
      Object.entries(lists).map(async ([path, read]) => {
        const rows = await read(db, true);
        const bound = BOUNDED_LISTS[path];
        const shown = bound ? rows.slice(0, bound(settings)) : rows;
        return [path, JSON.parse(JSON.stringify(shown)) as unknown] as const;
      }),
    ),
  );
  return queries.map(([path, data]) =>
    previews.has(path) ? ([path, previews.get(path)] as const) : ([path, data] as const),
  );
}

/**
 * The data of the landing page, read through the app's own public REST routes (`app.inject`,
 * anonymous: the same answers, from the same cache of public reads, that a visitor's browser
 * gets): a content block as `{ content }` or null (404), a list as its array, a setting as its
 * raw value or null (404: not set). The designers, projects and testimonials are the first page of their list,
 * as long as the settings say (featured first, then the order), so a network of 500 designers
 * keeps the page its size. Throws LandingReadError for any other status (503: the database is
 * unreachable).
 */
export async function readLandingQueries(app: FastifyInstance): Promise<LandingQueries> {
  const first = await Promise.all(
    LANDING_READS.filter((path) => !(path in BOUNDED_LISTS)).map((path) => readOne(app, path)),
  );
  const settings = new Map<string, unknown>(first);
  const bounded = await Promise.all(
    Object.entries(BOUNDED_LISTS).map(([path, count]) =>
      readOne(app, path, `${path}?limit=${count(settings)}`),
    ),
  );
  const byPath = new Map<string, unknown>([...first, ...bounded]);
  return LANDING_READS.map((path) => [path, byPath.get(path) ?? null] as const);
}
