import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminShell } from '../features/admin/shell/admin-shell';
import { ErrorPage } from '../features/shell/error-page';
import { LazyToaster } from '../features/shell/lazy-toaster';
import { appHead } from '../features/shell/app-head';
import { refreshUser, userQueryOptions, type CurrentUser } from '../lib/auth';
import { isConsoleRole } from '@forma/validators/roles';

/**
 * The admin guard (SPEC 2): refreshes the current user (`GET /api/session/user`) while a fullscreen loader reads
 * 'Checking admin authorization...', renders the admin page only for users with a console role
 * (`isAdmin` ones and, issue 20 item 4, editors and viewers) and sends everyone else to /auth
 * (a signed-in account without a role with `?access=none`, which /auth explains: issue 44); an admin who must set up two-factor sign-in first (ADMIN_REQUIRE_2FA)
 * goes to /admin/security. A failed check (network, server) just ends: it is logged and the visitor
 * goes to /auth too. Child routes' loaders run only after this passed.
 *
 * The console renders in the browser only (`ssr: false`, issue 38): the server sends the
 * document with the loader below (Start's fallback for a route it does not render), and the
 * guard runs once the scripts are in.
 */
export const Route = createFileRoute('/admin')({
  ssr: false,
  head: () => appHead('Admin console'),
  beforeLoad: async ({ context, cause, location }) => {
    // The tRPC client lives in its own chunk: fetched in parallel with the user check.
    const trpcModule = import('../lib/trpc');
    trpcModule.catch(() => {}); // awaited below; a redirect must not leave it unhandled
    let user: CurrentUser | null = null;
    try {
      // Entering the console refetches; moving between admin pages reuses the fresh answer.
      user =
        cause === 'stay'
          ? await context.queryClient.ensureQueryData(userQueryOptions)
          : await refreshUser(context.queryClient);
    } catch (error) {
      console.error('Admin authorization check failed', error);
    }
    // A signed-in account without a console role is told why on /auth (issue 44 item 1).
    if (!isConsoleRole(user?.role))
      throw redirect({ to: '/auth', search: user ? { access: 'none' } : {} });
    // ADMIN_REQUIRE_2FA: an admin without two-factor sign-in sets it up before anything else.
    if (user.twoFactorSetupRequired && location.pathname !== '/admin/security')
      throw redirect({ to: '/admin/security' });
    const { getTrpc } = await trpcModule;
    return { adminUser: user, trpc: getTrpc(context.queryClient) };
  },
  // Show the loader at once (not after the router's default 1 s) and keep it up long enough
  // not to flash.
  pendingMs: 0,
  pendingMinMs: 300,
  pendingComponent: AdminAuthorizationLoader,
  errorComponent: ErrorPage,
  component: AdminConsole,
});

/** The console with the toaster at the top right, clear of its forms' save bars (issue 22 item 3). */
function AdminConsole() {
  return (
    <>
      <AdminShell />
      <LazyToaster position="top" />
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
