import { sql } from 'kysely';
import type { DB } from '../client';
import type { AuditLogEntry } from '../schema';

/** One admin write to record. */
export interface AuditRecord {
  userId: number | null;
  username: string;
  action: string;
  entity: string;
  entityId: string | null;
  /** field -> new value, secrets already removed by the caller. */
  changes: Record<string, unknown>;
  ip: string | null;
  /** The writer's console role at the time of the write. */
  role: string | null;
}

/** Filters of the audit log list; all optional. Dates are inclusive bounds. */
export interface AuditLogQuery {
  /** Matches username, action, entity or entity id (case-insensitive substring). */
  search?: string | undefined;
  entity?: string | undefined;
  username?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  limit: number;
  offset: number;
}

/** Inserts one audit row. */
export async function insertAuditRecord(db: DB, record: AuditRecord): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({ ...record, changes: JSON.stringify(record.changes) })
    .execute();
}

/** A page of the audit log, newest first, with the total of the filtered rows. */
export async function listAuditLog(
  db: DB,
  query: AuditLogQuery,
): Promise<{ items: AuditLogEntry[]; total: number }> {
  let base = db.selectFrom('auditLog');
  if (query.entity) base = base.where('entity', '=', query.entity);
  if (query.username) base = base.where('username', '=', query.username);
  if (query.from) base = base.where('createdAt', '>=', query.from);
  if (query.to) base = base.where('createdAt', '<=', query.to);
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or([
        eb('username', 'ilike', like),
        eb('action', 'ilike', like),
        eb('entity', 'ilike', like),
        eb('entityId', 'ilike', like),
      ]),
    );
  }
  const [items, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.n) };
}

/** The distinct entities and usernames of the log, for the list's filter menus. */
export async function auditLogFacets(db: DB): Promise<{ entities: string[]; usernames: string[] }> {
  const [entities, usernames] = await Promise.all([
    db.selectFrom('auditLog').select('entity').distinct().orderBy('entity').execute(),
    db.selectFrom('auditLog').select('username').distinct().orderBy('username').execute(),
  ]);
  return { entities: entities.map((r) => r.entity), usernames: usernames.map((r) => r.username) };
}

/** Deletes rows older than `days` days. Returns how many were deleted. */
export async function pruneAuditLog(db: DB, days: number): Promise<number> {
  const rows = await db
    .deleteFrom('auditLog')
    .where('createdAt', '<', sql<Date>`now() - make_interval(days => ${days})`)
    .returning('id')
    .execute();
  return rows.length;
}
