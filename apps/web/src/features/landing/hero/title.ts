/** Puts a line break before the first 'By the' unless one is already there (SPEC 2 "Hero"). */
export function breakBeforeByThe(html: string): string {
  return html.replace(/(?:<br\s*\/?>\s*)?By the/, '<br>By the');
}

/**
 * Adds the gradient accent when the title has no markup of its own: the text after an inserted
 * break, otherwise the last two words. Titles with their own spans/emphasis are left alone.
 */
export function accentTitle(html: string): string {
  const brOnly = html.replace(/<br>/g, '');
  if (brOnly.includes('<')) return html;
  const br = html.indexOf('<br>');
  if (br >= 0)
    return `${html.slice(0, br + 4)}<span class="text-gradient">${html.slice(br + 4)}</span>`;
  const words = html.trim().split(/\s+/);
  if (words.length < 3) return `<span class="text-gradient">${html}</span>`;
  const head = words.slice(0, -2).join(' ');
  const tail = words.slice(-2).join(' ');
  return `${head} <span class="text-gradient">${tail}</span>`;
}

/** Escapes text for HTML (`&`, `<`, `>`, `"`). */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The title HTML for a plain-text title (no markup of its own): escaped, break and accent. */
export function formatPlainTitle(text: string): string {
  return accentTitle(breakBeforeByThe(escapeHtml(text)));
}

/**
 * The hero title's HTML for the stored title `raw` (SPEC 2 "Hero": HTML, a break before 'By the',
 * the accent): the built-in title as plain text, any other sanitized by `sanitize` first (the
 * server's sanitizer, the one the content is stored through).
 */
export function renderHeroTitle(
  raw: string,
  defaultTitle: string,
  sanitize: (html: string) => string,
): string {
  if (raw === defaultTitle) return formatPlainTitle(raw);
  return accentTitle(breakBeforeByThe(sanitize(raw)));
}
