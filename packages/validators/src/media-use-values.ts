/**
 * `@forma/validators/media-use-values` (zod-free, also exported by the package root): the kinds
 * of record that can use a media file, for the console's media usage (issue 19 item 2) without
 * loading the schemas.
 */

/** The kinds of record that can use a media file, in the order a usage lists them. */
export const MEDIA_USER_KINDS = [
  'designer',
  'designer work',
  'testimonial',
  'client',
  'pattern',
  'content block',
  // Kept versions a restore can bring back (issue 39 item 4): a block's history, a snapshot.
  'block history',
  'snapshot',
] as const;

/** A kind of record that can use a media file. */
export type MediaUserKind = (typeof MEDIA_USER_KINDS)[number];

/**
 * Uses only a restore would bring back (a block's history, a snapshot; issue 39 item 4): they do
 * not stop a file's delete from the library, but its stored bytes are kept for them.
 */
export const isRestorableUse = (use: { entity: MediaUserKind }) =>
  use.entity === 'block history' || use.entity === 'snapshot';
