import { createRouter } from '@tanstack/react-router';
import { createQueryClient } from './lib/query-client';
import { createTrpc } from './lib/trpc';
import { routeTree } from './routeTree.gen';

/** The app's router with `{ queryClient, trpc }` as route context (loaders use both). */
export function createAppRouter() {
  const queryClient = createQueryClient();
  const { trpc } = createTrpc(queryClient);
  return createRouter({
    routeTree,
    context: { queryClient, trpc },
    defaultPreload: 'intent',
    defaultPreloadDelay: 2000,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
