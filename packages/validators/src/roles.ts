/**
 * Console roles (issue 20 item 4), zod-free so the console's route guard can use them: who may
 * read the console, who may change its content, and who may run it.
 *
 * - `viewer`: reads every content screen of the console, changes nothing;
 * - `editor`: also changes content, collections, media, patterns, settings of the page, page
 *   snapshots and leads;
 * - `admin`: everything, including users, the audit log and the database tools. `isAdmin` (SPEC 6)
 *   is true exactly for this role.
 *
 * A user without a role is a registered visitor (SPEC 6: sent to `/` after login).
 */
export const USER_ROLES = ['admin', 'editor', 'viewer'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** What a procedure or screen needs: the lowest role that may use it. */
export type RoleNeeded = UserRole;

const RANK: Record<UserRole, number> = { viewer: 1, editor: 2, admin: 3 };

/** True when `role` (null: no role) may use what needs `needed`. */
export function roleAllows(role: UserRole | null | undefined, needed: RoleNeeded): boolean {
  return role != null && RANK[role] >= RANK[needed];
}

/** True for a role that enters the console (every role; null is a registered visitor). */
export const isConsoleRole = (role: UserRole | null | undefined): role is UserRole =>
  role != null && role in RANK;

/** Human labels of the roles, for the users screen and messages. */
export const ROLE_LABELS: Record<UserRole, string> = {
  admin: 'Admin',
  editor: 'Editor',
  viewer: 'Viewer',
};
