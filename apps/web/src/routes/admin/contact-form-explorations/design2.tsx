import { createFileRoute } from '@tanstack/react-router';
import { ContactDesignPreviewPage } from '../../../features/admin/contact-designs/contact-design-preview-page';

/** SPEC 2 /admin/contact-form-explorations/design2: full preview of contact form design 2. */
export const Route = createFileRoute('/admin/contact-form-explorations/design2')({
  component: () => <ContactDesignPreviewPage design={2} />,
});
