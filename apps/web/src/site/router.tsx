import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { parseSearchFields, stringifySearchFields } from './search-params';

/**
 * The router of the pages TanStack Start renders (issue 38; vite.config.ts): called once per
 * request on the server and once in the browser. These pages link with plain anchors and GET
 * forms, so nothing is preloaded and the browser restores scroll positions itself; query strings
 * are read as the forms send them (search-params.ts), not as JSON.
 */
export function getRouter() {
  return createRouter({
    routeTree,
    defaultPreload: false,
    scrollRestoration: false,
    parseSearch: parseSearchFields,
    stringifySearch: stringifySearchFields,
  });
}
