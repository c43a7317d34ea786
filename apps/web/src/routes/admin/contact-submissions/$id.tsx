import { createFileRoute } from '@tanstack/react-router';
import { LeadPage } from '../../../features/admin/leads/lead-page';
import { validateInboxSearch } from '../../../lib/inbox-search';

/**
 * One lead (issue 11 item 3). Its URL search is the inbox view it was opened from, so "Back to
 * inbox" returns to the same filters and page.
 */
export const Route = createFileRoute('/admin/contact-submissions/$id')({
  validateSearch: validateInboxSearch,
  component: function LeadRoute() {
    const { id } = Route.useParams();
    const n = Number(id);
    return (
      <LeadPage key={id} id={Number.isInteger(n) && n > 0 ? n : 0} search={Route.useSearch()} />
    );
  },
});
