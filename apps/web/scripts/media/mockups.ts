import {
  glow,
  linear,
  mix,
  MONO,
  type Palette,
  r2,
  rect,
  rng,
  SANS,
  SERIF,
  svgDoc,
  text,
} from './svg';

const TAU = Math.PI * 2;

/** Collects <defs> entries with unique ids for one document. */
class Defs {
  private items: string[] = [];
  private n = 0;
  add(make: (id: string) => string): string {
    const id = `d${this.n++}`;
    this.items.push(make(id));
    return `url(#${id})`;
  }
  lin(stops: Array<[number, string, number?]>, x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    return this.add((id) => linear(id, stops, x1, y1, x2, y2));
  }
  glow(cx: number, cy: number, rx: number, ry: number, color: string, opacity = 1): string {
    let el = '';
    this.add((id) => {
      const g = glow(id, cx, cy, rx, ry, color, opacity);
      el = g.el;
      return g.def;
    });
    return el;
  }
  raw(def: string): void {
    this.items.push(def);
  }
  toString(): string {
    return this.items.join('');
  }
}

/** Grey text placeholder lines (paragraph "greeking"). */
function lines(x: number, y: number, w: number, n: number, fill: string, gap = 14, h = 6): string {
  let out = '';
  for (let i = 0; i < n; i++)
    out += rect(x, y + i * gap, w * (i === n - 1 ? 0.6 : 0.92 + (i % 2) * 0.08), h, fill, h / 2);
  return out;
}

function backdrop(d: Defs, w: number, h: number, p: Palette, seed: number): string {
  const rand = rng(seed);
  return (
    rect(
      0,
      0,
      w,
      h,
      d.lin(
        [
          [0, p.bg1],
          [1, mix(p.bg1, '#000000', 0.45)],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
    d.glow(w * (0.2 + rand() * 0.6), h * (0.15 + rand() * 0.3), w * 0.55, h * 0.5, p.bg2, 0.75) +
    d.glow(w * (0.6 + rand() * 0.3), h * (0.7 + rand() * 0.2), w * 0.45, h * 0.4, p.accent2, 0.35)
  );
}

/* ------------------------------------------------------------------ phones */

export type PhoneVariant = 'home' | 'chart' | 'card' | 'health' | 'map' | 'savings';

const PHONE_W = 300;
const PHONE_H = 620;

/** A phone (300x620 local units) with an app screen, placed at x, y with scale s and rotation. */
export function phone(
  d: Defs,
  p: Palette,
  variant: PhoneVariant,
  x: number,
  y: number,
  s: number,
  rot = 0,
  seed = 1,
  progress = 1,
): string {
  const rand = rng(seed);
  const dark = variant === 'chart' || variant === 'savings';
  const bg = dark ? '#0d0f1a' : p.paper;
  const fg = dark ? '#ffffff' : p.ink;
  const muted = dark ? '#8b90a8' : '#8a8f9e';
  const soft = dark ? '#1a1d2e' : mix(p.paper, p.accent, 0.12);
  const ui: string[] = [];
  ui.push(
    text(34, 42, '9:41', 13, fg, { weight: 700 }),
    rect(236, 32, 30, 11, fg, 3, 'opacity="0.8"'),
  );
  if (variant === 'home') {
    ui.push(
      text(24, 88, 'Good morning, Ava', 19, fg, { weight: 700 }),
      text(24, 108, 'Here is your week at a glance', 11, muted),
      rect(
        20,
        124,
        260,
        136,
        d.lin(
          [
            [0, p.bg2],
            [1, p.accent],
          ],
          0,
          0,
          1,
          1,
        ),
        20,
      ),
      text(38, 152, 'Total balance', 11, '#ffffff', { opacity: 0.8 }),
      text(38, 190, '$12,480.22', 30, '#ffffff', { weight: 700 }),
      text(38, 212, '+2.4% this month', 11, '#ffffff', { opacity: 0.85 }),
      text(38, 244, '•••• 4021', 12, '#ffffff', { opacity: 0.8, spacing: 1 }),
    );
    ['Send', 'Request', 'Top up', 'More'].forEach((l, i) => {
      ui.push(
        `<circle cx="${52 + i * 65}" cy="294" r="21" fill="${soft}"/>`,
        `<circle cx="${52 + i * 65}" cy="294" r="7" fill="${i % 2 ? p.accent2 : p.bg2}"/>`,
        text(52 + i * 65, 332, l, 10, muted, { anchor: 'middle' }),
      );
    });
    ui.push(text(24, 370, 'Recent activity', 14, fg, { weight: 700 }));
    const rows = [
      ['Blue Bottle Coffee', 'Today', '-$6.40'],
      ['Salary', 'Yesterday', '+$4,200.00'],
      ['Lyft', 'Mon', '-$18.20'],
      ['Spotify', 'Sun', '-$9.99'],
    ];
    rows.forEach(([n, dt, a], i) => {
      const yy = 396 + i * 44;
      ui.push(
        `<circle cx="42" cy="${yy + 8}" r="15" fill="${[p.accent, p.accent2, p.bg2, mix(p.accent, p.accent2, 0.5)][i]}" opacity="0.9"/>`,
        text(66, yy + 5, n!, 12, fg, { weight: 700 }),
        text(66, yy + 21, dt!, 10, muted),
        text(276, yy + 12, a!, 12, a!.startsWith('+') ? '#16a34a' : fg, {
          anchor: 'end',
          weight: 700,
        }),
      );
    });
  } else if (variant === 'chart' || variant === 'savings') {
    const title = variant === 'chart' ? 'Spending' : 'Savings goals';
    ui.push(
      text(24, 88, title, 20, fg, { weight: 700 }),
      rect(20, 104, 260, 30, soft, 15),
      rect(24 + Math.round(progress * 2) * 84, 107, 84, 24, p.accent, 12, 'opacity="0.9"'),
      text(66, 123, 'Week', 11, fg, { anchor: 'middle' }),
      text(150, 123, 'Month', 11, fg, { anchor: 'middle' }),
      text(234, 123, 'Year', 11, fg, { anchor: 'middle' }),
    );
    if (variant === 'chart') {
      ui.push(
        text(24, 178, '$2,318.40', 30, fg, { weight: 700 }),
        text(24, 198, '12% less than last month', 11, muted),
      );
      const pts: Array<[number, number]> = [];
      for (let i = 0; i <= 12; i++)
        pts.push([
          24 + i * 21,
          320 - (40 + 60 * Math.sin(i / 2.2 + seed) + rand() * 30) * progress,
        ]);
      const line = pts.map(([a, b]) => `${a},${r2(b)}`).join(' ');
      ui.push(
        `<polygon points="24,330 ${line} 276,330" fill="${d.lin([
          [0, p.accent, 0.5],
          [1, p.accent, 0],
        ])}"/>`,
        `<polyline points="${line}" fill="none" stroke="${p.accent}" stroke-width="2.5" stroke-linejoin="round"/>`,
      );
      const cats = [
        ['Food & drink', 0.72],
        ['Transport', 0.45],
        ['Shopping', 0.58],
        ['Bills', 0.3],
      ] as const;
      cats.forEach(([n, v], i) => {
        const yy = 370 + i * 50;
        ui.push(
          text(24, yy, n, 12, fg, { weight: 700 }),
          text(276, yy, `$${Math.round(v * 900)}`, 12, muted, { anchor: 'end' }),
          rect(24, yy + 10, 252, 8, soft, 4),
          rect(24, yy + 10, 252 * v * progress, 8, i % 2 ? p.accent2 : p.accent, 4),
        );
      });
    } else {
      const pct = 0.72 * progress;
      const R = 78;
      const a = -Math.PI / 2 + TAU * Math.min(pct, 0.9999);
      const large = pct > 0.5 ? 1 : 0;
      ui.push(
        `<circle cx="150" cy="250" r="${R}" fill="none" stroke="${soft}" stroke-width="16"/>`,
        `<path d="M150 ${250 - R}A${R} ${R} 0 ${large} 1 ${r2(150 + R * Math.cos(a))} ${r2(250 + R * Math.sin(a))}" fill="none" stroke="${p.accent}" stroke-width="16" stroke-linecap="round"/>`,
        text(150, 252, `${Math.round(pct * 100)}%`, 30, fg, { weight: 700, anchor: 'middle' }),
        text(150, 274, `$${Math.round(5000 * pct).toLocaleString('en-US')} of $5,000`, 11, muted, {
          anchor: 'middle',
        }),
      );
      ['Trip to Lisbon', 'New laptop', 'Rainy day fund'].forEach((n, i) => {
        const yy = 370 + i * 60;
        const v = [0.8, 0.45, 0.62][i]! * Math.min(1, progress * 1.4 - i * 0.15);
        ui.push(
          rect(20, yy - 20, 260, 50, soft, 14),
          text(36, yy, n, 12, fg, { weight: 700 }),
          rect(36, yy + 12, 228, 6, dark ? '#2a2e44' : '#e5e7eb', 3),
          rect(36, yy + 12, Math.max(0, 228 * v), 6, i === 1 ? p.accent2 : p.accent, 3),
        );
      });
    }
  } else if (variant === 'card') {
    ui.push(
      text(24, 88, 'My cards', 20, fg, { weight: 700 }),
      rect(
        20,
        108,
        260,
        160,
        d.lin(
          [
            [0, p.ink],
            [1, p.bg2],
          ],
          0,
          0,
          1,
          1,
        ),
        18,
      ),
      d.glow(230, 130, 110, 80, p.accent2, 0.6),
      rect(40, 150, 34, 26, '#e2c27a', 5),
      text(40, 222, '4021  8830  1129  0455', 15, '#ffffff', { family: MONO, spacing: 1 }),
      text(40, 250, 'AVA MITCHELL', 10, '#ffffff', { opacity: 0.8, spacing: 1.5 }),
      text(260, 250, '09/29', 10, '#ffffff', { anchor: 'end', opacity: 0.8 }),
    );
    ['Freeze card', 'Online payments', 'Contactless', 'ATM withdrawals'].forEach((n, i) => {
      const yy = 312 + i * 50;
      const on = i !== 0;
      ui.push(
        text(24, yy + 5, n, 13, fg, { weight: 700 }),
        rect(232, yy - 9, 44, 24, on ? p.accent : '#d1d5db', 12),
        `<circle cx="${on ? 264 : 244}" cy="${yy + 3}" r="9" fill="#ffffff"/>`,
      );
    });
    ui.push(
      text(24, 525, 'Monthly limit', 11, muted),
      rect(24, 536, 252, 8, soft, 4),
      rect(24, 536, 170, 8, p.accent2, 4),
    );
  } else if (variant === 'health') {
    ui.push(
      text(24, 88, 'Hi Sam', 20, fg, { weight: 700 }),
      text(24, 108, 'Your next appointment', 11, muted),
      rect(
        20,
        122,
        260,
        110,
        d.lin(
          [
            [0, p.bg2],
            [1, p.accent],
          ],
          0,
          0,
          1,
          1,
        ),
        18,
      ),
      `<circle cx="56" cy="160" r="20" fill="#ffffff" opacity="0.9"/>`,
      text(86, 156, 'Dr. Lena Fischer', 13, '#ffffff', { weight: 700 }),
      text(86, 174, 'General practitioner', 10, '#ffffff', { opacity: 0.85 }),
      rect(36, 194, 228, 26, '#ffffff', 13, 'opacity="0.2"'),
      text(150, 211, 'Thu, 14 March · 10:30', 11, '#ffffff', { anchor: 'middle', weight: 700 }),
    );
    const metrics = [
      ['Heart rate', '72', 'bpm'],
      ['Sleep', '7h 20', 'last night'],
    ];
    metrics.forEach(([l, v, u], i) => {
      const xx = 20 + i * 134;
      ui.push(
        rect(xx, 248, 126, 90, soft, 16),
        text(xx + 14, 272, l!, 10, muted),
        text(xx + 14, 306, v!, 24, fg, { weight: 700 }),
        text(xx + 14, 324, u!, 10, muted),
      );
    });
    ui.push(text(24, 370, 'Care plan', 14, fg, { weight: 700 }));
    ['Morning walk, 20 min', 'Blood pressure check', 'Take vitamin D', 'Log water intake'].forEach(
      (n, i) => {
        const yy = 398 + i * 40;
        const done = i < 2;
        ui.push(
          `<circle cx="38" cy="${yy}" r="10" fill="${done ? p.accent : 'none'}" stroke="${done ? p.accent : muted}" stroke-width="1.5"/>`,
          done ? `<path d="M33 ${yy}l4 4 7-8" stroke="#ffffff" stroke-width="2" fill="none"/>` : '',
          text(58, yy + 4, n, 12, done ? muted : fg),
        );
      },
    );
  } else {
    // map
    ui.push(rect(10, 10, 280, 600, '#e9edf2', 36));
    for (let i = 0; i < 9; i++) {
      ui.push(
        `<path d="M${10 + rand() * 280} 10L${10 + rand() * 280} 610" stroke="#ffffff" stroke-width="${4 + rand() * 6}"/>`,
        `<path d="M10 ${40 + rand() * 400}L290 ${40 + rand() * 400}" stroke="#ffffff" stroke-width="${4 + rand() * 5}"/>`,
      );
    }
    ui.push(
      rect(40, 200, 70, 50, '#cfe8d5', 8),
      `<polyline points="60,380 90,300 170,270 200,180 240,120" fill="none" stroke="${p.accent}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
      `<circle cx="60" cy="380" r="10" fill="${p.bg2}" stroke="#ffffff" stroke-width="3"/>`,
      `<circle cx="240" cy="120" r="10" fill="${p.accent2}" stroke="#ffffff" stroke-width="3"/>`,
      text(34, 42, '9:41', 13, p.ink, { weight: 700 }),
      rect(10, 420, 280, 190, '#ffffff', 28),
      rect(130, 432, 40, 5, '#d1d5db', 2.5),
      text(30, 468, 'Next stop · 4 min', 11, '#6b7280'),
      text(30, 494, '221 Valencia Street', 17, p.ink, { weight: 700 }),
      text(30, 514, 'Leave at front door · 2 parcels', 11, '#6b7280'),
      rect(30, 536, 240, 44, p.accent, 22),
      text(150, 564, 'Start navigation', 14, '#ffffff', { anchor: 'middle', weight: 700 }),
    );
  }
  // tab bar
  if (variant !== 'map') {
    ui.push(rect(10, 560, 280, 50, bg, 0, `opacity="0.96"`));
    for (let i = 0; i < 4; i++)
      ui.push(
        rect(
          44 + i * 64,
          576,
          20,
          20,
          i === 0 ? p.accent : muted,
          6,
          `opacity="${i === 0 ? 1 : 0.5}"`,
        ),
      );
  }
  const clip = `c${seed}${variant}${Math.round(x)}${Math.round(y)}`;
  d.raw(`<clipPath id="${clip}"><rect x="10" y="10" width="280" height="600" rx="36"/></clipPath>`);
  return (
    `<g transform="translate(${r2(x)} ${r2(y)}) rotate(${rot} ${(PHONE_W * s) / 2} ${(PHONE_H * s) / 2}) scale(${r2(s * 1000) / 1000})">` +
    `<rect x="6" y="24" width="300" height="620" rx="46" fill="#000000" opacity="0.28"/>` +
    rect(0, 0, PHONE_W, PHONE_H, '#0a0a10', 46) +
    rect(1.5, 1.5, PHONE_W - 3, PHONE_H - 3, 'none', 45, 'stroke="#3a3a48" stroke-width="1.5"') +
    `<g clip-path="url(#${clip})">${rect(10, 10, 280, 600, bg)}${ui.join('')}</g>` +
    rect(112, 18, 76, 22, '#0a0a10', 11) +
    `</g>`
  );
}

/** One, two or three phones on a gradient backdrop, with a floating widget in portrait. */
export function phonesShot(
  w: number,
  h: number,
  p: Palette,
  variants: PhoneVariant[],
  seed: number,
): string {
  const d = new Defs();
  const body: string[] = [backdrop(d, w, h, p, seed)];
  const rand = rng(seed);
  for (let i = 0; i < 5; i++)
    body.push(
      `<circle cx="${r2(rand() * w)}" cy="${r2(rand() * h)}" r="${r2(40 + rand() * 160)}" fill="none" stroke="#ffffff" stroke-width="1" opacity="0.08"/>`,
    );
  if (w > h) {
    const s = (h * 0.8) / PHONE_H;
    const s2 = s * 0.88;
    const cx = w / 2 - (PHONE_W * s) / 2;
    body.push(
      phone(
        d,
        p,
        variants[1] ?? variants[0]!,
        cx - PHONE_W * s2 * 1.12,
        h * 0.14,
        s2,
        -4,
        seed + 1,
      ),
      phone(d, p, variants[2] ?? variants[0]!, cx + PHONE_W * s * 1.1, h * 0.14, s2, 4, seed + 2),
      phone(d, p, variants[0]!, cx, h * 0.08, s, 0, seed),
    );
  } else {
    const s = (h * 0.72) / PHONE_H;
    body.push(phone(d, p, variants[0]!, w * 0.14, h * 0.13, s, -6, seed));
    const cw = w * 0.46;
    const cx = w * 0.48;
    const cy = h * 0.58;
    body.push(
      `<rect x="${r2(cx + 8)}" y="${r2(cy + 16)}" width="${r2(cw)}" height="${r2(cw * 0.62)}" rx="28" fill="#000000" opacity="0.25"/>`,
      rect(cx, cy, cw, cw * 0.62, '#ffffff', 28),
      text(
        cx + 30,
        cy + 52,
        variants[0] === 'health' ? 'Weekly activity' : 'Cash flow',
        22,
        p.ink,
        { weight: 700 },
      ),
    );
    for (let b = 0; b < 7; b++) {
      const bh = cw * 0.3 * (0.3 + rand() * 0.7);
      body.push(
        rect(
          cx + 30 + (b * (cw - 60)) / 7,
          cy + cw * 0.52 - bh,
          (cw - 60) / 7 - 10,
          bh,
          b === 4 ? p.accent2 : p.accent,
          6,
        ),
      );
    }
  }
  return svgDoc(w, h, body.join(''), d.toString());
}

/* ------------------------------------------------------------------ brand */

function mark(
  x: number,
  y: number,
  size: number,
  fill: string,
  fill2: string,
  kind: number,
): string {
  const s = size;
  switch (kind % 4) {
    case 0: // leaf
      return `<path d="M${x} ${y + s}C${x} ${y + s * 0.3} ${x + s * 0.4} ${y} ${x + s} ${y}C${x + s} ${y + s * 0.6} ${x + s * 0.6} ${y + s} ${x} ${y + s}Z" fill="${fill}"/><path d="M${x} ${y + s}L${x + s * 0.7} ${y + s * 0.3}" stroke="${fill2}" stroke-width="${s * 0.05}"/>`;
    case 1: // wave
      return `<circle cx="${x + s / 2}" cy="${y + s / 2}" r="${s / 2}" fill="${fill}"/><path d="M${x + s * 0.08} ${y + s * 0.6}q${s * 0.21} ${-s * 0.2} ${s * 0.42} 0t${s * 0.42} 0" stroke="${fill2}" stroke-width="${s * 0.08}" fill="none"/>`;
    case 2: // overlapping circles
      return `<circle cx="${x + s * 0.36}" cy="${y + s / 2}" r="${s * 0.36}" fill="${fill}"/><circle cx="${x + s * 0.64}" cy="${y + s / 2}" r="${s * 0.36}" fill="${fill2}" opacity="0.85"/>`;
    default: // monogram square
      return `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="${s * 0.22}" fill="${fill}"/><path d="M${x + s * 0.3} ${y + s * 0.25}h${s * 0.4}v${s * 0.14}h-${s * 0.24}v${s * 0.1}h${s * 0.2}v${s * 0.14}h-${s * 0.2}v${s * 0.22}h-${s * 0.16}z" fill="${fill2}"/>`;
  }
}

const ICONS = [
  'M-10 0h20M0 -10v20',
  'M-9 -9h18v18h-18z',
  'M0 -11l10 18h-20z',
  'M-10 0a10 10 0 1 0 20 0a10 10 0 1 0 -20 0M0 -4v8',
  'M-10 4l10 -10l10 10',
  'M-8 -8l16 16M8 -8l-16 16',
  'M-10 -4h20v12h-20zM-5 -4v-5h10v5',
  'M0 10l-9 -9a5 5 0 0 1 9 -6a5 5 0 0 1 9 6z',
  'M-10 6h20M-10 0h14M-10 -6h20',
  'M-6 -10h12v20h-12zM-2 6h4',
  'M-10 10l6 -14l4 8l4 -6l6 12z',
  'M0 -10a10 10 0 1 1 0 20a10 10 0 1 1 0 -20M0 -5v5l4 3',
];

/** A brand board (landscape), an icon sheet or a typographic poster (portrait). */
export function brandShot(
  w: number,
  h: number,
  p: Palette,
  name: string,
  seed: number,
  icons = false,
): string {
  const d = new Defs();
  const rand = rng(seed);
  const kind = seed % 4;
  const body: string[] = [];
  if (icons) {
    body.push(rect(0, 0, w, h, p.paper));
    body.push(
      text(w * 0.08, h * 0.09, name.toUpperCase(), w * 0.03, p.ink, { weight: 700, spacing: 4 }),
    );
    body.push(
      text(w * 0.08, h * 0.12, 'Icon system · 24px grid · 2px stroke', w * 0.02, '#6b7280'),
    );
    const cols = 4;
    const cell = (w * 0.84) / cols;
    ICONS.concat(ICONS.slice(0, 8)).forEach((ic, i) => {
      const cx = w * 0.08 + (i % cols) * cell + cell / 2;
      const cy = h * 0.2 + Math.floor(i / cols) * cell * 0.95 + cell / 2;
      const tile = i === 5 || i === 10 ? p.bg1 : mix(p.paper, p.accent, 0.1);
      body.push(
        rect(cx - cell * 0.42, cy - cell * 0.42, cell * 0.84, cell * 0.84, tile, 24),
        `<g transform="translate(${r2(cx)} ${r2(cy)}) scale(${r2(cell / 60)})"><path d="${ic}" fill="none" stroke="${tile === p.bg1 ? '#ffffff' : p.ink}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></g>`,
      );
    });
    return svgDoc(w, h, body.join(''), d.toString());
  }
  if (h > w) {
    body.push(
      rect(
        0,
        0,
        w,
        h,
        d.lin([
          [0, p.bg1],
          [1, mix(p.bg1, '#000000', 0.5)],
        ]),
      ),
    );
    body.push(d.glow(w * 0.7, h * 0.3, w * 0.8, h * 0.35, p.bg2, 0.8));
    for (let i = 1; i < 6; i++)
      body.push(
        `<path d="M${(w * i) / 6} 0V${h}" stroke="#ffffff" stroke-width="1" opacity="0.08"/>`,
      );
    body.push(
      `<circle cx="${w * 0.72}" cy="${h * 0.3}" r="${w * 0.26}" fill="none" stroke="${p.accent}" stroke-width="${w * 0.018}"/>`,
    );
    body.push(mark(w * 0.62, h * 0.3 - w * 0.1, w * 0.2, p.accent2, p.bg1, kind));
    const words = ['Data', 'for a', 'living', 'ocean.'];
    words.forEach((t, i) =>
      body.push(
        text(w * 0.08, h * 0.6 + i * w * 0.13, t, w * 0.14, i === 3 ? p.accent : '#ffffff', {
          weight: 700,
          family: SERIF,
        }),
      ),
    );
    body.push(
      text(w * 0.08, h * 0.08, name.toUpperCase(), w * 0.028, '#ffffff', {
        weight: 700,
        spacing: 6,
      }),
      text(w * 0.08, h * 0.95, 'Launching 04.09 · tidewater.io', w * 0.026, '#ffffff', {
        opacity: 0.7,
      }),
      text(w * 0.92, h * 0.95, 'N° 01', w * 0.026, '#ffffff', { opacity: 0.7, anchor: 'end' }),
    );
    return svgDoc(w, h, body.join(''), d.toString());
  }
  const g = w * 0.02;
  const W = w - 2 * g;
  const H = h - 2 * g;
  body.push(rect(0, 0, w, h, mix(p.paper, p.ink, 0.06)));
  // big logo tile
  const lw = W * 0.44;
  body.push(
    rect(g, g, lw, H, p.bg1, 18),
    d.glow(g + lw * 0.7, g + H * 0.2, lw * 0.8, H * 0.5, p.bg2, 0.6),
  );
  body.push(mark(g + lw / 2 - H * 0.1, g + H * 0.32, H * 0.2, p.accent, p.bg1, kind));
  body.push(
    text(g + lw / 2, g + H * 0.68, name, H * 0.09, '#ffffff', {
      weight: 700,
      anchor: 'middle',
      spacing: -1,
    }),
  );
  body.push(
    text(g + lw / 2, g + H * 0.75, 'Brand guidelines · v2.0', H * 0.025, '#ffffff', {
      anchor: 'middle',
      opacity: 0.7,
    }),
  );
  const x2 = g * 2 + lw;
  const cw = (W - lw - g * 2) / 2;
  const th = (H - g) / 2;
  // swatches
  const sw = [p.bg1, p.bg2, p.accent, p.accent2];
  sw.forEach((c, i) => {
    body.push(
      rect(x2 + (i * cw) / 4, g, cw / 4 + (i < 3 ? 1 : 0), th, c, i === 0 ? 18 : i === 3 ? 18 : 0),
    );
    body.push(
      text(
        x2 + (i * cw) / 4 + 12,
        g + th - 16,
        c.toUpperCase(),
        H * 0.022,
        i >= 2 ? p.ink : '#ffffff',
        { family: MONO },
      ),
    );
  });
  // type specimen
  const x3 = x2 + cw + g;
  body.push(
    rect(x3, g, cw, th, p.paper, 18),
    text(x3 + 24, g + th * 0.62, 'Aa', th * 0.55, p.ink, { family: SERIF, weight: 700 }),
    text(x3 + cw - 24, g + th * 0.26, 'Display Serif', H * 0.03, p.ink, {
      anchor: 'end',
      weight: 700,
    }),
    text(x3 + cw - 24, g + th * 0.36, 'Headlines · 48/52', H * 0.022, '#6b7280', { anchor: 'end' }),
    text(x3 + 24, g + th * 0.86, 'ABCDEFGHIJKLM 0123456789', H * 0.024, '#6b7280', {
      family: MONO,
    }),
  );
  // business card
  const y2 = g * 2 + th;
  body.push(rect(x2, y2, cw, th, mix(p.paper, p.accent, 0.25), 18));
  const bw = cw * 0.7;
  const bh = bw * 0.58;
  body.push(
    `<g transform="rotate(-8 ${r2(x2 + cw / 2)} ${r2(y2 + th / 2)})">` +
      `<rect x="${r2(x2 + (cw - bw) / 2 + 6)}" y="${r2(y2 + (th - bh) / 2 + 10)}" width="${r2(bw)}" height="${r2(bh)}" rx="8" fill="#000000" opacity="0.18"/>` +
      rect(x2 + (cw - bw) / 2, y2 + (th - bh) / 2, bw, bh, '#ffffff', 8) +
      mark(x2 + (cw - bw) / 2 + 18, y2 + (th - bh) / 2 + 18, bh * 0.22, p.bg1, p.accent, kind) +
      text(x2 + (cw - bw) / 2 + 18, y2 + (th + bh) / 2 - 34, 'Elena Petrova', bh * 0.09, p.ink, {
        weight: 700,
      }) +
      text(x2 + (cw - bw) / 2 + 18, y2 + (th + bh) / 2 - 16, 'Founder', bh * 0.07, '#6b7280') +
      `</g>`,
  );
  // pattern tile
  body.push(rect(x3, y2, cw, th, p.bg2, 18));
  const clip = `pc${seed}`;
  d.raw(
    `<clipPath id="${clip}"><rect x="${r2(x3)}" y="${r2(y2)}" width="${r2(cw)}" height="${r2(th)}" rx="18"/></clipPath>`,
  );
  const arcs: string[] = [];
  for (let i = 0; i < 14; i++)
    arcs.push(
      `<circle cx="${r2(x3 + cw * (0.2 + rand() * 0.1))}" cy="${r2(y2 + th)}" r="${r2(20 + i * 26)}" fill="none" stroke="${i % 3 ? p.accent : p.accent2}" stroke-width="7" opacity="${r2(0.3 + (i % 3) * 0.2)}"/>`,
    );
  body.push(`<g clip-path="url(#${clip})">${arcs.join('')}</g>`);
  body.push(
    text(x3 + cw - 24, y2 + 44, 'Power the', H * 0.04, '#ffffff', { anchor: 'end', weight: 700 }),
  );
  body.push(
    text(x3 + cw - 24, y2 + 44 + H * 0.048, 'planet back.', H * 0.04, '#ffffff', {
      anchor: 'end',
      weight: 700,
    }),
  );
  return svgDoc(w, h, body.join(''), d.toString());
}

/* ------------------------------------------------------------------ 3D product */

function speaker(
  d: Defs,
  cx: number,
  base: number,
  wd: number,
  ht: number,
  body: string,
  accent: string,
): string {
  const rx = wd / 2;
  const ry = wd * 0.16;
  const side = d.lin(
    [
      [0, mix(body, '#000000', 0.55)],
      [0.3, mix(body, '#ffffff', 0.25)],
      [0.55, body],
      [1, mix(body, '#000000', 0.7)],
    ],
    0,
    0,
    1,
    0,
  );
  const top = d.lin(
    [
      [0, mix(body, '#ffffff', 0.35)],
      [1, mix(body, '#000000', 0.2)],
    ],
    0,
    0,
    1,
    1,
  );
  const pid = `mesh${Math.round(cx)}${Math.round(base)}`;
  d.raw(
    `<pattern id="${pid}" width="7" height="7" patternUnits="userSpaceOnUse"><circle cx="3.5" cy="3.5" r="1.2" fill="#000000" opacity="0.35"/></pattern>`,
  );
  const y0 = base - ht;
  return (
    `<path d="M${r2(cx - rx)} ${r2(y0)}V${r2(base)}A${r2(rx)} ${r2(ry)} 0 0 0 ${r2(cx + rx)} ${r2(base)}V${r2(y0)}z" fill="${side}"/>` +
    `<path d="M${r2(cx - rx)} ${r2(y0 + ht * 0.18)}V${r2(base - ht * 0.04)}A${r2(rx)} ${r2(ry)} 0 0 0 ${r2(cx + rx)} ${r2(base - ht * 0.04)}V${r2(y0 + ht * 0.18)}A${r2(rx)} ${r2(ry)} 0 0 1 ${r2(cx - rx)} ${r2(y0 + ht * 0.18)}z" fill="url(#${pid})"/>` +
    `<ellipse cx="${r2(cx)}" cy="${r2(y0)}" rx="${r2(rx)}" ry="${r2(ry)}" fill="${top}"/>` +
    `<ellipse cx="${r2(cx)}" cy="${r2(y0)}" rx="${r2(rx * 0.62)}" ry="${r2(ry * 0.62)}" fill="none" stroke="${accent}" stroke-width="${r2(wd * 0.025)}" opacity="0.9"/>` +
    `<ellipse cx="${r2(cx)}" cy="${r2(y0)}" rx="${r2(rx * 0.62)}" ry="${r2(ry * 0.62)}" fill="none" stroke="${accent}" stroke-width="${r2(wd * 0.08)}" opacity="0.18"/>`
  );
}

function watch(d: Defs, cx: number, cy: number, s: number, body: string, accent: string): string {
  const strap = d.lin(
    [
      [0, mix(body, '#000000', 0.5)],
      [0.4, body],
      [1, mix(body, '#000000', 0.6)],
    ],
    0,
    0,
    1,
    0,
  );
  const face = d.lin(
    [
      [0, '#3a3f4d'],
      [1, '#0b0d12'],
    ],
    0,
    0,
    1,
    1,
  );
  return (
    rect(cx - s * 0.32, cy - s * 1.1, s * 0.64, s * 2.2, strap, s * 0.2) +
    rect(cx - s * 0.5, cy - s * 0.6, s, s * 1.2, face, s * 0.26) +
    rect(cx - s * 0.44, cy - s * 0.54, s * 0.88, s * 1.08, '#05060a', s * 0.22) +
    `<circle cx="${cx}" cy="${cy - s * 0.05}" r="${s * 0.3}" fill="none" stroke="${accent}" stroke-width="${s * 0.05}" stroke-dasharray="${s * 1.3} ${s}"/>` +
    text(cx, cy + s * 0.02, '72', s * 0.2, '#ffffff', { anchor: 'middle', weight: 700 }) +
    text(cx, cy + s * 0.36, '10:09', s * 0.1, '#9ca3af', { anchor: 'middle' }) +
    rect(cx + s * 0.49, cy - s * 0.2, s * 0.06, s * 0.22, mix(body, '#ffffff', 0.3), s * 0.03)
  );
}

/** A studio product render: speaker, hub puck or wearable, with soft shadow and callouts. */
export function productShot(
  w: number,
  h: number,
  p: Palette,
  name: string,
  seed: number,
  kind: 'speaker' | 'hub' | 'wearable',
): string {
  const d = new Defs();
  d.raw(
    '<filter id="shadow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>',
  );
  const light = mix(p.paper, p.bg2, 0.12);
  const body: string[] = [
    rect(
      0,
      0,
      w,
      h,
      d.lin([
        [0, light],
        [0.62, mix(light, p.bg1, 0.18)],
        [1, mix(light, p.bg1, 0.35)],
      ]),
    ),
    d.glow(w * 0.5, h * 0.35, w * 0.6, h * 0.45, '#ffffff', 0.7),
  ];
  const finishes = [mix(p.ink, p.bg1, 0.4), mix(p.paper, p.bg2, 0.25), p.bg2];
  const count = w > h ? 3 : 1;
  const unit = w > h ? w / 3.6 : w * 0.55;
  for (let i = 0; i < count; i++) {
    const cx = count === 1 ? w / 2 : w * (0.22 + i * 0.28);
    const base = count === 1 ? h * 0.72 : h * (0.74 + (i === 1 ? 0.04 : 0));
    const scale = count === 1 ? 1 : i === 1 ? 1 : 0.85;
    const fin = finishes[(i + seed) % finishes.length]!;
    body.push(
      `<ellipse cx="${r2(cx + unit * 0.05)}" cy="${r2(base + unit * 0.1)}" rx="${r2(unit * 0.5 * scale)}" ry="${r2(unit * 0.1 * scale)}" fill="#000000" opacity="0.35" filter="url(#shadow)"/>`,
    );
    if (kind === 'speaker')
      body.push(speaker(d, cx, base, unit * 0.72 * scale, unit * 1.05 * scale, fin, p.accent));
    else if (kind === 'hub')
      body.push(speaker(d, cx, base, unit * 0.9 * scale, unit * 0.22 * scale, fin, p.accent));
    else body.push(watch(d, cx, base - unit * 0.55 * scale, unit * 0.5 * scale, fin, p.accent));
  }
  const callouts =
    kind === 'wearable'
      ? ['Ceramic case', 'Always-on display', '7-day battery']
      : ['Aluminium unibody', '360° spatial audio', 'Ambient light ring'];
  callouts.forEach((c, i) => {
    const x = w * 0.06;
    const y = h * (0.14 + i * 0.06);
    body.push(
      `<circle cx="${r2(x)}" cy="${r2(y - 5)}" r="4" fill="${p.bg1}"/>`,
      text(x + 14, y, c, Math.max(14, w * 0.016), p.ink, { opacity: 0.8 }),
    );
  });
  body.push(
    text(w * 0.94, h * 0.1, name.toUpperCase(), Math.max(16, w * 0.022), p.ink, {
      anchor: 'end',
      weight: 700,
      spacing: 4,
    }),
    text(
      w * 0.94,
      h * 0.1 + Math.max(20, w * 0.026),
      'Studio render · 3 finishes',
      Math.max(12, w * 0.013),
      p.ink,
      { anchor: 'end', opacity: 0.55 },
    ),
  );
  return svgDoc(w, h, body.join(''), d.toString());
}

/* ------------------------------------------------------------------ web */

function codeBlock(
  d: Defs,
  x: number,
  y: number,
  w: number,
  h: number,
  p: Palette,
  seed: number,
): string {
  const rand = rng(seed);
  const out = [
    rect(x, y, w, h, '#0b0d17', 14),
    `<circle cx="${x + 18}" cy="${y + 18}" r="4" fill="#f87171"/><circle cx="${x + 32}" cy="${y + 18}" r="4" fill="#fbbf24"/><circle cx="${x + 46}" cy="${y + 18}" r="4" fill="#34d399"/>`,
  ];
  const colors = [p.accent, p.accent2, '#e5e7eb', '#94a3b8', '#fbbf24'];
  const rows = Math.floor((h - 50) / 20);
  for (let r = 0; r < rows; r++) {
    let cx = x + 20 + (r % 4 === 0 ? 0 : 16 * (1 + (r % 3)));
    const n = 1 + Math.floor(rand() * 4);
    for (let k = 0; k < n && cx < x + w - 40; k++) {
      const tw = 20 + rand() * 70;
      out.push(
        rect(
          cx,
          y + 42 + r * 20,
          Math.min(tw, x + w - 30 - cx),
          8,
          colors[Math.floor(rand() * colors.length)]!,
          4,
          'opacity="0.85"',
        ),
      );
      cx += tw + 8;
    }
  }
  void d;
  return out.join('');
}

/** A browser window with a landing page, a component library page or a tall scrolling page. */
export function webShot(
  w: number,
  h: number,
  p: Palette,
  name: string,
  seed: number,
  variant: 'landing' | 'components' | 'careers',
): string {
  const d = new Defs();
  const rand = rng(seed);
  const body: string[] = [backdrop(d, w, h, p, seed)];
  const m = w * 0.06;
  const bx = m;
  const by = h > w ? h * 0.05 : m;
  const bw = w - 2 * m;
  const bh = h - by - (h > w ? h * 0.05 : 0) + (h > w ? 0 : 40);
  const dark = variant === 'landing';
  const pg = dark ? '#0b0c14' : '#ffffff';
  const fg = dark ? '#ffffff' : p.ink;
  const muted = dark ? '#2a2d3d' : '#e5e7eb';
  const clip = `bw${seed}`;
  d.raw(
    `<clipPath id="${clip}"><rect x="${r2(bx)}" y="${r2(by)}" width="${r2(bw)}" height="${r2(bh)}" rx="14"/></clipPath>`,
  );
  body.push(
    `<rect x="${r2(bx + 10)}" y="${r2(by + 24)}" width="${r2(bw)}" height="${r2(bh)}" rx="14" fill="#000000" opacity="0.3"/>`,
  );
  const inner: string[] = [
    rect(bx, by, bw, bh, pg),
    rect(bx, by, bw, 40, dark ? '#161826' : '#f3f4f6'),
  ];
  inner.push(
    `<circle cx="${bx + 20}" cy="${by + 20}" r="6" fill="#f87171"/><circle cx="${bx + 40}" cy="${by + 20}" r="6" fill="#fbbf24"/><circle cx="${bx + 60}" cy="${by + 20}" r="6" fill="#34d399"/>`,
  );
  inner.push(
    rect(bx + bw * 0.3, by + 10, bw * 0.4, 20, dark ? '#0b0c14' : '#ffffff', 10),
    text(bx + bw / 2, by + 25, `${name.toLowerCase().split(' ')[0]}.com`, 12, '#9ca3af', {
      anchor: 'middle',
    }),
  );
  const px = bx + bw * 0.06;
  const pw = bw * 0.88;
  let y = by + 40 + 44;
  // nav
  inner.push(
    mark(px, y - 22, 28, p.accent, dark ? pg : '#ffffff', seed),
    text(px + 38, y - 2, name.split(' ')[0]!, 18, fg, { weight: 700 }),
  );
  ['Product', 'Docs', 'Pricing', 'Company'].forEach((l, i) =>
    inner.push(text(px + pw * 0.42 + i * pw * 0.09, y - 3, l, 13, fg, { opacity: 0.7 })),
  );
  inner.push(
    rect(px + pw - 120, y - 24, 120, 36, p.accent, 18),
    text(px + pw - 60, y - 1, 'Get started', 13, '#ffffff', { anchor: 'middle', weight: 700 }),
  );
  y += 40;
  if (variant === 'components') {
    inner.push(rect(bx, y - 10, bw * 0.2, bh, dark ? '#10121c' : '#f9fafb'));
    [
      'Foundations',
      'Colour',
      'Typography',
      'Components',
      'Button',
      'Input',
      'Toggle',
      'Badge',
      'Card',
      'Patterns',
    ].forEach((l, i) =>
      inner.push(
        text(bx + 24 + (i > 3 && i < 9 ? 12 : 0), y + 24 + i * 30, l, 13, i === 4 ? p.bg2 : fg, {
          weight: i === 0 || i === 3 || i === 9 ? 700 : 400,
          opacity: i === 4 ? 1 : 0.75,
        }),
      ),
    );
    const cx0 = bx + bw * 0.25;
    const cw = bw * 0.7;
    inner.push(
      text(cx0, y + 40, 'Button', 34, fg, { weight: 700 }),
      lines(cx0, y + 62, cw * 0.6, 2, muted, 16, 7),
    );
    const btns: Array<[string, string, string]> = [
      ['Primary', p.bg2, '#ffffff'],
      ['Secondary', mix('#ffffff', p.bg2, 0.12), p.bg2],
      ['Ghost', '#ffffff', p.ink],
      ['Danger', '#dc2626', '#ffffff'],
    ];
    btns.forEach(([l, f, t], i) => {
      const xx = cx0 + i * (cw / 4.2);
      inner.push(
        rect(xx, y + 112, cw / 4.8, 44, f, 10, i === 2 ? 'stroke="#d1d5db"' : ''),
        text(xx + cw / 9.6, y + 139, l, 14, t, { anchor: 'middle', weight: 700 }),
      );
    });
    inner.push(
      rect(cx0, y + 190, cw * 0.45, 46, '#ffffff', 10, 'stroke="#d1d5db"'),
      text(cx0 + 16, y + 219, 'name@company.com', 14, '#9ca3af'),
    );
    inner.push(
      rect(
        cx0 + cw * 0.5,
        y + 190,
        cw * 0.45,
        46,
        '#ffffff',
        10,
        `stroke="${p.bg2}" stroke-width="2"`,
      ),
      text(cx0 + cw * 0.5 + 16, y + 219, 'Focused input', 14, p.ink),
    );
    for (let i = 0; i < 3; i++) {
      const on = i !== 1;
      inner.push(
        rect(cx0 + i * 90, y + 268, 52, 28, on ? p.bg2 : '#d1d5db', 14),
        `<circle cx="${cx0 + i * 90 + (on ? 38 : 14)}" cy="${y + 282}" r="10" fill="#ffffff"/>`,
      );
    }
    ['New', 'Beta', 'Paid', 'Overdue'].forEach((b, i) => {
      const colors = [p.accent, p.accent2, '#16a34a', '#dc2626'];
      inner.push(
        rect(cx0 + 300 + i * 80, y + 270, 68, 26, mix('#ffffff', colors[i]!, 0.18), 13),
        text(cx0 + 334 + i * 80, y + 288, b, 12, mix(colors[i]!, '#000000', 0.3), {
          anchor: 'middle',
          weight: 700,
        }),
      );
    });
    const sw = [p.bg1, p.bg2, p.accent, p.accent2, '#111827', '#6b7280', '#e5e7eb', '#f9fafb'];
    sw.forEach((c, i) =>
      inner.push(
        rect(
          cx0 + i * (cw / 8),
          y + 330,
          cw / 8 - 10,
          90,
          c,
          10,
          c === '#f9fafb' ? 'stroke="#e5e7eb"' : '',
        ),
      ),
    );
  } else {
    const tall = h > w;
    const heroW = tall ? pw : pw * 0.5;
    const hs = tall ? pw * 0.085 : pw * 0.045;
    const headline =
      variant === 'careers'
        ? ['Build the future', 'of biology with us']
        : tall
          ? ['Security that', 'moves at cloud', 'speed']
          : ['Ship AI features', 'in days, not quarters'];
    headline.forEach((l, i) =>
      inner.push(text(px, y + hs * (1.2 + i * 1.15), l, hs, fg, { weight: 700 })),
    );
    y += hs * (1.4 + headline.length * 1.15);
    inner.push(lines(px, y, heroW * 0.85, 2, muted, 18, 8));
    y += 56;
    inner.push(
      rect(px, y, 150, 44, p.accent, 22),
      text(px + 75, y + 28, variant === 'careers' ? 'Open roles' : 'Start free', 14, '#ffffff', {
        anchor: 'middle',
        weight: 700,
      }),
    );
    inner.push(
      rect(px + 166, y, 150, 44, 'none', 22, `stroke="${dark ? '#3a3d52' : '#d1d5db'}"`),
      text(px + 241, y + 28, 'Talk to sales', 14, fg, { anchor: 'middle' }),
    );
    if (!tall) {
      const top = by + 40 + 110;
      if (variant === 'landing')
        inner.push(
          d.glow(px + pw * 0.78, top + 150, pw * 0.35, 200, p.bg2, 0.6),
          codeBlock(d, px + pw * 0.56, top, pw * 0.44, 300, p, seed),
        );
      else {
        for (let i = 0; i < 4; i++) {
          const gx = px + pw * 0.56 + (i % 2) * pw * 0.225;
          const gy = top + Math.floor(i / 2) * 160;
          inner.push(
            rect(gx, gy, pw * 0.21, 148, [p.bg2, p.accent, p.accent2, p.bg1][i]!, 16),
            `<circle cx="${r2(gx + pw * 0.105)}" cy="${gy + 64}" r="30" fill="#ffffff" opacity="0.85"/>`,
            rect(gx + pw * 0.105 - 40, gy + 104, 80, 18, '#ffffff', 9, 'opacity="0.6"'),
          );
        }
      }
      y = Math.max(y + 80, top + 340);
      ['Northbeam', 'Helix', 'Ledgerly', 'Parcel', 'Verdant'].forEach((l, i) =>
        inner.push(text(px + (i * pw) / 5, y, l, 20, fg, { weight: 700, opacity: 0.35 })),
      );
      y += 40;
      for (let i = 0; i < 3; i++) {
        const fx = px + (i * pw) / 3;
        inner.push(
          rect(fx, y, pw / 3 - 20, 150, dark ? '#141625' : '#f9fafb', 14),
          `<circle cx="${r2(fx + 34)}" cy="${y + 36}" r="14" fill="${[p.accent, p.accent2, p.bg2][i]}"/>`,
          lines(fx + 20, y + 70, pw / 3 - 70, 3, muted, 16, 7),
        );
      }
    } else {
      y += 80;
      inner.push(
        rect(
          px,
          y,
          pw,
          pw * 0.6,
          d.lin(
            [
              [0, p.bg2],
              [1, p.accent],
            ],
            0,
            0,
            1,
            1,
          ),
          18,
        ),
        codeBlock(d, px + pw * 0.1, y + pw * 0.08, pw * 0.8, pw * 0.44, p, seed),
      );
      y += pw * 0.6 + 40;
      for (let i = 0; i < 4; i++) {
        const fx = px + (i % 2) * (pw / 2 + 8);
        const fy = y + Math.floor(i / 2) * (pw * 0.32);
        inner.push(
          rect(fx, fy, pw / 2 - 8, pw * 0.28, '#f9fafb', 14),
          `<circle cx="${r2(fx + 34)}" cy="${r2(fy + 36)}" r="14" fill="${[p.accent, p.accent2, p.bg2, p.bg1][i]}"/>`,
          lines(fx + 20, fy + 70, pw / 2 - 60, 3, muted, 16, 7),
        );
      }
      y += pw * 0.68;
      inner.push(
        rect(px, y, pw, pw * 0.3, p.bg1, 18),
        text(px + 30, y + 60, '“We closed our SOC 2 gap in a week.”', pw * 0.04, '#ffffff', {
          weight: 700,
        }),
        lines(px + 30, y + 90, pw * 0.5, 2, '#ffffff', 16, 6).replace(
          /fill="#ffffff"/g,
          'fill="#ffffff" opacity="0.35"',
        ),
      );
      y += pw * 0.3 + 30;
      for (let i = 0; i < 4; i++) inner.push(lines(px + (i * pw) / 4, y, pw / 5, 4, muted, 16, 6));
    }
  }
  void rand;
  body.push(`<g clip-path="url(#${clip})">${inner.join('')}</g>`);
  return svgDoc(w, h, body.join(''), d.toString());
}

/* ------------------------------------------------------------------ data viz */

const DASH_LABELS: Record<string, string[]> = {
  health: [
    'Patients today',
    'Avg. wait',
    'Readmissions',
    'Bed occupancy',
    '1,284',
    '12 min',
    '4.2%',
    '87%',
  ],
  finance: [
    'Total spend',
    'Transactions',
    'Avg. ticket',
    'Budget used',
    '$84,210',
    '3,906',
    '$21.56',
    '68%',
  ],
  carbon: ['Emissions', 'Offsets', 'Intensity', 'Target', '412 kt', '96 kt', '0.42', '-45%'],
};

function series(n: number, seed: number, lo: number, hi: number): number[] {
  const rand = rng(seed);
  let v = (lo + hi) / 2;
  return Array.from({ length: n }, (_, i) => {
    v += (rand() - 0.45) * (hi - lo) * 0.18 + Math.sin(i / 3) * (hi - lo) * 0.02;
    v = Math.min(hi, Math.max(lo, v));
    return v;
  });
}

function lineChart(
  d: Defs,
  x: number,
  y: number,
  w: number,
  h: number,
  data: number[],
  color: string,
  fill: boolean,
): string {
  const max = Math.max(...data) * 1.1;
  const pts = data
    .map((v, i) => `${r2(x + (i / (data.length - 1)) * w)},${r2(y + h - (v / max) * h)}`)
    .join(' ');
  return (
    (fill
      ? `<polygon points="${r2(x)},${r2(y + h)} ${pts} ${r2(x + w)},${r2(y + h)}" fill="${d.lin([
          [0, color, 0.35],
          [1, color, 0],
        ])}"/>`
      : '') +
    `<polyline points="${pts}" fill="none" stroke="${color}" stroke-width="2.5" stroke-linejoin="round"/>`
  );
}

/** An analytics dashboard (landscape) or a printed data report (portrait). */
export function dashboardShot(
  w: number,
  h: number,
  p: Palette,
  name: string,
  seed: number,
  domain: keyof typeof DASH_LABELS,
): string {
  const d = new Defs();
  const rand = rng(seed);
  const L = DASH_LABELS[domain]!;
  const body: string[] = [];
  if (h > w) {
    body.push(rect(0, 0, w, h, p.paper));
    const m = w * 0.08;
    const cw = w - 2 * m;
    body.push(
      text(m, h * 0.07, 'ANNUAL REPORT 2026', w * 0.022, p.bg2, { weight: 700, spacing: 4 }),
      text(m, h * 0.12, name.split(' ').slice(0, 3).join(' '), w * 0.065, p.ink, {
        weight: 700,
        family: SERIF,
      }),
      lines(m, h * 0.145, cw * 0.8, 3, '#d6d3d1', 18, 8),
    );
    const cy = h * 0.22;
    const ch = h * 0.28;
    const layers = [
      series(24, seed, 30, 60),
      series(24, seed + 1, 20, 45),
      series(24, seed + 2, 10, 30),
    ];
    const colors = [p.bg1, p.bg2, p.accent];
    const total = layers[0]!.map((_, i) => layers.reduce((s, l) => s + l[i]!, 0));
    const max = Math.max(...total) * 1.05;
    let prev = layers[0]!.map(() => 0);
    layers.forEach((l, k) => {
      const cur = l.map((v, i) => v + prev[i]!);
      const top = cur.map((v, i) => `${r2(m + (i / 23) * cw)},${r2(cy + ch - (v / max) * ch)}`);
      const bot = prev
        .map((v, i) => `${r2(m + (i / 23) * cw)},${r2(cy + ch - (v / max) * ch)}`)
        .reverse();
      body.push(
        `<polygon points="${top.join(' ')} ${bot.join(' ')}" fill="${colors[k]}" opacity="0.9"/>`,
      );
      prev = cur;
    });
    for (let g = 0; g <= 4; g++)
      body.push(
        `<path d="M${m} ${r2(cy + (g * ch) / 4)}H${m + cw}" stroke="${p.ink}" stroke-width="1" opacity="0.1"/>`,
      );
    const sy = cy + ch + h * 0.06;
    body.push(text(m, sy, 'Emissions by sector', w * 0.03, p.ink, { weight: 700 }));
    for (let i = 0; i < 6; i++) {
      const gx = m + (i % 3) * (cw / 3);
      const gy = sy + 20 + Math.floor(i / 3) * h * 0.13;
      body.push(
        rect(gx, gy, cw / 3 - 16, h * 0.11, '#ffffff', 10),
        lineChart(
          d,
          gx + 12,
          gy + 28,
          cw / 3 - 40,
          h * 0.06,
          series(14, seed + i * 7, 5, 30),
          [p.bg1, p.bg2, p.accent][i % 3]!,
          true,
        ),
        text(
          gx + 12,
          gy + 20,
          ['Energy', 'Transport', 'Industry', 'Buildings', 'Agriculture', 'Waste'][i]!,
          w * 0.018,
          p.ink,
          { weight: 700 },
        ),
      );
    }
    const dy = sy + 20 + h * 0.28;
    const R = w * 0.13;
    const dcx = m + R + 10;
    const dcy = dy + R;
    let a0 = -Math.PI / 2;
    [0.42, 0.27, 0.19, 0.12].forEach((v, i) => {
      const a1 = a0 + TAU * v;
      body.push(
        `<path d="M${r2(dcx + R * Math.cos(a0))} ${r2(dcy + R * Math.sin(a0))}A${R} ${R} 0 ${v > 0.5 ? 1 : 0} 1 ${r2(dcx + R * Math.cos(a1))} ${r2(dcy + R * Math.sin(a1))}" fill="none" stroke="${[p.bg1, p.bg2, p.accent, p.accent2][i]}" stroke-width="${r2(R * 0.35)}"/>`,
      );
      body.push(
        rect(
          m + 2 * R + 60,
          dy + 20 + i * R * 0.45,
          18,
          18,
          [p.bg1, p.bg2, p.accent, p.accent2][i]!,
          4,
        ),
        text(
          m + 2 * R + 90,
          dy + 35 + i * R * 0.45,
          `${['Scope 1', 'Scope 2', 'Scope 3', 'Removals'][i]} · ${Math.round(v * 100)}%`,
          w * 0.022,
          p.ink,
        ),
      );
      a0 = a1;
    });
    return svgDoc(w, h, body.join(''), d.toString());
  }
  const bg = '#0c0e18';
  const card = '#141726';
  const fg = '#ffffff';
  const muted = '#8b90a8';
  body.push(rect(0, 0, w, h, bg));
  const sb = w * 0.16;
  body.push(
    rect(0, 0, sb, h, '#0a0b13'),
    mark(24, 28, 30, p.accent, bg, seed),
    text(64, 50, name.split(' ')[0]!, 18, fg, { weight: 700 }),
  );
  ['Overview', 'Patients', 'Schedule', 'Reports', 'Teams', 'Settings'].forEach((l, i) => {
    if (i === 0) body.push(rect(14, 92 + i * 44, sb - 28, 36, mix(bg, p.accent, 0.25), 10));
    body.push(
      rect(30, 104 + i * 44, 14, 14, i === 0 ? p.accent : muted, 4),
      text(
        56,
        116 + i * 44,
        domain === 'health'
          ? l
          : ['Overview', 'Cards', 'Budgets', 'Reports', 'Teams', 'Settings'][i]!,
        14,
        i === 0 ? fg : muted,
      ),
    );
  });
  const x0 = sb + 28;
  const cw = w - x0 - 28;
  body.push(
    text(x0, 56, domain === 'health' ? 'Ward overview' : 'Spend insights', 26, fg, { weight: 700 }),
    rect(x0 + cw - 300, 32, 240, 36, card, 18),
    text(x0 + cw - 280, 55, 'Search…', 13, muted),
    `<circle cx="${x0 + cw - 20}" cy="50" r="18" fill="${p.accent2}"/>`,
  );
  const ky = 92;
  const kw = (cw - 48) / 4;
  for (let i = 0; i < 4; i++) {
    const kx = x0 + i * (kw + 16);
    const up = rand() > 0.35;
    body.push(
      rect(kx, ky, kw, 104, card, 14),
      text(kx + 18, ky + 30, L[i]!, 13, muted),
      text(kx + 18, ky + 70, L[i + 4]!, 28, fg, { weight: 700 }),
      text(
        kx + kw - 18,
        ky + 70,
        `${up ? '▲' : '▼'} ${(rand() * 9 + 1).toFixed(1)}%`,
        12,
        up ? '#34d399' : '#f87171',
        { anchor: 'end' },
      ),
      lineChart(
        d,
        kx + 18,
        ky + 80,
        kw - 36,
        14,
        series(12, seed + i, 1, 10),
        [p.accent, p.accent2, p.bg2, '#34d399'][i]!,
        false,
      ),
    );
  }
  const cy = ky + 124;
  const chH = (h - cy - 28) * 0.58;
  const mainW = cw * 0.64;
  body.push(
    rect(x0, cy, mainW, chH, card, 14),
    text(
      x0 + 20,
      cy + 32,
      domain === 'health' ? 'Admissions vs discharges' : 'Spend vs budget',
      15,
      fg,
      { weight: 700 },
    ),
  );
  for (let g = 0; g < 4; g++)
    body.push(
      `<path d="M${x0 + 20} ${r2(cy + 60 + (g * (chH - 90)) / 3)}H${x0 + mainW - 20}" stroke="#ffffff" opacity="0.06"/>`,
    );
  body.push(
    lineChart(
      d,
      x0 + 20,
      cy + 60,
      mainW - 40,
      chH - 90,
      series(30, seed + 11, 20, 90),
      p.accent,
      true,
    ),
    lineChart(
      d,
      x0 + 20,
      cy + 60,
      mainW - 40,
      chH - 90,
      series(30, seed + 12, 15, 70),
      p.accent2,
      false,
    ),
  );
  const bx = x0 + mainW + 16;
  const bw = cw - mainW - 16;
  body.push(
    rect(bx, cy, bw, chH, card, 14),
    text(bx + 20, cy + 32, domain === 'health' ? 'By department' : 'By category', 15, fg, {
      weight: 700,
    }),
  );
  const bars = series(6, seed + 3, 20, 100);
  bars.forEach((v, i) => {
    const yy = cy + 60 + i * ((chH - 80) / 6);
    body.push(
      text(
        bx + 20,
        yy + 12,
        (domain === 'health'
          ? ['Cardiology', 'Oncology', 'Pediatrics', 'Neurology', 'Surgery', 'ER']
          : ['Travel', 'Software', 'Payroll', 'Office', 'Marketing', 'Meals'])[i]!,
        12,
        muted,
      ),
      rect(bx + 110, yy + 2, (bw - 140) * (v / 100), 12, i % 2 ? p.bg2 : p.accent, 6),
    );
  });
  const ty = cy + chH + 16;
  const tH = h - ty - 28;
  body.push(
    rect(x0, ty, cw * 0.5, tH, card, 14),
    text(x0 + 20, ty + 30, 'Occupancy heatmap', 15, fg, { weight: 700 }),
  );
  const cols = 14;
  const rows = 5;
  const cell = Math.min((cw * 0.5 - 40) / cols, (tH - 50) / rows);
  for (let c = 0; c < cols; c++)
    for (let r = 0; r < rows; r++)
      body.push(
        rect(
          x0 + 20 + c * cell,
          ty + 44 + r * cell,
          cell - 4,
          cell - 4,
          p.accent,
          4,
          `opacity="${r2(0.12 + rand() * 0.85)}"`,
        ),
      );
  const lx = x0 + cw * 0.5 + 16;
  const lw = cw * 0.5 - 16;
  body.push(
    rect(lx, ty, lw, tH, card, 14),
    text(
      lx + 20,
      ty + 30,
      domain === 'health' ? 'Patients needing review' : 'Recent transactions',
      15,
      fg,
      { weight: 700 },
    ),
  );
  const names = ['J. Alvarez', 'M. Chen', 'S. Nkemelu', 'R. Gupta', 'A. Novak'];
  for (let i = 0; i < Math.min(5, Math.floor((tH - 50) / 30)); i++) {
    const yy = ty + 58 + i * 30;
    body.push(
      `<circle cx="${lx + 30}" cy="${yy - 4}" r="9" fill="${[p.accent, p.accent2, p.bg2][i % 3]}"/>`,
      text(lx + 48, yy, names[i]!, 12, fg),
      text(
        lx + lw - 20,
        yy,
        ['High', 'Medium', 'Low'][i % 3]!,
        12,
        ['#f87171', '#fbbf24', '#34d399'][i % 3]!,
        { anchor: 'end', weight: 700 },
      ),
    );
  }
  return svgDoc(w, h, body.join(''), d.toString());
}

/* ------------------------------------------------------------------ motion frames */

const ease = (x: number) => {
  const c = Math.min(1, Math.max(0, x));
  return c < 0.5 ? 4 * c * c * c : 1 - Math.pow(-2 * c + 2, 3) / 2;
};

/** A frame of the savings motion study (landscape): the ring fills and goal cards slide in. */
export function savingsMotionFrame(w: number, h: number, p: Palette, t: number): string {
  const d = new Defs();
  const body: string[] = [backdrop(d, w, h, p, 5)];
  const s = (h * 0.82) / PHONE_H;
  const pr = ease(t / 0.7);
  body.push(phone(d, p, 'savings', w * 0.14, h * 0.09 + (1 - ease(t / 0.3)) * 40, s, 0, 9, pr));
  const cards = ['Trip to Lisbon', 'New laptop', 'Rainy day fund'];
  cards.forEach((c, i) => {
    const k = ease((t - 0.15 - i * 0.12) / 0.35);
    const x = w * 0.5 + (1 - k) * 120;
    const y = h * 0.2 + i * h * 0.22;
    const v = [0.8, 0.45, 0.62][i]! * ease((t - 0.3 - i * 0.1) / 0.5);
    body.push(
      `<g opacity="${r2(k)}">` +
        rect(x, y, w * 0.38, h * 0.17, '#ffffff', 22) +
        `<circle cx="${r2(x + 50)}" cy="${r2(y + h * 0.085)}" r="24" fill="${[p.accent, p.accent2, p.bg2][i]}"/>` +
        text(x + 92, y + h * 0.07, c, 22, p.ink, { weight: 700 }) +
        text(x + w * 0.38 - 28, y + h * 0.07, `${Math.round(v * 100)}%`, 20, p.bg2, {
          weight: 700,
          anchor: 'end',
        }) +
        rect(x + 92, y + h * 0.1, w * 0.38 - 120, 10, '#e5e7eb', 5) +
        rect(
          x + 92,
          y + h * 0.1,
          Math.max(0, (w * 0.38 - 120) * v),
          10,
          [p.accent, p.accent2, p.bg2][i]!,
          5,
        ) +
        `</g>`,
    );
  });
  return svgDoc(w, h, body.join(''), d.toString());
}

const PHI = (1 + Math.sqrt(5)) / 2;
const ICO_V: Array<[number, number, number]> = [
  [-1, PHI, 0],
  [1, PHI, 0],
  [-1, -PHI, 0],
  [1, -PHI, 0],
  [0, -1, PHI],
  [0, 1, PHI],
  [0, -1, -PHI],
  [0, 1, -PHI],
  [PHI, 0, -1],
  [PHI, 0, 1],
  [-PHI, 0, -1],
  [-PHI, 0, 1],
];
const ICO_F = [
  [0, 11, 5],
  [0, 5, 1],
  [0, 1, 7],
  [0, 7, 10],
  [0, 10, 11],
  [1, 5, 9],
  [5, 11, 4],
  [11, 10, 2],
  [10, 7, 6],
  [7, 1, 8],
  [3, 9, 4],
  [3, 4, 2],
  [3, 2, 6],
  [3, 6, 8],
  [3, 8, 9],
  [4, 9, 5],
  [2, 4, 11],
  [6, 2, 10],
  [8, 6, 7],
  [9, 8, 1],
];

/** A frame (t in [0, 1), seamless) of the rotating faceted prism loop (portrait). */
export function prismFrame(w: number, h: number, p: Palette, t: number): string {
  const d = new Defs();
  d.raw(
    '<filter id="sh" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="22"/></filter>',
  );
  const body: string[] = [
    rect(
      0,
      0,
      w,
      h,
      d.lin([
        [0, mix(p.bg1, '#000000', 0.3)],
        [1, '#05050a'],
      ]),
    ),
    d.glow(w / 2, h * 0.42, w * 0.7, h * 0.35, p.bg2, 0.55),
  ];
  const bob = Math.sin(TAU * t) * h * 0.015;
  const cx = w / 2;
  const cy = h * 0.44 + bob;
  const R = w * 0.21;
  body.push(
    `<ellipse cx="${cx}" cy="${r2(h * 0.74)}" rx="${r2(R * (1.1 - bob / h))}" ry="${r2(R * 0.18)}" fill="#000000" opacity="0.55" filter="url(#sh)"/>`,
  );
  const a = TAU * t;
  const tilt = 0.42;
  const light = [-0.45, -0.65, -0.6];
  const ln = Math.hypot(...light);
  const rot = ICO_V.map(([x, y, z]) => {
    const x1 = x * Math.cos(a) + z * Math.sin(a);
    const z1 = -x * Math.sin(a) + z * Math.cos(a);
    const y2 = y * Math.cos(tilt) - z1 * Math.sin(tilt);
    const z2 = y * Math.sin(tilt) + z1 * Math.cos(tilt);
    return [x1, y2, z2] as [number, number, number];
  });
  const faces = ICO_F.map((f, i) => {
    const [A, B, C] = f.map((k) => rot[k]!) as [(typeof rot)[0], (typeof rot)[0], (typeof rot)[0]];
    const u = [B[0] - A[0], B[1] - A[1], B[2] - A[2]];
    const v = [C[0] - A[0], C[1] - A[1], C[2] - A[2]];
    let n = [
      u[1]! * v[2]! - u[2]! * v[1]!,
      u[2]! * v[0]! - u[0]! * v[2]!,
      u[0]! * v[1]! - u[1]! * v[0]!,
    ];
    const len = Math.hypot(...n);
    n = n.map((c) => c / len);
    const cz = (A[2] + B[2] + C[2]) / 3;
    const c = [(A[0] + B[0] + C[0]) / 3, (A[1] + B[1] + C[1]) / 3, cz];
    if (n[0]! * c[0]! + n[1]! * c[1]! + n[2]! * c[2]! < 0) n = n.map((x) => -x);
    return { i, pts: [A, B, C], n, cz };
  })
    .filter((f) => f.n[2]! < 0)
    .sort((x, y) => y.cz - x.cz);
  const sc = R / Math.hypot(1, PHI);
  for (const f of faces) {
    const lam = Math.max(0, (f.n[0]! * light[0]! + f.n[1]! * light[1]! + f.n[2]! * light[2]!) / ln);
    const base = f.i % 3 === 0 ? p.accent2 : f.i % 3 === 1 ? p.accent : p.bg2;
    const col = mix(mix('#0a0a14', base, 0.35 + 0.55 * lam), '#ffffff', Math.pow(lam, 6) * 0.6);
    const pts = f.pts.map(([x, y]) => `${r2(cx + x * sc)},${r2(cy + y * sc)}`).join(' ');
    body.push(
      `<polygon points="${pts}" fill="${col}" stroke="#ffffff" stroke-opacity="0.25" stroke-width="1"/>`,
    );
  }
  body.push(
    text(w / 2, h * 0.86, 'PRISM', w * 0.07, '#ffffff', {
      anchor: 'middle',
      weight: 700,
      spacing: w * 0.02,
    }),
    text(w / 2, h * 0.9, 'Available this spring', w * 0.028, '#ffffff', {
      anchor: 'middle',
      opacity: 0.6,
    }),
  );
  return svgDoc(w, h, body.join(''), d.toString());
}

/* ------------------------------------------------------------------ people and logos */

/**
 * A stylised portrait: duotone backdrop, a head-and-shoulders silhouette with a rim light, one of
 * four hair shapes, and an initials badge. Drawn in 600x750 units; `viewBox` crops (avatars).
 */
export function portraitSvg(
  w: number,
  h: number,
  p: Palette,
  initials: string,
  seed: number,
  viewBox = '0 0 600 750',
  badge = true,
): string {
  const d = new Defs();
  const rand = rng(seed);
  const skin = ['#f1c7a5', '#d9a27a', '#b97c55', '#8d5a3b', '#5f3b26', '#e8b894'][seed % 6]!;
  const hair = ['#1b1411', '#3a2418', '#6b4226', '#c9a36b', '#0f0f14', '#8a3b2a'][(seed >> 3) % 6]!;
  const top = ['#e5e7eb', p.paper, '#111827', p.accent][(seed >> 5) % 4]!;
  const body: string[] = [
    rect(
      0,
      0,
      600,
      750,
      d.lin(
        [
          [0, p.bg2],
          [1, p.bg1],
        ],
        0,
        0,
        0.6,
        1,
      ),
    ),
    d.glow(420, 220, 360, 320, p.accent2, 0.45),
  ];
  for (let i = 0; i < 4; i++)
    body.push(
      `<circle cx="${r2(rand() * 600)}" cy="${r2(rand() * 500)}" r="${r2(30 + rand() * 90)}" fill="none" stroke="#ffffff" stroke-width="1.5" opacity="0.12"/>`,
    );
  const hairStyle = (seed >> 2) % 4;
  const skinG = d.lin(
    [
      [0, mix(skin, '#ffffff', 0.12)],
      [1, mix(skin, '#000000', 0.25)],
    ],
    0,
    0,
    1,
    0,
  );
  if (hairStyle === 1)
    body.push(
      `<path d="M190 300C180 170 250 130 300 130C360 130 420 170 412 300L430 560H172Z" fill="${hair}"/>`,
    );
  body.push(
    `<path d="M90 750C95 610 170 560 300 552C430 560 505 610 510 750Z" fill="${top}"/>`,
    `<path d="M262 470H338V560C320 585 280 585 262 560Z" fill="${mix(skin, '#000000', 0.22)}"/>`,
    `<ellipse cx="300" cy="365" rx="96" ry="122" fill="${skinG}"/>`,
    `<ellipse cx="205" cy="372" rx="14" ry="24" fill="${mix(skin, '#000000', 0.1)}"/>`,
    `<ellipse cx="395" cy="372" rx="14" ry="24" fill="${mix(skin, '#000000', 0.15)}"/>`,
  );
  if (hairStyle === 0)
    body.push(
      `<path d="M204 350C196 250 240 228 300 226C372 226 408 262 398 350C390 300 360 280 300 282C250 282 214 300 204 350Z" fill="${hair}"/>`,
    );
  if (hairStyle === 1)
    body.push(
      `<path d="M204 360C200 250 250 236 300 236C360 236 404 260 398 360C380 300 340 276 292 280C250 282 222 310 204 360Z" fill="${hair}"/>`,
    );
  if (hairStyle === 2)
    body.push(
      `<circle cx="300" cy="212" r="52" fill="${hair}"/><path d="M206 340C200 260 240 240 300 240C366 240 402 268 396 340C380 300 340 286 300 286C256 286 222 300 206 340Z" fill="${hair}"/>`,
    );
  if (hairStyle === 3) {
    for (let i = 0; i < 14; i++) {
      const a = Math.PI * (1.05 + (i / 13) * 0.9);
      body.push(
        `<circle cx="${r2(300 + 100 * Math.cos(a))}" cy="${r2(330 + 110 * Math.sin(a))}" r="${r2(34 + (i % 3) * 6)}" fill="${hair}"/>`,
      );
    }
  }
  body.push(
    `<path d="M396 300C410 360 404 420 372 462" stroke="#ffffff" stroke-width="5" fill="none" opacity="0.35" stroke-linecap="round"/>`,
  );
  if (badge)
    body.push(
      rect(40, 660, 120, 56, '#ffffff', 28, 'opacity="0.92"'),
      text(100, 698, initials, 26, p.bg1, { anchor: 'middle', weight: 700, spacing: 2 }),
    );
  return svgDoc(w, h, body.join(''), d.toString(), viewBox);
}

/** A monochrome white wordmark logo on transparency (mark + name). */
export function logoSvg(name: string, seed: number): string {
  const label = name.replace(/ (Capital|Ventures)$/, '');
  const size = 28;
  const tw = Math.round(label.length * (seed % 2 ? size * 0.72 + 2 : size * 0.6));
  const W = 44 + tw;
  const kind = seed % 5;
  const m =
    kind === 0
      ? '<path d="M4 18L18 4L32 18L18 32Z" fill="none" stroke="#fff" stroke-width="3"/><path d="M18 11l7 7-7 7-7-7z" fill="#fff"/>'
      : kind === 1
        ? '<path d="M4 30L18 6L32 30Z" fill="#fff"/>'
        : kind === 2
          ? '<circle cx="13" cy="18" r="9" fill="none" stroke="#fff" stroke-width="3"/><circle cx="23" cy="18" r="9" fill="none" stroke="#fff" stroke-width="3"/>'
          : kind === 3
            ? '<rect x="4" y="20" width="6" height="12" rx="1" fill="#fff"/><rect x="14" y="12" width="6" height="20" rx="1" fill="#fff"/><rect x="24" y="4" width="6" height="28" rx="1" fill="#fff"/>'
            : '<circle cx="18" cy="18" r="13" fill="none" stroke="#fff" stroke-width="3"/><circle cx="24" cy="12" r="4" fill="#fff"/>';
  const lower = seed % 3 === 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} 36" width="${W}" height="36" role="img" aria-label="${name}">${m}<text x="44" y="27" textLength="${W - 48}" lengthAdjust="spacingAndGlyphs" fill="#fff" font-family="Inter, 'Helvetica Neue', Arial, sans-serif" font-size="${size}" font-weight="${seed % 2 ? 600 : 700}"${seed % 2 ? ' letter-spacing="2"' : ''}>${lower ? label.toLowerCase() : seed % 2 ? label.toUpperCase() : label}</text></svg>\n`;
}

export { SANS };
