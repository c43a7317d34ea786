import { sql } from 'kysely';
import type { DB } from '../client';

/**
 * How long a session lives: `idleMs` after its last use, and never more than `absoluteMs` after
 * it began (issue 9: admins 30 min / 12 h, everyone else 7 days / 30 days).
 */
export interface SessionLifetime {
  idleMs: number;
  absoluteMs: number;
}

/**
 * Server-side session rows (shared by every API instance). `data` is the session JSON. Reads a
 * live session (idle expiry and absolute lifetime both in the future, measured at `now`);
 * undefined when missing or expired.
 */
export async function getSession(
  db: DB,
  id: string,
  now: Date = new Date(),
): Promise<{ data: unknown; expiresAt: Date; createdAt: Date } | undefined> {
  return db
    .selectFrom('sessions')
    .select(['data', 'expiresAt', 'createdAt'])
    .where('id', '=', id)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
}

/**
 * Inserts or replaces a session. A new row begins at `now`; an existing one keeps its start.
 * The idle expiry becomes `now + idleMs`, capped at start + `absoluteMs`.
 */
export async function setSession(
  db: DB,
  id: string,
  data: unknown,
  lifetime: SessionLifetime,
  userId: number | null,
  now: Date = new Date(),
): Promise<void> {
  const json = JSON.stringify(data);
  const idle = new Date(now.getTime() + lifetime.idleMs);
  const absolute = new Date(now.getTime() + lifetime.absoluteMs);
  await db
    .insertInto('sessions')
    .values({
      id,
      data: json,
      expiresAt: idle < absolute ? idle : absolute,
      createdAt: now,
      userId,
    })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({
        data: json,
        userId,
        expiresAt: sql<Date>`least(${idle}::timestamptz, sessions.created_at + make_interval(secs => ${lifetime.absoluteMs / 1000}))`,
      }),
    )
    .execute();
}

/**
 * Slides a live session's idle expiry to `now + idleMs` (capped at its start + `absoluteMs`).
 * Returns false when the session is gone or already expired.
 */
export async function touchSession(
  db: DB,
  id: string,
  lifetime: SessionLifetime,
  now: Date = new Date(),
): Promise<boolean> {
  const idle = new Date(now.getTime() + lifetime.idleMs);
  const rows = await db
    .updateTable('sessions')
    .set({
      expiresAt: sql<Date>`least(${idle}::timestamptz, created_at + make_interval(secs => ${lifetime.absoluteMs / 1000}))`,
    })
    .where('id', '=', id)
    .where('expiresAt', '>', now)
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** Deletes one session. */
export async function destroySession(db: DB, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/**
 * Ends every session of a user, except `keepId` when given (the caller's own). Returns how many
 * ended.
 */
export async function destroyUserSessions(
  db: DB,
  userId: number,
  keepId?: string | null,
): Promise<number> {
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (keepId) query = query.where('id', '<>', keepId);
  const rows = await query.returning('id').execute();
  return rows.length;
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
