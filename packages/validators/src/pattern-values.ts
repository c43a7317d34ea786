/**
 * `@forma/validators/pattern-values` (zod-free): the values a pattern overlay may take, for code
 * that must not load the schemas (the console's collection lists). `entities.ts` re-exports them.
 */

/** CSS mix-blend-mode values a pattern overlay may use. */
export const BLEND_MODES = [
  'normal',
  'multiply',
  'screen',
  'overlay',
  'darken',
  'lighten',
  'color-dodge',
  'color-burn',
  'hard-light',
  'soft-light',
  'difference',
  'exclusion',
  'hue',
  'saturation',
  'color',
  'luminosity',
] as const;
