import './zod-config';
import { z } from 'zod';
import { baseRevision } from './revisions';
import { textString } from './common';
import { LANDING_COUNTS, PROJECTS_STYLES } from './settings-values';

export * from './settings-values';

/**
 * Known settings of SPEC section 3 and the values each accepts. Values are stored as text.
 * Readers are lenient (SPEC 4: anything unknown falls back to a default); writers are strict.
 */
export const settingSchemas = {
  selectedContactFormDesign: textString('Design').regex(
    /^[1-7]$/,
    'Design must be a number from 1 to 7',
  ),
  selectedProjectsStyle: z.enum(PROJECTS_STYLES, {
    error: `Style must be one of ${PROJECTS_STYLES.join(', ')}`,
  }),
  projectsSectionEnabled: z.enum(['true', 'false'], { error: 'Value must be "true" or "false"' }),
  selectedAiDesignStyle: textString('Style').regex(/^[0-7]$/, 'Style must be a number from 0 to 7'),
  aiSectionEnabled: z.enum(['true', 'false'], { error: 'Value must be "true" or "false"' }),
  landingDesignerCount: z.enum(LANDING_COUNTS, {
    error: `Count must be one of ${LANDING_COUNTS.join(', ')}`,
  }),
  landingProjectCount: z.enum(LANDING_COUNTS, {
    error: `Count must be one of ${LANDING_COUNTS.join(', ')}`,
  }),
  landingTestimonialCount: z.enum(LANDING_COUNTS, {
    error: `Count must be one of ${LANDING_COUNTS.join(', ')}`,
  }),
} as const;

export type SettingKey = keyof typeof settingSchemas;
export const SETTING_KEYS = Object.keys(settingSchemas) as SettingKey[];
export const settingKey = z.enum(SETTING_KEYS as [SettingKey, ...SettingKey[]], {
  error: 'Unknown setting',
});

/** PUT /api/settings/{key} body. */
export const settingValueBody = z.object({
  value: textString('value', 'value must be a string').max(200, 'value is too long'),
});

/** Checks a drafted or published value against its key's schema; null (an unset) passes. */
function checkValue(v: { key: SettingKey; value?: string | null }, ctx: z.RefinementCtx) {
  if (v.value === null || v.value === undefined) return;
  const r = settingSchemas[v.key].safeParse(v.value);
  if (!r.success)
    ctx.addIssue({
      code: 'custom',
      path: ['value'],
      message: r.error.issues[0]?.message ?? 'Invalid value',
    });
}

/** `{ key, value }` with the value checked against its key's schema. */
export const settingUpdateInput = z
  .object({
    key: settingKey,
    value: textString('value', 'value must be a string').max(200, 'value is too long'),
    revision: baseRevision,
  })
  .superRefine(checkValue);

const draftValue = textString('value', 'value must be a string')
  .max(200, 'value is too long')
  .nullable();

/**
 * A setting's draft (issue 20 item 1): `{ key, value }`, the value checked as `settingUpdateInput`
 * checks it, or `value` null to draft an unset (publishing brings the default back).
 */
export const settingDraftInput = z
  .object({ key: settingKey, value: draftValue, revision: baseRevision })
  .superRefine(checkValue);

/**
 * Publishing a setting: `{ key }` publishes its draft; `{ key, value }` publishes that value
 * (null: unsets it), checked as a draft is.
 */
export const settingPublishInput = z
  .object({ key: settingKey, value: draftValue.optional(), revision: baseRevision })
  .superRefine(checkValue);

/** `{ key }` of a known setting. */
export const settingKeyInput = z.object({ key: settingKey, revision: baseRevision });
