import { useRouteContext } from '@tanstack/react-router';
import { getTrpc } from '../../../lib/trpc';

/**
 * The admin layout's route context and the console's API: the query client (see router.tsx),
 * the admin the guard let in (`adminUser`) and the tRPC options proxy bound to that client.
 */
export function useAdminContext() {
  const context = useRouteContext({ from: '/admin' });
  return { ...context, trpc: getTrpc(context.queryClient) };
}
