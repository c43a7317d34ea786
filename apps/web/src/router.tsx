import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { createQueryClient } from './lib/query-client';
import { routeTree } from './routeTree.gen';
import { parseSearchFields, stringifySearchFields } from './site/search-params';

/** Route context of every route; /admin adds `trpc` and `adminUser` for its children. */
export interface RouterContext {
  queryClient: QueryClient;
}

/**
 * The web app's router (TanStack Start, issue 38): called once per request on the server and
 * once in the browser. The site's pages (`/`, the directory, profiles, preview links, the
 * contact form's answers) render on the server; /auth too; the console (`/admin`, `ssr: false`)
 * in the browser. Its context holds the query cache (SPEC 9) that /auth and the console use,
 * provided above every route (the landing page keeps its own, seeded from its loader). Query
 * strings are read as forms send them (search-params.ts), not as JSON; the console's
 * `validateSearch` functions take strings.
 *
 * Workaround (router-core 1.171): with `scrollRestoration: false` the router still scrolls the
 * window to the top when the page hydrates (its first `onRendered`), so a visitor who scrolled,
 * tabbed or was sent to a restored position before hydration is thrown back to the top. A
 * `scrollRestoration` function that answers false skips that handling entirely; the router then
 * sets `history.scrollRestoration = 'manual'`, which is put back, so the browser still restores
 * the position on reload and on back.
 */
export function getRouter() {
  const queryClient = createQueryClient();
  const router = createRouter({
    routeTree,
    context: { queryClient } satisfies RouterContext,
    defaultPreload: false,
    scrollRestoration: () => false,
    parseSearch: parseSearchFields,
    stringifySearch: stringifySearchFields,
    Wrap: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    ),
  });
  if (typeof history !== 'undefined') history.scrollRestoration = 'auto';
  return router;
}
