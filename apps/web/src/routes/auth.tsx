import { createFileRoute } from '@tanstack/react-router';
import { AuthPage } from '../features/auth/auth-page';
import { appHead } from '../features/shell/app-head';
import { APP_SCREEN } from '../features/shell/document-head';
import { LazyToaster } from '../features/shell/lazy-toaster';

/**
 * /auth: login and register (SPEC 2, 4); also where the admin guard sends unauthorised visitors.
 * Rendered on the server (issue 38) like the site's pages, but never kept by a cache: who is
 * signed in is asked by the page (lib/auth.ts), and a signed-in visitor is sent on to /.
 */
export const Route = createFileRoute('/auth')({
  head: () => appHead('Sign in'),
  staticData: APP_SCREEN,
  /** `access=none`: the console's guard sent a signed-in account without a role here. */
  validateSearch: (search: Record<string, unknown>): { access?: 'none' } =>
    search.access === 'none' ? { access: 'none' } : {},
  component: AuthScreen,
});

function AuthScreen() {
  return (
    <>
      <AuthPage noAccess={Route.useSearch().access === 'none'} />
      <LazyToaster />
    </>
  );
}
