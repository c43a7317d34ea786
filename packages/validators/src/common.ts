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

/** Required trimmed text of at most `max` characters. */
export const requiredText = (label: string, max: number = LIMITS.short) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Optional text of at most `max` characters; empty string means "not set". */
export const optionalText = (label: string, max: number = LIMITS.medium) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);

/**
 * A media or link URL: absolute http(s), or a site-relative path (`/uploads/x.webp`, `#projects`).
 * Rejects `javascript:` and other schemes.
 */
export const urlOrPath = (label: string) =>
  z
    .string()
    .trim()
    .max(LIMITS.url, `${label} must be at most ${LIMITS.url} characters`)
    .refine(
      (v) => v === '' || /^(https?:\/\/|\/|#)/i.test(v),
      `${label} must be an http(s) URL, a path starting with / or an anchor starting with #`,
    );

/** ISO timestamps travel as Date through superjson and as strings through REST JSON. */
export const timestamp = z.coerce.date();
