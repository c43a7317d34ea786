import {
  inTransaction,
  ListQueryError,
  publicRecord,
  recordWebhookEvent,
  ReorderMismatchError,
} from '@forma/db';
import {
  bulkFeatureInput,
  bulkIdsInput,
  baseRevision,
  byIdInput,
  idSchema,
  listInputFor,
  reorderInput,
  textString,
} from '@forma/validators';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { AdminContext } from '../admin-context';
import type { CollectionDefinition } from '../collections';
import { crudRest } from './crud-rest';
import { pgErrorCode } from '../errors';
import { createTRPCRouter, roleProcedure, type Context } from '../trpc';

/** `list` input: optional search text, page size 1-100 (default 50), offset (default 0). */
export const listInput = z
  .object({
    search: textString('search').trim().max(200, 'search is too long').optional(),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be an integer')
      .min(1, 'limit must be between 1 and 100')
      .max(100, 'limit must be between 1 and 100')
      .default(50),
    offset: z.coerce
      .number({ error: 'offset must be a number' })
      .int('offset must be an integer')
      .min(0, 'offset must be 0 or more')
      .max(1_000_000, 'offset is too large')
      .default(0),
  })
  .default({ limit: 50, offset: 0 });

/** Maps constraint violations of a write to client errors; rethrows anything else. */
function rethrowWriteError(
  err: unknown,
  definition: { foreignKeyMessage?: string; conflictMessage?: string },
): never {
  switch (pgErrorCode(err)) {
    case '23503':
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: definition.foreignKeyMessage ?? 'A referenced row does not exist',
        cause: err,
      });
    case '23505':
      throw new TRPCError({
        code: 'CONFLICT',
        message: definition.conflictMessage ?? 'Already exists',
        cause: err,
      });
    case '23514':
    case '22P02':
    case '22003':
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'Invalid value', cause: err });
    default:
      throw err;
  }
}

/** The operations of the generic CRUD router, by procedure name. */
export const CRUD_OPERATIONS = [
  'list',
  'byId',
  'create',
  'update',
  'delete',
  'bulkDelete',
  'bulkFeature',
  'reorder',
  'createDraft',
  'saveDraft',
  'publish',
  'discardDraft',
  'unpublish',
] as const;
/** One operation of the generic CRUD router. */
export type CrudOperation = (typeof CRUD_OPERATIONS)[number];
/**
 * The input schema of each CRUD operation of one collection: the list's whitelist of sorts and
 * filters, the collection's create schema (`z.never()` when it cannot be created), `{ id, data }`
 * with its partial update schema, and the shared id, bulk and reorder inputs.
 */
export function crudInputs<Row, Create extends z.ZodType, Update extends z.ZodType>(
  definition: CollectionDefinition<Row, Create, Update>,
) {
  // Only records with drafts have revisions (issue 41): the others take no `revision`.
  const revision = definition.drafts ? { revision: baseRevision } : {};
  const update = z.object({
    id: idSchema,
    data: definition.update,
    ...revision,
  }) as unknown as z.ZodType<
    { id: number; data: z.output<Update>; revision?: number | undefined },
    { id: number | string; data: z.input<Update>; revision?: number | undefined }
  >;
  const byIdAt = byIdInput.extend(revision) as unknown as z.ZodType<
    { id: number; revision?: number | undefined },
    { id: number | string; revision?: number | undefined }
  >;
  return {
    list: listInputFor(definition.list),
    byId: byIdInput,
    create: (definition.create ?? z.never()) as Create,
    update,
    delete: byIdInput,
    bulkDelete: bulkIdsInput,
    bulkFeature: bulkFeatureInput,
    reorder: reorderInput,
    createDraft: (definition.create ?? z.never()) as Create,
    saveDraft: update,
    publish: byIdAt,
    discardDraft: byIdAt,
    unpublish: byIdInput,
  };
}

/** What each CRUD operation receives once its input was validated. */
type ParsedInputs<Create extends z.ZodType, Update extends z.ZodType> = {
  [K in CrudOperation]: z.output<ReturnType<typeof crudInputs<unknown, Create, Update>>[K]>;
};

/**
 * The CRUD operations of one collection (DESIGN.md), each `(ctx, validated input) => answer`,
 * shared by the typed router of the collection (`admin.<key>.*`, `crudRouter`) and the console's
 * generic one (`admin.collection.*`). Role checks and the audit record belong to the procedures.
 * - list({ search?, sort?, filters?, limit, offset }) -> { items, total }; BAD_REQUEST for a
 *   sort or filter outside the collection's whitelist (`definition.list`)
 * - byId({ id }) -> row; NOT_FOUND
 * - create(values) -> row; METHOD_NOT_SUPPORTED when the collection has no create schema;
 *   BAD_REQUEST for a missing referenced row (e.g. 'Designer not found'), CONFLICT for a duplicate
 * - update({ id, data }) -> row; NOT_FOUND; BAD_REQUEST / CONFLICT as for create
 * - delete({ id }) -> { success: true }; NOT_FOUND
 * - bulkDelete({ ids }) -> { deleted } (rows that existed); the per-row delete rule applies
 * - bulkFeature({ ids, featured }) -> { updated }; METHOD_NOT_SUPPORTED without `featured`
 * - reorder({ ids, designerId? }) -> { success: true }; the whole list (a designer's works for
 *   designer works) in its new order; BAD_REQUEST when the ids are not exactly that list
 * Draft and publish (issue 20 item 1; METHOD_NOT_SUPPORTED for a collection without drafts):
 * - createDraft(values) -> row, created unpublished (no public read shows it)
 * - saveDraft({ id, data }) -> row with `data` kept as its draft (written to the row itself while
 *   it was never published); NOT_FOUND
 * - publish({ id }) -> row made live as its draft says; NOT_FOUND; BAD_REQUEST / CONFLICT as for
 *   update when the draft breaks a rule of the table (a slug taken meanwhile)
 * - discardDraft({ id }) -> row without its draft; NOT_FOUND; BAD_REQUEST for a record never
 *   published (delete it instead)
 * - unpublish({ id }) -> row taken off the site, a draft again (a waiting draft folded in);
 *   NOT_FOUND; BAD_REQUEST for a record not on the site
 */
export function crudOperations<Row, Create extends z.ZodType, Update extends z.ZodType>(
  definition: CollectionDefinition<Row, Create, Update>,
) {
  type Input = ParsedInputs<Create, Update>;
  const { repository, label, list: spec } = definition;
  const plural = spec.plural.toLowerCase();
  const unsupported = (what: string) =>
    new TRPCError({ code: 'METHOD_NOT_SUPPORTED', message: `${spec.plural} cannot be ${what}` });
  const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: `${label} not found` });
  const draftsOf = () => {
    if (!definition.drafts) throw unsupported('drafted');
    return definition.drafts;
  };
  const userIdOf = (ctx: AdminContext) => ctx.user.id;
  /**
   * Runs `write` in a transaction with its webhook event (issue 43): for a collection the site
   * shows (one with drafts), `record.published` when the row it answers is live,
   * `record.unpublished` when it was taken off. The event commits with the write or not at all.
   */
  const withRecordEvent = (
    ctx: AdminContext,
    type: 'record.published' | 'record.unpublished',
    write: (ctx: AdminContext) => Promise<Row | undefined>,
  ): Promise<Row | undefined> => {
    const { drafts } = definition;
    if (!drafts) return write(ctx);
    return inTransaction(ctx.db, async (db) => {
      const row = await write({ ...ctx, db });
      const live = row as (Row & { id: number; publishedAt?: Date | null }) | undefined;
      if (live && (type === 'record.unpublished' || live.publishedAt))
        await recordWebhookEvent(db, {
          type,
          actorId: ctx.user.id,
          data: { collection: drafts.table, id: live.id, record: publicRecord(live) },
        });
      return row;
    });
  };
  /** The `record.deleted` events of `ids` in the delete's transaction `db` (collections with drafts). */
  const recordDeleted = async (ctx: AdminContext, db: AdminContext['db'], ids: number[]) => {
    const { drafts } = definition;
    if (!drafts) return;
    for (const id of ids)
      await recordWebhookEvent(db, {
        type: 'record.deleted',
        actorId: ctx.user.id,
        data: { collection: drafts.table, id },
      });
  };
  /**
   * The record `id` is on the site (published once, not taken off). NOT_FOUND; BAD_REQUEST
   * `This <label> <reason>` when it is not.
   */
  const assertLive = async (ctx: AdminContext, id: number, reason: string) => {
    const existing = (await repository.byId(ctx.db, id)) as { publishedAt?: unknown } | undefined;
    if (!existing) throw notFound();
    if (existing.publishedAt === null)
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: `This ${label.toLowerCase()} ${reason}`,
      });
  };
  /**
   * What an update (live or as a draft) writes: its data once the entity's rule
   * (`beforeUpdate`) allowed it and `prepare` turned it into values. NOT_FOUND when `prepare`
   * needs the row and there is none.
   */
  const updateValues = async (
    ctx: AdminContext,
    input: Input['update'],
  ): Promise<Record<string, unknown>> => {
    await definition.beforeUpdate?.(ctx, input.id, input.data);
    const values = input.data as Record<string, unknown>;
    if (!definition.prepare) return values;
    const existing = await repository.byId(ctx.db, input.id);
    if (!existing) throw notFound();
    return definition.prepare(ctx, values, existing);
  };

  return {
    /** Throws METHOD_NOT_SUPPORTED when the collection cannot be created through the API. */
    assertCreatable(): void {
      if (!definition.create)
        throw new TRPCError({
          code: 'METHOD_NOT_SUPPORTED',
          message: `${label}s cannot be created here`,
        });
    },

    async list(ctx: Context, input: Input['list']) {
      try {
        return await repository.list(ctx.db, {
          ...(input.search ? { search: input.search } : {}),
          ...(input.sort ? { sort: input.sort } : {}),
          ...(input.filters ? { filters: input.filters } : {}),
          limit: input.limit,
          offset: input.offset,
        });
      } catch (err) {
        if (err instanceof ListQueryError)
          throw new TRPCError({ code: 'BAD_REQUEST', message: err.message, cause: err });
        throw err;
      }
    },

    async byId(ctx: Context, input: Input['byId']): Promise<Row> {
      const row = await repository.byId(ctx.db, input.id);
      if (!row) throw notFound();
      return row;
    },

    /** `input` has passed the collection's create schema (`crudInputs(...).create`). */
    async create(ctx: AdminContext, input: unknown): Promise<Row> {
      this.assertCreatable();
      let values = input as Record<string, unknown>;
      if (definition.prepare) values = await definition.prepare(ctx, values);
      let row: Row;
      try {
        row = (await withRecordEvent(ctx, 'record.published', (c) =>
          repository.create(c.db, values),
        )) as Row;
      } catch (err) {
        rethrowWriteError(err, definition);
      }
      definition.afterWrite?.(ctx, row);
      return row;
    },

    async update(ctx: AdminContext, input: Input['update']): Promise<Row> {
      const values = await updateValues(ctx, input);
      let row: Row | undefined;
      try {
        row = await withRecordEvent(ctx, 'record.published', (c) =>
          definition.write
            ? definition.write(c, input.id, values as typeof input.data)
            : repository.update(c.db, input.id, values, input.revision),
        );
      } catch (err) {
        rethrowWriteError(err, definition);
      }
      if (!row) throw notFound();
      definition.afterWrite?.(ctx, row);
      return row;
    },

    // The entity's rule and the delete are one transaction (issue 39 item 4): what the rule
    // checked (a media file nobody uses) still holds when the row goes.
    async delete(ctx: AdminContext, input: Input['delete']) {
      const before = await inTransaction(ctx.db, async (db) => {
        const trx = { ...ctx, db };
        await definition.beforeDelete?.(trx, input.id);
        const row = definition.afterDelete && (await repository.byId(db, input.id));
        if (!(await repository.delete(db, input.id))) throw notFound();
        await recordDeleted(ctx, db, [input.id]);
        return row;
      });
      if (before) definition.afterDelete?.(ctx, [before]);
      return { success: true as const };
    },

    async bulkDelete(ctx: AdminContext, input: Input['bulkDelete']) {
      const { deleted, gone } = await inTransaction(ctx.db, async (db) => {
        const trx = { ...ctx, db };
        for (const id of input.ids) await definition.beforeDelete?.(trx, id);
        const before = new Map<number, Row>();
        if (definition.afterDelete)
          for (const id of input.ids) {
            const row = await repository.byId(db, id);
            if (row) before.set(id, row);
          }
        const ids = await repository.deleteMany(db, input.ids);
        await recordDeleted(ctx, db, ids);
        return { deleted: ids.length, gone: ids.flatMap((id) => before.get(id) ?? []) };
      });
      if (gone.length > 0) definition.afterDelete?.(ctx, gone);
      return { deleted };
    },

    async bulkFeature(ctx: AdminContext, input: Input['bulkFeature']) {
      if (!spec.featurable) throw unsupported('featured');
      const updated = await repository.updateMany(ctx.db, input.ids, {
        featured: input.featured,
      });
      return { updated: updated.length };
    },

    async reorder(ctx: AdminContext, input: Input['reorder']) {
      if (!spec.reorderable) throw unsupported('reordered');
      try {
        await repository.reorder(ctx.db, input.ids, input.designerId);
      } catch (err) {
        if (err instanceof ReorderMismatchError)
          throw new TRPCError({
            code: 'BAD_REQUEST',
            message: err.message.includes('required')
              ? `designerId is required to reorder ${plural}`
              : err.message,
            cause: err,
          });
        throw err;
      }
      return { success: true as const };
    },

    /** `input` has passed the collection's create schema. */
    async createDraft(ctx: AdminContext, input: unknown): Promise<Row> {
      const drafts = draftsOf();
      this.assertCreatable();
      let values = input as Record<string, unknown>;
      if (definition.prepare) values = await definition.prepare(ctx, values);
      try {
        return await drafts.createDraft(ctx.db, values, userIdOf(ctx));
      } catch (err) {
        rethrowWriteError(err, definition);
      }
    },

    async saveDraft(ctx: AdminContext, input: Input['saveDraft']): Promise<Row> {
      const drafts = draftsOf();
      const values = await updateValues(ctx, input);
      let row: Row | undefined;
      try {
        row = await drafts.saveDraft(ctx.db, input.id, values, userIdOf(ctx), input.revision);
      } catch (err) {
        rethrowWriteError(err, definition);
      }
      if (!row) throw notFound();
      return row;
    },

    async publish(ctx: AdminContext, input: Input['publish']): Promise<Row> {
      const drafts = draftsOf();
      let row: Row | undefined;
      try {
        row = await withRecordEvent(ctx, 'record.published', (c) =>
          drafts.publish(c.db, input.id, input.revision),
        );
      } catch (err) {
        rethrowWriteError(err, definition);
      }
      if (!row) throw notFound();
      definition.afterWrite?.(ctx, row);
      return row;
    },

    async discardDraft(ctx: AdminContext, input: Input['discardDraft']): Promise<Row> {
      const drafts = draftsOf();
      await assertLive(ctx, input.id, 'was never published: delete it instead');
      const row = await drafts.discardDraft(ctx.db, input.id, input.revision);
      if (!row) throw notFound();
      return row;
    },

    async unpublish(ctx: AdminContext, input: Input['unpublish']): Promise<Row> {
      const drafts = draftsOf();
      await assertLive(ctx, input.id, 'is not on the site: there is nothing to take off');
      const row = await withRecordEvent(ctx, 'record.unpublished', (c) =>
        drafts.unpublish(c.db, input.id),
      );
      if (!row) throw notFound();
      definition.afterWrite?.(ctx, row);
      return row;
    },
  };
}

/**
 * The typed admin CRUD router of one collection (`admin.<key>.*`, DESIGN.md): the operations of
 * `crudOperations` as procedures. Reads need the collection's read role, writes its write role
 * (`definition.access`; UNAUTHORIZED anonymous, FORBIDDEN below the role); every write is
 * recorded in the audit log.
 */
export function crudRouter<Row, Create extends z.ZodType, Update extends z.ZodType>(
  definition: CollectionDefinition<Row, Create, Update>,
) {
  const operations = crudOperations(definition);
  const inputs = crudInputs(definition);
  // Who may read and who may change this collection (issue 20 item 4).
  const readProcedure = roleProcedure(definition.access?.read ?? 'viewer');
  const writeProcedure = roleProcedure(definition.access?.write ?? 'editor');
  const rest = crudRest(definition);

  return createTRPCRouter({
    /** Rows matching `search` and `filters`, sorted, one page: `{ items, total }`. */
    list: readProcedure
      .meta({ rest: rest.list })
      .input(inputs.list)
      .query(({ ctx, input }) => operations.list(ctx, input)),
    /** One row by id. Throws NOT_FOUND. */
    byId: readProcedure
      .meta({ rest: rest.byId })
      .input(inputs.byId)
      .query(({ ctx, input }) => operations.byId(ctx, input)),
    /** Creates a row from the collection's create schema. */
    create: writeProcedure
      .meta({ rest: rest.create })
      .use(({ next }) => {
        // Before the input is parsed: a collection without a create schema refuses any input.
        operations.assertCreatable();
        return next();
      })
      .input(inputs.create)
      .mutation(({ ctx, input }) => operations.create(ctx, input)),
    /** Changes the given fields of a row (partial update schema). Throws NOT_FOUND. */
    update: writeProcedure
      .meta({ rest: rest.update })
      .input(inputs.update)
      .mutation(({ ctx, input }) => operations.update(ctx, input)),
    /** Deletes a row. Returns `{ success: true }`. Throws NOT_FOUND. */
    delete: writeProcedure
      .meta({ rest: rest.delete })
      .input(inputs.delete)
      .mutation(({ ctx, input }) => operations.delete(ctx, input)),
    /** Deletes the selected rows in one statement. Returns `{ deleted }`, the rows removed. */
    bulkDelete: writeProcedure
      .meta({ rest: rest.bulkDelete })
      .input(inputs.bulkDelete)
      .mutation(({ ctx, input }) => operations.bulkDelete(ctx, input)),
    /** Features or unfeatures the selected rows. Returns `{ updated }`. */
    bulkFeature: writeProcedure
      .meta({ rest: rest.bulkFeature })
      .input(inputs.bulkFeature)
      .mutation(({ ctx, input }) => operations.bulkFeature(ctx, input)),
    /**
     * Saves a new display order (`orderIndex` 0, 1, ...) in one transaction. `ids` lists every
     * row of the list; for designer works, every work of `designerId`.
     */
    reorder: writeProcedure
      .meta({ rest: rest.reorder })
      .input(inputs.reorder)
      .mutation(({ ctx, input }) => operations.reorder(ctx, input)),
    /** Creates a row as an unpublished draft (issue 20 item 1). METHOD_NOT_SUPPORTED without drafts. */
    createDraft: writeProcedure
      .use(({ next }) => {
        operations.assertCreatable();
        return next();
      })
      .input(inputs.createDraft)
      .mutation(({ ctx, input }) => operations.createDraft(ctx, input)),
    /** `{ id, data }`: keeps the changes as the row's draft; the site still shows it as published. */
    saveDraft: writeProcedure
      .input(inputs.saveDraft)
      .mutation(({ ctx, input }) => operations.saveDraft(ctx, input)),
    /** `{ id }`: makes the row live as its draft says. NOT_FOUND. */
    publish: writeProcedure
      .input(inputs.publish)
      .mutation(({ ctx, input }) => operations.publish(ctx, input)),
    /** `{ id }`: drops the row's draft. NOT_FOUND; BAD_REQUEST for a row never published. */
    discardDraft: writeProcedure
      .input(inputs.discardDraft)
      .mutation(({ ctx, input }) => operations.discardDraft(ctx, input)),
    /**
     * `{ id }`: takes a live row off the site (issue 20 item 1); it is a draft again, with a
     * waiting draft folded in. NOT_FOUND; BAD_REQUEST for a row not on the site.
     */
    unpublish: writeProcedure
      .input(inputs.unpublish)
      .mutation(({ ctx, input }) => operations.unpublish(ctx, input)),
  });
}

/**
 * A row of any admin collection as a generic screen reads it: its fields by name, with its id.
 */
export type CollectionRow = { id: number } & Record<string, unknown>;

/** A collection's fields by name, as a create or an update sends them. */
type AnyFields = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/**
 * The router of any collection seen through rows read by field name (`admin[collection.key]`):
 * the console's generic screens, driven by a collection's definition, call every collection's own
 * typed procedures through this one type (issue 40 item 4); the server validates each input with
 * the collection's schemas.
 */
export type CollectionRouter = ReturnType<typeof crudRouter<CollectionRow, AnyFields, AnyFields>>;
