import { z } from 'zod';

/**
 * Known settings of SPEC section 3 and the values each accepts. Values are stored as text.
 * Readers are lenient (SPEC 4: anything unknown falls back to a default); writers are strict.
 */
export const settingSchemas = {
  selectedContactFormDesign: z.string().regex(/^[1-7]$/, 'Design must be a number from 1 to 7'),
  selectedProjectsStyle: z.enum(['shader', 'arc', 'fullbleed', 'holo', 'advanced-holo'], {
    error: 'Style must be one of shader, arc, fullbleed, holo, advanced-holo',
  }),
  projectsSectionEnabled: z.enum(['true', 'false'], { error: 'Value must be "true" or "false"' }),
  selectedAiDesignStyle: z.string().regex(/^[0-7]$/, 'Style must be a number from 0 to 7'),
  aiSectionEnabled: z.enum(['true', 'false'], { error: 'Value must be "true" or "false"' }),
} as const;

export type SettingKey = keyof typeof settingSchemas;
export const SETTING_KEYS = Object.keys(settingSchemas) as SettingKey[];
export const settingKey = z.enum(SETTING_KEYS as [SettingKey, ...SettingKey[]], {
  error: 'Unknown setting',
});

export const PROJECTS_STYLES = settingSchemas.selectedProjectsStyle.options;
export type ProjectsStyle = (typeof PROJECTS_STYLES)[number];

/** PUT /api/settings/{key} body. */
export const settingValueBody = z.object({
  value: z.string({ error: 'value must be a string' }).max(200, 'value is too long'),
});

/** `{ key, value }` with the value checked against its key's schema. */
export const settingUpdateInput = z
  .object({ key: settingKey, value: z.string({ error: 'value must be a string' }).max(200) })
  .superRefine((v, ctx) => {
    const r = settingSchemas[v.key].safeParse(v.value);
    if (!r.success)
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: r.error.issues[0]?.message ?? 'Invalid value',
      });
  });

/** Lenient readers (SPEC 4). */
export const readProjectsStyle = (v: string | null | undefined): ProjectsStyle =>
  (PROJECTS_STYLES as readonly string[]).includes(v ?? '') ? (v as ProjectsStyle) : 'shader';
export const readEnabled = (v: string | null | undefined): boolean => v !== 'false';
export const readContactDesign = (v: string | null | undefined): number | null =>
  v && /^[1-7]$/.test(v) ? Number(v) : null;
export const readAiStyle = (v: string | null | undefined): number =>
  v && /^[1-7]$/.test(v) ? Number(v) : 0;
