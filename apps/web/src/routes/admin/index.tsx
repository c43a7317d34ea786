import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/admin/dashboard/dashboard-page';

/** Admin dashboard (SPEC 2 /admin). */
export const Route = createFileRoute('/admin/')({
  // Starts the request while the page's chunk downloads; the page reads the same cache entry.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.admin.dashboard.queryOptions());
  },
  component: DashboardPage,
});
