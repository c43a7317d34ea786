import { glow, linear, mix, r2, radial, rect, rng, SANS, svgDoc, text } from './svg';

const TAU = Math.PI * 2;

/**
 * The hero still: an aerial city at dusk (sky glow, skyline, perspective street grid with
 * lights, a highway, vignette), drawn in 1920x1080 units and rendered at `w` x `h`.
 */
export function heroSvg(w = 1920, h = 1080): string {
  const rand = rng(7);
  const H = 430;
  const Vx = 1010;
  const S = 170;
  const D = 650;
  const defs: string[] = [
    linear('sky', [
      [0, '#05060f'],
      [0.45, '#11153a'],
      [0.78, '#34205a'],
      [0.93, '#a34a6e'],
      [1, '#f09a62'],
    ]),
    linear('ground', [
      [0, '#2a1d3f'],
      [0.08, '#120f26'],
      [0.5, '#07081a'],
      [1, '#03040b'],
    ]),
    linear('haze', [
      [0, '#f0a070', 0],
      [0.5, '#d77a78', 0.35],
      [1, '#6a3a7a', 0],
    ]),
    linear('top', [
      [0, '#000000', 0.55],
      [1, '#000000', 0],
    ]),
    radial('vig', [
      [0, '#000000', 0],
      [0.7, '#000000', 0.15],
      [1, '#000000', 0.7],
    ]),
  ];
  const body: string[] = [
    rect(0, 0, 1920, H + 2, 'url(#sky)'),
    rect(0, H, 1920, 1080 - H, 'url(#ground)'),
  ];
  const sun = glow('sun', 1180, H, 760, 210, '#ff9a5a', 0.55);
  const violet = glow('violet', 600, H - 40, 900, 260, '#7c3aed', 0.28);
  defs.push(sun.def, violet.def);
  body.push(violet.el, sun.el);
  // a few stars
  for (let i = 0; i < 90; i++) {
    const y = rand() * H * 0.7;
    body.push(
      `<circle cx="${r2(rand() * 1920)}" cy="${r2(y)}" r="${r2(0.5 + rand() * 0.9)}" fill="#ffffff" opacity="${r2(0.15 + rand() * 0.5 * (1 - y / H))}"/>`,
    );
  }
  // distant skyline
  let x = 0;
  const sky: string[] = [];
  while (x < 1920) {
    const bw = 6 + rand() * 22;
    const bh = 4 + Math.pow(rand(), 2.2) * (Math.abs(x - 1050) < 380 ? 70 : 26);
    sky.push(`M${r2(x)} ${H + 2}V${r2(H - bh)}h${r2(bw)}V${H + 2}z`);
    if (rand() < 0.35)
      body.push(
        `<circle cx="${r2(x + bw / 2)}" cy="${r2(H - bh * rand())}" r="0.9" fill="#ffd9a0" opacity="0.7"/>`,
      );
    x += bw + rand() * 3;
  }
  body.push(`<path d="${sky.join('')}" fill="#0b0a1f" opacity="0.92"/>`);
  body.push(rect(0, H - 40, 1920, 110, 'url(#haze)'));
  // street grid in perspective
  const grid: string[] = [];
  for (let u = -26; u <= 26; u++) grid.push(`M${Vx} ${H}L${r2(Vx + u * S)} 1080`);
  for (let z = 1; z < 70; z *= 1.12) grid.push(`M0 ${r2(H + D / z)}H1920`);
  body.push(
    `<path d="${grid.join('')}" stroke="#ffb067" stroke-width="1" opacity="0.09" fill="none"/>`,
  );
  // lights along avenues and cross streets
  const warm = ['#ffd9a0', '#ffc27a', '#ffb067', '#fff1d6'];
  const lights: string[] = [];
  const blooms: string[] = [];
  for (let i = 0; i < 5200; i++) {
    const onAvenue = rand() < 0.55;
    const z = Math.exp(rand() * Math.log(70));
    const u = onAvenue ? Math.round(-26 + rand() * 52) + (rand() - 0.5) * 0.06 : -26 + rand() * 52;
    const zz = onAvenue ? z : 1.12 ** Math.round(Math.log(z) / Math.log(1.12));
    const sx = Vx + (u * S) / zz;
    const sy = H + D / zz;
    if (sx < -10 || sx > 1930 || sy > 1085) continue;
    const size = Math.max(0.45, 2.4 / Math.pow(zz, 0.55));
    const c =
      rand() < 0.12
        ? '#9ecbff'
        : rand() < 0.04
          ? '#ff6b6b'
          : warm[Math.floor(rand() * warm.length)]!;
    lights.push(
      `<circle cx="${r2(sx)}" cy="${r2(sy)}" r="${r2(size)}" fill="${c}" opacity="${r2(0.45 + rand() * 0.55)}"/>`,
    );
    if (rand() < 0.1)
      blooms.push(
        `<circle cx="${r2(sx)}" cy="${r2(sy)}" r="${r2(size * 6)}" fill="${c}" opacity="0.06"/>`,
      );
  }
  body.push(...blooms, ...lights);
  // a curving highway of light
  body.push(
    `<path d="M-40 1000C420 820 760 620 980 ${H + 14}" stroke="#ffcf8a" stroke-width="5" fill="none" opacity="0.22"/>`,
    `<path d="M-40 1000C420 820 760 620 980 ${H + 14}" stroke="#fff0d0" stroke-width="1.6" fill="none" opacity="0.6" stroke-dasharray="2 7"/>`,
    `<path d="M-10 1040C440 860 790 640 990 ${H + 14}" stroke="#ff6b6b" stroke-width="1.4" fill="none" opacity="0.45" stroke-dasharray="3 9"/>`,
  );
  body.push(rect(0, 0, 1920, 260, 'url(#top)'), rect(0, 0, 1920, 1080, 'url(#vig)'));
  return svgDoc(w, h, body.join(''), defs.join(''), '0 0 1920 1080');
}

/** A soft white cloud on transparency, 800x400. */
export function cloudSvg(): string {
  const rand = rng(11);
  const puffs: string[] = [];
  for (let i = 0; i < 22; i++) {
    const cx = 140 + rand() * 520;
    const cy = 230 - Math.sin(((cx - 140) / 520) * Math.PI) * 70 + (rand() - 0.5) * 50;
    const r = 50 + rand() * 70 * Math.sin(((cx - 140) / 520) * Math.PI + 0.3);
    puffs.push(
      `<circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(Math.max(35, r))}" fill="url(#puff)"/>`,
    );
  }
  const defs =
    radial('puff', [
      [0, '#ffffff', 0.55],
      [0.6, '#f3f1ff', 0.3],
      [1, '#e9e4ff', 0],
    ]) +
    '<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="10"/></filter>';
  return svgDoc(800, 400, `<g filter="url(#soft)">${puffs.join('')}</g>`, defs);
}

/** One frame (t in [0, 1)) of the seamless abstract loop of the about section, 960x540. */
export function aboutFrame(t: number): string {
  const blobs = [
    { c: '#7c3aed', ax: 260, ay: 120, k: 1, p: 0, rx: 380, ry: 300 },
    { c: '#db2777', ax: 220, ay: 140, k: -1, p: 2.1, rx: 320, ry: 260 },
    { c: '#2563eb', ax: 300, ay: 90, k: 1, p: 4.2, rx: 360, ry: 280 },
    { c: '#06b6d4', ax: 180, ay: 160, k: 2, p: 1.1, rx: 260, ry: 220 },
  ];
  const defs: string[] = [];
  const body: string[] = [rect(0, 0, 960, 540, '#06060d')];
  blobs.forEach((b, i) => {
    const a = TAU * b.k * t + b.p;
    const g = glow(
      `b${i}`,
      480 + b.ax * Math.cos(a),
      270 + b.ay * Math.sin((a * (i % 2 ? 1 : 2)) / (i % 2 ? 1 : 1)),
      b.rx,
      b.ry,
      b.c,
      0.55,
    );
    defs.push(g.def);
    body.push(g.el);
  });
  for (let i = 0; i < 16; i++) {
    const pts: string[] = [];
    for (let x = -20; x <= 980; x += 20) {
      const y =
        270 +
        (i - 8) * 15 +
        46 * Math.sin(x / 170 + TAU * t + i * 0.22) +
        18 * Math.sin(x / 90 - TAU * 2 * t + i * 0.5);
      pts.push(`${x},${r2(y)}`);
    }
    body.push(
      `<polyline points="${pts.join(' ')}" fill="none" stroke="#ffffff" stroke-width="1.1" opacity="${r2(0.05 + 0.12 * Math.sin((i / 15) * Math.PI))}"/>`,
    );
  }
  body.push(
    `<g transform="rotate(${r2(360 * t)} 480 270)"><circle cx="480" cy="270" r="200" fill="none" stroke="#c4b5fd" stroke-width="1.5" stroke-dasharray="3 14" opacity="0.35"/></g>`,
    `<g transform="rotate(${r2(-360 * t)} 480 270)"><circle cx="480" cy="270" r="150" fill="none" stroke="#67e8f9" stroke-width="1" stroke-dasharray="40 22" opacity="0.25"/></g>`,
  );
  return svgDoc(960, 540, body.join(''), defs.join(''));
}

export const CARD_THEMES = [
  { from: '#7c3aed', to: '#db2777', label: 'On-demand access' },
  { from: '#2563eb', to: '#06b6d4', label: 'Flexible engagement' },
  { from: '#0891b2', to: '#10b981', label: 'Speed to results' },
] as const;

/** One frame of a platform-model card loop (640x400): rings, ribbons or speed lines. */
export function cardFrame(theme: 0 | 1 | 2, t: number): string {
  const { from, to } = CARD_THEMES[theme];
  const defs: string[] = [
    linear(
      'bg',
      [
        [0, mix('#05050c', from, 0.18)],
        [1, '#05050c'],
      ],
      0,
      0,
      1,
      1,
    ),
    linear(
      'stroke',
      [
        [0, from],
        [1, to],
      ],
      0,
      0,
      1,
      0,
    ),
  ];
  const body: string[] = [rect(0, 0, 640, 400, 'url(#bg)')];
  const g1 = glow(
    'g1',
    320 + 60 * Math.cos(TAU * t),
    200 + 30 * Math.sin(TAU * t),
    300,
    220,
    from,
    0.5,
  );
  const g2 = glow(
    'g2',
    320 - 80 * Math.cos(TAU * t),
    220 - 40 * Math.sin(TAU * t),
    260,
    200,
    to,
    0.4,
  );
  defs.push(g1.def, g2.def);
  body.push(g1.el, g2.el);
  if (theme === 0) {
    for (let j = 0; j < 4; j++) {
      const p = (t + j / 4) % 1;
      body.push(
        `<circle cx="320" cy="200" r="${r2(24 + p * 250)}" fill="none" stroke="url(#stroke)" stroke-width="${r2(2.5 - p * 1.5)}" opacity="${r2((1 - p) * 0.7)}"/>`,
      );
    }
    for (let i = 0; i < 9; i++) {
      const a = TAU * (t * (i % 2 ? 1 : -1) + i / 9);
      const rx = 110 + (i % 3) * 50;
      const x = 320 + rx * Math.cos(a);
      const y = 200 + rx * 0.55 * Math.sin(a);
      body.push(
        `<line x1="320" y1="200" x2="${r2(x)}" y2="${r2(y)}" stroke="#ffffff" stroke-width="1" opacity="0.16"/>`,
        `<circle cx="${r2(x)}" cy="${r2(y)}" r="${5 + (i % 3) * 2}" fill="${i % 2 ? to : from}"/>`,
        `<circle cx="${r2(x)}" cy="${r2(y)}" r="${2 + (i % 3)}" fill="#ffffff" opacity="0.8"/>`,
      );
    }
    body.push(
      `<circle cx="320" cy="200" r="22" fill="url(#stroke)"/>`,
      `<circle cx="320" cy="200" r="9" fill="#ffffff"/>`,
    );
  } else if (theme === 1) {
    for (let i = 0; i < 7; i++) {
      const amp = 50 + 25 * Math.sin(TAU * t + i);
      const top: string[] = [];
      const bottom: string[] = [];
      for (let x = -20; x <= 660; x += 20) {
        const y = 200 + (i - 3) * 18 + amp * Math.sin(x / 110 + TAU * t + i * 0.45);
        top.push(`${x},${r2(y)}`);
        bottom.unshift(`${x},${r2(y + 6 + 4 * Math.sin(x / 60 + i))}`);
      }
      body.push(
        `<polygon points="${top.join(' ')} ${bottom.join(' ')}" fill="url(#stroke)" opacity="${r2(0.18 + i * 0.05)}"/>`,
      );
    }
    for (let gx = 20; gx < 640; gx += 40)
      for (let gy = 20; gy < 400; gy += 40)
        body.push(`<circle cx="${gx}" cy="${gy}" r="1" fill="#ffffff" opacity="0.12"/>`);
  } else {
    const rand = rng(33);
    defs.push(
      linear(
        'streak',
        [
          [0, to, 0],
          [1, '#ffffff', 0.9],
        ],
        0,
        0,
        1,
        0,
      ),
    );
    body.push('<g transform="rotate(-18 320 200)">');
    for (let i = 0; i < 46; i++) {
      const speed = 1 + Math.floor(rand() * 3);
      const len = 60 + rand() * 180;
      const x = ((rand() + t * speed) % 1) * (900 + len) - len - 130;
      const y = -120 + rand() * 640;
      body.push(
        rect(
          x,
          y,
          len,
          1 + rand() * 2.5,
          'url(#streak)',
          1.5,
          `opacity="${r2(0.35 + rand() * 0.6)}"`,
        ),
      );
    }
    body.push('</g>');
    for (let b = 0; b < 6; b++) {
      const hgt = 40 + b * 28 + 14 * Math.sin(TAU * t + b * 0.9);
      body.push(rect(400 + b * 34, 360 - hgt, 22, hgt, 'url(#stroke)', 4, 'opacity="0.85"'));
    }
    const trend = [0, 1, 2, 3, 4, 5].map(
      (b) => `${411 + b * 34},${r2(300 - b * 30 - 14 * Math.sin(TAU * t + b * 0.9))}`,
    );
    body.push(
      `<polyline points="${trend.join(' ')}" fill="none" stroke="#ffffff" stroke-width="3" stroke-linejoin="round" opacity="0.9"/>`,
      `<circle cx="581" cy="${r2(150 - 14 * Math.sin(TAU * t + 4.5))}" r="7" fill="#ffffff"/>`,
    );
  }
  return svgDoc(640, 400, body.join(''), defs.join(''));
}

interface Node3 {
  sphere: [number, number, number];
  scatter: [number, number, number];
}

const SEQ_NODES: Node3[] = (() => {
  const rand = rng(146);
  const n = 110;
  const nodes: Node3[] = [];
  for (let i = 0; i < n; i++) {
    const y = 1 - (2 * (i + 0.5)) / n;
    const rad = Math.sqrt(1 - y * y);
    const a = i * 2.399963;
    const scatterR = 1.6 + rand() * 1.6;
    const th = rand() * TAU;
    const ph = Math.acos(2 * rand() - 1);
    nodes.push({
      sphere: [rad * Math.cos(a), y, rad * Math.sin(a)],
      scatter: [
        scatterR * Math.sin(ph) * Math.cos(th),
        scatterR * Math.cos(ph) * 0.6,
        scatterR * Math.sin(ph) * Math.sin(th),
      ],
    });
  }
  return nodes;
})();

const SEQ_EDGES: Array<[number, number]> = (() => {
  const edges = new Set<string>();
  SEQ_NODES.forEach((a, i) => {
    const d = SEQ_NODES.map((b, j) => ({
      j,
      d:
        (a.sphere[0] - b.sphere[0]) ** 2 +
        (a.sphere[1] - b.sphere[1]) ** 2 +
        (a.sphere[2] - b.sphere[2]) ** 2,
    }))
      .filter((x) => x.j !== i)
      .sort((p, q) => p.d - q.d)
      .slice(0, 3);
    for (const { j } of d) edges.add(i < j ? `${i}-${j}` : `${j}-${i}`);
  });
  return [...edges].map((e) => e.split('-').map(Number) as [number, number]);
})();

const smooth = (x: number) => {
  const c = Math.min(1, Math.max(0, x));
  return c * c * (3 - 2 * c);
};

/**
 * Frame `i` (0-145) of the scroll-scrubbed sequence, 960x540: scattered nodes assemble into a
 * rotating network sphere with a glowing core.
 */
export function sequenceFrame(i: number, total = 146): string {
  const f = i / (total - 1);
  const p = smooth(f / 0.62);
  const rotY = -0.6 + f * Math.PI * 1.25;
  const rotX = 0.35 - 0.2 * f;
  const scale = 175 + 35 * smooth((f - 0.5) / 0.5);
  const cy = Math.cos(rotY);
  const sy = Math.sin(rotY);
  const cx = Math.cos(rotX);
  const sx = Math.sin(rotX);
  const pts = SEQ_NODES.map((n) => {
    const x0 = n.scatter[0] + (n.sphere[0] - n.scatter[0]) * p;
    const y0 = n.scatter[1] + (n.sphere[1] - n.scatter[1]) * p;
    const z0 = n.scatter[2] + (n.sphere[2] - n.scatter[2]) * p;
    const x1 = x0 * cy + z0 * sy;
    const z1 = -x0 * sy + z0 * cy;
    const y2 = y0 * cx - z1 * sx;
    const z2 = y0 * sx + z1 * cx;
    const persp = Math.min(1.5, 3.2 / Math.max(1.2, 3.2 + z2));
    return { x: 480 + x1 * scale * persp, y: 270 + y2 * scale * persp, z: z2, s: persp };
  });
  const defs = [
    radial('bg', [
      [0, '#16123a'],
      [0.6, '#0a0a1c'],
      [1, '#040409'],
    ]),
    radial('node', [
      [0, '#ffffff'],
      [0.35, '#c4b5fd', 0.9],
      [1, '#7c3aed', 0],
    ]),
    radial('nodec', [
      [0, '#ffffff'],
      [0.35, '#a5f3fc', 0.9],
      [1, '#06b6d4', 0],
    ]),
  ];
  const core = glow('core', 480, 270, 160 * p + 20, 160 * p + 20, '#8b5cf6', 0.25 + 0.45 * p);
  defs.push(core.def);
  const body: string[] = [`<rect width="960" height="540" fill="url(#bg)"/>`, core.el];
  const edgeOpacity = Math.pow(p, 2.5);
  if (edgeOpacity > 0.01) {
    const back: string[] = [];
    const front: string[] = [];
    for (const [a, b] of SEQ_EDGES) {
      const A = pts[a]!;
      const B = pts[b]!;
      (A.z + B.z > 0 ? back : front).push(`M${r2(A.x)} ${r2(A.y)}L${r2(B.x)} ${r2(B.y)}`);
    }
    body.push(
      `<path d="${back.join('')}" stroke="#7c6cf0" stroke-width="0.9" opacity="${r2(edgeOpacity * 0.35)}" fill="none"/>`,
      `<path d="${front.join('')}" stroke="#a5f3fc" stroke-width="1.2" opacity="${r2(edgeOpacity * 0.6)}" fill="none"/>`,
    );
  }
  const order = pts.map((pt, k) => ({ pt, k })).sort((a, b) => b.pt.z - a.pt.z);
  for (const { pt, k } of order) {
    const r = (3 + (k % 5 === 0 ? 3 : 0)) * pt.s * (1.4 - 0.4 * p);
    const depth = Math.min(1, Math.max(0.25, 0.75 - pt.z * 0.4));
    body.push(
      `<circle cx="${r2(pt.x)}" cy="${r2(pt.y)}" r="${r2(r * 3)}" fill="url(#${k % 3 === 0 ? 'nodec' : 'node'})" opacity="${r2(depth)}"/>`,
    );
  }
  return svgDoc(960, 540, body.join(''), defs.join(''));
}

/** The social sharing image, 1200x630. */
export function ogSvg(): string {
  const defs: string[] = [
    linear(
      'bg',
      [
        [0, '#0b0a1a'],
        [1, '#05050b'],
      ],
      0,
      0,
      1,
      1,
    ),
    linear(
      'mark',
      [
        [0, '#7c3aed'],
        [1, '#db2777'],
      ],
      0,
      0,
      1,
      1,
    ),
  ];
  const a = glow('a', 980, 120, 520, 380, '#7c3aed', 0.55);
  const b = glow('b', 1100, 560, 420, 300, '#06b6d4', 0.35);
  defs.push(a.def, b.def);
  const rand = rng(630);
  const dots: string[] = [];
  const nodes = Array.from({ length: 26 }, () => [760 + rand() * 420, 60 + rand() * 510] as const);
  nodes.forEach(([x, y], i) => {
    const [nx, ny] = nodes[(i * 7 + 3) % nodes.length]!;
    dots.push(
      `<line x1="${r2(x)}" y1="${r2(y)}" x2="${r2(nx)}" y2="${r2(ny)}" stroke="#c4b5fd" stroke-width="1" opacity="0.18"/>`,
      `<circle cx="${r2(x)}" cy="${r2(y)}" r="${r2(2 + rand() * 4)}" fill="#e9d5ff" opacity="${r2(0.4 + rand() * 0.5)}"/>`,
    );
  });
  const body = [
    rect(0, 0, 1200, 630, 'url(#bg)'),
    a.el,
    b.el,
    ...dots,
    rect(80, 80, 72, 72, 'url(#mark)', 18),
    `<path d="M104 98h28v11h-16v9h14v10h-14v16h-12z" fill="#ffffff"/>`,
    text(172, 130, 'Forma', 40, '#ffffff', { weight: 700, spacing: 1 }),
    text(80, 300, 'Connect with elite', 72, '#ffffff', { weight: 700 }),
    text(80, 384, 'design talent', 72, '#c4b5fd', { weight: 700 }),
    text(80, 450, 'Startups and VC-backed companies meet 500+ vetted designers.', 26, '#cbd5e1'),
    rect(80, 500, 210, 54, '#ffffff', 27),
    text(185, 535, 'Book a call', 22, '#0b0a1a', { weight: 700, anchor: 'middle' }),
  ];
  return svgDoc(1200, 630, body.join(''), defs.join(''));
}

/** The favicon: an "F" monogram on a violet-to-pink rounded square. */
export function faviconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#db2777"/></linearGradient></defs><rect width="64" height="64" rx="14" fill="url(#g)"/><path d="M21 14h24v9H31v7h12v9H31v11H21z" fill="#fff"/></svg>\n`;
}

export { SANS };
