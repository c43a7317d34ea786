import type { RoleNeeded, UserRole } from '@forma/validators/roles';

/** Thrown by `requireRole` when the signed-in role may not open the screen. */
export class RoleRequiredError extends Error {
  constructor(
    readonly needed: RoleNeeded,
    readonly role: UserRole | null,
  ) {
    super(`This screen needs the ${needed} role`);
    this.name = 'RoleRequiredError';
  }
}
