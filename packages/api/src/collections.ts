import {
  collections,
  LeadError,
  setLeadRead,
  setUserRole,
  lockUpload,
  uploadUsage,
  type Page,
} from '@forma/db';
import {
  COLLECTION_LISTS,
  type CollectionListSpec,
  clientInput,
  clientAdminRecord,
  clientUpdate,
  contactSubmissionRecord,
  contactSubmissionUpdate,
  designerInput,
  designerAdminRecord,
  designerUpdate,
  designerWorkInput,
  designerWorkAdminRecord,
  designerWorkUpdate,
  isRestorableUse,
  mediaRecord,
  mediaUpdate,
  patternInput,
  patternRecord,
  patternUpdate,
  requestedRole,
  type RoleNeeded,
  testimonialInput,
  testimonialAdminRecord,
  testimonialUpdate,
  userRecord,
  userUpdate,
} from '@forma/validators';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import type { AdminContext } from './admin-context';
import { afterPatternWrite, preparePattern } from './patterns';
import type { Context } from './trpc';

/** The repository functions a collection needs (see `crudRepository` of @forma/db). */
export interface CollectionRepository<Row> {
  list(
    db: Context['db'],
    query: {
      search?: string;
      sort?: string;
      filters?: Record<string, unknown>;
      limit?: number;
      offset?: number;
    },
  ): Promise<Page<Row>>;
  byId(db: Context['db'], id: number): Promise<Row | undefined>;
  create(db: Context['db'], values: Record<string, unknown>): Promise<Row>;
  /** `expected`: the revision the change is based on (issue 41); a stale one throws. */
  update(
    db: Context['db'],
    id: number,
    values: Record<string, unknown>,
    expected?: number,
  ): Promise<Row | undefined>;
  delete(db: Context['db'], id: number): Promise<boolean>;
  deleteMany(db: Context['db'], ids: readonly number[]): Promise<number[]>;
  updateMany(
    db: Context['db'],
    ids: readonly number[],
    values: Record<string, unknown>,
  ): Promise<number[]>;
  reorder(db: Context['db'], ids: readonly number[], scopeValue?: unknown): Promise<void>;
}

/** Draft and publish of a collection's records (`recordDrafts` of @forma/db, issue 20 item 1). */
export interface CollectionDrafts<Row> {
  /** The table, as release items and webhook events name the collection (`designerWorks`). */
  readonly table: string;
  createDraft(
    db: Context['db'],
    values: Record<string, unknown>,
    userId: number | null,
  ): Promise<Row>;
  saveDraft(
    db: Context['db'],
    id: number,
    values: Record<string, unknown>,
    userId: number | null,
    expected?: number,
  ): Promise<Row | undefined>;
  publish(db: Context['db'], id: number, expected?: number): Promise<Row | undefined>;
  discardDraft(db: Context['db'], id: number, expected?: number): Promise<Row | undefined>;
  unpublish(db: Context['db'], id: number): Promise<Row | undefined>;
}

/**
 * One admin collection (DESIGN.md "driven by data"): what the generic CRUD router and the REST
 * adapter need to serve it. `create: null` means the collection cannot be created through the API.
 * Its hooks are declared as methods, not function-typed properties, so that every definition is
 * also a definition of rows read by field name, which the console's generic procedures serve
 * (`admin.collection.*`, routers/collection.ts).
 */
export interface CollectionDefinition<
  Row,
  Create extends z.ZodType = z.ZodNever,
  Update extends z.ZodType = z.ZodType,
> {
  /** URL segment under /api/admin/ (`designer-works`). */
  slug: string;
  /** Singular human label, used in messages ('Designer not found'). */
  label: string;
  /** What its list can do: search, sort and filter whitelist, page size, bulk actions. */
  list: CollectionListSpec;
  /**
   * The lowest console role that may read it and that may change it (issue 20 item 4); by
   * default a viewer reads and an editor writes.
   */
  access?: { read: RoleNeeded; write: RoleNeeded };
  repository: CollectionRepository<Row>;
  /**
   * Its records have drafts (issue 20 item 1): the console saves drafts and publishes them; the
   * public reads show published records only. Without it every save is live.
   */
  drafts?: CollectionDrafts<Row>;
  /** A row as the API answers it (the OpenAPI document's schema of this collection's records). */
  record: z.ZodType;
  create: Create | null;
  update: Update;
  /** Message for a foreign-key violation (SQLSTATE 23503) on create/update. */
  foreignKeyMessage?: string;
  /** Message for a unique violation (SQLSTATE 23505) on create/update; default 'Already exists'. */
  conflictMessage?: string;
  /** Per-entity rule checked before an update; throws a TRPCError to refuse. */
  beforeUpdate?(ctx: AdminContext, id: number, data: z.output<Update>): void | Promise<void>;
  /** Per-entity rule checked before a delete; throws a TRPCError to refuse. */
  beforeDelete?(ctx: AdminContext, id: number): void | Promise<void>;
  /**
   * Turns a validated create input (`existing` undefined) or update input (`existing` the row as
   * stored) into the values written, e.g. sanitizes a pattern's SVG and sets its status. Throws a
   * TRPCError to refuse.
   */
  prepare?(
    ctx: AdminContext,
    data: Record<string, unknown>,
    existing?: Row,
  ): Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Runs after a create or update was written (e.g. wakes a background worker). Must not throw. */
  afterWrite?(ctx: AdminContext, row: Row): void;
  /**
   * Runs after rows were deleted, with the rows as they were (a media file's stored bytes are
   * removed). Must not throw. Its presence makes a delete read the rows first.
   */
  afterDelete?(ctx: AdminContext, rows: Row[]): void;
  /**
   * Writes an update in the entity's own way instead of the repository's plain UPDATE (a lead's
   * changes go through the lead writes: `updated_at`, a timeline event, the actor). Returns the
   * row as `repository.byId` reads it, or undefined when there is no such row.
   */
  write?(ctx: AdminContext, id: number, data: z.output<Update>): Promise<Row | undefined>;
}

/** Identity helper that keeps the row and schema types of a definition. */
export function defineCollection<
  Row,
  Create extends z.ZodType = z.ZodNever,
  Update extends z.ZodType = z.ZodType,
>(
  definition: CollectionDefinition<Row, Create, Update>,
): CollectionDefinition<Row, Create, Update> {
  return definition;
}

/** Every admin collection, keyed by its router name (`admin.designerWorks.list`). */
export const adminCollections = {
  designers: defineCollection({
    slug: 'designers',
    label: 'Designer',
    list: COLLECTION_LISTS.designers,
    repository: collections.designers,
    drafts: collections.drafts.designers,
    record: designerAdminRecord,
    create: designerInput,
    update: designerUpdate,
    conflictMessage: 'Another designer already has this slug: choose another one',
    // A new designer joins the end of the order (an explicit orderIndex above 0 is kept).
    prepare: async (ctx, data, existing) => {
      if (existing || (typeof data.orderIndex === 'number' && data.orderIndex > 0)) return data;
      const last = await ctx.db
        .selectFrom('designers')
        .select((eb) => eb.fn.max('orderIndex').as('max'))
        .executeTakeFirst();
      const max = last?.max;
      return { ...data, orderIndex: max === null || max === undefined ? 0 : Number(max) + 1 };
    },
  }),
  designerWorks: defineCollection({
    slug: 'designer-works',
    label: 'Designer work',
    list: COLLECTION_LISTS.designerWorks,
    repository: collections.designerWorks,
    drafts: collections.drafts.designerWorks,
    record: designerWorkAdminRecord,
    create: designerWorkInput,
    update: designerWorkUpdate,
    foreignKeyMessage: 'Designer not found',
  }),
  testimonials: defineCollection({
    slug: 'testimonials',
    label: 'Testimonial',
    list: COLLECTION_LISTS.testimonials,
    repository: collections.testimonials,
    drafts: collections.drafts.testimonials,
    record: testimonialAdminRecord,
    create: testimonialInput,
    update: testimonialUpdate,
  }),
  clients: defineCollection({
    slug: 'clients',
    label: 'Client',
    list: COLLECTION_LISTS.clients,
    repository: collections.clients,
    drafts: collections.drafts.clients,
    record: clientAdminRecord,
    create: clientInput,
    update: clientUpdate,
  }),
  patterns: defineCollection({
    slug: 'patterns',
    label: 'Pattern',
    list: COLLECTION_LISTS.patterns,
    repository: collections.patterns,
    record: patternRecord,
    create: patternInput,
    update: patternUpdate,
    prepare: preparePattern,
    afterWrite: afterPatternWrite,
  }),
  media: defineCollection({
    slug: 'media',
    label: 'Media file',
    list: COLLECTION_LISTS.media,
    repository: collections.media,
    record: mediaRecord,
    // Files come in through POST /api/admin/uploads; here their alt text and focal point change.
    create: null,
    update: mediaUpdate,
    // A built-in file stays (issue 44 item 4: it is part of the web app, not of storage), and so
    // does a file in use (issue 19 item 2): the message says where it is used. In the delete's
    // transaction, the file's row locked, so a second delete waits. A block's history or a
    // snapshot does not stop it: its bytes are kept for them (isRestorableUse).
    beforeDelete: async (ctx, id) => {
      const file = await lockUpload(ctx.db, id);
      if (!file) return;
      if (file.builtIn)
        throw new TRPCError({
          code: 'CONFLICT',
          message:
            'This file is built into the site and cannot be deleted; replace it where it is used instead',
        });
      const uses = (await uploadUsage(ctx.db, file.url)).filter((use) => !isRestorableUse(use));
      if (uses.length === 0) return;
      const shown = uses.slice(0, 3).map((use) => `${use.entity} ${use.label}`);
      throw new TRPCError({
        code: 'CONFLICT',
        message: `This file is in use (${shown.join(', ')}${
          uses.length > 3 ? ` and ${uses.length - 3} more` : ''
        }): replace it there first`,
      });
    },
    // The master and its variants leave storage once the row is gone.
    afterDelete: (ctx, rows) =>
      ctx.jobs?.removeUploadFiles?.(
        rows.map((row) => ({
          name: row.name,
          variants: (row.variants ?? []).map((variant) => variant.name),
        })),
      ),
  }),
  contactSubmissions: defineCollection({
    slug: 'contact-submissions',
    label: 'Contact submission',
    list: COLLECTION_LISTS.contactSubmissions,
    repository: collections.contactSubmissions,
    record: contactSubmissionRecord,
    create: null,
    update: contactSubmissionUpdate,
    // A submission is a lead (issue 11): its read state changes through the lead writes, with
    // `updated_at`, a timeline event and the admin who did it (issue 22 item 9).
    write: async (ctx, id, data) => {
      try {
        await setLeadRead(ctx.db, id, data.isRead, ctx.user.id);
      } catch (err) {
        if (err instanceof LeadError && err.code === 'NOT_FOUND') return undefined;
        throw err;
      }
      return collections.contactSubmissions.byId(ctx.db, id);
    },
  }),
  users: defineCollection({
    slug: 'users',
    label: 'User',
    list: COLLECTION_LISTS.users,
    access: { read: 'admin', write: 'admin' },
    repository: collections.users,
    record: userRecord,
    create: null,
    update: userUpdate,
    beforeUpdate: (ctx, id, data) => {
      if (id === ctx.user.id && requestedRole(data, 'admin') !== 'admin')
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: 'You cannot remove your own admin rights',
        });
    },
    // The role changes with the admins' rows locked (the last admin stays one) and ends the
    // user's sessions: they sign in again under the new rights and session lifetime.
    write: async (ctx, id, data) => {
      const existing = await collections.users.byId(ctx.db, id);
      if (!existing) return undefined;
      const outcome = await setUserRole(ctx.db, id, requestedRole(data, existing.role));
      if (outcome === 'not-found') return undefined;
      if (outcome === 'last-admin')
        throw new TRPCError({
          code: 'CONFLICT',
          message: 'This is the last admin: make another user an admin first',
        });
      return collections.users.byId(ctx.db, id);
    },
    beforeDelete: (ctx, id) => {
      if (id === ctx.user.id)
        throw new TRPCError({ code: 'BAD_REQUEST', message: 'You cannot delete your own account' });
    },
  }),
};

export type AdminCollections = typeof adminCollections;
export type AdminCollectionKey = keyof AdminCollections;
