import { createFileRoute } from '@tanstack/react-router';
import { DatabaseToolsPage } from '../../features/admin/database/database-tools-page';
import { requireRole } from '../../features/admin/lib/require-role';

/** SPEC 2 /admin/schema-deploy: "Redirecting to Database Tools..." then the Database tools. */
export const Route = createFileRoute('/admin/schema-deploy')({
  ...requireRole('admin'),
  component: DatabaseToolsPage,
});
