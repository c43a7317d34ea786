import './zod-config';
import { z } from 'zod';

/**
 * The revision a change is based on (issue 41 item 1): the `revision` its editor loaded, or the
 * ETag `"r<revision>"` of a REST GET. A stale one is refused (tRPC CONFLICT, REST 409, or 412
 * with If-Match) and nothing changes; left out, the save wins as before (SPEC 7).
 */
export const baseRevision = z
  .number()
  .int('revision must be a whole number')
  .min(0, 'revision must be 0 or more')
  .max(2_147_483_647, 'revision is too large')
  .optional()
  .describe(
    'The revision this change is based on (from the GET you edited): a stale one is refused with 409 and nothing changes',
  );

/** A stored revision as answers carry it (issue 41; 0: never saved). */
export const revisionValue = z.number().int().min(0);

/**
 * What a console tab edits, as presence names it (issue 41 item 3): `<kind>:<key>`, e.g.
 * `content:hero`, `settings:selectedAiDesignStyle`, `designers:12`.
 */
export const presenceResource = z
  .string()
  .max(120, 'resource is too long')
  .regex(/^[a-z][A-Za-z]*:[A-Za-z0-9_-]+$/, 'resource must look like content:hero or designers:12');

/** `presence.watch` input: what the tab edits, if anything. */
export const presenceWatchInput = z.object({ open: presenceResource.optional() });
