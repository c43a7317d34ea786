import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { optimize, type CustomPlugin, type XastChild, type XastElement } from 'svgo';

/**
 * SVG cleaning of uploaded files and vectorized patterns (DESIGN.md "Files": SVG is sanitized on
 * the server before it is stored). Two passes: DOMPurify with its SVG profile on a jsdom window
 * (drops scripts, event handlers, foreignObject, unknown tags and attributes), then svgo, whose
 * last plugin walks the final XML tree and drops every reference outside the document.
 */

/** The input is not an SVG document, or nothing drawable is left after cleaning. */
export class InvalidSvgError extends Error {
  override name = 'InvalidSvgError';
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The prolog an SVG file may start with: BOM, XML declaration, comments, doctype, whitespace. */
const PROLOG = /^(?:\uFEFF|\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE(?:[^>[]|\[[\s\S]*?\])*>)*/i;

/**
 * True when `text` is an SVG document: after an optional BOM, XML declaration, comments and
 * doctype, the first element is `<svg`. Does not validate the rest (see `sanitizeSvg`).
 */
export function looksLikeSvg(text: string): boolean {
  const rest = text.slice(PROLOG.exec(text)?.[0].length ?? 0);
  return /^<svg[\s/>]/.test(rest);
}

let dom: { window: JSDOM['window']; purify: DOMPurify } | undefined;

/** DOMPurify on one jsdom window, created on first use and reused by every call. */
function getDom(): NonNullable<typeof dom> {
  if (!dom) {
    const { window } = new JSDOM('');
    dom = { window, purify: createDOMPurify(window) };
  }
  return dom;
}

/** A URL inside the document: `#id` (optionally quoted, with spaces). */
const isLocalRef = (url: string) => /^\s*['"]?\s*#/.test(url);
/** Every `url(...)` of a CSS text or attribute value. */
const URL_FUNCTION = /url\(\s*(?:"[^"]*"|'[^']*'|[^)]*)\s*\)/gi;
/** CSS that can fetch or hide a fetch from the checks below. */
const RISKY_CSS = /@import|\\|image-set\(|image\(|cross-fade\(|expression\(/i;
const SCRIPT_URL = /^\s*(?:javascript|vbscript|data)\s*:/i;

/** True when a CSS text or attribute value points at something outside the document. */
function hasExternalUrl(value: string): boolean {
  for (const match of value.matchAll(URL_FUNCTION)) {
    const inner = match[0].slice(4, -1);
    if (!isLocalRef(inner)) return true;
  }
  return false;
}

/** The `<style>` text with imports removed and external `url()`s replaced by `none`. */
function cleanStylesheet(css: string): string {
  return css
    .replace(/@import[^;]*;?/gi, '')
    .replace(URL_FUNCTION, (m) => (isLocalRef(m.slice(4, -1)) ? m : 'none'));
}

const ALWAYS_REMOVED_ELEMENTS = new Set(['script', 'foreignObject', 'iframe', 'embed', 'object']);

/** Elements that are nothing without their (local) reference. */
const REFERENCING_ELEMENTS = new Set(['use', 'image', 'feImage']);
const hrefOf = (element: XastElement) =>
  element.attributes.href ?? element.attributes['xlink:href'];

/** Drops attributes and elements that reach outside the document; returns the kept children. */
function cleanChildren(children: XastChild[]): XastChild[] {
  const kept: XastChild[] = [];
  for (const child of children) {
    if (child.type !== 'element') {
      kept.push(child);
      continue;
    }
    if (ALWAYS_REMOVED_ELEMENTS.has(child.name) || child.name.includes(':')) continue;
    cleanAttributes(child);
    if (REFERENCING_ELEMENTS.has(child.name) && !hrefOf(child)) continue;
    if (child.name === 'style') {
      const css = child.children
        .map((c) => (c.type === 'text' || c.type === 'cdata' ? c.value : ''))
        .join('');
      const cleaned = cleanStylesheet(css);
      if (RISKY_CSS.test(cleaned)) continue;
      child.children = [{ type: 'text', value: cleaned }];
      kept.push(child);
      continue;
    }
    child.children = cleanChildren(child.children);
    kept.push(child);
  }
  return kept;
}

function cleanAttributes(element: XastElement): void {
  for (const [name, value] of Object.entries(element.attributes)) {
    const lower = name.toLowerCase();
    const local = lower.slice(lower.indexOf(':') + 1);
    const remove =
      lower.startsWith('on') ||
      lower === 'xml:base' ||
      (local === 'href' && !isLocalRef(value)) ||
      SCRIPT_URL.test(value) ||
      hasExternalUrl(value) ||
      (lower === 'style' && RISKY_CSS.test(value));
    if (remove) delete element.attributes[name];
  }
}

/**
 * An svgo plugin that removes external references from the tree and counts the drawable elements
 * left under the root `<svg>` into `result`. It runs first (so the preset only sees clean styles)
 * and last (on the very tree svgo writes).
 */
function removeExternalReferences(result: { elements: number }): CustomPlugin {
  return {
    name: 'removeExternalReferences',
    fn: (root) => {
      root.children = cleanChildren(root.children);
      const svg = root.children.find((c): c is XastElement => c.type === 'element');
      result.elements = svg
        ? svg.children.filter(
            (c) => c.type === 'element' && c.name !== 'title' && c.name !== 'desc',
          ).length
        : 0;
      return null;
    },
  };
}

/**
 * Cleans an SVG document for storage and inline use.
 *
 * Input: the SVG text (UTF-8 decoded). Output: the cleaned, minified SVG text with its viewBox
 * kept and every referenced id kept. Removed: `<script>`, `on*` event handlers, `<foreignObject>`,
 * `href`/`xlink:href` not starting with `#`, `url(...)` pointing outside the document (attributes
 * and styles), `@import`, `javascript:`/`data:` URLs, doctype and entities. `<use href="#id">`
 * stays.
 *
 * Throws InvalidSvgError when the input is not an SVG document (no `<svg>` root) or when nothing
 * drawable is left after cleaning.
 */
export function sanitizeSvg(svg: string): string {
  if (!looksLikeSvg(svg)) throw new InvalidSvgError('Not an SVG document: no <svg> root element');
  const { window, purify } = getDom();
  const fragment = purify.sanitize(svg.slice(PROLOG.exec(svg)?.[0].length ?? 0), {
    USE_PROFILES: { svg: true, svgFilters: true },
    // `use` is safe once its href is limited to `#id` (removeExternalReferences).
    ADD_TAGS: ['use'],
    RETURN_DOM_FRAGMENT: true,
  });
  const roots = [...fragment.childNodes].filter((n) => n.nodeType === 1) as Element[];
  const root = roots[0];
  if (roots.length !== 1 || !root || root.localName !== 'svg' || root.namespaceURI !== SVG_NS)
    throw new InvalidSvgError('Not an SVG document: no single <svg> root element');

  const xml = new window.XMLSerializer().serializeToString(root);
  const result = { elements: 0 };
  let output: string;
  try {
    output = optimize(xml, {
      multipass: false,
      plugins: [
        'removeScripts',
        // Before the preset (which inlines <style> rules) so that safe rules survive, and last.
        removeExternalReferences(result),
        { name: 'preset-default', params: { overrides: { cleanupIds: { minify: false } } } },
        removeExternalReferences(result),
      ],
    }).data;
  } catch (err) {
    throw new InvalidSvgError(`Not a valid SVG document: ${(err as Error).message.split('\n')[0]}`);
  }
  if (result.elements === 0) throw new InvalidSvgError('The SVG is empty after cleaning');
  return output;
}
