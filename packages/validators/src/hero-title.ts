/**
 * The hero title's HTML rule (SPEC 2 "Hero": the title is rendered as HTML), the one both sides
 * apply: the server before it stores or renders a title, the browser for a title it has not
 * received rendered (the console's live preview). DOMPurify does the sanitizing on both sides
 * (the browser's own DOM, a jsdom window on the server); this module holds only the rule and
 * the call, so it has no runtime dependency and stays out of bundles that do not sanitize.
 */

/** Tags a hero title may keep: line breaks and emphasis. Every other tag is dropped. */
export const HERO_TITLE_TAGS: readonly string[] = ['br', 'span', 'em', 'strong', 'b', 'i'];

/**
 * Attributes a hero title may keep, per tag: only `class` on `span` (the gradient accent).
 * Every other attribute (event handlers, `style`, `data-*`, `aria-*`, `class` elsewhere) is dropped.
 */
export const HERO_TITLE_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  span: ['class'],
};

/** True when `attribute` may stay on `tag` in a hero title (names in lower case). */
export function isHeroTitleAttribute(attribute: string, tag: string): boolean {
  return (
    Object.hasOwn(HERO_TITLE_ATTRIBUTES, tag) && !!HERO_TITLE_ATTRIBUTES[tag]?.includes(attribute)
  );
}

/** The DOMPurify options of the hero title rule (no global attributes: `ADD_ATTR` decides per tag). */
export const HERO_TITLE_PURIFY_CONFIG = {
  ALLOWED_TAGS: [...HERO_TITLE_TAGS],
  ALLOWED_ATTR: [] as string[],
  ADD_ATTR: isHeroTitleAttribute,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** The part of a DOMPurify instance the rule uses (the browser's default one, or one on jsdom). */
export interface HtmlPurifier {
  sanitize(dirty: string, config: typeof HERO_TITLE_PURIFY_CONFIG): string;
}

/**
 * A stored hero title as safe HTML: only br, span (with `class`), em, strong, b and i survive;
 * scripts and styles go with their text, other tags leave their text behind. `purify` is a
 * DOMPurify instance (the default export in a browser, `createDOMPurify(window)` on a server).
 */
export function sanitizeHeroTitle(purify: HtmlPurifier, html: string): string {
  return purify.sanitize(html, HERO_TITLE_PURIFY_CONFIG);
}
