import { ListQueryError, ReorderMismatchError } from '@forma/db';
import {
  bulkFeatureInput,
  bulkIdsInput,
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
import { pgErrorCode } from '../errors';
import { createTRPCRouter, roleProcedure } from '../trpc';

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

/**
 * The generic admin CRUD router of one collection (DESIGN.md): `list`, `byId`, `create`,
 * `update`, `delete`, `bulkDelete`, `bulkFeature`, `reorder`, all admin-only (UNAUTHORIZED
 * anonymous, FORBIDDEN non-admin).
 * - list({ search?, sort?, filters?, limit?, offset? }) -> { items, total }; sort and filter
 *   columns from the collection's whitelist (`definition.list`), anything else BAD_REQUEST
 * - byId({ id }) -> row; NOT_FOUND
 * - create(input) -> row; METHOD_NOT_SUPPORTED when the collection has no create schema;
 *   BAD_REQUEST on invalid input or a missing referenced row (e.g. 'Designer not found')
 * - update({ id, data }) -> row; NOT_FOUND; BAD_REQUEST as for create
 * - delete({ id }) -> { success: true }; NOT_FOUND
 * - bulkDelete({ ids }) -> { deleted } (rows that existed); the per-row delete rule applies
 * - bulkFeature({ ids, featured }) -> { updated }; METHOD_NOT_SUPPORTED without `featured`
 * - reorder({ ids, designerId? }) -> { success: true }; the whole list (a designer's works for
 *   designer works) in its new order; BAD_REQUEST when the ids are not exactly that list
 */
export function crudRouter<Row, Create extends z.ZodType, Update extends z.ZodType>(
  definition: CollectionDefinition<Row, Create, Update>,
) {
  const { repository, label, list: spec } = definition;
  const plural = spec.plural.toLowerCase();
  const unsupported = (what: string) =>
    new TRPCError({ code: 'METHOD_NOT_SUPPORTED', message: `${spec.plural} cannot be ${what}` });
  const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: `${label} not found` });
  // Who may read and who may change this collection (issue 20 item 4).
  const readProcedure = roleProcedure(definition.access?.read ?? 'viewer');
  const writeProcedure = roleProcedure(definition.access?.write ?? 'editor');
  const createSchema = (definition.create ?? z.never()) as Create;
  const updateSchema = z.object({ id: idSchema, data: definition.update }) as unknown as z.ZodType<
    { id: number; data: z.output<Update> },
    { id: number | string; data: z.input<Update> }
  >;

  return createTRPCRouter({
    /** Rows matching `search` and `filters`, sorted, one page: `{ items, total }`. */
    list: readProcedure.input(listInputFor(spec)).query(async ({ ctx, input }) => {
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
    }),

    /** One row by id. Throws NOT_FOUND. */
    byId: readProcedure.input(byIdInput).query(async ({ ctx, input }) => {
      const row = await repository.byId(ctx.db, input.id);
      if (!row) throw notFound();
      return row;
    }),

    /** Creates a row from the collection's create schema. */
    create: writeProcedure
      .use(({ next }) => {
        if (!definition.create)
          throw new TRPCError({
            code: 'METHOD_NOT_SUPPORTED',
            message: `${label}s cannot be created here`,
          });
        return next();
      })
      .input(createSchema)
      .mutation(async ({ ctx, input }) => {
        const admin = ctx as AdminContext;
        let values = input as Record<string, unknown>;
        if (definition.prepare) values = await definition.prepare(admin, values);
        let row: Row;
        try {
          row = await repository.create(ctx.db, values);
        } catch (err) {
          rethrowWriteError(err, definition);
        }
        definition.afterWrite?.(admin, row);
        return row;
      }),

    /** Changes the given fields of a row (partial update schema). Throws NOT_FOUND. */
    update: writeProcedure.input(updateSchema).mutation(async ({ ctx, input }) => {
      const admin = ctx as AdminContext;
      await definition.beforeUpdate?.(admin, input.id, input.data);
      let values = input.data as Record<string, unknown>;
      if (definition.prepare) {
        const existing = await repository.byId(ctx.db, input.id);
        if (!existing) throw notFound();
        values = await definition.prepare(admin, values, existing);
      }
      let row: Row | undefined;
      try {
        row = definition.write
          ? await definition.write(admin, input.id, values as typeof input.data)
          : await repository.update(ctx.db, input.id, values);
      } catch (err) {
        rethrowWriteError(err, definition);
      }
      if (!row) throw notFound();
      definition.afterWrite?.(admin, row);
      return row;
    }),

    /** Deletes a row. Returns `{ success: true }`. Throws NOT_FOUND. */
    delete: writeProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
      await definition.beforeDelete?.(ctx as AdminContext, input.id);
      const before = definition.afterDelete && (await repository.byId(ctx.db, input.id));
      const deleted = await repository.delete(ctx.db, input.id);
      if (!deleted) throw notFound();
      if (before) definition.afterDelete?.(ctx as AdminContext, [before]);
      return { success: true as const };
    }),

    /** Deletes the selected rows in one statement. Returns `{ deleted }`, the rows removed. */
    bulkDelete: writeProcedure.input(bulkIdsInput).mutation(async ({ ctx, input }) => {
      for (const id of input.ids) await definition.beforeDelete?.(ctx as AdminContext, id);
      const before = new Map<number, Row>();
      if (definition.afterDelete)
        for (const id of input.ids) {
          const row = await repository.byId(ctx.db, id);
          if (row) before.set(id, row);
        }
      const deleted = await repository.deleteMany(ctx.db, input.ids);
      const gone = deleted.flatMap((id) => before.get(id) ?? []);
      if (gone.length > 0) definition.afterDelete?.(ctx as AdminContext, gone);
      return { deleted: deleted.length };
    }),

    /** Features or unfeatures the selected rows. Returns `{ updated }`. */
    bulkFeature: writeProcedure.input(bulkFeatureInput).mutation(async ({ ctx, input }) => {
      if (!spec.featurable) throw unsupported('featured');
      const updated = await repository.updateMany(ctx.db, input.ids, {
        featured: input.featured,
      });
      return { updated: updated.length };
    }),

    /**
     * Saves a new display order (`orderIndex` 0, 1, ...) in one transaction. `ids` lists every
     * row of the list; for designer works, every work of `designerId`.
     */
    reorder: writeProcedure.input(reorderInput).mutation(async ({ ctx, input }) => {
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
    }),
  });
}
