/**
 * The page's core font file (issue 18, speed): the @fontsource-variable latin file of Inter cut
 * down to the characters the site's text uses almost always (ASCII, Latin-1 with its accented
 * letters, typographic quotes and dashes) and to the weight axis range its classes use (400 to
 * 700). About 27 KB instead of about 47 KB: the first screen waits for fewer bytes. Inter is the
 * site's only web font: headings use it too (base.css, --font-display).
 *
 * src/fonts.css declares every face of the family: fontsource's (cyrillic, greek,
 * vietnamese, latin-ext), its latin file for the latin characters outside the core range only,
 * and the core file. The ranges never overlap: where two faces of a family cover a character,
 * Chromium starts downloading the second while the first is still on its way.
 *
 * `pnpm --filter @forma/web generate:fonts` writes the core files (src/assets/fonts) and
 * src/fonts.css; fonts.test.ts checks the committed ones are what this module makes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';

/** The weight axis range kept, and the only weights the site's classes may use (font-normal to font-bold). */
export const CORE_WEIGHT_RANGE = { min: 400, max: 700 } as const;

/** Inclusive code point ranges of the core files. */
export const CORE_RANGES: ReadonlyArray<readonly [number, number]> = [
  // ASCII and Latin-1: no-break space, © ® · × and the accented letters of names (é, á, ü);
  // the control characters are never drawn, and are here so that no other face covers them.
  [0x00, 0xff],
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
];

/** The core fonts: the family as fontsource declares it, its latin file and the file written. */
export const CORE_FONTS = [
  {
    family: 'Inter Variable',
    packageName: '@fontsource-variable/inter',
    source: 'files/inter-latin-wght-normal.woff2',
    output: 'inter-core.woff2',
  },
] as const;

/** Every code point of CORE_RANGES as a string. */
export function coreText(): string {
  return CORE_RANGES.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
  ).join('');
}

const require = createRequire(import.meta.url);

/** The bytes of `font`'s fontsource latin file. */
function sourceFile(font: (typeof CORE_FONTS)[number]): Buffer {
  const root = dirname(require.resolve(`${font.packageName}/package.json`));
  return readFileSync(join(root, font.source));
}

/** The core file of `font` (WOFF2 bytes; the same bytes for the same inputs). */
export async function subsetCoreFont(font: (typeof CORE_FONTS)[number]): Promise<Buffer> {
  return subsetFont(sourceFile(font), coreText(), {
    targetFormat: 'woff2',
    variationAxes: { wght: CORE_WEIGHT_RANGE },
  });
}

/** An inclusive code point range. */
type Range = readonly [number, number];

/** The ranges of a CSS `unicode-range` value (`U+0460-052F,U+20B4,U+1F??`). */
export function parseUnicodeRange(value: string): Range[] {
  return value.split(',').map((part) => {
    const token = part.trim().replace(/^U\+/i, '');
    if (token.includes('?'))
      return [parseInt(token.replace(/\?/g, '0'), 16), parseInt(token.replace(/\?/g, 'F'), 16)];
    const [from = '', to = from] = token.split('-');
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

/** `ranges` as a CSS `unicode-range` value. */
export function formatUnicodeRange(ranges: readonly Range[]): string {
  const hex = (n: number) => n.toString(16).toUpperCase();
  return ranges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(', ');
}

/** The code points of `ranges` that are in none of `minus`, as ranges. */
export function subtractRanges(ranges: readonly Range[], minus: readonly Range[]): Range[] {
  let left: Range[] = [...ranges];
  for (const [cutFrom, cutTo] of minus)
    left = left.flatMap(([from, to]): Range[] => {
      if (cutTo < from || cutFrom > to) return [[from, to]];
      const parts: Range[] = [];
      if (from < cutFrom) parts.push([from, cutFrom - 1]);
      if (to > cutTo) parts.push([cutTo + 1, to]);
      return parts;
    });
  return left;
}

/** One `@font-face` of a family's CSS: its file (relative to the package or src/) and range. */
type Face = { comment: string; family: string; url: string; unicodeRange: string };

/** The faces of `font`'s @fontsource-variable index.css, their urls relative to src/. */
function fontsourceFaces(font: (typeof CORE_FONTS)[number]): Face[] {
  const root = dirname(require.resolve(`${font.packageName}/package.json`));
  const css = readFileSync(join(root, 'index.css'), 'utf8');
  return Array.from(css.matchAll(/\/\* ([^*]+) \*\/\s*@font-face\s*\{([^}]*)\}/g), (match) => {
    const body = match[2]!;
    const file = /src:\s*url\(\.\/([^)]+)\)/.exec(body)?.[1];
    const unicodeRange = /unicode-range:\s*([^;]+);/.exec(body)?.[1];
    if (!file || !unicodeRange) throw new Error(`${font.packageName}: unexpected @font-face`);
    return {
      comment: match[1]!.trim(),
      family: font.family,
      url: `../node_modules/${font.packageName}/${file}`,
      unicodeRange,
    };
  });
}

/** The faces of `font`: fontsource's, its latin one without the core range, then the core file. */
export function facesOf(font: (typeof CORE_FONTS)[number]): Face[] {
  const faces = fontsourceFaces(font).map((face) =>
    face.url.endsWith(font.source)
      ? {
          ...face,
          comment: `${face.comment}, outside the core range`,
          unicodeRange: formatUnicodeRange(
            subtractRanges(parseUnicodeRange(face.unicodeRange), CORE_RANGES),
          ),
        }
      : face,
  );
  if (!faces.some((face) => face.url.endsWith(font.source)))
    throw new Error(`${font.packageName}: no face for ${font.source}`);
  return [
    ...faces,
    {
      comment: `${font.output}: the core range (scripts/fonts/core-fonts.ts)`,
      family: font.family,
      url: `./assets/fonts/${font.output}`,
      unicodeRange: formatUnicodeRange(CORE_RANGES),
    },
  ];
}

/**
 * src/fonts.css: every face of Inter (facesOf), `url()`s relative to src/ (Vite
 * fingerprints the files), `font-display: optional` like every face of the build (vite.config.ts).
 */
export function fontsCss(): string {
  const faces = CORE_FONTS.flatMap(facesOf).map(
    (face) => `/* ${face.comment} */
@font-face {
  font-family: '${face.family}';
  font-style: normal;
  font-display: optional;
  font-weight: 100 900;
  src: url('${face.url}') format('woff2-variations');
  unicode-range: ${face.unicodeRange};
}`,
  );
  return `/* Generated by apps/web/scripts/subset-fonts.ts (scripts/fonts/core-fonts.ts): do not edit.
   Every face of Inter, with ranges that never overlap: @fontsource-variable's
   files, and the core file for the characters of almost all the site's text (issue 18, speed). */
${faces.join('\n\n')}
`;
}
