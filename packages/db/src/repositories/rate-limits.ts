import { sql } from 'kysely';
import type { DB } from '../client';

/**
 * Counts one hit for `key` in a fixed window of `windowMs` ms, atomically in Postgres so every
 * API instance shares the count. Returns the hits in the current window and the ms until it resets.
 */
export async function hitRateLimit(
  db: DB,
  key: string,
  windowMs: number,
): Promise<{ count: number; ttlMs: number }> {
  const window = sql`make_interval(secs => ${windowMs / 1000})`;
  const row = await db
    .insertInto('rateLimits')
    .values({ key, count: 1, resetAt: sql<Date>`now() + ${window}` })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end`,
        resetAt: sql<Date>`case when rate_limits.reset_at <= now() then now() + ${window} else rate_limits.reset_at end`,
      }),
    )
    .returning(['count', sql<number>`extract(epoch from (reset_at - now())) * 1000`.as('ttlMs')])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), ttlMs: Math.max(0, Math.round(Number(row.ttlMs))) };
}

/** Deletes counters whose window has ended; returns how many. */
export async function pruneRateLimits(db: DB): Promise<number> {
  const rows = await db
    .deleteFrom('rateLimits')
    .where('resetAt', '<=', new Date())
    .returning('key')
    .execute();
  return rows.length;
}

/** The hits counted for `key` in its current window and the ms until it resets; 0 when none. */
export async function peekRateLimit(
  db: DB,
  key: string,
): Promise<{ count: number; ttlMs: number }> {
  const row = await db
    .selectFrom('rateLimits')
    .select(['count', sql<number>`extract(epoch from (reset_at - now())) * 1000`.as('ttlMs')])
    .where('key', '=', key)
    .where('resetAt', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!row) return { count: 0, ttlMs: 0 };
  return { count: Number(row.count), ttlMs: Math.max(0, Math.round(Number(row.ttlMs))) };
}

/**
 * Holds `key` for `ms` from now (a block until then), keeping a later end already set. Read it
 * back with `peekRateLimit` (ttlMs is what remains).
 */
export async function holdRateLimit(db: DB, key: string, ms: number): Promise<void> {
  const until = sql<Date>`now() + make_interval(secs => ${ms / 1000})`;
  await db
    .insertInto('rateLimits')
    .values({ key, count: 1, resetAt: until })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: 1,
        resetAt: sql<Date>`greatest(case when rate_limits.reset_at <= now() then now() else rate_limits.reset_at end, excluded.reset_at)`,
      }),
    )
    .execute();
}

/** Deletes the counter `key` (e.g. failed sign-ins from a place once the password was right). */
export async function clearRateLimit(db: DB, key: string): Promise<void> {
  await db.deleteFrom('rateLimits').where('key', '=', key).execute();
}
