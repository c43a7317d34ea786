import { sanitizeHeroTitle, type HtmlPurifier } from '@forma/validators/hero-title';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import sanitizeHtml from 'sanitize-html';

const NO_TAGS: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

let titlePurifier: HtmlPurifier | undefined;

/**
 * Sanitises the hero title HTML by the rule the browser applies too (@forma/validators/hero-title:
 * br, span[class], em, strong, b, i), with DOMPurify on a jsdom window made on first use.
 */
export function sanitizeTitleHtml(html: string): string {
  titlePurifier ??= createDOMPurify(new JSDOM('').window);
  return sanitizeHeroTitle(titlePurifier, html);
}

/**
 * Plain text without any tag. sanitize-html escapes text on output; the escapes are undone so the
 * stored text reads as typed ('Tom & Jerry'), and stripping repeats while unescaping revealed a
 * new tag (`&lt;b&gt;` typed as text).
 */
export function stripTags(text: string): string {
  let current = text;
  for (let i = 0; i < 5; i++) {
    const stripped = sanitizeHtml(current, NO_TAGS).replace(
      /&(amp|lt|gt|quot|#39|#x27);/g,
      (m) => ENTITIES[m] ?? m,
    );
    if (stripped === current || !/<[a-zA-Z!/?]/.test(stripped)) return stripped;
    current = stripped;
  }
  return current.replace(/[<>]/g, '');
}

/** Strips tags from every string of a JSON value (objects and arrays walked recursively). */
export function stripTagsDeep<T>(value: T): T {
  if (typeof value === 'string') return stripTags(value) as T;
  if (Array.isArray(value)) return value.map((v) => stripTagsDeep(v)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = stripTagsDeep(v);
    return out as T;
  }
  return value;
}

/**
 * Sanitises a content block before it is stored (SPEC 3): the hero `title` keeps its small set
 * of inline tags, every other string loses all tags.
 */
export function sanitizeContent(
  section: string,
  content: Record<string, unknown>,
): Record<string, unknown> {
  const out = stripTagsDeep(content);
  if (section === 'hero' && typeof content.title === 'string') {
    out.title = sanitizeTitleHtml(content.title);
  }
  return out;
}
