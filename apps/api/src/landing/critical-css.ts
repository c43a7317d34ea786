import Beasties from 'beasties';

/**
 * Keeps in a landing document's inline stylesheet only the rules its markup uses (issue 18
 * item 3: "critical part inline"). The document's markup is final when it is rendered (the
 * server renders the whole page), so the rules for what it shows are all that the first paint
 * and a visitor without JavaScript need; the states islands reach once interactive load with
 * the whole stylesheet, which the islands fetch as a cached file (apps/web landing-islands.tsx).
 * Done with Beasties (the maintained fork of Critters) once per rendered version of the page.
 * Returns the document with its `<style>` reduced; throws what Beasties throws.
 */
export function createCriticalCss(): (html: string) => Promise<string> {
  const beasties = new Beasties({
    // Only the inline `<style>`: the document links no stylesheet.
    external: false,
    reduceInlineStyles: true,
    // Keyframes that the kept rules use stay.
    keyframes: 'critical',
    compress: true,
    logLevel: 'silent',
  });
  return async (html) => keepFontFaces(html, await beasties.process(html));
}

/** The `@font-face` rules of a stylesheet (Tailwind's output: no nested braces inside them). */
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

/**
 * `reduced` with the `@font-face` rules of `original`'s inline styles put back at the start of
 * its first `<style>`: Beasties drops every font face whose family no kept rule names, and the
 * page names its fonts through custom properties (`font-family: var(--font-sans)`), which it
 * does not resolve. Without them the text would fall back to system fonts and change height
 * once the whole stylesheet loads.
 */
export function keepFontFaces(original: string, reduced: string): string {
  const styles = original.match(/<style[^>]*>[^]*?<\/style>/g) ?? [];
  const faces = styles.flatMap((style) => style.match(FONT_FACE) ?? []);
  const missing = faces.filter((face) => !reduced.includes(face));
  if (!missing.length) return reduced;
  return reduced.replace(/<style([^>]*)>/, (tag) => `${tag}${missing.join('')}`);
}
