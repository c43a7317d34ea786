import {
  applySiteState,
  createSnapshot,
  deleteSnapshot,
  getSnapshot,
  listSnapshots,
  readSiteState,
  siteRevision,
  siteStateChanges,
  type SiteState,
} from '@forma/db';
import {
  CONTENT_SECTIONS,
  contentSchemas,
  SETTING_KEYS,
  settingUpdateInput,
  snapshotCreateInput,
  snapshotChangesAnswer,
  snapshotIdInput,
  snapshotRestoreInput,
  type ContentSection,
  siteStateChangesAnswer,
  snapshotSummaryRecord,
  successAnswer,
} from '@forma/validators';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { sanitizeContent } from '../sanitize';
import { createTRPCRouter, editorProcedure, viewerProcedure } from '../trpc';
import type { Context } from '../trpc';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Snapshot not found' });

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * The site state a snapshot restores, checked against today's schemas: blocks of known sections
 * only (validated and sanitised like any save), settings of known keys only (validated like a
 * PUT). Throws NOT_FOUND for a missing snapshot, BAD_REQUEST naming the first block or setting
 * that no longer fits (nothing is written then).
 */
async function snapshotTarget(ctx: Context, id: number): Promise<SiteState> {
  const row = await getSnapshot(ctx.db, id);
  if (!row) throw notFound();
  const blocks: Record<string, unknown> = {};
  const storedBlocks = isObject(row.blocks) ? row.blocks : {};
  for (const section of CONTENT_SECTIONS) {
    if (!(section in storedBlocks)) continue;
    const parsed = contentSchemas[section as ContentSection].safeParse(storedBlocks[section]);
    if (!parsed.success)
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: `The snapshot's ${section} block no longer fits; nothing was restored`,
        cause: parsed.error,
      });
    blocks[section] = sanitizeContent(section, parsed.data as Record<string, unknown>);
  }
  const settings: Record<string, string> = {};
  const storedSettings = isObject(row.settings) ? row.settings : {};
  for (const key of SETTING_KEYS) {
    if (!(key in storedSettings)) continue;
    const parsed = settingUpdateInput.safeParse({ key, value: storedSettings[key] });
    if (!parsed.success)
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: `The snapshot's ${key} setting no longer fits; nothing was restored`,
        cause: parsed.error,
      });
    settings[key] = parsed.data.value;
  }
  return { blocks, settings };
}

/**
 * Whole-site snapshots (issue 8 item 3): a named copy of every content block and setting that
 * can be restored in one transaction. Admin only: UNAUTHORIZED anonymous, FORBIDDEN non-admin.
 */
export const snapshotsRouter = createTRPCRouter({
  /** Snapshots newest first: `{ id, name, createdAt, username, blockCount, settingCount }[]`. */
  list: viewerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/snapshots',
        summary: 'Whole-site snapshots, newest first',
        tag: 'Admin: snapshots',
        answer: z.array(snapshotSummaryRecord),
        answerDescription: 'The snapshots',
      },
    })
    .query(({ ctx }) => listSnapshots(ctx.db)),

  /** Saves the current blocks and settings under `name` (1-120 chars). Returns its summary. */
  create: editorProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/snapshots',
        summary: 'Take a snapshot of every content block and setting',
        tag: 'Admin: snapshots',
        answer: snapshotSummaryRecord,
        answerDescription: 'Taken',
        status: 201,
      },
    })
    .input(snapshotCreateInput)
    .mutation(({ ctx, input }) => createSnapshot(ctx.db, input.name, ctx.user.id)),

  /**
   * What restoring would change now: `{ sections, settings, revision }` (names of the blocks and
   * setting keys that differ, and the site's revision to restore on), for the confirm dialog.
   * NOT_FOUND / BAD_REQUEST as `restore`.
   */
  changes: viewerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/snapshots/{id}/changes',
        summary: 'What restoring a snapshot would change',
        tag: 'Admin: snapshots',
        answer: snapshotChangesAnswer,
        answerDescription: 'The changes',
      },
    })
    .input(snapshotIdInput)
    .query(async ({ ctx, input }) => {
      const target = await snapshotTarget(ctx, input.id);
      const [state, revision] = await Promise.all([readSiteState(ctx.db), siteRevision(ctx.db)]);
      return { ...siteStateChanges(state, target), revision };
    }),

  /**
   * Makes every block and setting equal the snapshot in ONE transaction (changed blocks become
   * new versions by this admin; blocks and settings the snapshot lacks return to their defaults).
   * Returns what changed: `{ sections, settings }`. NOT_FOUND for a missing snapshot, BAD_REQUEST
   * when a part no longer fits today's schemas, CONFLICT when `revision` (from `changes`) is
   * stale: a block or setting was saved since (nothing is written either way).
   */
  restore: editorProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/snapshots/{id}/restore',
        summary: 'Restore a snapshot',
        tag: 'Admin: snapshots',
        answer: siteStateChangesAnswer,
        answerDescription: 'What changed',
      },
    })
    .input(snapshotRestoreInput)
    .mutation(async ({ ctx, input }) => {
      const target = await snapshotTarget(ctx, input.id);
      return applySiteState(ctx.db, target, ctx.user.id, input.revision);
    }),

  /** Deletes a snapshot. Returns `{ success: true }`; NOT_FOUND when it does not exist. */
  delete: editorProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/api/admin/snapshots/{id}',
        summary: 'Delete a snapshot',
        tag: 'Admin: snapshots',
        answer: successAnswer,
        answerDescription: 'Deleted',
      },
    })
    .input(snapshotIdInput)
    .mutation(async ({ ctx, input }) => {
      if (!(await deleteSnapshot(ctx.db, input.id))) throw notFound();
      return { success: true as const };
    }),
});
