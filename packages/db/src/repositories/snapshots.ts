import { sql } from 'kysely';
import { inTransaction, type DB } from '../client';
import { checkRevision, contentLock, lockEditable, settingLock } from './revisions';
import { writeContent } from './content';
import type { ContentSnapshot } from '../schema';

/** Every content block (section -> content) and every setting (key -> value) of the site. */
export interface SiteState {
  blocks: Record<string, unknown>;
  settings: Record<string, string>;
}

/** What applying a site state changed (or would change): sections and setting keys. */
export interface SiteStateChanges {
  sections: string[];
  settings: string[];
}

/** A snapshot as listed: no payload, with its author and how much it holds. */
export interface SnapshotSummary {
  id: number;
  name: string;
  createdAt: Date;
  username: string | null;
  blockCount: number;
  settingCount: number;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Reads every stored content block and setting. */
export async function readSiteState(db: DB): Promise<SiteState> {
  const [blocks, settings] = await Promise.all([
    db.selectFrom('siteContent').select(['section', 'content']).execute(),
    db.selectFrom('settings').select(['key', 'value']).execute(),
  ]);
  return {
    blocks: Object.fromEntries(blocks.map((b) => [b.section, b.content])),
    settings: Object.fromEntries(settings.map((s) => [s.key, s.value])),
  };
}

/**
 * The sections and settings that differ between `current` and `target`. A section missing from
 * `target` counts as `{}` (the built-in defaults); a setting missing from it is unset.
 */
export function siteStateChanges(current: SiteState, target: SiteState): SiteStateChanges {
  const sections = [...new Set([...Object.keys(current.blocks), ...Object.keys(target.blocks)])]
    .filter((s) => !sameJson(current.blocks[s] ?? {}, target.blocks[s] ?? {}))
    .sort();
  const settings = [...new Set([...Object.keys(current.settings), ...Object.keys(target.settings)])]
    .filter((k) => current.settings[k] !== target.settings[k])
    .sort();
  return { sections, settings };
}

/** Saves a named snapshot of the current blocks and settings. Returns its summary. */
export async function createSnapshot(
  db: DB,
  name: string,
  userId: number | null,
): Promise<SnapshotSummary> {
  // One read of both tables, so the snapshot is consistent even while someone saves (in the
  // caller's transaction when `db` is one: a release records the site before it publishes).
  return inTransaction(db, async (trx) => {
    const state = await readSiteState(trx);
    const row = await trx
      .insertInto('contentSnapshots')
      .values({
        name,
        blocks: JSON.stringify(state.blocks),
        settings: JSON.stringify(state.settings),
        userId,
      })
      .returning(['id', 'name', 'createdAt'])
      .executeTakeFirstOrThrow();
    const user =
      userId === null
        ? undefined
        : await trx
            .selectFrom('users')
            .select('username')
            .where('id', '=', userId)
            .executeTakeFirst();
    return {
      ...row,
      username: user?.username ?? null,
      blockCount: Object.keys(state.blocks).length,
      settingCount: Object.keys(state.settings).length,
    };
  });
}

/** Snapshots, newest first, at most `limit`. */
export async function listSnapshots(db: DB, limit = 100): Promise<SnapshotSummary[]> {
  const rows = await db
    .selectFrom('contentSnapshots as s')
    .leftJoin('users as u', 'u.id', 's.userId')
    .select(['s.id', 's.name', 's.createdAt', 's.blocks', 's.settings', 'u.username'])
    .orderBy('s.createdAt', 'desc')
    .orderBy('s.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(({ blocks, settings, ...row }) => ({
    ...row,
    blockCount: Object.keys((blocks as object) ?? {}).length,
    settingCount: Object.keys((settings as object) ?? {}).length,
  }));
}

/** One snapshot with its payload, or undefined. */
export async function getSnapshot(db: DB, id: number): Promise<ContentSnapshot | undefined> {
  return db.selectFrom('contentSnapshots').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Deletes a snapshot. Returns false when it did not exist. */
export async function deleteSnapshot(db: DB, id: number): Promise<boolean> {
  const rows = await db
    .deleteFrom('contentSnapshots')
    .where('id', '=', id)
    .returning('id')
    .execute();
  return rows.length > 0;
}

/**
 * The revision of the live site's blocks and settings together (issue 41 item 4): the newest of
 * theirs (revisions come from one sequence), 0 when none is stored. A restore view shows it and
 * restores on it: any save in between makes it different.
 */
export async function siteRevision(db: DB): Promise<number> {
  const { rows } = await sql<{ revision: number }>`
    select greatest(
      (select coalesce(max(revision), 0) from site_content),
      (select coalesce(max(revision), 0) from settings)
    ) as revision`.execute(db);
  return Number(rows[0]?.revision ?? 0);
}

/**
 * Makes the site's blocks and settings equal `target` in ONE transaction: a changed block is
 * saved as a new version (content_history row by `userId`; a block missing from `target` becomes
 * `{}`, the built-in defaults, so its history is kept), changed settings are written and settings
 * missing from `target` are unset. Any failure rolls everything back. `expected`: the
 * `siteRevision` the restore is based on (issue 41; undefined: no check): when someone saved a
 * block or setting since, RevisionConflictError and nothing changes. Returns what changed.
 */
export async function applySiteState(
  db: DB,
  target: SiteState,
  userId: number | null,
  expected?: number,
): Promise<SiteStateChanges> {
  return db.transaction().execute(async (trx) => {
    // Every block and setting the restore may write, locked in one order as a save locks one (no
    // deadlock, no save in between), then the check: nobody saved since the view was opened.
    const before = await readSiteState(trx);
    const locks = [...new Set([...Object.keys(before.blocks), ...Object.keys(target.blocks)])].map(
      contentLock,
    );
    for (const key of new Set([...Object.keys(before.settings), ...Object.keys(target.settings)]))
      locks.push(settingLock(key));
    for (const lock of locks.sort()) await lockEditable(trx, lock);
    if (expected !== undefined) checkRevision(expected, await siteRevision(trx));
    const current = await readSiteState(trx);
    const changes = siteStateChanges(current, target);
    for (const section of changes.sections)
      await writeContent(trx, section, target.blocks[section] ?? {}, userId);
    for (const key of changes.settings) {
      const value = target.settings[key];
      if (value === undefined) await trx.deleteFrom('settings').where('key', '=', key).execute();
      else
        await trx
          .insertInto('settings')
          .values({ key, value })
          .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt: new Date() }))
          .execute();
    }
    return changes;
  });
}
