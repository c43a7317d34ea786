import sanitizeHtml from 'sanitize-html';

/** Tags the hero title may carry (line breaks and emphasis; `class` on span for gradients). */
const TITLE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['br', 'span', 'em', 'strong', 'b', 'i'],
  allowedAttributes: { span: ['class'] },
  disallowedTagsMode: 'discard',
};

const NO_TAGS: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

/** Sanitises the hero title HTML: only br, span[class], em, strong, b, i survive. */
export function sanitizeTitleHtml(html: string): string {
  return sanitizeHtml(html, TITLE_OPTIONS);
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
