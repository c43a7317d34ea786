import { deleteSetting, getSetting, listSettings, putSetting } from '@forma/db';
import { SETTING_KEYS, settingUpdateInput, textString, type SettingKey } from '@forma/validators';
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
  list: viewerProcedure.query(async ({ ctx }) => {
    const rows = await listSettings(ctx.db);
    return rows.map((r) => ({ key: r.key, value: r.value, updatedAt: r.updatedAt }));
  }),

  /**
   * Admin: sets a known setting; the value is checked against its key's schema (e.g. design
   * 1-7). Returns `{ key, value, updatedAt }`. Throws NOT_FOUND for an unknown key, BAD_REQUEST
   * for an invalid value.
   */
  update: editorProcedure
    .use(knownKeyOnly)
    .input(settingUpdateInput)
    .mutation(async ({ ctx, input }) => {
      const row = await putSetting(ctx.db, input.key, input.value);
      return { key: row.key, value: row.value, updatedAt: row.updatedAt };
    }),

  /**
   * Admin: unsets a known setting so the default behaviour returns (DESIGN.md REST contract:
   * DELETE /api/settings/{key}). Returns `{ success: true }`. Throws NOT_FOUND for an unknown key
   * and for a known key that is not set.
   */
  delete: editorProcedure
    .input(z.object({ key: textString('key', 'key is required').max(100, 'key is too long') }))
    .mutation(async ({ ctx, input }) => {
      if (!isKnownKey(input.key)) throw unknownSetting();
      if (!(await deleteSetting(ctx.db, input.key))) throw unknownSetting();
      return { success: true as const };
    }),
});
