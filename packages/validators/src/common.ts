import './zod-config';
import { z } from 'zod';

/** Text limits (characters) shared by every schema, so forms, procedures and REST agree. */
export const LIMITS = {
  short: 120,
  medium: 300,
  long: 5000,
  url: 2048,
  html: 2000,
  svg: 200_000,
} as const;

/** A positive integer row id; accepts numeric strings from URLs (`/api/designers/7`). */
export const idSchema = z.coerce
  .number({ error: 'id must be a number' })
  .int('id must be an integer')
  .positive('id must be positive')
  .max(2_147_483_647, 'id is too large');

/** `{ id }` input of byId / delete procedures. */
export const byIdInput = z.object({ id: idSchema });

/**
 * Code points no text input may hold: NUL (Postgres text cannot store it), UTF-16 surrogates
 * without their pair (not Unicode text; they cannot be encoded as UTF-8) and the noncharacters
 * U+FFFE and U+FFFF. Matched per UTF-16 code unit, so a valid surrogate pair (an emoji) passes.
 */
// Matching NUL is the point of this pattern.
const INVALID_CODE_POINT =
  // eslint-disable-next-line no-control-regex
  /[\u0000\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `value` holds no NUL, no unpaired surrogate and no U+FFFE / U+FFFF. */
export const isValidText = (value: string): boolean => !INVALID_CODE_POINT.test(value);

/** The 400 message of a text input with a NUL or another invalid code point. */
export const invalidTextMessage = (label: string) =>
  `${label} contains a character that is not allowed (NUL, an unpaired surrogate, U+FFFE or U+FFFF)`;

/**
 * The base of every text input schema: a string (`required` is the message when it is missing or
 * not a string) that rejects NUL and other invalid code points first, before any other check runs,
 * so such input is a 400 with a clear message and never reaches the database.
 */
export const textString = (label: string, required?: string) =>
  z
    .string(required ? { error: required } : undefined)
    .refine(isValidText, { message: invalidTextMessage(label), abort: true });

/** Required trimmed text of at most `max` characters. Its messages name `label` (schemaLabel). */
export const requiredText = (label: string, max: number = LIMITS.short) =>
  textString(label, `${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .meta({ label });

/** Optional text of at most `max` characters; empty string means "not set". Labelled. */
export const optionalText = (label: string, max: number = LIMITS.medium) =>
  textString(label).trim().max(max, `${label} must be at most ${max} characters`).meta({ label });

/**
 * A media or link URL: absolute http(s), or a site-relative path (`/uploads/x.webp`, `#projects`).
 * Rejects `javascript:` and other schemes.
 */
export const urlOrPath = (label: string) =>
  textString(label)
    .trim()
    .max(LIMITS.url, `${label} must be at most ${LIMITS.url} characters`)
    .refine(
      (v) => v === '' || /^(https?:\/\/|\/|#)/i.test(v),
      `${label} must be an http(s) URL, a path starting with / or an anchor starting with #`,
    )
    .meta({ label });

/**
 * A whole number from `min` to `max` whose messages name the field ("Max width must be at least
 * 1"), with its label recorded like the text helpers' (`schemaLabel`).
 */
export const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')}`)
    .meta({ label });

/** Wrapper schemas whose inner schema carries the label: default, optional, nullable, pipe. */
function innerSchema(schema: z.ZodType): z.ZodType | undefined {
  const def = schema._zod.def as { innerType?: z.ZodType; in?: z.ZodType };
  return def.innerType ?? def.in;
}

/**
 * The label whose name a field's messages use ("Media URL" in "Media URL is required"), for the
 * field at dotted `path` of an object schema, as requiredText, optionalText and urlOrPath record
 * it; undefined for a field without one. Lets a form put its own label in those messages.
 */
export function schemaLabel(schema: z.ZodType, path: string): string | undefined {
  let current: z.ZodType | undefined = schema;
  for (const key of path.split('.')) {
    while (current && !('shape' in current)) current = innerSchema(current);
    current = (current as { shape?: Record<string, z.ZodType> } | undefined)?.shape?.[key];
  }
  for (let depth = 0; current && depth < 8; depth++) {
    const label = z.globalRegistry.get(current)?.label;
    if (typeof label === 'string') return label;
    current = innerSchema(current);
  }
  return undefined;
}

/** ISO timestamps travel as Date through superjson and as strings through REST JSON. */
export const timestamp = z.coerce.date();
