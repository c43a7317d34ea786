import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '../../features/admin/lib/require-role';
import { WebhooksPage } from '../../features/admin/webhooks/webhooks-page';
import { validateWebhooksSearch } from '../../lib/webhooks-search';

/**
 * Webhooks (issue 43): endpoints that receive the site's events as signed POSTs, their secrets
 * and the delivery log with replay. Admins only.
 */
export const Route = createFileRoute('/admin/webhooks')({
  ...requireRole('admin'),
  validateSearch: validateWebhooksSearch,
  component: function WebhooksRoute() {
    return <WebhooksPage search={Route.useSearch()} />;
  },
});
