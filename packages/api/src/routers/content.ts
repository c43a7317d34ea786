import {
  contentHistory,
  discardContentDraft,
  getContent,
  getContentDraft,
  getContentHistoryEntry,
  lastContentEdits,
  listContent,
  listContentDrafts,
  publishContent,
  saveContent,
  saveContentDraft,
} from '@forma/db';
import {
  CONTENT_SECTIONS,
  contentRestoreInput,
  contentSchemas,
  contentUpdateInput,
  textString,
  type ContentSection,
  contentAnswer,
  contentBlockRecord,
  contentEditableRecord,
  baseRevision,
  contentHistoryRecord,
  contentOverviewRecord,
} from '@forma/validators';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { PUBLIC_READ_TABLES, readThrough } from '../public-reads';
import { sanitizeContent } from '../sanitize';
import {
  createTRPCRouter,
  editorProcedure,
  middleware,
  publicProcedure,
  viewerProcedure,
} from '../trpc';

const sectionInput = z.object({
  section: textString('section', 'section is required').max(100, 'section is too long'),
});

const isKnownSection = (section: string): section is ContentSection =>
  (CONTENT_SECTIONS as readonly string[]).includes(section);

const unknownSection = () =>
  new TRPCError({ code: 'NOT_FOUND', message: 'Unknown content section' });

/** Rejects an unknown section with NOT_FOUND before the content itself is validated. */
const knownSectionOnly = middleware(async ({ getRawInput, next }) => {
  const raw = (await getRawInput()) as { section?: unknown } | null | undefined;
  if (
    raw &&
    typeof raw === 'object' &&
    typeof raw.section === 'string' &&
    !isKnownSection(raw.section)
  )
    throw unknownSection();
  return next();
});

/**
 * A stored block or draft as the write procedures answer it: `{ section, content, updatedAt,
 * revision }` (the section's revision now: base the next save on it).
 */
const blockAnswer = (row: {
  section: string;
  content: unknown;
  updatedAt: Date;
  revision: number;
}) => ({
  section: row.section,
  content: row.content as Record<string, unknown>,
  updatedAt: row.updatedAt,
  revision: row.revision,
});

const sectionAtInput = sectionInput.extend({ revision: baseRevision });

/** Content blocks of the landing page (SPEC 3 site_content, SPEC 7 /api/content/{section}). */
export const contentRouter = createTRPCRouter({
  /**
   * The stored block of a section: `{ content }`. Throws NOT_FOUND for an unknown section and for
   * a known section that has no stored block (clients then show the built-in defaults). Both
   * answers come from the host's cache (`ctx.publicReads`) when it has one.
   */
  get: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/content/{section}',
        summary: 'A content block of the landing page',
        description: 'SPEC 7. A block never saved answers its default.',
        tag: 'Public content',
        answer: contentAnswer,
        answerDescription: 'The block',
      },
    })
    .input(sectionInput)
    .query(async ({ ctx, input }) => {
      const section = input.section;
      if (!isKnownSection(section)) throw unknownSection();
      const content = await readThrough(
        ctx.publicReads,
        `content:${section}`,
        PUBLIC_READ_TABLES.content,
        async () =>
          ((await getContent(ctx.db, section))?.content ?? null) as Record<string, unknown> | null,
      );
      if (!content) throw new TRPCError({ code: 'NOT_FOUND', message: 'Content not found' });
      return { content };
    }),

  /**
   * Admin: replaces a section's block after validating it with its section schema and sanitising
   * it (hero title keeps inline tags, all other strings lose tags); writes a content_history row
   * with the admin's id. Returns `{ section, content, updatedAt, revision }`. With `revision`
   * (the one the editor loaded, or REST's If-Match) a save based on an older one is refused with
   * CONFLICT and changes nothing (issue 41). Throws NOT_FOUND for an unknown section, BAD_REQUEST
   * with issues for invalid content.
   */
  update: editorProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/api/admin/content/{section}',
        summary: 'Save a content block',
        description:
          "The block's fields, as its editor shows them; the old version goes to history.",
        tag: 'Admin: content',
        answer: contentBlockRecord,
        answerDescription: 'Saved',
        revision: 'if-match',
      },
    })
    .use(knownSectionOnly)
    .input(contentUpdateInput)
    .mutation(async ({ ctx, input }) => {
      const content = sanitizeContent(input.section, input.content);
      const row = await saveContent(ctx.db, input.section, content, ctx.user.id, input.revision);
      return blockAnswer(row);
    }),

  /**
   * Admin: a block as its editor opens it (issue 41 item 1): `{ section, revision, published,
   * draft }` (see contentEditableRecord); REST sends the revision as the ETag. NOT_FOUND for an
   * unknown section; a block never saved has `revision` 0 and both null.
   */
  editable: viewerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/content/{section}',
        summary: 'A content block with its draft, to edit',
        description:
          'The ETag names the revision a save is based on: send it back as `If-Match` with the PUT.',
        tag: 'Admin: content',
        answer: contentEditableRecord,
        answerDescription: 'The block',
        revision: 'etag',
        private: true,
      },
    })
    .input(sectionInput)
    .query(async ({ ctx, input }) => {
      const section = input.section;
      if (!isKnownSection(section)) throw unknownSection();
      const [block, draft, [lastEdit]] = await Promise.all([
        getContent(ctx.db, section),
        getContentDraft(ctx.db, section),
        contentHistory(ctx.db, section, 1),
      ]);
      return {
        section,
        revision: draft?.revision ?? block?.revision ?? 0,
        published: block
          ? {
              content: block.content as Record<string, unknown>,
              revision: block.revision,
              updatedAt: block.updatedAt,
              username: lastEdit?.username ?? null,
            }
          : null,
        draft: draft
          ? {
              content: draft.content as Record<string, unknown>,
              revision: draft.revision,
              updatedAt: draft.updatedAt,
              username: draft.username,
            }
          : null,
      };
    }),

  /**
   * Admin: the section's history rows with their author's `username`, newest first (at most 50).
   * Each row is a whole version (diffed by the console on read). NOT_FOUND for unknown sections.
   */
  history: viewerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/content/{section}/history',
        summary: "A content block's history, newest first",
        tag: 'Admin: content',
        answer: z.array(contentHistoryRecord),
        answerDescription: 'The versions',
      },
    })
    .input(sectionInput)
    .query(async ({ ctx, input }) => {
      if (!isKnownSection(input.section)) throw unknownSection();
      const rows = await contentHistory(ctx.db, input.section);
      return rows.map((row) => ({ ...row, content: row.content as Record<string, unknown> }));
    }),

  /**
   * Admin: every known section with `stored` (a block is saved), `updatedAt` and the last edit
   * (`lastEdit`: who and when, null without history), in CONTENT_SECTIONS order (/admin/pages).
   */
  overview: viewerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/content',
        summary: 'Every content block: stored or default, last edit',
        tag: 'Admin: content',
        answer: z.array(contentOverviewRecord),
        answerDescription: 'The blocks',
      },
    })
    .query(async ({ ctx }) => {
      const [blocks, edits, drafts] = await Promise.all([
        listContent(ctx.db),
        lastContentEdits(ctx.db),
        listContentDrafts(ctx.db),
      ]);
      return CONTENT_SECTIONS.map((section) => {
        const block = blocks.find((b) => b.section === section);
        const edit = edits.find((e) => e.section === section);
        const draft = drafts.find((d) => d.section === section);
        return {
          section,
          stored: !!block,
          updatedAt: block?.updatedAt ?? null,
          lastEdit: edit ? { username: edit.username, createdAt: edit.createdAt } : null,
          draft: draft ? { username: draft.username, updatedAt: draft.updatedAt } : null,
        };
      });
    }),

  /**
   * Console: the section's unpublished draft (issue 20 item 1), `{ content, updatedAt, username }`,
   * or null when its block has no changes waiting. NOT_FOUND for an unknown section.
   */
  draft: viewerProcedure.input(sectionInput).query(async ({ ctx, input }) => {
    if (!isKnownSection(input.section)) throw unknownSection();
    const draft = await getContentDraft(ctx.db, input.section);
    return draft
      ? {
          content: draft.content as Record<string, unknown>,
          updatedAt: draft.updatedAt,
          username: draft.username,
          revision: draft.revision,
        }
      : null;
  }),

  /**
   * Console: keeps a block as the section's draft, validated and sanitised like a save; the site
   * keeps showing the published block (issue 20 item 1). Returns `{ section, content, updatedAt,
   * revision }`. NOT_FOUND for an unknown section, BAD_REQUEST with issues for invalid content,
   * CONFLICT for a stale `revision`.
   */
  saveDraft: editorProcedure
    .use(knownSectionOnly)
    .input(contentUpdateInput)
    .mutation(async ({ ctx, input }) => {
      const content = sanitizeContent(input.section, input.content);
      const draft = await saveContentDraft(
        ctx.db,
        input.section,
        content,
        ctx.user.id,
        input.revision,
      );
      return blockAnswer(draft);
    }),

  /**
   * Console: publishes a block (issue 20 item 1): it becomes the live block, a new version in
   * the history, and the section's draft is dropped, in one transaction. Validation, sanitising,
   * answer and errors as for `update`.
   */
  publish: editorProcedure
    .use(knownSectionOnly)
    .input(contentUpdateInput)
    .mutation(async ({ ctx, input }) => {
      const content = sanitizeContent(input.section, input.content);
      const row = await publishContent(ctx.db, input.section, content, ctx.user.id, input.revision);
      return blockAnswer(row);
    }),

  /**
   * Console: drops the section's draft; the published block stays as it is. Returns
   * `{ discarded }` (false when there was no draft). NOT_FOUND for an unknown section, CONFLICT
   * for a stale `revision`.
   */
  discardDraft: editorProcedure.input(sectionAtInput).mutation(async ({ ctx, input }) => {
    if (!isKnownSection(input.section)) throw unknownSection();
    return { discarded: await discardContentDraft(ctx.db, input.section, input.revision) };
  }),

  /**
   * Admin: saves an older version of a block again, as a new version by this admin (issue 8
   * item 3: restoring is itself a new version). The version is checked against today's schema
   * and sanitised like any save. Returns `{ section, content, updatedAt, revision }`. Throws
   * NOT_FOUND for an unknown section or a version of another section, BAD_REQUEST when the old
   * version no longer fits the schema, CONFLICT when `revision` (the block's when the history was
   * opened) is stale: someone saved since (issue 41 item 4).
   */
  restore: editorProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/content/{section}/history/{historyId}/restore',
        summary: 'Restore a version of a content block',
        tag: 'Admin: content',
        answer: contentBlockRecord,
        answerDescription: 'Restored',
      },
    })
    .input(contentRestoreInput)
    .mutation(async ({ ctx, input }) => {
      if (!isKnownSection(input.section)) throw unknownSection();
      const entry = await getContentHistoryEntry(ctx.db, input.historyId);
      if (!entry || entry.section !== input.section)
        throw new TRPCError({ code: 'NOT_FOUND', message: 'Version not found' });
      const parsed = contentSchemas[input.section].safeParse(entry.content);
      if (!parsed.success)
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: 'This version no longer fits the block and cannot be restored',
          cause: parsed.error,
        });
      const content = sanitizeContent(input.section, parsed.data as Record<string, unknown>);
      const row = await saveContent(ctx.db, input.section, content, ctx.user.id, input.revision);
      return blockAnswer(row);
    }),
});
