import { seoDefaults } from '@forma/validators/content-defaults';

/**
 * Pure helpers of the "Search & sharing" editor (issue 18 item 6): the live character counters
 * with advice under the title and description, and what a search engine or a social site makes
 * of the draft (cut texts, the image it would use).
 */

/** Live guidance under a field, from its current value (a character counter with advice). */
export interface FieldAdvice {
  /** The text shown under the field. */
  message: string;
  /** 'warning' draws attention (too short, cut off); 'ok' and 'info' are plain. */
  level: 'info' | 'ok' | 'warning';
  /** A short verdict for screen readers, announced when it changes ("Meta description too short"). */
  status: string;
}

/** The meta description length search results show in full, characters (aim for 50-160). */
export const META_DESCRIPTION_RANGE = { min: 50, max: 160 } as const;
/** Most characters of the stored meta description (the `seo` schema's limit). */
export const META_DESCRIPTION_LIMIT = 300;
/** About how many characters of a title search results show before cutting it off. */
export const SITE_TITLE_SHOWN = 60;
/** Most characters of the stored site title (the `seo` schema's limit). */
export const SITE_TITLE_LIMIT = 70;

/** Characters of a field as the server counts them (trimmed, like the schema). */
const lengthOf = (value: string) => value.trim().length;
const characters = (n: number) => `${n} character${n === 1 ? '' : 's'}`;

/**
 * The counter and advice under "Meta description" for the current value: empty (the built-in
 * `fallback` applies), too short (under 50), a good length (50-160), cut off in search results
 * (161-300), or over the 300-character limit. `status` is a short phrase for a live region; it
 * changes only when the verdict does. Lengths are trimmed characters (UTF-16 units, as the schema).
 */
export function metaDescriptionAdvice(
  value: string,
  fallback: string = seoDefaults.metaDescription,
): FieldAdvice {
  const n = lengthOf(value);
  const { min, max } = META_DESCRIPTION_RANGE;
  const aim = `aim for ${min}–${max}`;
  if (n === 0)
    return {
      level: 'info',
      status: 'Meta description empty: the built-in description applies',
      message: `Empty: the built-in description (${characters(lengthOf(fallback))}) applies. Aim for ${min}–${max} characters.`,
    };
  if (n > META_DESCRIPTION_LIMIT)
    return {
      level: 'warning',
      status: 'Meta description over the limit',
      message: `${characters(n)}: Meta description must be at most ${META_DESCRIPTION_LIMIT} characters, and search results show about ${max}.`,
    };
  if (n < min)
    return {
      level: 'warning',
      status: 'Meta description too short',
      message: `${characters(n)}: too short for a useful summary in search results; ${aim}.`,
    };
  if (n > max)
    return {
      level: 'warning',
      status: 'Meta description will be cut off',
      message: `${characters(n)}: search results will cut it off after about ${max} characters; ${aim}.`,
    };
  return {
    level: 'ok',
    status: 'Meta description a good length',
    message: `${characters(n)}: a good length (${aim}).`,
  };
}

/**
 * The counter and advice under "Site title": empty (the built-in `fallback` applies), fits in
 * search results (up to about 60 characters), may be cut off (61-70), or over the 70-character
 * limit. Same shape and units as {@link metaDescriptionAdvice}.
 */
export function siteTitleAdvice(
  value: string,
  fallback: string = seoDefaults.siteTitle,
): FieldAdvice {
  const n = lengthOf(value);
  if (n === 0)
    return {
      level: 'info',
      status: 'Site title empty: the built-in title applies',
      message: `Empty: the built-in title applies: “${fallback}” (${characters(lengthOf(fallback))}).`,
    };
  if (n > SITE_TITLE_LIMIT)
    return {
      level: 'warning',
      status: 'Site title over the limit',
      message: `${characters(n)}: Site title must be at most ${SITE_TITLE_LIMIT} characters.`,
    };
  if (n > SITE_TITLE_SHOWN)
    return {
      level: 'warning',
      status: 'Site title may be cut off',
      message: `${characters(n)}: search results may cut it off after about ${SITE_TITLE_SHOWN} characters.`,
    };
  return {
    level: 'ok',
    status: 'Site title fits',
    message: `${characters(n)}: fits in search results (about ${SITE_TITLE_SHOWN} show).`,
  };
}

/**
 * `text` as a search result shows it: whitespace collapsed, and when longer than `max` characters,
 * cut at the last word boundary within `max` (or at `max` when a word is longer than 40 % of it),
 * trailing punctuation dropped and an ellipsis added. Pure.
 */
export function searchSnippet(text: string, max: number = META_DESCRIPTION_RANGE.max): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  const kept = space >= max * 0.6 ? cut.slice(0, space) : cut;
  return `${kept.replace(/[\s,;:.\-–—]+$/, '')}…`;
}

/** Why the preview shows the built-in image instead of the draft's. */
export type ShareImageNote = 'external' | 'not-an-image' | null;

/**
 * The image a link preview will use for a draft `shareImage` (the server's rules, see apps/api
 * plugins/share-image.ts): the draft's own path, or the built-in image when it is empty, an
 * external http(s) address (never fetched) or a video. `note` says which fallback applied.
 */
export function shareImageOf(shareImage: string | undefined): {
  src: string;
  note: ShareImageNote;
} {
  const value = (shareImage ?? '').trim();
  if (!value) return { src: seoDefaults.shareImage, note: null };
  if (!value.startsWith('/') || value.startsWith('//'))
    return { src: seoDefaults.shareImage, note: 'external' };
  if (/\.(mp4|webm)(?:[?#]|$)/i.test(value))
    return { src: seoDefaults.shareImage, note: 'not-an-image' };
  return { src: value, note: null };
}
