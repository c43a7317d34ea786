import { roleAllows, type RoleNeeded, type UserRole } from '@forma/validators/roles';
import { lazyRouteComponent } from '@tanstack/react-router';
import { RoleRequiredError } from './role-required-error';

/**
 * The route options of a console screen only `needed` may use (users, the audit log and the
 * database tools are the admin's): `beforeLoad` refuses anyone else, and `errorComponent` then
 * shows, inside the console, that the screen is not for their role, with the way back (issue 44
 * item 3: never a silent redirect). Spread into `createFileRoute(...)({ ... })`. The screen
 * loads nothing on the server (`ssr: false`), so the check runs in the browser: a refusal is
 * this page, not a failed document (the document still names the screen's code).
 */
export function requireRole(needed: RoleNeeded) {
  return {
    ssr: false,
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
