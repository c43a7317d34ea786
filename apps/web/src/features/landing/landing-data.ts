import type { QueryClient } from '@tanstack/react-query';

/**
 * The stored content a landing document was rendered from (issue 18): each entry is the query
 * key (a public REST path, as the landing page's queries name them, data.ts) and its data as
 * the page's query would hold it: `{ content }` or null for a content block, the list for a
 * list, the raw value or null (not set) for a setting, the user or null for `/api/user`.
 */
export type LandingQueries = ReadonlyArray<readonly [path: string, data: unknown]>;

/** The id of the `<script type="application/json">` that carries the LandingQueries. */
export const LANDING_DATA_ID = 'landing-data';

/**
 * The LandingQueries key of the page's media (a MediaMap, issue 19 item 3): the variants of the
 * uploaded images the page shows, so the server's render and the islands' hydration both draw
 * them as `<picture>`. Not a REST path: the server adds it.
 */
export const LANDING_MEDIA_KEY = 'landing:media';

/** Puts every entry of `queries` into `client`, fresh from now (no request on mount). */
export function seedLandingQueries(client: QueryClient, queries: LandingQueries): void {
  for (const [path, data] of queries) client.setQueryData([path], data);
}
