import { roleAllows, type RoleNeeded, type UserRole } from '@forma/validators/roles';
import { redirect } from '@tanstack/react-router';
import { useAdminContext } from './use-admin-api';

/** The signed-in console user's role (the /admin guard lets only console roles in). */
export function useConsoleRole(): UserRole {
  return useAdminContext().adminUser.role ?? 'viewer';
}

/**
 * True when the console user may change content (issue 20 item 4: editors and admins). A viewer's
 * screens show what is stored without the controls that would change it; the server refuses those
 * writes anyway.
 */
export function useCanEdit(): boolean {
  return roleAllows(useConsoleRole(), 'editor');
}

/**
 * A console route's `beforeLoad` for screens only `needed` may use (users, the audit log and the
 * database tools are the admin's): anyone else goes to the dashboard.
 */
export function requireRole(needed: RoleNeeded) {
  return ({ context }: { context: { adminUser: { role: UserRole | null } } }) => {
    if (!roleAllows(context.adminUser.role, needed)) throw redirect({ to: '/admin' });
  };
}
