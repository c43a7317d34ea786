import type { Lead } from '@forma/validators';
import type { LeadSort } from '@forma/validators/lead-values';
import { sql } from 'kysely';
import type { DB } from '../client';
import {
  afterKey,
  fromLeads,
  leadSortKey,
  selectLead,
  toLead,
  whereLeadFilters,
  type LeadQueryFilters,
} from './leads-query';

/**
 * The CSV export's rows (issue 11 item 3): every lead under the list's filters and sort, read in
 * keyset pages so the whole inbox is never held in memory and no page shifts under concurrent
 * writes.
 */

/** One exported lead: the list row plus its notes (oldest first) and shortlisted designers. */
export interface LeadExportRow extends Lead {
  notes: { body: string; authorName: string | null; createdAt: Date }[];
  /** Names of the shortlisted designers, in the order they were added. */
  shortlisted: string[];
}

/** Rows read per page of the export. */
export const LEAD_EXPORT_PAGE = 200;

/**
 * Yields every lead under `filters` in `sort` order (same rules as the list: no status = no
 * spam), page by page (`pageSize` rows per query, keyset on the sort key and id). Throws LeadError
 * BAD_REQUEST for a bad sort or day before yielding anything.
 */
export async function* leadExportRows(
  db: DB,
  filters: LeadQueryFilters,
  sort: LeadSort = '-createdAt',
  pageSize = LEAD_EXPORT_PAGE,
): AsyncGenerator<LeadExportRow> {
  const key = leadSortKey(sort);
  let last: { sortKey: string; id: number } | undefined;
  for (;;) {
    let query = selectLead(whereLeadFilters(fromLeads(db), filters)).select(
      sql<string>`(${key.expression})::text`.as('sortKey'),
    );
    if (last) query = query.where(afterKey(key, last));
    const rows = await query
      .orderBy(key.expression, key.direction)
      .orderBy('l.id', key.direction)
      .limit(pageSize)
      .execute();
    if (rows.length === 0) return;
    const ids = rows.map((r) => r.id);
    const [notes, shortlist] = await Promise.all([
      db
        .selectFrom('leadNotes as n')
        .leftJoin('users as u', 'u.id', 'n.authorId')
        .select(['n.leadId', 'n.body', 'u.username as authorName', 'n.createdAt'])
        .where('n.leadId', 'in', ids)
        .orderBy('n.createdAt')
        .orderBy('n.id')
        .execute(),
      db
        .selectFrom('leadShortlist as s')
        .innerJoin('designers as d', 'd.id', 's.designerId')
        .select(['s.leadId', 'd.name'])
        .where('s.leadId', 'in', ids)
        .orderBy('s.createdAt')
        .orderBy('d.id')
        .execute(),
    ]);
    for (const { sortKey: _k, ...row } of rows) {
      yield {
        ...toLead(row as Parameters<typeof toLead>[0]),
        notes: notes.filter((n) => n.leadId === row.id).map(({ leadId: _l, ...n }) => n),
        shortlisted: shortlist.filter((s) => s.leadId === row.id).map((s) => s.name),
      };
    }
    if (rows.length < pageSize) return;
    const tail = rows[rows.length - 1]!;
    last = { sortKey: tail.sortKey, id: tail.id };
  }
}
