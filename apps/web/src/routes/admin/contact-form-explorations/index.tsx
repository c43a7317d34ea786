import { createFileRoute } from '@tanstack/react-router';
import { ContactExplorationsPage } from '../../../features/admin/contact-designs/contact-explorations-page';

/** SPEC 2 /admin/contact-form-explorations: pick, preview and save the contact form design. */
export const Route = createFileRoute('/admin/contact-form-explorations/')({
  component: ContactExplorationsPage,
});
