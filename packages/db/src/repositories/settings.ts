import type { DB } from '../client';
import type { Setting } from '../schema';

export async function getSetting(db: DB, key: string): Promise<Setting | undefined> {
  return db.selectFrom('settings').selectAll().where('key', '=', key).executeTakeFirst();
}

export async function listSettings(db: DB): Promise<Setting[]> {
  return db.selectFrom('settings').selectAll().orderBy('key').execute();
}

/** Inserts or updates a setting's text value. */
export async function putSetting(db: DB, key: string, value: string): Promise<Setting> {
  return db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt: new Date() }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Unsets a setting (the default behaviour returns, SPEC 4). Returns true when a row was deleted,
 * false when the key was not set.
 */
export async function deleteSetting(db: DB, key: string): Promise<boolean> {
  // `returning` rather than numDeletedRows: PGlite reports 0 affected rows.
  const rows = await db.deleteFrom('settings').where('key', '=', key).returning('key').execute();
  return rows.length > 0;
}
