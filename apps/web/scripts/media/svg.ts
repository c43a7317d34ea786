import sharp from 'sharp';

/** Fonts present on Debian (fontconfig); librsvg falls back along the list. */
export const SANS = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";
export const SERIF = "'DejaVu Serif', 'Liberation Serif', Georgia, serif";
export const MONO = "'DejaVu Sans Mono', 'Liberation Mono', monospace";

/** A small seeded PRNG (mulberry32): the same seed always gives the same media. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable 32-bit hash of a string (FNV-1a), used to seed per-file randomness. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Rounds to 2 decimals so the SVG stays short. */
export const r2 = (n: number) => Math.round(n * 100) / 100;

export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Wraps body markup in an <svg> of the given size. */
export function svgDoc(w: number, h: number, body: string, defs = '', viewBox?: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox ?? `0 0 ${w} ${h}`}"><defs>${defs}</defs>${body}</svg>`;
}

export function linear(
  id: string,
  stops: Array<[number, string, number?]>,
  x1 = 0,
  y1 = 0,
  x2 = 0,
  y2 = 1,
): string {
  const s = stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function radial(id: string, stops: Array<[number, string, number?]>): string {
  const s = stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`)
    .join('');
  return `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5">${s}</radialGradient>`;
}

/** A soft glow: an ellipse filled with a radial gradient from `color` to transparent. */
export function glow(
  id: string,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  color: string,
  opacity = 1,
): { def: string; el: string } {
  return {
    def: radial(id, [
      [0, color, opacity],
      [0.45, color, opacity * 0.45],
      [1, color, 0],
    ]),
    el: `<ellipse cx="${r2(cx)}" cy="${r2(cy)}" rx="${r2(rx)}" ry="${r2(ry)}" fill="url(#${id})"/>`,
  };
}

export function text(
  x: number,
  y: number,
  content: string,
  size: number,
  fill: string,
  opts: {
    weight?: number;
    anchor?: string;
    family?: string;
    spacing?: number;
    opacity?: number;
  } = {},
): string {
  return `<text x="${r2(x)}" y="${r2(y)}" font-family="${opts.family ?? SANS}" font-size="${size}" font-weight="${opts.weight ?? 400}" fill="${fill}"${opts.anchor ? ` text-anchor="${opts.anchor}"` : ''}${opts.spacing ? ` letter-spacing="${opts.spacing}"` : ''}${opts.opacity !== undefined ? ` opacity="${opts.opacity}"` : ''}>${esc(content)}</text>`;
}

export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  rx = 0,
  extra = '',
): string {
  return `<rect x="${r2(x)}" y="${r2(y)}" width="${r2(w)}" height="${r2(h)}" rx="${r2(rx)}" fill="${fill}" ${extra}/>`;
}

/** Renders SVG markup to a sharp pipeline at its own size. */
export function render(svg: string): sharp.Sharp {
  return sharp(Buffer.from(svg), { density: 72 });
}

/** Mixes two #rrggbb colours. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (p: number, s: number) => (p >> s) & 255;
  const c = (s: number) => Math.round(ch(pa, s) + (ch(pb, s) - ch(pa, s)) * t);
  return `#${((c(16) << 16) | (c(8) << 8) | c(0)).toString(16).padStart(6, '0')}`;
}

/** A colour palette for one piece of work. */
export interface Palette {
  bg1: string;
  bg2: string;
  accent: string;
  accent2: string;
  ink: string;
  paper: string;
}

export const PALETTES: Palette[] = [
  {
    bg1: '#1e1b4b',
    bg2: '#6d28d9',
    accent: '#a78bfa',
    accent2: '#f472b6',
    ink: '#0f0d24',
    paper: '#f8f7ff',
  },
  {
    bg1: '#0c4a6e',
    bg2: '#0891b2',
    accent: '#38bdf8',
    accent2: '#22d3ee',
    ink: '#0b1220',
    paper: '#f0f9ff',
  },
  {
    bg1: '#064e3b',
    bg2: '#10b981',
    accent: '#34d399',
    accent2: '#a3e635',
    ink: '#07130f',
    paper: '#f3fbf6',
  },
  {
    bg1: '#7c2d12',
    bg2: '#f97316',
    accent: '#fb923c',
    accent2: '#facc15',
    ink: '#1c0d05',
    paper: '#fff8f1',
  },
  {
    bg1: '#4a044e',
    bg2: '#db2777',
    accent: '#f472b6',
    accent2: '#c084fc',
    ink: '#1a0616',
    paper: '#fff5fa',
  },
  {
    bg1: '#111827',
    bg2: '#374151',
    accent: '#60a5fa',
    accent2: '#f59e0b',
    ink: '#0b0f19',
    paper: '#f9fafb',
  },
  {
    bg1: '#312e81',
    bg2: '#2563eb',
    accent: '#818cf8',
    accent2: '#2dd4bf',
    ink: '#0c1030',
    paper: '#f5f7ff',
  },
  {
    bg1: '#3f2d1e',
    bg2: '#a16207',
    accent: '#eab308',
    accent2: '#f87171',
    ink: '#1b130b',
    paper: '#fffbeb',
  },
];
