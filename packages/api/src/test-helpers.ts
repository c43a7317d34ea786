import { hashPassword } from './auth/passwords';
import type { DatabaseHandle } from '@forma/db';
import { insertUser } from '@forma/db';
import type { PublicUser, UserRole } from '@forma/validators';
import { createCaller } from './index';
import type { PendingTwoFactor, SessionHandle } from './trpc';

/** An in-memory SessionHandle that records what procedures did to it. */
export class FakeSession implements SessionHandle {
  current: number | null = null;
  /** Incremented on every login: a new session id. */
  generation = 0;
  destroyed = 0;
  /** Whether the last login was an admin's (the short lifetime). */
  admin = false;
  pending: PendingTwoFactor | null = null;
  userId(): number | null {
    return this.current;
  }
  id(): string | null {
    return this.current === null ? null : `fake-session-${this.generation}`;
  }
  async login(userId: number, options?: { admin?: boolean }): Promise<void> {
    this.generation += 1;
    this.current = userId;
    this.admin = options?.admin ?? false;
    this.pending = null;
  }
  async logout(): Promise<void> {
    this.destroyed += 1;
    this.current = null;
    this.pending = null;
  }
  pendingTwoFactor(): PendingTwoFactor | null {
    return this.current === null ? this.pending : null;
  }
  async setPendingTwoFactor(pending: PendingTwoFactor | null): Promise<void> {
    this.pending = pending;
  }
}

/** A caller acting as `user` (or anonymous) with its own fake session. */
export function callerAs(
  handle: DatabaseHandle,
  user: PublicUser | null,
  session = new FakeSession(),
) {
  session.current = user?.id ?? null;
  return createCaller({ db: handle.db, session, user });
}

/**
 * Inserts a user with the given password (hashed) and returns it. `role` gives a console role;
 * `isAdmin: true` is short for the admin role.
 */
export async function makeUser(
  handle: DatabaseHandle,
  username: string,
  options: { isAdmin?: boolean; role?: UserRole | null; password?: string } = {},
): Promise<PublicUser> {
  const user = await insertUser(handle.db, {
    username,
    passwordHash: await hashPassword(options.password ?? 'password123'),
    role: options.role ?? (options.isAdmin ? 'admin' : null),
  });
  if (!user) throw new Error(`user ${username} exists`);
  return user;
}
