import {
  bulkFeatureInput,
  bulkIdsInput,
  byIdInput,
  COLLECTION_LISTS,
  type CollectionKey,
  idSchema,
  reorderInput,
} from '@forma/validators';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { recordAdminWrite } from '../audit';
import { adminCollections, type CollectionDefinition } from '../collections';
import { assertRole, consoleProcedure, createTRPCRouter } from '../trpc';
import { CRUD_READS, crudInputs, crudOperations, type CrudOperation } from './crud';

/**
 * A row of any admin collection as the generic procedures answer it: its fields by name, with its
 * id. The console's generic screens read fields by the names of the collection's definition.
 */
export type CollectionRow = { id: number } & Record<string, unknown>;

const collectionKeys = Object.keys(COLLECTION_LISTS) as [CollectionKey, ...CollectionKey[]];

/**
 * `{ collection, input }` of one operation: which collection, and the input of its typed
 * procedure in the shape every collection shares. The collection's own schema (its sorts and
 * filters, its fields) then validates `input` (`parsed`), with the same messages and field paths.
 */
function inputOf<S extends z.ZodType>(input: S) {
  return z.object({
    collection: z.enum(collectionKeys, {
      error: `collection must be one of ${collectionKeys.join(', ')}`,
    }),
    input,
  });
}
/** A list's input in any collection: `search`, `sort`, `filters`, `limit`, `offset`. */
const anyListInput = z
  .object({
    search: z.string().optional(),
    sort: z.string().optional(),
    filters: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
    limit: z.number().optional(),
    offset: z.number().optional(),
  })
  .optional();
/** A row's fields by name, as a create or an update sends them. */
const anyFields = z.record(z.string(), z.unknown());

/** A collection's definition with its operations and input schemas, read by field name. */
interface Entry {
  definition: CollectionDefinition<CollectionRow, z.ZodType, z.ZodType>;
  operations: ReturnType<typeof crudOperations<CollectionRow, z.ZodType, z.ZodType>>;
  inputs: ReturnType<typeof crudInputs<CollectionRow, z.ZodType, z.ZodType>>;
}
const built = new Map<CollectionKey, Entry>();

/**
 * The entry of one collection, built once. Every definition is a `CollectionDefinition` of loose
 * rows: its hooks are declared as methods (collections.ts), so a definition of designers is one of
 * rows read by name, and `crudOperations` is the same code the typed routers run.
 */
function entryOf(key: CollectionKey): Entry {
  let entry = built.get(key);
  if (!entry) {
    const definition: Entry['definition'] = adminCollections[key];
    entry = { definition, operations: crudOperations(definition), inputs: crudInputs(definition) };
    built.set(key, entry);
  }
  return entry;
}

/** Parses `input` with `schema`; BAD_REQUEST with the zod issues (field messages) otherwise. */
function parsed<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success)
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'Invalid input', cause: result.error });
  return result.data;
}

type ConsoleContext = Parameters<typeof assertRole>[0];

/**
 * The collection an operation names, once the caller's role allows it: the collection's read or
 * write role (`definition.access`), as its typed procedure `admin.<collection>.<operation>` checks.
 */
async function allowed(
  ctx: ConsoleContext,
  collection: CollectionKey,
  operation: CrudOperation,
): Promise<Entry> {
  const entry = entryOf(collection);
  const access = entry.definition.access;
  const reads = CRUD_READS.includes(operation);
  await assertRole(ctx, reads ? (access?.read ?? 'viewer') : (access?.write ?? 'editor'));
  if (operation === 'create' || operation === 'createDraft') entry.operations.assertCreatable();
  return entry;
}

/** Records a write under its typed procedure's name (`admin.designers.update`) and answers it. */
async function audited<T>(
  ctx: ConsoleContext,
  { collection, input }: { collection: CollectionKey; input: unknown },
  operation: CrudOperation,
  result: T,
): Promise<T> {
  await recordAdminWrite(ctx, `admin.${collection}.${operation}`, input, result);
  return result;
}

/**
 * The console's generic collection procedures (`admin.collection.*`, issue 22 item 24): the CRUD
 * operations of every admin collection, named by `collection`, answering loose rows, so the
 * screens driven by a collection's definition call them without re-declaring each router's types.
 * Each takes `{ collection, input }`, where `input` is what `admin.<collection>.<operation>`
 * takes, and behaves as that procedure: the same role (UNAUTHORIZED anonymous, FORBIDDEN below
 * it), validation (BAD_REQUEST with the field issues), answers, errors and audit record.
 */
export const collectionRouter = createTRPCRouter({
  /** `{ items, total }`: one page of rows (see `crudOperations` list). */
  list: consoleProcedure.input(inputOf(anyListInput)).query(async ({ ctx, input }) => {
    const { operations, inputs } = await allowed(ctx, input.collection, 'list');
    return operations.list(ctx, parsed(inputs.list, input.input));
  }),
  /** One row by `{ id }`. NOT_FOUND. */
  byId: consoleProcedure.input(inputOf(byIdInput)).query(async ({ ctx, input }) => {
    const { operations, inputs } = await allowed(ctx, input.collection, 'byId');
    return operations.byId(ctx, parsed(inputs.byId, input.input));
  }),
  /** Creates a row from the collection's create schema. */
  create: consoleProcedure.input(inputOf(anyFields)).mutation(async ({ ctx, input }) => {
    const { operations, inputs } = await allowed(ctx, input.collection, 'create');
    const row = await operations.create(ctx, parsed(inputs.create, input.input));
    return audited(ctx, input, 'create', row);
  }),
  /** `{ id, data }`: changes the given fields. NOT_FOUND. */
  update: consoleProcedure
    .input(inputOf(z.object({ id: idSchema, data: anyFields })))
    .mutation(async ({ ctx, input }) => {
      const { operations, inputs } = await allowed(ctx, input.collection, 'update');
      const row = await operations.update(ctx, parsed(inputs.update, input.input));
      return audited(ctx, input, 'update', row);
    }),
  /** `{ id }` -> `{ success: true }`. NOT_FOUND. */
  delete: consoleProcedure.input(inputOf(byIdInput)).mutation(async ({ ctx, input }) => {
    const { operations, inputs } = await allowed(ctx, input.collection, 'delete');
    const result = await operations.delete(ctx, parsed(inputs.delete, input.input));
    return audited(ctx, input, 'delete', result);
  }),
  /** `{ ids }` -> `{ deleted }`. */
  bulkDelete: consoleProcedure.input(inputOf(bulkIdsInput)).mutation(async ({ ctx, input }) => {
    const { operations, inputs } = await allowed(ctx, input.collection, 'bulkDelete');
    const result = await operations.bulkDelete(ctx, parsed(inputs.bulkDelete, input.input));
    return audited(ctx, input, 'bulkDelete', result);
  }),
  /** `{ ids, featured }` -> `{ updated }`. */
  bulkFeature: consoleProcedure
    .input(inputOf(bulkFeatureInput))
    .mutation(async ({ ctx, input }) => {
      const { operations, inputs } = await allowed(ctx, input.collection, 'bulkFeature');
      const result = await operations.bulkFeature(ctx, parsed(inputs.bulkFeature, input.input));
      return audited(ctx, input, 'bulkFeature', result);
    }),
  /** `{ ids, designerId? }` -> `{ success: true }`. */
  reorder: consoleProcedure.input(inputOf(reorderInput)).mutation(async ({ ctx, input }) => {
    const { operations, inputs } = await allowed(ctx, input.collection, 'reorder');
    const result = await operations.reorder(ctx, parsed(inputs.reorder, input.input));
    return audited(ctx, input, 'reorder', result);
  }),
  /** Creates a row as an unpublished draft (issue 20 item 1). METHOD_NOT_SUPPORTED without drafts. */
  createDraft: consoleProcedure.input(inputOf(anyFields)).mutation(async ({ ctx, input }) => {
    const { operations, inputs } = await allowed(ctx, input.collection, 'createDraft');
    const row = await operations.createDraft(ctx, parsed(inputs.createDraft, input.input));
    return audited(ctx, input, 'createDraft', row);
  }),
  /** `{ id, data }`: keeps the changes as the row's draft; the site still shows it as published. */
  saveDraft: consoleProcedure
    .input(inputOf(z.object({ id: idSchema, data: anyFields })))
    .mutation(async ({ ctx, input }) => {
      const { operations, inputs } = await allowed(ctx, input.collection, 'saveDraft');
      const row = await operations.saveDraft(ctx, parsed(inputs.saveDraft, input.input));
      return audited(ctx, input, 'saveDraft', row);
    }),
  /** `{ id }`: makes the row live as its draft says. NOT_FOUND. */
  publish: consoleProcedure.input(inputOf(byIdInput)).mutation(async ({ ctx, input }) => {
    const { operations, inputs } = await allowed(ctx, input.collection, 'publish');
    const row = await operations.publish(ctx, parsed(inputs.publish, input.input));
    return audited(ctx, input, 'publish', row);
  }),
  /** `{ id }`: drops the row's draft. NOT_FOUND; BAD_REQUEST for a row never published. */
  discardDraft: consoleProcedure.input(inputOf(byIdInput)).mutation(async ({ ctx, input }) => {
    const { operations, inputs } = await allowed(ctx, input.collection, 'discardDraft');
    const row = await operations.discardDraft(ctx, parsed(inputs.discardDraft, input.input));
    return audited(ctx, input, 'discardDraft', row);
  }),
  /**
   * `{ id }`: takes a live row off the site (issue 20 item 1); it is a draft again, with a
   * waiting draft folded in. NOT_FOUND; BAD_REQUEST for a row not on the site.
   */
  unpublish: consoleProcedure.input(inputOf(byIdInput)).mutation(async ({ ctx, input }) => {
    const { operations, inputs } = await allowed(ctx, input.collection, 'unpublish');
    const row = await operations.unpublish(ctx, parsed(inputs.unpublish, input.input));
    return audited(ctx, input, 'unpublish', row);
  }),
});
