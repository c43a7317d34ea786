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

/**
 * Islands on screen at the top: hydrated on the visitor's first interaction anywhere (a scroll,
 * a key, a touch, the pointer moving), since they follow the scroll (the header's background).
 */
export const EAGER_ISLANDS: readonly IslandName[] = ['header', 'hero'];

/** The attribute that marks an island's container in the server HTML (landing-client.tsx). */
export const ISLAND_ATTRIBUTE = 'data-island';

/** Set on an island's container once its hydration has committed (tests, event replay). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** The `<meta>` naming the landing page's whole stylesheet (the page inlines what it uses). */
export const FULL_STYLESHEET_META = 'forma-landing-css';

/**
 * The `<meta>` of a preview link's document (apps/api landing/preview-route.ts `PREVIEW_META`):
 * the page shows unpublished drafts, so the islands keep the data they hydrate from.
 */
export const PREVIEW_META = 'forma-preview';
