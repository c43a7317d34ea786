import { createFileRoute } from '@tanstack/react-router';
import { ContactDesignPreviewPage } from '../../../features/admin/contact-designs/contact-design-preview-page';

/** SPEC 2 /admin/contact-form-explorations/design6: full preview of contact form design 6. */
export const Route = createFileRoute('/admin/contact-form-explorations/design6')({
  component: () => <ContactDesignPreviewPage design={6} />,
});
