import { roleAllows, type RoleNeeded, type UserRole } from '@forma/validators/roles';
import { lazyRouteComponent } from '@tanstack/react-router';
import { RoleRequiredError } from './role-required-error';
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
 * The route options of a console screen only `needed` may use (users, the audit log and the
 * database tools are the admin's): `beforeLoad` refuses anyone else, and `errorComponent` then
 * shows, inside the console, that the screen is not for their role, with the way back (issue 44
 * item 3: never a silent redirect). Spread into `createFileRoute(...)({ ... })`.
 */
export function requireRole(needed: RoleNeeded) {
  return {
    beforeLoad: ({ context }: { context: { adminUser: { role: UserRole | null } } }) => {
      if (!roleAllows(context.adminUser.role, needed))
        throw new RoleRequiredError(needed, context.adminUser.role);
    },
    // Loaded when shown: the route's options are in every page's router code.
    errorComponent: lazyRouteComponent(
      () => import('../components/not-for-your-role'),
      'NotForYourRole',
    ),
  };
}
