import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { ErrorPage } from '../features/shell/error-page';
import { LazyToaster } from '../features/shell/lazy-toaster';
import { NotFoundPage } from '../features/shell/not-found-page';

/** Route context of every route; /admin adds `trpc` and `adminUser` for its children. */
export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
});

/** App shell: the matched route plus the global toaster (SPEC 3 "Toast", loaded lazily). */
function RootLayout() {
  return (
    <>
      <Outlet />
      <LazyToaster />
    </>
  );
}
