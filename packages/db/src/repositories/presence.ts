import { sql } from 'kysely';
import type { DB } from '../client';

/** The LISTEN/NOTIFY channel told when a console tab opens or closes (migration 2026-12-08). */
export const PRESENCE_CHANNEL = 'forma_presence';
/** The channel told of every saved row of an edited table, payload `<kind>:<key>`. */
export const EDITS_CHANNEL = 'forma_edits';

/** One open console tab as every instance sees it. */
export interface PresenceEntry {
  /** What it edits (`content:hero`); '' on a screen that edits nothing. */
  resource: string;
  userId: number;
  username: string;
}

/** Records an open tab (`id`: its stream) of `userId` on `instance`, editing `resource`. */
export async function joinPresence(
  db: DB,
  entry: { id: string; instance: string; userId: number; resource: string },
): Promise<void> {
  await db.insertInto('presence').values(entry).execute();
}

/** Forgets an open tab (its stream closed). */
export async function leavePresence(db: DB, id: string): Promise<void> {
  await db.deleteFrom('presence').where('id', '=', id).execute();
}

/**
 * The instance vouches for its open tabs (`ids`) now, and tabs nobody vouched for within
 * `staleMs` (their instance is gone) are forgotten. Returns how many were forgotten.
 */
export async function refreshPresence(
  db: DB,
  ids: readonly string[],
  staleMs: number,
): Promise<number> {
  if (ids.length > 0)
    await db
      .updateTable('presence')
      .set({ seenAt: sql<Date>`now()` })
      .where('id', 'in', [...ids])
      .execute();
  const gone = await db
    .deleteFrom('presence')
    .where('seenAt', '<', sql<Date>`now() - make_interval(secs => ${staleMs / 1000})`)
    .returning('id')
    .execute();
  return gone.length;
}

/** Every open tab vouched for within `staleMs`, with its user's name, by resource then name. */
export async function listPresence(db: DB, staleMs: number): Promise<PresenceEntry[]> {
  return db
    .selectFrom('presence as p')
    .innerJoin('users as u', 'u.id', 'p.userId')
    .select(['p.resource', 'p.userId', 'u.username'])
    .where('p.seenAt', '>=', sql<Date>`now() - make_interval(secs => ${staleMs / 1000})`)
    .orderBy('p.resource')
    .orderBy('u.username')
    .execute();
}
