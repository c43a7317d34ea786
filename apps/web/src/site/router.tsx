import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { parseSearchFields, stringifySearchFields } from './search-params';

/**
 * The router of the pages TanStack Start renders (issue 38; vite.config.ts): called once per
 * request on the server and once in the browser. These pages link with plain anchors and GET
 * forms, so nothing is preloaded and the browser owns the scroll position; query strings are
 * read as the forms send them (search-params.ts), not as JSON.
 *
 * Workaround (router-core 1.171): with `scrollRestoration: false` the router still scrolls the
 * window to the top when the page hydrates (its first `onRendered`), so a visitor who scrolled,
 * tabbed or was sent to a restored position before hydration is thrown back to the top. A
 * `scrollRestoration` function that answers false skips that handling entirely; the router then
 * sets `history.scrollRestoration = 'manual'`, which is put back, so the browser still restores
 * the position on reload and on back.
 */
export function getRouter() {
  const router = createRouter({
    routeTree,
    defaultPreload: false,
    scrollRestoration: () => false,
    parseSearch: parseSearchFields,
    stringifySearch: stringifySearchFields,
  });
  if (typeof history !== 'undefined') history.scrollRestoration = 'auto';
  return router;
}
