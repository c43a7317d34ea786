import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CORE_FONTS,
  CORE_RANGES,
  facesOf,
  fontsCss,
  formatUnicodeRange,
  parseUnicodeRange,
  subsetCoreFont,
  subtractRanges,
} from '../scripts/fonts/core-fonts';

/** The core font files and src/fonts.css (issue 18, speed): scripts/fonts/core-fonts.ts. */

const here = (path: string) => new URL(path, import.meta.url);

describe('the font faces of the site', () => {
  it('src/fonts.css and the core files are what the generator makes (pnpm generate:fonts)', async () => {
    expect(readFileSync(here('./fonts.css'), 'utf8')).toBe(fontsCss());
    for (const font of CORE_FONTS) {
      const committed = readFileSync(here(`./assets/fonts/${font.output}`));
      const made = await subsetCoreFont(font);
      expect(Buffer.compare(committed, made), font.output).toBe(0);
      // Well under the full latin file (about 47 KB).
      expect(committed.length).toBeLessThan(30 * 1024);
    }
  });

  it('no other face of a family covers a character of the core range', () => {
    for (const font of CORE_FONTS) {
      const faces = facesOf(font);
      const core = faces.at(-1)!;
      expect(core.url).toBe(`./assets/fonts/${font.output}`);
      expect(core.unicodeRange).toBe(formatUnicodeRange(CORE_RANGES));
      for (const face of faces.slice(0, -1)) {
        const ranges = parseUnicodeRange(face.unicodeRange);
        expect(subtractRanges(ranges, CORE_RANGES), face.comment).toEqual(ranges);
      }
      // The latin face keeps what is outside the core range (e.g. the arrows ↑ ↓, U+2191, U+2193).
      const latin = faces.find((face) => face.url.endsWith(font.source))!;
      expect(latin.unicodeRange).toContain('U+2191');
    }
  });

  it('unicode ranges parse, subtract and print', () => {
    expect(parseUnicodeRange('U+0000-00FF,U+0131, U+1F??')).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x1f00, 0x1fff],
    ]);
    expect(subtractRanges([[0, 0xff]], [[0x20, 0x7e]])).toEqual([
      [0, 0x1f],
      [0x7f, 0xff],
    ]);
    expect(subtractRanges([[0x2000, 0x206f]], [[0x2000, 0x206f]])).toEqual([]);
    expect(
      formatUnicodeRange([
        [0x20, 0x7e],
        [0x2022, 0x2022],
      ]),
    ).toBe('U+20-7E, U+2022');
  });

  it('no class of the site asks for a weight the core files do not have (400 to 700)', () => {
    const outside = /\bfont-(thin|extralight|light|extrabold|black)\b|\bfont-\[\d+\]/;
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.(tsx?|css)$/.test(name) && outside.test(readFileSync(path, 'utf8')))
          offenders.push(path);
      }
    };
    walk(here('.').pathname);
    walk(here('../../../packages/ui/src').pathname);
    expect(offenders).toEqual([]);
  });
});
