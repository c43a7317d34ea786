/**
 * The contract between the landing document's static hero shell (hero/hero-shell.ts, written by
 * the web build), the server that fills that shell with the stored hero block before it sends `/`
 * (apps/api src/landing) and the client that picks the same block up before its first render
 * (boot.tsx seeds the query cache, hero/use-hero-title.ts takes the server's title HTML).
 *
 * The shell marks every part the server may replace, so the server never has to search arbitrary
 * HTML: a text slot is the HTML between `<!--hero:NAME-->` and `<!--/hero:NAME-->`, a link slot is
 * the value of the `href` right after `data-hero-link="NAME"`. The `data` slot takes a JSON script.
 *
 * Dependency-free and DOM-free on purpose: vite.config.ts, the server and boot.tsx import it. In
 * lib/, so it ships in the app-core chunk boot.tsx loads anyway (vite.config.ts code splitting),
 * not in the landing page's chunk nor in a chunk of its own.
 */

/** Text slots: element content the server fills (the title as sanitized HTML, the rest escaped). */
export const HERO_TEXT_SLOTS = [
  'tagline',
  'title',
  'subtitle',
  'primaryCta',
  'secondaryCta',
] as const;
export type HeroTextSlot = (typeof HERO_TEXT_SLOTS)[number];

/** Link slots: `href` values the server fills (escaped). */
export const HERO_LINK_SLOTS = ['primaryCtaLink', 'secondaryCtaLink'] as const;
export type HeroLinkSlot = (typeof HERO_LINK_SLOTS)[number];

/** The slot holding the hero data script (empty in the built file). */
export const HERO_DATA_SLOT = 'data';

/** Id of the `<script type="application/json">` holding {@link HeroDocumentData}. */
export const HERO_DATA_ID = 'hero-data';

/** `html` between the start and end markers of the text slot (or the data slot) `name`. */
export function heroSlot(name: HeroTextSlot | typeof HERO_DATA_SLOT, html: string): string {
  return `<!--hero:${name}-->${html}<!--/hero:${name}-->`;
}

/** The marked `href` attribute of link slot `name`; `escapedHref` must already be HTML-escaped. */
export function heroLinkAttribute(name: HeroLinkSlot, escapedHref: string): string {
  return `data-hero-link="${name}" href="${escapedHref}"`;
}

/** What the server tells the client about the hero block it rendered into the document. */
export interface HeroDocumentData {
  /** The stored block exactly as `GET /api/content/hero` answers it; null when none is stored. */
  response: { content: Record<string, unknown> } | null;
  /** The title's HTML as the server rendered it (sanitized, break, accent) and its raw title. */
  title: { raw: string; html: string };
}

/** Replaces the content of every marked slot found; slots the document lacks are left alone. */
function replaceSlot(html: string, name: string, value: string): string {
  const start = `<!--hero:${name}-->`;
  const end = `<!--/hero:${name}-->`;
  const from = html.indexOf(start);
  if (from < 0) return html;
  const to = html.indexOf(end, from + start.length);
  if (to < 0) return html;
  return html.slice(0, from + start.length) + value + html.slice(to);
}

function replaceLink(html: string, name: string, escapedHref: string): string {
  const marker = `data-hero-link="${name}" href="`;
  const from = html.indexOf(marker);
  if (from < 0) return html;
  const valueStart = from + marker.length;
  const to = html.indexOf('"', valueStart);
  if (to < 0) return html;
  return html.slice(0, valueStart) + escapedHref + html.slice(to);
}

/**
 * Fills the marked slots of a landing document: `texts` are HTML (already escaped or sanitized by
 * the caller), `links` already HTML-escaped hrefs, `data` the data script's HTML. Slots not given,
 * or missing from `html`, keep what they have. Returns the new document.
 */
export function fillHeroSlots(
  html: string,
  fill: {
    texts?: Partial<Record<HeroTextSlot, string>>;
    links?: Partial<Record<HeroLinkSlot, string>>;
    data?: string;
  },
): string {
  let out = html;
  for (const name of HERO_TEXT_SLOTS) {
    const value = fill.texts?.[name];
    if (value !== undefined) out = replaceSlot(out, name, value);
  }
  for (const name of HERO_LINK_SLOTS) {
    const value = fill.links?.[name];
    if (value !== undefined) out = replaceLink(out, name, value);
  }
  if (fill.data !== undefined) out = replaceSlot(out, HERO_DATA_SLOT, fill.data);
  return out;
}

/**
 * The data script for `data`: JSON with every `<` escaped (`\u003c`), so no stored text can close
 * the script or open a comment; the browser never runs it (`type="application/json"`).
 */
export function heroDataScript(data: HeroDocumentData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${HERO_DATA_ID}">${json}</script>`;
}

let cached: { data: HeroDocumentData | null } | undefined;

/**
 * The hero data the server put in the landing document, or null (another route's document, a
 * server without it, unparsable JSON). Read once and kept: the first call must come before the
 * script could go away. `doc` is the browser's `document` (typed structurally: no DOM lib here).
 */
export function readHeroDocumentData(doc: {
  getElementById(id: string): { textContent: string | null } | null;
}): HeroDocumentData | null {
  if (cached) return cached.data;
  let data: HeroDocumentData | null = null;
  try {
    const text = doc.getElementById(HERO_DATA_ID)?.textContent;
    const parsed = text ? (JSON.parse(text) as Partial<HeroDocumentData>) : null;
    if (
      parsed &&
      typeof parsed.title?.raw === 'string' &&
      typeof parsed.title.html === 'string' &&
      (parsed.response === null ||
        (typeof parsed.response?.content === 'object' && parsed.response.content !== null))
    )
      data = parsed as HeroDocumentData;
  } catch {
    data = null;
  }
  cached = { data };
  return data;
}
