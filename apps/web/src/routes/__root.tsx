import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useLocation } from '@tanstack/react-router';
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

/**
 * App shell: the matched route plus the global toaster (SPEC 3 "Toast", loaded lazily): in the
 * console at the top right, clear of the save bars at the bottom of its forms (issue 22 item 3).
 */
function RootLayout() {
  const inConsole = useLocation({ select: (l) => l.pathname.startsWith('/admin') });
  return (
    <>
      <Outlet />
      <LazyToaster position={inConsole ? 'top' : 'bottom'} />
    </>
  );
}
