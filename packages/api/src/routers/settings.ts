import {
  deleteSetting,
  discardSettingDraft,
  getSetting,
  listSettingDrafts,
  listSettings,
  publishSettingDraft,
  publishSettingValue,
  putSetting,
  saveSettingDraft,
} from '@forma/db';
import {
  SETTING_KEYS,
  settingDraftInput,
  settingKeyInput,
  settingPublishInput,
  textString,
  settingUpdateInput,
  type SettingKey,
  settingAnswer,
  settingRecord,
  successAnswer,
} from '@forma/validators';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { PUBLIC_READ_TABLES, readThrough } from '../public-reads';
import {
  createTRPCRouter,
  editorProcedure,
  middleware,
  publicProcedure,
  viewerProcedure,
} from '../trpc';

const isKnownKey = (key: string): key is SettingKey =>
  (SETTING_KEYS as readonly string[]).includes(key);

const unknownSetting = () => new TRPCError({ code: 'NOT_FOUND', message: 'Setting not found' });

/** Rejects an unknown key with NOT_FOUND before the value is validated. */
const knownKeyOnly = middleware(async ({ getRawInput, next }) => {
  const raw = (await getRawInput()) as { key?: unknown } | null | undefined;
  if (raw && typeof raw === 'object' && typeof raw.key === 'string' && !isKnownKey(raw.key))
    throw unknownSetting();
  return next();
});

/** Site settings (SPEC 3 known keys, SPEC 7 /api/settings/{key}). */
export const settingsRouter = createTRPCRouter({
  /**
   * A known setting: `{ key, value }`. Throws NOT_FOUND for an unknown key and for a known key
   * that is not set (SPEC 7: 404 means "not set"). Both answers come from the host's cache
   * (`ctx.publicReads`) when it has one.
   */
  get: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/settings/{key}',
        summary: 'A site setting',
        description: 'SPEC 7. 404 for a setting never saved.',
        tag: 'Public content',
        answer: settingAnswer,
        answerDescription: 'The setting',
      },
    })
    .input(z.object({ key: textString('key', 'key is required').max(100, 'key is too long') }))
    .query(async ({ ctx, input }) => {
      const key = input.key;
      if (!isKnownKey(key)) throw unknownSetting();
      const setting = await readThrough(
        ctx.publicReads,
        `settings:${key}`,
        PUBLIC_READ_TABLES.settings,
        async () => {
          const row = await getSetting(ctx.db, key);
          return row ? { key: row.key, value: row.value } : null;
        },
      );
      if (!setting) throw unknownSetting();
      return setting;
    }),

  /** Admin: every stored setting (`{ key, value, updatedAt }[]`, by key). */
  list: viewerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/settings',
        summary: 'Every stored setting',
        tag: 'Admin: settings',
        answer: z.array(settingRecord),
        answerDescription: 'The settings',
      },
    })
    .query(async ({ ctx }) => {
      const rows = await listSettings(ctx.db);
      return rows.map((r) => ({
        key: r.key,
        value: r.value,
        updatedAt: r.updatedAt,
        revision: r.revision,
      }));
    }),

  /**
   * Admin: sets a known setting; the value is checked against its key's schema (e.g. design
   * 1-7). Returns `{ key, value, updatedAt }`. Throws NOT_FOUND for an unknown key, BAD_REQUEST
   * for an invalid value.
   */
  update: editorProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/api/settings/{key}',
        summary: 'Save a site setting',
        tag: 'Admin: settings',
        answer: settingRecord,
        answerDescription: 'Saved',
        revision: 'if-match',
      },
    })
    .use(knownKeyOnly)
    .input(settingUpdateInput)
    .mutation(async ({ ctx, input }) => {
      const row = await putSetting(ctx.db, input.key, input.value, input.revision);
      return { key: row.key, value: row.value, updatedAt: row.updatedAt, revision: row.revision };
    }),

  /**
   * Admin: unsets a known setting so the default behaviour returns (DESIGN.md REST contract:
   * DELETE /api/settings/{key}). Returns `{ success: true }`. Throws NOT_FOUND for an unknown key
   * and for a known key that is not set.
   */
  delete: editorProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/api/settings/{key}',
        summary: 'Delete a site setting (back to its default)',
        tag: 'Admin: settings',
        answer: successAnswer,
        answerDescription: 'Deleted',
      },
    })
    .input(z.object({ key: textString('key', 'key is required').max(100, 'key is too long') }))
    .mutation(async ({ ctx, input }) => {
      if (!isKnownKey(input.key)) throw unknownSetting();
      if (!(await deleteSetting(ctx.db, input.key))) throw unknownSetting();
      return { success: true as const };
    }),

  /**
   * Admin: every setting's draft (issue 20 item 1), by key: `{ key, value, updatedAt, username
   * }[]`, `value` null for a drafted unset. The site shows the published values.
   */
  drafts: viewerProcedure.query(async ({ ctx }) =>
    (await listSettingDrafts(ctx.db)).map((d) => ({
      key: d.key as SettingKey,
      value: d.value,
      updatedAt: d.updatedAt,
      username: d.username,
      revision: d.revision,
    })),
  ),

  /**
   * Admin: keeps `value` as the setting's draft (null: publishing unsets it), checked as
   * `update` checks it; the site is unchanged. Answers `{ key, value, updatedAt }`. BAD_REQUEST
   * for an unknown key or an invalid value.
   */
  saveDraft: editorProcedure.input(settingDraftInput).mutation(async ({ ctx, input }) => {
    const draft = await saveSettingDraft(
      ctx.db,
      input.key,
      input.value,
      ctx.user.id,
      input.revision,
    );
    return {
      key: input.key,
      value: draft.value,
      updatedAt: draft.updatedAt,
      revision: draft.revision,
    };
  }),

  /**
   * Admin: publishes a setting in one transaction and drops its draft. With `value` given (a
   * value, or null to unset), that goes live; without it, the stored draft does (NOT_FOUND when
   * there is none). Answers `{ key, value }`, `value` null once unset.
   */
  publish: editorProcedure.input(settingPublishInput).mutation(async ({ ctx, input }) => {
    if (input.value !== undefined) {
      const row = await publishSettingValue(ctx.db, input.key, input.value, input.revision);
      return { key: input.key, value: row?.value ?? null };
    }
    const published = await publishSettingDraft(ctx.db, input.key, input.revision);
    if (!published)
      throw new TRPCError({ code: 'NOT_FOUND', message: 'This setting has no draft to publish' });
    return { key: input.key, value: published.setting?.value ?? null };
  }),

  /** Admin: drops the setting's draft (the published value stays). NOT_FOUND when none. */
  discardDraft: editorProcedure.input(settingKeyInput).mutation(async ({ ctx, input }) => {
    if (!(await discardSettingDraft(ctx.db, input.key, input.revision)))
      throw new TRPCError({ code: 'NOT_FOUND', message: 'This setting has no draft' });
    return { success: true as const };
  }),
});
