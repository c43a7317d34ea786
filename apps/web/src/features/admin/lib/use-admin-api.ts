import { useRouteContext } from '@tanstack/react-router';

/**
 * The admin layout's route context: the tRPC options proxy, the query client (see router.tsx)
 * and the admin the guard let in.
 */
export function useAdminContext() {
  return useRouteContext({ from: '/admin' });
}
