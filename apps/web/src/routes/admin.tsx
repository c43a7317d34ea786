import type { QueryClient } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminShell } from '../features/admin/shell/admin-shell';
import { ErrorPage } from '../features/shell/error-page';
import { LazyToaster } from '../features/shell/lazy-toaster';
import { appHead } from '../features/shell/app-head';
import { APP_SCREEN } from '../features/shell/document-head';
import { refreshUser, USER_QUERY_KEY, userQueryOptions, type CurrentUser } from '../lib/auth';
import { useState } from 'react';
import { readDocumentUser } from '../site/console-user';
import { isConsoleRole } from '@forma/validators/roles';

/**
 * Who signed in, for the guard: rendering the console's document on the server, the user the
 * server read with it (issue 44 item 2: the check runs with the document, not after the code);
 * in the browser, when entering the console from another page, `GET /api/session/user` again,
 * and moving between console screens (`stay`) the fresh cached answer. (A plain check of where
 * it runs, not `createIsomorphicFn`: a server function named only in its server branch is left
 * out of the build's list of server functions.)
 */
function consoleUser(queryClient: QueryClient, stay: boolean): Promise<CurrentUser | null> {
  if (typeof window === 'undefined') return readDocumentUser();
  return stay ? queryClient.ensureQueryData(userQueryOptions) : refreshUser(queryClient);
}

/**
 * The admin guard (SPEC 2): checks who is signed in, renders the admin page only for users with
 * a console role (`isAdmin` ones and, issue 20 item 4, editors and viewers) and sends everyone
 * else to /auth (a signed-in account without a role with `?access=none`, which /auth explains:
 * issue 44); an admin who must set up two-factor sign-in first (ADMIN_REQUIRE_2FA) goes to
 * /admin/security. A failed check (network, server) just ends: it is logged and the visitor
 * goes to /auth too. Child routes' loaders run only after this passed.
 *
 * The guard runs on the server and the screens render in the browser (`ssr: 'data-only'`,
 * issue 44 item 2): a direct open or reload is checked with the document (a redirect is the
 * document's answer), and the document names the code of the screen it opens, so the browser
 * fetches it at once. The screens' own data is still asked by the browser (tRPC), after their
 * code. Moving in from another page, the browser checks
 * while a fullscreen loader reads 'Checking admin authorization...'.
 */
export const Route = createFileRoute('/admin')({
  ssr: 'data-only',
  head: () => appHead('Admin console'),
  staticData: APP_SCREEN,
  beforeLoad: async ({ context, cause, location }) => {
    let user: CurrentUser | null = null;
    try {
      user = await consoleUser(context.queryClient, cause === 'stay');
    } catch (error) {
      console.error('Admin authorization check failed', error);
    }
    // A signed-in account without a console role is told why on /auth (issue 44 item 1).
    if (!isConsoleRole(user?.role))
      throw redirect({ to: '/auth', search: user ? { access: 'none' } : {} });
    // ADMIN_REQUIRE_2FA: an admin without two-factor sign-in sets it up before anything else.
    if (user.twoFactorSetupRequired && location.pathname !== '/admin/security')
      throw redirect({ to: '/admin/security' });
    return { adminUser: user };
  },
  // Show the loader at once (not after the router's default 1 s). No minimum time on screen: a
  // direct open paints the loader from the document, already checked, and a minimum kept the
  // hydrated screen behind it that long (300 ms: a third of issue 44's budget for a first row).
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: AdminAuthorizationLoader,
  errorComponent: ErrorPage,
  component: AdminConsole,
});

/**
 * The console with the toaster at the bottom right, clear of the headings and page actions at
 * the top (issue 44 item 5: a toast at the top covered the sticky live preview's heading) and
 * raised above a form's sticky save bar (SaveBar keeps `--toast-bottom`). The toaster's code
 * loads with the first toast (LazyToaster, as on the site): a screen that raises none never
 * downloads it, and the toast store keeps every toast raised meanwhile.
 */
function AdminConsole() {
  const { adminUser, queryClient } = Route.useRouteContext();
  // The user the document's check let in is the current user's answer until it goes stale
  // (SPEC 9): the header does not ask for it again.
  useState(() => {
    if (queryClient.getQueryData(USER_QUERY_KEY) === undefined)
      queryClient.setQueryData(USER_QUERY_KEY, adminUser);
  });
  return (
    <>
      <AdminShell />
      <LazyToaster />
    </>
  );
}

/**
 * Kept in this file on purpose (the router does not split pending components): it must paint
 * before the admin chunk has loaded, so it is plain markup without imports.
 */
function AdminAuthorizationLoader() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-[#07070c] text-white"
    >
      <span
        aria-hidden="true"
        className="size-9 animate-spin rounded-full border-2 border-white/15 border-t-violet-400"
      />
      <p className="text-sm font-medium tracking-wide text-white/70">
        Checking admin authorization...
      </p>
    </div>
  );
}
