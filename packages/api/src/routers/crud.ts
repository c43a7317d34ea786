import { byIdInput, idSchema } from '@forma/validators';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { AdminContext, CollectionDefinition } from '../collections';
import { pgErrorCode } from '../errors';
import { adminProcedure, createTRPCRouter } from '../trpc';

/** `list` input: optional search text, page size 1-100 (default 50), offset (default 0). */
export const listInput = z
  .object({
    search: z.string().trim().max(200, 'search is too long').optional(),
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
function rethrowWriteError(err: unknown, definition: { foreignKeyMessage?: string }): never {
  switch (pgErrorCode(err)) {
    case '23503':
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: definition.foreignKeyMessage ?? 'A referenced row does not exist',
        cause: err,
      });
    case '23505':
      throw new TRPCError({ code: 'CONFLICT', message: 'Already exists', cause: err });
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
 * `update`, `delete`, all admin-only (UNAUTHORIZED anonymous, FORBIDDEN non-admin).
 * - list({ search?, limit?, offset? }) -> { items, total }
 * - byId({ id }) -> row; NOT_FOUND
 * - create(input) -> row; METHOD_NOT_SUPPORTED when the collection has no create schema;
 *   BAD_REQUEST on invalid input or a missing referenced row (e.g. 'Designer not found')
 * - update({ id, data }) -> row; NOT_FOUND; BAD_REQUEST as for create
 * - delete({ id }) -> { success: true }; NOT_FOUND
 */
export function crudRouter<Row, Create extends z.ZodType, Update extends z.ZodType>(
  definition: CollectionDefinition<Row, Create, Update>,
) {
  const { repository, label } = definition;
  const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: `${label} not found` });
  const createSchema = (definition.create ?? z.never()) as Create;
  const updateSchema = z.object({ id: idSchema, data: definition.update }) as unknown as z.ZodType<
    { id: number; data: z.output<Update> },
    { id: number | string; data: z.input<Update> }
  >;

  return createTRPCRouter({
    /** Rows matching `search` in the collection's default order, one page: `{ items, total }`. */
    list: adminProcedure.input(listInput).query(({ ctx, input }) =>
      repository.list(ctx.db, {
        ...(input.search ? { search: input.search } : {}),
        limit: input.limit,
        offset: input.offset,
      }),
    ),

    /** One row by id. Throws NOT_FOUND. */
    byId: adminProcedure.input(byIdInput).query(async ({ ctx, input }) => {
      const row = await repository.byId(ctx.db, input.id);
      if (!row) throw notFound();
      return row;
    }),

    /** Creates a row from the collection's create schema. */
    create: adminProcedure
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
    update: adminProcedure.input(updateSchema).mutation(async ({ ctx, input }) => {
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
        row = await repository.update(ctx.db, input.id, values);
      } catch (err) {
        rethrowWriteError(err, definition);
      }
      if (!row) throw notFound();
      definition.afterWrite?.(admin, row);
      return row;
    }),

    /** Deletes a row. Returns `{ success: true }`. Throws NOT_FOUND. */
    delete: adminProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
      await definition.beforeDelete?.(ctx as AdminContext, input.id);
      const deleted = await repository.delete(ctx.db, input.id);
      if (!deleted) throw notFound();
      return { success: true as const };
    }),
  });
}
