import { sql, type Updateable } from 'kysely';
import type { DB } from '../client';
import type { Pattern, PatternsTable } from '../schema';

/**
 * Pattern vectorizing as a queue in the patterns table itself (DESIGN.md "Background work"): the
 * state lives in Postgres, so a restart or another instance picks the work up.
 *
 *   pending --claim--> processing --settle--> ready | failed | pending (retry)
 *
 * A claim is one transaction that locks the row with `FOR UPDATE SKIP LOCKED` (two workers never
 * claim the same row) and stamps `locked_at`; a row left 'processing' longer than `staleMs` (its
 * worker crashed) is claimed again, until `maxAttempts` claims were made.
 */

/** What a worker needs of a claimed pattern; `lockedAt` identifies the claim when settling. */
export interface PatternClaim {
  id: number;
  pngUrl: string;
  /** Claims made since the PNG was queued, this one included. */
  attempts: number;
  lockedAt: Date;
}

export interface ClaimOptions {
  /** A 'processing' row older than this (ms) belongs to a crashed worker and is claimed again. */
  staleMs: number;
  /** A stale row that was already claimed this many times fails instead. */
  maxAttempts: number;
}

/** The values that (re)queue a pattern for vectorizing: a fresh count of attempts, no message. */
export const PATTERN_QUEUED = {
  status: 'pending',
  attempts: 0,
  statusMessage: '',
  lockedAt: null,
} as const;

/**
 * Claims the next pattern to vectorize: the oldest 'pending' row, or a 'processing' row whose
 * `lockedAt` is older than `staleMs`. Sets status 'processing', `lockedAt` = now (millisecond
 * precision, so the returned Date matches the column exactly), `attempts` + 1. Stale rows that
 * already used `maxAttempts` are set to 'failed' first. Returns undefined when there is no work.
 */
export async function claimPatternJob(
  db: DB,
  { staleMs, maxAttempts }: ClaimOptions,
): Promise<PatternClaim | undefined> {
  const staleBefore = sql<Date>`now() - make_interval(secs => ${staleMs / 1000})`;
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('patterns')
      .set({
        status: 'failed',
        statusMessage: `Vectorizing did not finish after ${maxAttempts} attempts. Try again.`,
        lockedAt: null,
        updatedAt: sql<Date>`now()`,
      })
      .where('status', '=', 'processing')
      .where('lockedAt', '<', staleBefore)
      .where('attempts', '>=', maxAttempts)
      .execute();
    const next = await trx
      .selectFrom('patterns')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('status', '=', 'pending'),
          eb.and([eb('status', '=', 'processing'), eb('lockedAt', '<', staleBefore)]),
        ]),
      )
      .orderBy('updatedAt')
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!next) return undefined;
    const row = await trx
      .updateTable('patterns')
      .set({
        status: 'processing',
        lockedAt: sql<Date>`date_trunc('milliseconds', clock_timestamp())`,
        attempts: sql<number>`attempts + 1`,
      })
      .where('id', '=', next.id)
      .returning(['id', 'pngUrl', 'attempts', 'lockedAt'])
      .executeTakeFirstOrThrow();
    return { ...row, lockedAt: row.lockedAt! };
  });
}

/**
 * Writes the outcome of a claim (`values`, e.g. status 'ready' with the SVG, or 'failed' with a
 * message) and releases it (`lockedAt` null, `updatedAt` now) — only if the row is still held by
 * this claim: when an admin re-queued it or uploaded a new file meanwhile, or another worker took
 * it over as stale, nothing is written. Returns the updated row, or undefined in that case.
 */
export async function settlePatternJob(
  db: DB,
  claim: Pick<PatternClaim, 'id' | 'lockedAt'>,
  values: Omit<Updateable<PatternsTable>, 'id' | 'lockedAt' | 'updatedAt' | 'cssProperties'>,
): Promise<Pattern | undefined> {
  return db
    .updateTable('patterns')
    .set({ ...values, lockedAt: null, updatedAt: sql<Date>`now()` })
    .where('id', '=', claim.id)
    .where('status', '=', 'processing')
    .where('lockedAt', '=', claim.lockedAt)
    .returningAll()
    .executeTakeFirst();
}
