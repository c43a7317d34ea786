import type { LandingQueries } from '@forma/validators/landing';
import type { QueryClient } from '@tanstack/react-query';
import { HERO_TITLE_QUERY_KEY, type RenderedHeroTitle } from './hero/use-hero-title';

/**
 * Puts the landing page's data into `client`, fresh from now (no request on mount): each of
 * `queries` under its REST path (the key the page's queries use, data.ts) and the hero title
 * the server rendered (`heroTitle`, use-hero-title.ts).
 */
export function seedLandingQueries(
  client: QueryClient,
  queries: LandingQueries,
  heroTitle?: RenderedHeroTitle,
): void {
  for (const [path, data] of queries) client.setQueryData([path], data);
  if (heroTitle) client.setQueryData(HERO_TITLE_QUERY_KEY, heroTitle);
}
