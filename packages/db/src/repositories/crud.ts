import { sql, type Kysely } from 'kysely';
import type { DB } from '../client';
import type { Database } from '../schema';

/** Tables an admin collection can be built on (all have a serial `id`). */
export type CrudTable = Exclude<
  keyof Database,
  'sessions' | 'siteContent' | 'contentHistory' | 'settings'
>;

export interface CrudOptions<T extends CrudTable> {
  table: T;
  /** Default sort, applied in order, then by id. */
  orderBy: ReadonlyArray<{ column: keyof Database[T] & string; direction: 'asc' | 'desc' }>;
  /** Text columns matched case-insensitively by `list({ search })`. */
  searchable: ReadonlyArray<keyof Database[T] & string>;
  /** Columns never returned (e.g. a password hash). */
  hidden?: ReadonlyArray<keyof Database[T] & string>;
  /** jsonb columns: objects are serialised on write. */
  json?: ReadonlyArray<keyof Database[T] & string>;
  /** Set to now() on every update. */
  touchUpdatedAt?: boolean;
}

export interface ListQuery {
  search?: string | undefined;
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

/**
 * A generic repository over one table: list (search, paging, default sort), byId, create, update,
 * delete, count. Returns `undefined` for a missing id; database errors propagate.
 */
export function crudRepository<T extends CrudTable, Out extends Row = Row>(
  options: CrudOptions<T>,
) {
  const table = options.table as string;
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

  return {
    table: options.table,
    async list(db: DB, query: ListQuery = {}): Promise<Page<Out>> {
      let base = q(db).selectFrom(table);
      const term = query.search?.trim();
      if (term && options.searchable.length > 0) {
        const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        base = base.where((eb) =>
          eb.or(options.searchable.map((column) => eb(sql.ref(column), 'ilike', pattern))),
        );
      }
      let rows = base.selectAll();
      for (const { column, direction } of options.orderBy)
        rows = rows.orderBy(sql.ref(column), direction);
      rows = rows.orderBy('id', 'asc');
      if (query.limit !== undefined) rows = rows.limit(query.limit);
      if (query.offset) rows = rows.offset(query.offset);
      const [items, count] = await Promise.all([
        rows.execute(),
        base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { items: items.map((r) => strip(r as Row)!), total: Number(count.total) };
    },
    async byId(db: DB, id: number): Promise<Out | undefined> {
      const row = await q(db).selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
      return strip(row as Row | undefined);
    },
    async create(db: DB, values: Record<string, unknown>): Promise<Out> {
      const row = await q(db)
        .insertInto(table)
        .values(serialise(values) as never)
        .returningAll()
        .executeTakeFirstOrThrow();
      return strip(row as Row)!;
    },
    async update(db: DB, id: number, values: Record<string, unknown>): Promise<Out | undefined> {
      const changes = serialise(values);
      if (options.touchUpdatedAt) changes.updatedAt = new Date();
      if (Object.keys(changes).length === 0) return this.byId(db, id);
      const row = await q(db)
        .updateTable(table)
        .set(changes as never)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return strip(row as Row | undefined);
    },
    async delete(db: DB, id: number): Promise<boolean> {
      // `returning` rather than numDeletedRows: PGlite reports 0 affected rows.
      const rows = await q(db).deleteFrom(table).where('id', '=', id).returning('id').execute();
      return rows.length > 0;
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
