import { createContext, use } from 'react';

/**
 * Where the site's own links point (issue 39 item 5): '' on the site, `/preview/{token}` on a
 * preview link's pages, so that its directory, profiles and landing page link to each other
 * with the drafts the link shows instead of to the live site.
 */
export const SiteBaseContext = createContext('');

/** The base of the site's links (SiteBaseContext): '' or `/preview/{token}`. */
export const useSiteBase = () => use(SiteBaseContext);

/** The landing page's address under `base`: `/` on the site. */
export const homeHref = (base: string) => base || '/';
