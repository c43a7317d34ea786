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
    .select(['id', 'username', 'isAdmin', 'createdAt'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Inserts a user. Returns `undefined` when the username is taken (unique constraint),
 * so callers answer 409 without a race between check and insert.
 */
export async function insertUser(
  db: DB,
  values: { username: string; passwordHash: string; isAdmin?: boolean },
): Promise<Omit<User, 'password'> | undefined> {
  return db
    .insertInto('users')
    .values({
      username: values.username,
      password: values.passwordHash,
      isAdmin: values.isAdmin ?? false,
    })
    .onConflict((oc) => oc.column('username').doNothing())
    .returning(['id', 'username', 'isAdmin', 'createdAt'])
    .executeTakeFirst();
}

/** Creates the admin or resets its password hash and admin flag (ADMIN_USERNAME on start). */
export async function upsertAdmin(
  db: DB,
  values: { username: string; passwordHash: string },
): Promise<Omit<User, 'password'>> {
  return db
    .insertInto('users')
    .values({ username: values.username, password: values.passwordHash, isAdmin: true })
    .onConflict((oc) =>
      oc.column('username').doUpdateSet({ password: values.passwordHash, isAdmin: true }),
    )
    .returning(['id', 'username', 'isAdmin', 'createdAt'])
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
