import {
  addReleaseItem,
  cancelRelease,
  createRelease,
  getContentDraft,
  getRelease,
  getSettingDraft,
  itemVersions,
  listReleases,
  openReleasesOf,
  publishRelease,
  refreezeReleaseItem,
  ReleaseError,
  removeReleaseItem,
  scheduleRelease,
  type Release,
  type ReleaseItem,
  type ReleaseItemVersion,
} from '@forma/db';
import {
  recordPublishStatus,
  releaseCreateInput,
  releaseIdInput,
  releaseItemInput,
  releaseItemRef,
  releaseScheduleInput,
  type PublishStatus,
  type ReleaseEntity,
} from '@forma/validators';
import { TRPCError } from '@trpc/server';
import { adminCollections } from '../collections';
import { createTRPCRouter, editorProcedure, viewerProcedure, type Context } from '../trpc';

/** ReleaseError as the API's error: NOT_FOUND or CONFLICT with its message. */
async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ReleaseError)
      throw new TRPCError({ code: err.code, message: err.message, cause: err });
    throw err;
  }
}

/**
 * One item of a release as the console shows it: what it names (`label`: the record's title,
 * or the block's section), and where its draft stands: `changed` or `draft` (something to
 * publish), `published` (nothing left to publish: published meanwhile), `deleted` (the record
 * is gone: the release would fail).
 */
export interface ReleaseItemAnswer {
  entity: ReleaseEntity;
  entityKey: string;
  label: string;
  status: PublishStatus | 'deleted';
  /** When the release took its version of the item (null: before versions were kept). */
  versionAt: Date | null;
  /**
   * The fields whose draft changed since the release took its version (issue 39 item 2), each
   * with the reviewed value (what the release publishes) and the current draft's, as short
   * text; null when nothing changed.
   */
  changes: ItemChange[] | null;
}

/** One field of an item changed since the release took its version. */
export interface ItemChange {
  field: string;
  reviewed: string;
  current: string;
}

/** Longest value shown in a change, characters. */
const CHANGE_TEXT_MAX = 160;

/** A value as the release screen shows it: text as it is, anything else as JSON; cut short. */
function changeText(value: unknown): string {
  if (value === undefined) return '(not set)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > CHANGE_TEXT_MAX ? `${text.slice(0, CHANGE_TEXT_MAX - 1)}…` : text;
}

/** The fields of a version: a block's content fields, a record's fields, a setting's value. */
function fieldsOf(version: ReleaseItemVersion): Record<string, unknown> {
  if ('content' in version)
    return version.content && typeof version.content === 'object'
      ? (version.content as Record<string, unknown>)
      : { content: version.content };
  if ('fields' in version) return version.fields;
  if ('value' in version) return { value: version.value };
  return {};
}

/** The fields that differ between the reviewed and the current version, in a stable order. */
function changesOf(reviewed: ReleaseItemVersion, current: ReleaseItemVersion): ItemChange[] {
  const before = fieldsOf(reviewed);
  const after = fieldsOf(current);
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .sort()
    .map((field) => ({
      field,
      reviewed: changeText(before[field]),
      current: changeText(after[field]),
    }));
}

async function describeItem(
  ctx: Context,
  release: Release,
  item: ReleaseItem,
): Promise<ReleaseItemAnswer> {
  const entity = item.entity as ReleaseEntity;
  // Once published or cancelled, what the drafts became since is no change to review.
  const toCome = ['open', 'scheduled', 'failed'].includes(release.status);
  const versions = toCome
    ? await itemVersions(ctx.db, release.action, item)
    : { reviewed: item.version };
  const base = {
    entity,
    entityKey: item.entityKey,
    versionAt: item.versionAt,
    changes:
      versions.reviewed && versions.current ? changesOf(versions.reviewed, versions.current) : null,
  };
  if (entity === 'content') {
    const draft = await getContentDraft(ctx.db, item.entityKey);
    return { ...base, label: item.entityKey, status: draft ? 'changed' : 'published' };
  }
  if (entity === 'setting') {
    const draft = await getSettingDraft(ctx.db, item.entityKey);
    return { ...base, label: item.entityKey, status: draft ? 'changed' : 'published' };
  }
  const definition = adminCollections[entity];
  const row = (await definition.repository.byId(ctx.db, Number(item.entityKey))) as
    Record<string, unknown> | undefined;
  if (!row) return { ...base, label: `${definition.label} #${item.entityKey}`, status: 'deleted' };
  const merged = { ...row, ...((row.draft as Record<string, unknown> | null) ?? {}) };
  const title = merged[definition.list.titleField];
  return {
    ...base,
    label: typeof title === 'string' && title ? title : `${definition.label} #${item.entityKey}`,
    status: recordPublishStatus(row) ?? 'published',
  };
}

/** A release as answered: its row and, for one release, its described items. */
const releaseAnswer = (release: Release & { itemCount?: number; username?: string | null }) => ({
  id: release.id,
  name: release.name,
  action: release.action,
  status: release.status,
  publishAt: release.publishAt,
  publishedAt: release.publishedAt,
  error: release.error,
  publishAttempts: release.publishAttempts,
  retryAt: release.retryAt,
  createdAt: release.createdAt,
  updatedAt: release.updatedAt,
  itemCount: release.itemCount ?? 0,
  username: release.username ?? null,
});

/**
 * Releases (issue 20 item 3): named groups of drafts, content blocks and records, published
 * together now or at a date and time (UTC; the console shows the admin's time zone). The
 * scheduler of apps/api publishes a due release once, across instances; a failure publishes
 * nothing and leaves the release 'failed' with the reason (another error: it waits and is tried
 * again, `publishAttempts` and `retryAt`, up to RELEASE_MAX_ATTEMPTS). Reads are the viewer's, changes the
 * editor's (every change in the audit log). NOT_FOUND for an unknown release; CONFLICT for a
 * change to a published or cancelled one.
 */
export const releasesRouter = createTRPCRouter({
  /**
   * Every release, those still to come first: `{ id, name, status, publishAt, publishedAt,
   * error, publishAttempts, retryAt, createdAt, updatedAt, itemCount, username }[]`.
   */
  list: viewerProcedure.query(async ({ ctx }) => (await listReleases(ctx.db)).map(releaseAnswer)),

  /** One release with its items described (`ReleaseItemAnswer`). NOT_FOUND. */
  byId: viewerProcedure.input(releaseIdInput).query(async ({ ctx, input }) => {
    const release = await getRelease(ctx.db, input.id);
    if (!release) throw new TRPCError({ code: 'NOT_FOUND', message: 'Release not found' });
    const items = await Promise.all(release.items.map((item) => describeItem(ctx, release, item)));
    return { ...releaseAnswer(release), items };
  }),

  /** The releases still to come that hold one block, record or setting: `{ id, name, status, action }[]`. */
  of: viewerProcedure.input(releaseItemRef).query(async ({ ctx, input }) =>
    (await openReleasesOf(ctx.db, input)).map(({ id, name, status, action }) => ({
      id,
      name,
      status,
      action,
    })),
  ),

  /**
   * Creates an open release named `name` that publishes its drafts, or with `action`
   * 'unpublish' takes its records off the site. Answers the release.
   */
  create: editorProcedure.input(releaseCreateInput).mutation(async ({ ctx, input }) =>
    releaseAnswer(
      await createRelease(ctx.db, {
        name: input.name,
        action: input.action,
        userId: ctx.user.id,
      }),
    ),
  ),

  /**
   * Adds a block, setting or record to a release (once). BAD_REQUEST when the record does not
   * exist, when there is nothing for the release to do with it (no draft to publish; not on the
   * site to take off), or for a block or setting in a release that unpublishes; NOT_FOUND, CONFLICT as above. Answers `{ success: true }`.
   */
  addItem: editorProcedure.input(releaseItemInput).mutation(async ({ ctx, input }) => {
    const release = await getRelease(ctx.db, input.releaseId);
    if (!release) throw new TRPCError({ code: 'NOT_FOUND', message: 'Release not found' });
    const refuse = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });
    if (input.entity === 'content') {
      if (release.action === 'publish' && !(await getContentDraft(ctx.db, input.entityKey)))
        throw refuse(`The ${input.entityKey} block has no draft to publish: save a draft first`);
    } else if (input.entity === 'setting') {
      if (release.action === 'publish' && !(await getSettingDraft(ctx.db, input.entityKey)))
        throw refuse(`The ${input.entityKey} setting has no draft to publish: save a draft first`);
    } else {
      const definition = adminCollections[input.entity];
      const row = (await definition.repository.byId(ctx.db, Number(input.entityKey))) as
        Record<string, unknown> | undefined;
      if (!row) throw refuse(`${definition.label} not found`);
      const status = recordPublishStatus(row);
      if (release.action === 'publish' && status === 'published')
        throw refuse(
          `This ${definition.label.toLowerCase()} has no draft to publish: save a draft first`,
        );
      if (release.action === 'unpublish' && status === 'draft')
        throw refuse(
          `This ${definition.label.toLowerCase()} is not on the site: there is nothing to take off`,
        );
    }
    await answering(() => addReleaseItem(ctx.db, input.releaseId, input));
    return { success: true as const };
  }),

  /**
   * Takes the item's current draft as the release's version of it (issue 39 item 2, "Use the
   * current draft"): that is what the release publishes from now on. NOT_FOUND when it is not
   * in the release; CONFLICT as above. Answers `{ success: true }`.
   */
  useCurrentDraft: editorProcedure.input(releaseItemInput).mutation(async ({ ctx, input }) => {
    await answering(() => refreezeReleaseItem(ctx.db, input.releaseId, input));
    return { success: true as const };
  }),

  /** Takes a block or record out of a release. Answers `{ success: true }`. */
  removeItem: editorProcedure.input(releaseItemInput).mutation(async ({ ctx, input }) => {
    await answering(() => removeReleaseItem(ctx.db, input.releaseId, input));
    return { success: true as const };
  }),

  /**
   * Schedules a release for `publishAt` (must be in the future: BAD_REQUEST otherwise), or with
   * null takes it off the schedule. Answers the release.
   */
  schedule: editorProcedure.input(releaseScheduleInput).mutation(async ({ ctx, input }) => {
    if (input.publishAt && input.publishAt.getTime() <= Date.now())
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: 'Pick a time in the future, or publish the release now',
      });
    return releaseAnswer(await answering(() => scheduleRelease(ctx.db, input.id, input.publishAt)));
  }),

  /**
   * Publishes a release now: every item or none. CONFLICT with the reason when it fails (the
   * release is then 'failed', and says why). Answers the published release.
   */
  publishNow: editorProcedure.input(releaseIdInput).mutation(async ({ ctx, input }) => {
    const result = await answering(() => publishRelease(ctx.db, input.id, ctx.user.id));
    if (result.outcome === 'failed')
      throw new TRPCError({
        code: 'CONFLICT',
        message: `${
          result.release.action === 'unpublish'
            ? 'Nothing was taken off the site'
            : 'Nothing was published'
        }: ${result.reason}`,
      });
    return releaseAnswer(result.release);
  }),

  /** Cancels a release: it is never published; its preview links stop opening. */
  cancel: editorProcedure
    .input(releaseIdInput)
    .mutation(async ({ ctx, input }) =>
      releaseAnswer(await answering(() => cancelRelease(ctx.db, input.id))),
    ),
});
