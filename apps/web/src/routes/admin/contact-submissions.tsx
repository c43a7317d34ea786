import { createFileRoute } from '@tanstack/react-router';
import { InboxPage } from '../../features/admin/contact-submissions/inbox-page';
import { validateInboxSearch } from '../../lib/inbox-search';

/** Contact inbox (SPEC 3 contact_submissions): search, pages, read state, delete. */
export const Route = createFileRoute('/admin/contact-submissions')({
  validateSearch: validateInboxSearch,
  component: InboxPage,
});
