import { createFileRoute } from '@tanstack/react-router';
import { ContactDesignPreviewPage } from '../../../features/admin/contact-designs/contact-design-preview-page';

/** SPEC 2 /admin/contact-form-explorations/design1: full preview of contact form design 1. */
export const Route = createFileRoute('/admin/contact-form-explorations/design1')({
  component: () => <ContactDesignPreviewPage design={1} />,
});
