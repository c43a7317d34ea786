import type { DB } from '../client';
import type { Setting, SettingDraft } from '../schema';
import { editLocked, settingLock } from './revisions';

/**
 * The revision an editor of a setting works from (issue 41 item 1): its draft's when it has one,
 * else the setting's; 0 while it is neither set nor drafted.
 */
export async function settingRevision(db: DB, key: string): Promise<number> {
  const [setting, draft] = await Promise.all([
    db.selectFrom('settings').select('revision').where('key', '=', key).executeTakeFirst(),
    db.selectFrom('settingDrafts').select('revision').where('key', '=', key).executeTakeFirst(),
  ]);
  return draft?.revision ?? setting?.revision ?? 0;
}

/** `editLocked` on the setting's lock and revision (see revisions.ts). */
function editSetting<T>(
  db: DB,
  key: string,
  expected: number | undefined,
  work: (trx: DB) => Promise<T>,
): Promise<T> {
  return editLocked(db, settingLock(key), expected, (trx) => settingRevision(trx, key), work);
}

export async function getSetting(db: DB, key: string): Promise<Setting | undefined> {
  return db.selectFrom('settings').selectAll().where('key', '=', key).executeTakeFirst();
}

export async function listSettings(db: DB): Promise<Setting[]> {
  return db.selectFrom('settings').selectAll().orderBy('key').execute();
}

/**
 * Inserts or updates a setting's text value. `expected`: the revision the change is based on
 * (issue 41; undefined: no check); RevisionConflictError when someone saved since.
 */
export async function putSetting(
  db: DB,
  key: string,
  value: string,
  expected?: number,
): Promise<Setting> {
  return editSetting(db, key, expected, (trx) =>
    trx
      .insertInto('settings')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt: new Date() }))
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
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

/** A setting's draft with its author's username (null when the user was deleted or unknown). */
export type SettingDraftEntry = SettingDraft & { username: string | null };

/**
 * Every page setting's draft (issue 20 item 1), by key: which settings have a change not yet
 * published. `value` null: publishing unsets the setting.
 */
export async function listSettingDrafts(db: DB): Promise<SettingDraftEntry[]> {
  return db
    .selectFrom('settingDrafts as d')
    .leftJoin('users as u', 'u.id', 'd.userId')
    .selectAll('d')
    .select('u.username')
    .orderBy('d.key')
    .execute();
}

/** The setting's draft, or undefined when it has none. */
export async function getSettingDraft(db: DB, key: string): Promise<SettingDraft | undefined> {
  return db.selectFrom('settingDrafts').selectAll().where('key', '=', key).executeTakeFirst();
}

/**
 * Keeps `value` as the setting's draft (replacing an earlier one), by `userId`; null drafts
 * "unset": publishing brings the default back. The site keeps the published value. Returns the
 * draft.
 */
export async function saveSettingDraft(
  db: DB,
  key: string,
  value: string | null,
  userId: number | null,
  expected?: number,
): Promise<SettingDraft> {
  return editSetting(db, key, expected, (trx) =>
    trx
      .insertInto('settingDrafts')
      .values({ key, value, userId })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, userId, updatedAt: new Date() }))
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
}

/** Drops the setting's draft (`expected` as for putSetting). Returns whether there was one. */
export async function discardSettingDraft(
  db: DB,
  key: string,
  expected?: number,
): Promise<boolean> {
  return editSetting(db, key, expected, async (trx) => {
    const deleted = await trx
      .deleteFrom('settingDrafts')
      .where('key', '=', key)
      .returning('key')
      .execute();
    return deleted.length > 0;
  });
}

/**
 * Makes `value` the setting's live value (null: unsets it) and drops its draft, in one
 * transaction (the caller's, when `db` is one); `expected` as for putSetting. Returns the stored
 * setting, or null once unset.
 */
export async function publishSettingValue(
  db: DB,
  key: string,
  value: string | null,
  expected?: number,
): Promise<Setting | null> {
  return editSetting(db, key, expected, async (trx) => {
    await trx.deleteFrom('settingDrafts').where('key', '=', key).execute();
    if (value === null) {
      await deleteSetting(trx, key);
      return null;
    }
    return putSetting(trx, key, value);
  });
}

/**
 * Publishes the setting's draft (issue 20 item 1, "Publish"): its value goes live, or the
 * setting is unset, and the draft is dropped, in one transaction. Returns `{ setting }` (null
 * once unset), or undefined when the setting has no draft.
 */
export async function publishSettingDraft(
  db: DB,
  key: string,
  expected?: number,
): Promise<{ setting: Setting | null } | undefined> {
  return editSetting(db, key, expected, async (trx) => {
    const draft = await trx
      .selectFrom('settingDrafts')
      .selectAll()
      .where('key', '=', key)
      .forUpdate()
      .executeTakeFirst();
    if (!draft) return undefined;
    return { setting: await publishSettingValue(trx, key, draft.value) };
  });
}
