import { createFontStack, type FontMetrics } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * base.css's metric-matched fallback faces (issue 18): their figures are capsize's for each web
 * font over Arial, and the font stacks name each fallback right after its web font.
 */
const css = readFileSync(new URL('./base.css', import.meta.url), 'utf8');

/** The descriptors of every `@font-face` of base.css for `family`, by descriptor name. */
function facesOf(family: string): Array<Record<string, string>> {
  return Array.from(css.matchAll(/@font-face\s*\{([^}]*)\}/g), (match) =>
    Object.fromEntries(
      match[1]!
        .split(';')
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
        }),
    ),
  ).filter((face) => face['font-family'] === `'${family}'`);
}

/** The `--<name>` font stack of base.css's @theme, as a list of family names. */
function stack(name: string): string[] {
  const value = new RegExp(`--${name}:([^;]*);`).exec(css)?.[1] ?? '';
  return value.split(',').map((family) => family.trim().replace(/^'|'$/g, ''));
}

describe('base.css fallback fonts', () => {
  const cases: Array<[string, string, FontMetrics, string]> = [
    ['Inter Fallback', 'Inter Variable', inter, 'font-sans'],
  ];

  it.each(cases)(
    "%s has capsize's figures over Arial, in every weight",
    (family, _web, metrics) => {
      const [face] = createFontStack([metrics, arial], { fontFaceFormat: 'styleObject' }).fontFaces;
      const expected = face!['@font-face'];
      const faces = facesOf(family);
      expect(faces.map((f) => f['font-weight'])).toEqual(['100 549', '550 900']);
      for (const f of faces) {
        expect(f['ascent-override']).toBe(expected.ascentOverride);
        expect(f['descent-override']).toBe(expected.descentOverride);
        expect(f['line-gap-override']).toBe(expected.lineGapOverride);
        expect(f['size-adjust']).toBe(expected.sizeAdjust);
        expect(f['src']).toMatch(/^local\('Arial/);
      }
    },
  );

  it.each(cases)('%s comes right after %s in the --%s stack', (family, web, _metrics, name) => {
    const families = stack(name);
    expect(families.indexOf(family)).toBe(families.indexOf(web) + 1);
    expect(families.indexOf(web)).toBe(0);
  });

  it('headings use the same stack: Inter is the only web font', () => {
    expect(stack('font-display')).toEqual(['var(--font-sans)']);
    expect(css).not.toMatch(/Inter Tight/);
  });
});
