import { createFileRoute } from '@tanstack/react-router';
import { ContactDesignPreviewPage } from '../../../features/admin/contact-designs/contact-design-preview-page';

/** SPEC 2 /admin/contact-form-explorations/design4: full preview of contact form design 4. */
export const Route = createFileRoute('/admin/contact-form-explorations/design4')({
  component: () => <ContactDesignPreviewPage design={4} />,
});
