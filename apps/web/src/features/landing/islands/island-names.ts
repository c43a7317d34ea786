/**
 * The islands of the landing page (issue 18 item 2): what responds to a visitor, in page order.
 * The server renders each on its own (entry-server.tsx); the browser hydrates each from its
 * loader (islands.ts) when it nears the viewport, on first interaction or when idle.
 */
export const ISLAND_NAMES = [
  'header',
  'hero',
  'platformModel',
  'about',
  'partners',
  'projects',
  'aiSection',
  'testimonials',
  'contact',
  'footer',
] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];

/** Islands hydrated at once after the page has loaded: they are on screen at the top. */
export const EAGER_ISLANDS: readonly IslandName[] = ['header', 'hero'];
