import { createFileRoute } from '@tanstack/react-router';
import { AdminNotFound } from '../../features/admin/shell/admin-not-found';

/** Any unknown /admin/... path: the 404 texts of SPEC 2 inside the console. */
export const Route = createFileRoute('/admin/$')({
  component: AdminNotFound,
});
