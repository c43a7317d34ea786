import type { CollectionListSpec } from '@forma/validators/collection-lists';
import { sql, type AliasableExpression, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../client';
import type { Database } from '../schema';
import { EVERY_DRAFT, scopedRecord, type PreviewScope } from './preview-scope';
import { publicRecord } from './record-drafts';
import { RevisionConflictError } from './revisions';

/** A row of a table with drafts, as scopedRecord takes it. */
type DraftRow = { id: number; publishedAt: Date | null };

/** Tables an admin collection can be built on (all have a serial `id`). */
export type CrudTable = Exclude<
  keyof Database,
  'sessions' | 'siteContent' | 'contentHistory' | 'settings' | 'presence'
>;

export interface CrudOptions<T extends CrudTable> {
  table: T;
  /**
   * The collection's list capabilities (`COLLECTION_LISTS` of @forma/validators): searchable
   * columns, the sort and filter whitelist, the default sort.
   */
  list: CollectionListSpec;
  /** Column that scopes a reorder (`designerId` for works: each designer's works are one order). */
  reorderScope?: keyof Database[T] & string;
  /** Columns never returned (e.g. a password hash). */
  hidden?: ReadonlyArray<keyof Database[T] & string>;
  /** jsonb columns: objects are serialised on write. */
  json?: ReadonlyArray<keyof Database[T] & string>;
  /** Set to now() on every update. */
  touchUpdatedAt?: boolean;
  /**
   * Rows have drafts (`DraftColumns`, issue 20 item 1): `items`, the public read, returns only
   * published rows, without their draft columns.
   */
  drafts?: boolean;
  /**
   * Values SQL computes for each row from other tables (the media library's `uses`), returned
   * with every row read (list, byId, create, update) and sortable by name when the list allows.
   */
  computed?: Readonly<Record<string, (db: DB) => AliasableExpression<unknown>>>;
  /**
   * Filters that are conditions rather than a column's value (`inUse`): the condition for the
   * filter's value; the list's filter whitelist must name them too.
   */
  filterConditions?: Readonly<Record<string, (db: DB, value: unknown) => Expression<SqlBool>>>;
}

export interface ListQuery {
  search?: string | undefined;
  /** One whitelisted column, `-column` for descending; the default sort follows as tie-breaker. */
  sort?: string | undefined;
  /** Equality filters on whitelisted columns; undefined values are ignored. */
  filters?: Readonly<Record<string, unknown>> | undefined;
  /** Page size, rows. */
  limit?: number | undefined;
  /** Rows to skip. */
  offset?: number | undefined;
}

export interface Page<Row> {
  items: Row[];
  total: number;
}

type Row = Record<string, unknown> & { id: number };

/** A list query named a column outside the collection's whitelist (never reaches SQL). */
export class ListQueryError extends Error {
  override name = 'ListQueryError';
}

/** A reorder did not name exactly the rows of its scope (missing, extra or foreign ids). */
export class ReorderMismatchError extends Error {
  override name = 'ReorderMismatchError';
}

/** `'-name'` -> `{ column: 'name', direction: 'desc' }`. */
function parseSort(sort: string): { column: string; direction: 'asc' | 'desc' } {
  return sort.startsWith('-')
    ? { column: sort.slice(1), direction: 'desc' }
    : { column: sort, direction: 'asc' };
}

/**
 * A generic repository over one table: list (search, paging, default sort), byId, create, update,
 * delete, count. Returns `undefined` for a missing id; database errors propagate.
 */
export function crudRepository<T extends CrudTable, Out extends Row = Row>(
  options: CrudOptions<T>,
) {
  const table = options.table as string;
  const spec = options.list;
  const sortColumns = new Set([
    ...spec.sortable,
    ...spec.defaultSort.map((s) => parseSort(s).column),
  ]);
  const hidden = new Set<string>(options.hidden ?? []);
  const json = new Set<string>(options.json ?? []);
  // Untyped on purpose: the table is a type parameter; callers get typed rows back.
  const q = (db: DB) => db as unknown as Kysely<Record<string, Row>>;
  const strip = (row: Row | undefined): Out | undefined => {
    if (!row) return undefined;
    for (const key of hidden) delete row[key];
    return row as Out;
  };
  const serialise = (values: Record<string, unknown>) => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) continue;
      out[key] = json.has(key) ? JSON.stringify(value) : value;
    }
    return out;
  };

  const computed = Object.entries(options.computed ?? {});
  /** Every column of `from`'s rows and the computed values. */
  const withComputed = (db: DB, from: ReturnType<ReturnType<typeof q>['selectFrom']>) =>
    computed.reduce(
      (query, [name, value]) => query.select(value(db).as(name) as never),
      from.selectAll(),
    );
  /** The row `id` as a read returns it (with the computed values). */
  const read = async (db: DB, id: number) =>
    strip(
      (await withComputed(db, q(db).selectFrom(table).where('id', '=', id)).executeTakeFirst()) as
        Row | undefined,
    );

  /** The filtered table (`base`, for counting) and its sorted, paged rows query. */
  const listQuery = (db: DB, query: ListQuery, publishedOnly = false) => {
    let base = q(db).selectFrom(table);
    if (publishedOnly) base = base.where('publishedAt', 'is not', null);
    const term = query.search?.trim();
    if (term && spec.searchable.length > 0) {
      const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      base = base.where((eb) =>
        eb.or(spec.searchable.map((column) => eb(sql.ref(column), 'ilike', pattern))),
      );
    }
    for (const [column, value] of Object.entries(query.filters ?? {})) {
      if (value === undefined) continue;
      if (!Object.hasOwn(spec.filters, column))
        throw new ListQueryError(`Unknown filter: ${column}`);
      const condition = options.filterConditions?.[column];
      base = condition
        ? base.where(condition(db, value))
        : base.where(sql.ref(column), '=', value as never);
    }
    const order = [...(query.sort ? [query.sort] : []), ...spec.defaultSort].map(parseSort);
    let rows = withComputed(db, base);
    for (const { column, direction } of order) {
      if (!sortColumns.has(column)) throw new ListQueryError(`Unknown sort column: ${column}`);
      rows = rows.orderBy(sql.ref(column), direction);
    }
    rows = rows.orderBy('id', 'asc');
    if (query.limit !== undefined) rows = rows.limit(query.limit);
    if (query.offset) rows = rows.offset(query.offset);
    return { base, rows };
  };

  return {
    table: options.table,
    /**
     * One page of rows: `search` over the searchable columns (case-insensitive, wildcards literal),
     * equality `filters`, `sort` then the default sort then id, with the `total` of matching rows.
     * Throws ListQueryError for a sort or filter column outside the whitelist.
     */
    async list(db: DB, query: ListQuery = {}): Promise<Page<Out>> {
      const { rows, base } = listQuery(db, query);
      const [items, count] = await Promise.all([
        rows.execute(),
        base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { items: items.map((r) => strip(r as Row)!), total: Number(count.total) };
    },
    /**
     * The rows of `list` as the public reads show them, without counting them: same search,
     * filters, sort and paging; with `drafts`, only published rows, their draft columns left
     * out. Throws ListQueryError like `list`.
     */
    async items(db: DB, query: ListQuery = {}): Promise<Out[]> {
      const rows = await listQuery(db, query, options.drafts).rows.execute();
      return rows.map((r) => strip((options.drafts ? publicRecord(r) : r) as Row)!);
    },
    /**
     * The rows of `items` as a preview link shows them (issue 20 item 2, issue 39 item 1): with
     * every draft (`scope` EVERY_DRAFT, the default), drafts never published included, each
     * row's draft over its live fields; with a release's scope, only its items' drafts, or its
     * records gone when it takes them off the site (preview-scope.ts `scopedRecord`). Ordered by
     * the live values. Without `drafts`, the same as `items`.
     */
    async previewItems(
      db: DB,
      query: ListQuery = {},
      scope: PreviewScope = EVERY_DRAFT,
    ): Promise<Out[]> {
      const rows = await listQuery(db, query).rows.execute();
      if (!options.drafts) return rows.map((r) => strip(r as Row)!);
      return rows.flatMap((r) => {
        const shown = scopedRecord(scope, table, r as DraftRow);
        return shown ? [strip(shown as Row)!] : [];
      });
    },
    async byId(db: DB, id: number): Promise<Out | undefined> {
      return read(db, id);
    },
    async create(db: DB, values: Record<string, unknown>): Promise<Out> {
      const row = await q(db)
        .insertInto(table)
        .values(serialise(values) as never)
        .returningAll()
        .executeTakeFirstOrThrow();
      return computed.length > 0 ? (await read(db, (row as Row).id))! : strip(row as Row)!;
    },
    /**
     * Writes `values` to the row. `expected`: the revision the change is based on (issue 41,
     * tables with a `revision` only; undefined: no check), compared in the update's own WHERE,
     * so of racing saves from one revision exactly one wins; the others throw
     * RevisionConflictError and change nothing. Undefined for a missing id.
     */
    async update(
      db: DB,
      id: number,
      values: Record<string, unknown>,
      expected?: number,
    ): Promise<Out | undefined> {
      const changes = serialise(values);
      if (options.touchUpdatedAt) changes.updatedAt = new Date();
      if (Object.keys(changes).length === 0 && expected === undefined) return this.byId(db, id);
      let query = q(db)
        .updateTable(table)
        .set(Object.keys(changes).length > 0 ? (changes as never) : ({ id } as never))
        .where('id', '=', id);
      if (expected !== undefined) query = query.where('revision', '=', expected);
      const row = await query.returningAll().executeTakeFirst();
      if (!row && expected !== undefined) {
        const current = await q(db)
          .selectFrom(table)
          .select('revision')
          .where('id', '=', id)
          .executeTakeFirst();
        if (current) throw new RevisionConflictError(expected, current.revision as number);
      }
      return row && computed.length > 0 ? read(db, (row as Row).id) : strip(row as Row | undefined);
    },
    async delete(db: DB, id: number): Promise<boolean> {
      // `returning` rather than numDeletedRows: PGlite reports 0 affected rows.
      const rows = await q(db).deleteFrom(table).where('id', '=', id).returning('id').execute();
      return rows.length > 0;
    },
    /** Deletes the rows with these ids in one statement; returns the ids deleted. */
    async deleteMany(db: DB, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await q(db)
        .deleteFrom(table)
        .where('id', 'in', [...ids])
        .returning('id')
        .execute();
      return rows.map((r) => r.id);
    },
    /** Sets the same `values` on the rows with these ids; returns the ids changed. */
    async updateMany(
      db: DB,
      ids: readonly number[],
      values: Record<string, unknown>,
    ): Promise<number[]> {
      if (ids.length === 0) return [];
      const changes = serialise(values);
      if (options.touchUpdatedAt) changes.updatedAt = new Date();
      const rows = await q(db)
        .updateTable(table)
        .set(changes as never)
        .where('id', 'in', [...ids])
        .returning('id')
        .execute();
      return rows.map((r) => r.id);
    },
    /**
     * Saves a new order in one transaction: `ids[i]` gets `orderIndex = i`. `ids` must be exactly
     * the rows of the scope (every row of the table, or those whose `reorderScope` column equals
     * `scopeValue`), else ReorderMismatchError and nothing changes.
     */
    async reorder(db: DB, ids: readonly number[], scopeValue?: unknown): Promise<void> {
      await db.transaction().execute(async (trx) => {
        let current = q(trx).selectFrom(table).select('id');
        if (options.reorderScope) {
          if (scopeValue === undefined)
            throw new ReorderMismatchError(`${options.reorderScope} is required`);
          current = current.where(sql.ref(options.reorderScope), '=', scopeValue as never);
        }
        // Lock the scope's rows so two reorders of the same list run one after the other.
        const existing = await current.forUpdate().execute();
        const want = new Set(ids);
        if (existing.length !== want.size || existing.some((r) => !want.has(r.id)))
          throw new ReorderMismatchError(
            'The order must list every row of the list exactly once; reload and try again',
          );
        for (const [index, id] of ids.entries())
          await q(trx)
            .updateTable(table)
            .set({ orderIndex: index } as never)
            .where('id', '=', id)
            .execute();
      });
    },
    async count(db: DB): Promise<number> {
      const r = await q(db)
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(r.total);
    },
  };
}

export type CrudRepository<Out extends Row = Row> = ReturnType<
  typeof crudRepository<CrudTable, Out>
>;
