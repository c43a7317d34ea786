import { createRouter } from '@tanstack/react-router';
import { createQueryClient } from './lib/query-client';
import { routeTree } from './routeTree.gen';

/** The path the app was loaded at (routes/index.tsx: `/` is a server-rendered document). */
export const BOOT_PATH = typeof window === 'undefined' ? '' : window.location.pathname;

/**
 * The app's router with `{ queryClient }` as route context. The admin layout route adds the tRPC
 * options proxy (`trpc`) to its children's context once its own lazily loaded chunk is in, so the
 * tRPC client is never part of the landing page's initial JavaScript.
 */
export function createAppRouter() {
  const queryClient = createQueryClient();
  return createRouter({
    routeTree,
    context: { queryClient },
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
