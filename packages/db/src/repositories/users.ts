import type { UserRole } from '@forma/validators';
import type { DB } from '../client';
import type { User } from '../schema';

/** Users by login name, with the password hash (for verification only). */
export async function findUserByUsername(db: DB, username: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

/** A user without the hash, or undefined. */
export async function findUserById(
  db: DB,
  id: number,
): Promise<Omit<User, 'password'> | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'isAdmin', 'role', 'createdAt'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Inserts a user. Returns `undefined` when the username is taken (unique constraint),
 * so callers answer 409 without a race between check and insert.
 */
export async function insertUser(
  db: DB,
  values: { username: string; passwordHash: string; role?: UserRole | null },
): Promise<Omit<User, 'password'> | undefined> {
  return db
    .insertInto('users')
    .values({
      username: values.username,
      password: values.passwordHash,
      role: values.role ?? null,
    })
    .onConflict((oc) => oc.column('username').doNothing())
    .returning(['id', 'username', 'isAdmin', 'role', 'createdAt'])
    .executeTakeFirst();
}

/** Creates the admin or resets its password hash and admin role (ADMIN_USERNAME on start). */
export async function upsertAdmin(
  db: DB,
  values: { username: string; passwordHash: string },
): Promise<Omit<User, 'password'>> {
  return db
    .insertInto('users')
    .values({ username: values.username, password: values.passwordHash, role: 'admin' })
    .onConflict((oc) =>
      oc.column('username').doUpdateSet({ password: values.passwordHash, role: 'admin' }),
    )
    .returning(['id', 'username', 'isAdmin', 'role', 'createdAt'])
    .executeTakeFirstOrThrow();
}

/**
 * Replaces a user's password hash and signs them out everywhere (deletes their sessions) in one
 * transaction. Returns false when there is no such user.
 */
export async function setUserPassword(db: DB, id: number, passwordHash: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable('users')
      .set({ password: passwordHash })
      .where('id', '=', id)
      .returning('id')
      .execute();
    if (rows.length === 0) return false;
    await trx.deleteFrom('sessions').where('userId', '=', id).execute();
    return true;
  });
}

/** What `setUserRole` did. */
export type SetRoleOutcome = 'changed' | 'unchanged' | 'not-found' | 'last-admin';

/**
 * Gives user `id` the console role `role` (null: none) and, when it changed, signs them out
 * everywhere (they sign in again under the new rights and session lifetime), in one transaction.
 * Refuses ('last-admin') to take the admin role from the last admin: the admins' rows are locked
 * first, so two admins demoting each other at once cannot leave the site without one.
 */
export async function setUserRole(
  db: DB,
  id: number,
  role: UserRole | null,
): Promise<SetRoleOutcome> {
  const run = async (trx: DB): Promise<SetRoleOutcome> => {
    const admins = await trx
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .forUpdate()
      .execute();
    const user = await trx
      .selectFrom('users')
      .select(['id', 'role'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!user) return 'not-found';
    if (user.role === role) return 'unchanged';
    if (user.role === 'admin' && admins.every((admin) => admin.id === id)) return 'last-admin';
    await trx.updateTable('users').set({ role }).where('id', '=', id).execute();
    await trx.deleteFrom('sessions').where('userId', '=', id).execute();
    return 'changed';
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
