import { createFileRoute, redirect } from '@tanstack/react-router';
import { InboxPage } from '../../../features/admin/leads/inbox-page';
import { validateInboxSearch } from '../../../lib/inbox-search';

/**
 * Contact inbox = lead list and board (SPEC 3 contact_submissions, issue 11 items 1-2). `?open={id}`
 * (notification e-mails, the dashboard) goes to that lead's screen, keeping the other keys.
 */
export const Route = createFileRoute('/admin/contact-submissions/')({
  validateSearch: validateInboxSearch,
  beforeLoad: ({ search }) => {
    if (search.open)
      throw redirect({
        to: '/admin/contact-submissions/$id',
        params: { id: String(search.open) },
        search: { ...search, open: undefined },
        replace: true,
      });
  },
  component: function InboxRoute() {
    return <InboxPage search={Route.useSearch()} />;
  },
});
