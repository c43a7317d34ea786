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
