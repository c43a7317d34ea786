import type { Lead, LeadDetail, LeadEvent, LeadNote } from '@forma/validators';
import {
  LEAD_BOARD_COLUMN_LIMIT,
  LEAD_SORTS,
  LEAD_STATUSES,
  type LeadSort,
  type LeadStatus,
} from '@forma/validators/lead-values';
import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { DB } from '../client';
import type { Database } from '../schema';
import { leadShortlist } from './leads-designers';
import { LeadError } from './leads';

/**
 * Lead reads (issue 11 item 1): the inbox list with its per-status counts, the board, one lead
 * with its notes, timeline and shortlist. Filters and sorts are whitelisted here too (the router's
 * zod schemas are the first gate).
 */

/** Filters of the list, the board and the export (see `leadFilters` in @forma/validators). */
export interface LeadQueryFilters {
  /** Case-insensitive substring of name, email, company or message. */
  q?: string | undefined;
  /** Unset: every status but spam. */
  status?: LeadStatus | undefined;
  inquiryType?: string | undefined;
  /** A user id, or 'none' for unassigned leads. */
  assigneeId?: number | 'none' | undefined;
  isRead?: boolean | undefined;
  /** Inclusive UTC days (`YYYY-MM-DD`) of createdAt. */
  from?: string | undefined;
  to?: string | undefined;
}

/** The list's sort and page. */
export interface LeadPageQuery extends LeadQueryFilters {
  sort?: LeadSort | undefined;
  /** Page size, rows (1-100). */
  limit: number;
  /** Rows to skip. */
  offset: number;
}

type LeadQuery = SelectQueryBuilder<
  Database & { l: Database['contactSubmissions']; a: Database['users'] },
  'l' | 'a',
  object
>;

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` -> that UTC midnight; throws LeadError BAD_REQUEST for anything else (2026-02-30). */
function utcDay(day: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day))
    throw new LeadError('BAD_REQUEST', 'Dates must look like 2026-11-23');
  const date = new Date(`${day}T00:00:00Z`);
  // Date rolls 2026-02-30 over to March 2: a day must round-trip.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day)
    throw new LeadError('BAD_REQUEST', 'Not a calendar date');
  return date;
}

/** `l` (contact_submissions) left-joined with its assignee `a` (users). */
export function fromLeads(db: DB): LeadQuery {
  return db
    .selectFrom('contactSubmissions as l')
    .leftJoin('users as a', 'a.id', 'l.assigneeId') as unknown as LeadQuery;
}

/**
 * Adds the filters' WHERE clauses. `withStatus: false` ignores the status filter (the per-status
 * counts); otherwise an unset status means "not spam".
 */
export function whereLeadFilters<Q extends LeadQuery>(
  query: Q,
  filters: LeadQueryFilters,
  withStatus = true,
): Q {
  let q = query as LeadQuery;
  const term = filters.q?.trim();
  if (term) {
    const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.or([
        eb('l.name', 'ilike', pattern),
        eb('l.email', 'ilike', pattern),
        eb('l.company', 'ilike', pattern),
        eb('l.message', 'ilike', pattern),
      ]),
    );
  }
  if (withStatus) {
    if (filters.status) q = q.where('l.status', '=', filters.status);
    else q = q.where('l.status', '<>', 'spam');
  }
  if (filters.inquiryType) q = q.where('l.inquiryType', '=', filters.inquiryType);
  if (filters.assigneeId === 'none') q = q.where('l.assigneeId', 'is', null);
  else if (filters.assigneeId !== undefined) q = q.where('l.assigneeId', '=', filters.assigneeId);
  if (filters.isRead !== undefined) q = q.where('l.isRead', '=', filters.isRead);
  if (filters.from) q = q.where('l.createdAt', '>=', utcDay(filters.from));
  if (filters.to) q = q.where('l.createdAt', '<', new Date(utcDay(filters.to).getTime() + DAY_MS));
  return q as Q;
}

/** Pipeline position of the status (the `status` sort follows LEAD_STATUSES, not the alphabet). */
const statusOrder = sql<number>`array_position(array[${sql.join(
  LEAD_STATUSES.map((s) => sql.lit(s)),
)}]::text[], l.status)`;

/** What one sort key orders by: the SQL expression, its type for keyset bounds, the direction. */
export interface LeadSortKey {
  expression: Expression<unknown>;
  type: 'timestamptz' | 'text' | 'integer';
  direction: 'asc' | 'desc';
}

/** The ORDER BY of a whitelisted sort (ties broken by id in the same direction). */
export function leadSortKey(sort: LeadSort = '-createdAt'): LeadSortKey {
  if (!(LEAD_SORTS as readonly string[]).includes(sort))
    throw new LeadError('BAD_REQUEST', `Sort must be one of: ${LEAD_SORTS.join(', ')}`);
  const direction = sort.startsWith('-') ? 'desc' : 'asc';
  const column = sort.replace(/^-/, '');
  switch (column) {
    case 'createdAt':
      return { expression: sql`l.created_at`, type: 'timestamptz', direction };
    case 'updatedAt':
      return { expression: sql`l.updated_at`, type: 'timestamptz', direction };
    case 'name':
      return { expression: sql`lower(l.name)`, type: 'text', direction };
    case 'company':
      return { expression: sql`lower(l.company)`, type: 'text', direction };
    default:
      return { expression: statusOrder, type: 'integer', direction };
  }
}

/** Selects the `Lead` columns (raw counts as bigint strings) on a filtered lead query. */
export function selectLead(query: LeadQuery) {
  return query.select((eb) => [
    'l.id',
    'l.name',
    'l.email',
    'l.company',
    'l.inquiryType',
    'l.message',
    'l.createdAt',
    'l.updatedAt',
    'l.isRead',
    'l.status',
    'l.spamReason',
    'l.assigneeId',
    'a.username as assigneeName',
    eb
      .selectFrom('leadNotes as n')
      .select(eb.fn.countAll<string>().as('c'))
      .whereRef('n.leadId', '=', 'l.id')
      .as('noteCount'),
    eb
      .selectFrom('leadShortlist as s')
      .select(eb.fn.countAll<string>().as('c'))
      .whereRef('s.leadId', '=', 'l.id')
      .as('shortlistCount'),
  ]);
}

type LeadRow = Omit<Lead, 'noteCount' | 'shortlistCount' | 'inquiryType' | 'status'> & {
  inquiryType: string;
  status: string;
  noteCount: string | number | null;
  shortlistCount: string | number | null;
};

/** A selected row as the API's `Lead` (counts as numbers). */
export function toLead(row: LeadRow): Lead {
  return {
    ...row,
    inquiryType: row.inquiryType as Lead['inquiryType'],
    status: row.status as LeadStatus,
    noteCount: Number(row.noteCount ?? 0),
    shortlistCount: Number(row.shortlistCount ?? 0),
  };
}

/** Zero for every status. */
const emptyCounts = (): Record<LeadStatus, number> =>
  Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>;

/**
 * One page of leads under the filters and sort, the `total` matching them, and `counts`: leads
 * per status under the other filters (the status filter ignored, spam included). Throws LeadError
 * (BAD_REQUEST) for a sort outside LEAD_SORTS or a malformed day.
 */
export async function listLeads(
  db: DB,
  query: LeadPageQuery,
): Promise<{ items: Lead[]; total: number; counts: Record<LeadStatus, number> }> {
  const key = leadSortKey(query.sort);
  const rows = selectLead(whereLeadFilters(fromLeads(db), query))
    .orderBy(key.expression, key.direction)
    .orderBy('l.id', key.direction)
    .limit(query.limit)
    .offset(query.offset);
  const perStatus = whereLeadFilters(fromLeads(db), query, false)
    .select((eb) => ['l.status', eb.fn.countAll<string>().as('n')])
    .groupBy('l.status');
  const [items, groups] = await Promise.all([rows.execute(), perStatus.execute()]);
  const counts = emptyCounts();
  for (const g of groups) counts[g.status as LeadStatus] = Number(g.n);
  const total = query.status
    ? counts[query.status]
    : LEAD_STATUSES.filter((s) => s !== 'spam').reduce((sum, s) => sum + counts[s], 0);
  return { items: items.map((r) => toLead(r as LeadRow)), total, counts };
}

/**
 * The board: for every status (spam included), its newest LEAD_BOARD_COLUMN_LIMIT leads under the
 * filters (status excepted) and the column's `total`. One query (window functions).
 */
export async function leadBoard(
  db: DB,
  filters: Omit<LeadQueryFilters, 'status'>,
  columnLimit = LEAD_BOARD_COLUMN_LIMIT,
): Promise<Record<LeadStatus, { items: Lead[]; total: number }>> {
  const ranked = selectLead(whereLeadFilters(fromLeads(db), filters, false)).select([
    sql<number>`row_number() over (partition by l.status order by l.created_at desc, l.id desc)`.as(
      'position',
    ),
    sql<string>`count(*) over (partition by l.status)`.as('columnTotal'),
  ]);
  const rows = await db
    .selectFrom(ranked.as('r'))
    .selectAll()
    .where('r.position', '<=', columnLimit)
    .orderBy('r.position')
    .execute();
  const columns = Object.fromEntries(
    LEAD_STATUSES.map((s) => [s, { items: [] as Lead[], total: 0 }]),
  ) as Record<LeadStatus, { items: Lead[]; total: number }>;
  for (const { position: _p, columnTotal, ...row } of rows) {
    const column = columns[row.status as LeadStatus];
    column.total = Number(columnTotal);
    column.items.push(toLead(row as LeadRow));
  }
  return columns;
}

/** One lead as a list row, or undefined. */
export async function findLead(db: DB, id: number): Promise<Lead | undefined> {
  const row = await selectLead(fromLeads(db)).where('l.id', '=', id).executeTakeFirst();
  return row ? toLead(row as LeadRow) : undefined;
}

/** The lead's notes, newest first, with their authors' usernames. */
export async function leadNotes(db: DB, leadId: number): Promise<LeadNote[]> {
  return db
    .selectFrom('leadNotes as n')
    .leftJoin('users as u', 'u.id', 'n.authorId')
    .select(['n.id', 'n.body', 'n.authorId', 'u.username as authorName', 'n.createdAt'])
    .where('n.leadId', '=', leadId)
    .orderBy('n.createdAt', 'desc')
    .orderBy('n.id', 'desc')
    .execute();
}

/** The lead's timeline, newest first, with the actors' usernames. */
export async function leadEvents(db: DB, leadId: number): Promise<LeadEvent[]> {
  const rows = await db
    .selectFrom('leadEvents as e')
    .leftJoin('users as u', 'u.id', 'e.actorId')
    .select(['e.id', 'e.kind', 'e.data', 'e.actorId', 'u.username as actorName', 'e.createdAt'])
    .where('e.leadId', '=', leadId)
    .orderBy('e.createdAt', 'desc')
    .orderBy('e.id', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, kind: r.kind as LeadEvent['kind'] }));
}

/** One lead with its notes and timeline (newest first) and its shortlist; undefined if missing. */
export async function leadDetail(db: DB, id: number): Promise<LeadDetail | undefined> {
  const lead = await findLead(db, id);
  if (!lead) return undefined;
  const [notes, events, shortlist, sourceDesigner] = await Promise.all([
    leadNotes(db, id),
    leadEvents(db, id),
    leadShortlist(db, id),
    db
      .selectFrom('contactSubmissions as c')
      .innerJoin('designers as d', 'd.id', 'c.designerId')
      .select(['d.id', 'd.name', 'd.slug'])
      .where('c.id', '=', id)
      .executeTakeFirst(),
  ]);
  return { ...lead, notes, events, shortlist, sourceDesigner: sourceDesigner ?? null };
}

/** The row-comparison bound of keyset paging after `(key, id)` in the sort's direction. */
export function afterKey(
  key: LeadSortKey,
  last: { sortKey: string; id: number },
): Expression<SqlBool> {
  const bound = sql`(${key.expression}, l.id) ${sql.raw(key.direction === 'desc' ? '<' : '>')} (cast(${last.sortKey} as ${sql.raw(key.type)}), ${last.id})`;
  return bound as Expression<SqlBool>;
}
