import { sql } from 'kysely';
import { inTransaction, type DB } from '../client';

/**
 * A save was based on a revision that is no longer the latest (issue 41 item 1): someone saved
 * since. Nothing was written. `current` is the latest revision (0: the thing is not stored at
 * all any more, e.g. a draft discarded meanwhile).
 */
export class RevisionConflictError extends Error {
  override name = 'RevisionConflictError';
  constructor(
    readonly expected: number,
    readonly current: number,
  ) {
    super(`Saved by someone else meanwhile (revision ${current}, yours ${expected})`);
  }
}

/**
 * Throws RevisionConflictError unless `expected` is undefined (the caller did not say what it
 * was based on: SPEC's own calls keep last-write-wins) or equals `current`.
 */
export function checkRevision(expected: number | undefined, current: number): void {
  if (expected !== undefined && expected !== current)
    throw new RevisionConflictError(expected, current);
}

/**
 * Holds a transaction-scoped lock on `key` (e.g. `content:hero`) until `trx` ends: the saves of
 * one thing whose rows may not exist yet (a block or a setting with its draft) run one after
 * the other, so a check of its revision and the write that follows cannot interleave.
 */
export async function lockEditable(trx: DB, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}

/** The lock key of a content block (`content:hero`), as every save of it takes it. */
export const contentLock = (section: string) => `content:${section}`;
/** The lock key of a page setting (`setting:aiSectionEnabled`). */
export const settingLock = (key: string) => `setting:${key}`;

/**
 * Runs `work` in a transaction (the caller's, when `db` is one) holding the lock `lockKey`, once
 * `expected` (the revision the change is based on; undefined: no check) is found to equal
 * `current(trx)`, read under that lock. For things kept in two rows whose rows may not exist yet
 * (a block or a setting with its draft). Throws RevisionConflictError, having written nothing,
 * when it is stale.
 */
export function editLocked<T>(
  db: DB,
  lockKey: string,
  expected: number | undefined,
  current: (trx: DB) => Promise<number>,
  work: (trx: DB) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (trx) => {
    await lockEditable(trx, lockKey);
    if (expected !== undefined) checkRevision(expected, await current(trx));
    return work(trx);
  });
}
