import { createFileRoute } from '@tanstack/react-router';
import { createIsomorphicFn } from '@tanstack/react-start';
import type { QueryClient } from '@tanstack/react-query';
import { DashboardPage } from '../../features/admin/dashboard/dashboard-page';

/**
 * Starts the dashboard's request while the page's chunk downloads (the page reads the same cache
 * entry); in the browser only: the server loads no console data.
 */
const prefetchDashboard = createIsomorphicFn().client(async (queryClient: QueryClient) => {
  const { getTrpc } = await import('../../lib/trpc');
  void queryClient.prefetchQuery(getTrpc(queryClient).admin.dashboard.queryOptions());
});

/** Admin dashboard (SPEC 2 /admin). */
export const Route = createFileRoute('/admin/')({
  loader: ({ context }) => {
    void prefetchDashboard(context.queryClient);
  },
  component: DashboardPage,
});
