import type { DB } from '../client';

/** Server-side session rows (shared by every API instance). `data` is the session JSON. */
export async function getSession(db: DB, id: string): Promise<unknown | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select(['data'])
    .where('id', '=', id)
    .where('expiresAt', '>', new Date())
    .executeTakeFirst();
  return row?.data;
}

/** Inserts or replaces a session that expires at `expiresAt`. */
export async function setSession(
  db: DB,
  id: string,
  data: unknown,
  expiresAt: Date,
  userId: number | null,
): Promise<void> {
  const json = JSON.stringify(data);
  await db
    .insertInto('sessions')
    .values({ id, data: json, expiresAt, userId })
    .onConflict((oc) => oc.column('id').doUpdateSet({ data: json, expiresAt, userId }))
    .execute();
}

export async function destroySession(db: DB, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Deletes expired sessions; returns how many. */
export async function pruneSessions(db: DB): Promise<number> {
  const rows = await db
    .deleteFrom('sessions')
    .where('expiresAt', '<=', new Date())
    .returning('id')
    .execute();
  return rows.length;
}
