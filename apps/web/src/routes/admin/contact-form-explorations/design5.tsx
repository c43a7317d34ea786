import { createFileRoute } from '@tanstack/react-router';
import { ContactDesignPreviewPage } from '../../../features/admin/contact-designs/contact-design-preview-page';

/** SPEC 2 /admin/contact-form-explorations/design5: full preview of contact form design 5. */
export const Route = createFileRoute('/admin/contact-form-explorations/design5')({
  component: () => <ContactDesignPreviewPage design={5} />,
});
