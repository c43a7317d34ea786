import { roleAllows, type UserRole } from '@forma/validators/roles';
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
