import { createFileRoute } from '@tanstack/react-router';
import { AuditLogPage } from '../../features/admin/audit-log/audit-log-page';
import { requireRole } from '../../features/admin/lib/require-role';
import { validateAuditLogSearch } from '../../lib/audit-log-search';

/** Every admin write with who, what, which row and when (issue 9 item 7). */
export const Route = createFileRoute('/admin/audit-log')({
  ...requireRole('admin'),
  validateSearch: validateAuditLogSearch,
  component: function AuditLogRoute() {
    return <AuditLogPage search={Route.useSearch()} />;
  },
});
