import type { Kysely } from 'kysely';
import { inTransaction, type DB } from '../client';
import { checkRevision } from './revisions';
import { DRAFT_COLUMNS, type Database, type DraftColumns, type PublicRecord } from '../schema';

/** The tables whose records have drafts (issue 20 item 1): those with the `DraftColumns`. */
export type DraftTable = {
  [T in keyof Database]: Database[T] extends DraftColumns ? T : never;
}[keyof Database];

type Row = Record<string, unknown> & { id: number };

/**
 * A record as it will be once published (the preview link, issue 20 item 2): its draft's fields
 * over its live ones, the draft columns left out (a new object).
 */
export function previewRecord<T extends object>(row: T): PublicRecord<T> {
  const draft = (row as { draft?: Record<string, unknown> | null }).draft;
  return publicRecord(draft ? { ...row, ...draft } : row);
}

/** A record as the public reads return it: its draft columns left out (a new object). */
export function publicRecord<T extends object>(row: T): PublicRecord<T> {
  const out = { ...row } as Record<string, unknown>;
  for (const key of DRAFT_COLUMNS) delete out[key];
  return out as PublicRecord<T>;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Columns a release never freezes or writes (issue 39 item 2): the key, the timestamps, the
 * generated search text, the order (the console's reorder, not a reviewed change) and the draft
 * columns.
 */
const UNVERSIONED = new Set<string>([
  'id',
  'createdAt',
  'updatedAt',
  'search',
  'orderIndex',
  ...DRAFT_COLUMNS,
]);

/**
 * What publishing `row` now would write (a release's frozen version of a record, issue 39 item
 * 2): a live record's draft (`{}` without one), or every field of a record never published.
 * Values as JSON keeps them (dates as ISO strings).
 */
export function pendingFields(row: Record<string, unknown>): Record<string, unknown> {
  const fields =
    row.publishedAt === null
      ? Object.fromEntries(Object.entries(row).filter(([key]) => !UNVERSIONED.has(key)))
      : ((row.draft as Record<string, unknown> | null) ?? {});
  return JSON.parse(JSON.stringify(fields)) as Record<string, unknown>;
}

/**
 * Draft and publish of one table's records (issue 20 item 1). A record is live once
 * `publishedAt` is set; until then it is a draft of its own and every write goes to the row. A
 * live record's later changes wait in `draft` (field -> value) until they are published or
 * discarded. `hidden` columns are never returned (as in `crudRepository`). Each function returns
 * the row as stored, or undefined for a missing id; database errors propagate (a publish that
 * breaks a constraint, e.g. a duplicate slug, changes nothing). `expected`, where taken, is the
 * revision the change is based on (issue 41; undefined: no check): when someone saved since,
 * RevisionConflictError is thrown and nothing changes.
 */
export function recordDrafts<Out extends Row = Row>(options: {
  table: DraftTable;
  hidden?: readonly string[];
}) {
  const table = options.table as string;
  // Untyped on purpose, as in `crudRepository`: callers get typed rows back.
  const q = (db: DB) => db as unknown as Kysely<Record<string, Row>>;
  const strip = (row: Row | undefined): Out | undefined => {
    if (!row) return undefined;
    for (const key of options.hidden ?? []) delete row[key];
    return row as Out;
  };
  /**
   * The row, locked until the transaction `trx` ends; throws RevisionConflictError when
   * `expected` (the revision the caller's change is based on, issue 41) is given and stale.
   */
  const locked = async (trx: DB, id: number, expected?: number) => {
    const row = await q(trx)
      .selectFrom(table)
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (row) checkRevision(expected, row.revision as number);
    return row;
  };
  const write = async (trx: DB, id: number, changes: Record<string, unknown>) =>
    strip(
      (await q(trx)
        .updateTable(table)
        .set(changes as never)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst()) as Row | undefined,
    );

  return {
    /** The table, as release items and webhook events name the collection (`designerWorks`). */
    table: options.table,
    /** Inserts `values` as a draft never published: no public read shows it yet. */
    async createDraft(db: DB, values: Record<string, unknown>, userId: number | null) {
      const row = await q(db)
        .insertInto(table)
        .values({
          ...values,
          publishedAt: null,
          draftUpdatedAt: new Date(),
          draftUserId: userId,
        } as never)
        .returningAll()
        .executeTakeFirstOrThrow();
      return strip(row as Row)!;
    },

    /**
     * Saves `values` (fields by name) without making them live. A record never published takes
     * them at once. A live record keeps them in its draft, merged over the draft's earlier
     * fields; a field saved back to its live value leaves the draft, and a draft left empty is
     * dropped ("Changed since published" ends).
     */
    async saveDraft(
      db: DB,
      id: number,
      values: Record<string, unknown>,
      userId: number | null,
      expected?: number,
    ) {
      return inTransaction(db, async (trx) => {
        const row = await locked(trx, id, expected);
        if (!row) return undefined;
        const stamp = { draftUpdatedAt: new Date(), draftUserId: userId };
        if (row.publishedAt === null) return write(trx, id, { ...values, ...stamp });
        const draft: Record<string, unknown> = {
          ...((row.draft as Record<string, unknown> | null) ?? {}),
          ...values,
        };
        for (const key of Object.keys(draft)) if (sameJson(draft[key], row[key])) delete draft[key];
        if (Object.keys(draft).length === 0)
          return write(trx, id, { draft: null, draftUpdatedAt: null, draftUserId: null });
        return write(trx, id, { draft: JSON.stringify(draft), ...stamp });
      });
    },

    /**
     * Makes the record live as its draft says, in one transaction (the caller's, when `db` is
     * one): the draft's fields are written, the draft dropped, and `publishedAt` set when it
     * was never published.
     */
    async publish(db: DB, id: number, expected?: number) {
      return inTransaction(db, async (trx) => {
        const row = await locked(trx, id, expected);
        if (!row) return undefined;
        const draft = (row.draft as Record<string, unknown> | null) ?? {};
        return write(trx, id, {
          ...draft,
          publishedAt: row.publishedAt ?? new Date(),
          draft: null,
          draftUpdatedAt: null,
          draftUserId: null,
        });
      });
    },

    /**
     * Makes the record live with `fields` (a release's frozen version, issue 39 item 2) in one
     * transaction (the caller's, when `db` is one): they are written and `publishedAt` set when
     * it was never published; whatever was saved since and differs from them stays a draft
     * (the newer work is kept, not published). Columns a release never writes are ignored.
     */
    async publishVersion(db: DB, id: number, fields: Record<string, unknown>) {
      return inTransaction(db, async (trx) => {
        const row = await locked(trx, id);
        if (!row) return undefined;
        const written = Object.fromEntries(
          Object.entries(fields).filter(([key]) => !UNVERSIONED.has(key) && key in row),
        );
        const pending: Record<string, unknown> = {
          ...row,
          ...((row.draft as Record<string, unknown> | null) ?? {}),
        };
        const live: Record<string, unknown> = { ...row, ...written };
        const keys = new Set([
          ...Object.keys((row.draft as Record<string, unknown> | null) ?? {}),
          ...Object.keys(written),
        ]);
        const newer = Object.fromEntries(
          [...keys]
            .filter((key) => !sameJson(pending[key], live[key]))
            .map((key) => [key, pending[key]]),
        );
        const kept = Object.keys(newer).length > 0;
        return write(trx, id, {
          ...written,
          publishedAt: row.publishedAt ?? new Date(),
          draft: kept ? JSON.stringify(newer) : null,
          draftUpdatedAt: kept ? row.draftUpdatedAt : null,
          draftUserId: kept ? row.draftUserId : null,
        });
      });
    },

    /**
     * Takes the record off the site (a release that unpublishes, issue 20 item 3): it becomes a
     * draft never published again, as its draft says (a waiting draft is folded into it).
     */
    async unpublish(db: DB, id: number) {
      return inTransaction(db, async (trx) => {
        const row = await locked(trx, id);
        if (!row) return undefined;
        const draft = (row.draft as Record<string, unknown> | null) ?? {};
        return write(trx, id, { ...draft, publishedAt: null, draft: null });
      });
    },

    /** Drops a live record's draft: the published version stays as it is. */
    async discardDraft(db: DB, id: number, expected?: number) {
      return inTransaction(db, async (trx) => {
        if (!(await locked(trx, id, expected))) return undefined;
        return write(trx, id, { draft: null, draftUpdatedAt: null, draftUserId: null });
      });
    },
  };
}

export type RecordDrafts<Out extends Row = Row> = ReturnType<typeof recordDrafts<Out>>;
