import { createFileRoute } from '@tanstack/react-router';
import { CallsPage } from '../../features/admin/calls/calls-page';
import { validateCallsSearch } from '../../lib/calls-search';

/**
 * Calls (issue 42 item 6): the calls booked through the site, upcoming and past, by host and
 * status. Every console role reads; editors and admins reschedule, cancel and mark no-shows.
 */
export const Route = createFileRoute('/admin/calls')({
  validateSearch: validateCallsSearch,
  component: function CallsRoute() {
    return <CallsPage search={Route.useSearch()} />;
  },
});
