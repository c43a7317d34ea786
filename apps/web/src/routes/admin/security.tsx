import { createFileRoute } from '@tanstack/react-router';
import { SecurityPage } from '../../features/admin/security/security-page';

/** The admin's own account: password and two-factor sign-in (issue 9 item 4). */
export const Route = createFileRoute('/admin/security')({
  component: SecurityPage,
});
