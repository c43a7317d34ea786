/**
 * Generates the site's placeholder media deterministically (no network): SVG drawn here and
 * rendered with sharp, videos encoded with ffmpeg. Writes into apps/web/public and prints a
 * size summary. Run: pnpm --filter @forma/web generate:media [step...], where
 * the optional steps (hero, about, platformCards, sequence, projects, demo, site) regenerate only
 * those assets, e.g. `... generate:media hero` for the hero still, placeholder, cloud and the
 * intro video (VP9 webm + H.264 mp4).
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sampleProjects } from '@forma/validators';
import { demoClients, demoDesigners, demoTestimonials } from '@forma/db';
import {
  encodeMp4,
  encodeWebm,
  framesInput,
  renderFrames,
  writeImage,
  writeText,
  written,
} from './media/encode';
import {
  brandShot,
  dashboardShot,
  logoSvg,
  phonesShot,
  portraitSvg,
  prismFrame,
  productShot,
  savingsMotionFrame,
  webShot,
  type PhoneVariant,
} from './media/mockups';
import {
  aboutFrame,
  cardFrame,
  cloudSvg,
  faviconSvg,
  heroSvg,
  ogSvg,
  sequenceFrame,
} from './media/scenes';
import { hash, PALETTES, type Palette, render } from './media/svg';

const KB = 1024;
const PUBLIC = resolve(dirname(fileURLToPath(import.meta.url)), '../public');
const out = (p: string) => join(PUBLIC, p.replace(/^\//, ''));
const TOTAL_LIMIT = 10 * 1024 * KB;

/** Draws a still design shot for a work of the given category. */
function designShot(
  category: string,
  title: string,
  w: number,
  h: number,
  p: Palette,
  seed: number,
): string {
  const t = title.toLowerCase();
  switch (category) {
    case 'UX/UI': {
      const v: PhoneVariant[] = /patient|clinic|health|lumen/.test(t)
        ? ['health', 'chart', 'home']
        : /driver|courier/.test(t)
          ? ['map', 'map', 'map']
          : /wallet|card/.test(t)
            ? ['card', 'chart', 'home']
            : ['home', 'chart', 'card'];
      return phonesShot(w, h, p, v, seed);
    }
    case 'Brand & Identity':
      return brandShot(w, h, p, title.split(' ')[0]!, seed, /icon/.test(t));
    case '3D Design':
      return productShot(
        w,
        h,
        p,
        title.split(' ').slice(0, 2).join(' '),
        seed,
        /hub/.test(t) ? 'hub' : /wearable|pulse/.test(t) ? 'wearable' : 'speaker',
      );
    case 'Web Design':
      return webShot(
        w,
        h,
        p,
        title,
        seed,
        /system|component|library/.test(t)
          ? 'components'
          : /careers/.test(t)
            ? 'careers'
            : 'landing',
      );
    case 'Data Viz':
      return dashboardShot(
        w,
        h,
        p,
        title,
        seed,
        /health|care|patient/.test(t) ? 'health' : /carbon|climate/.test(t) ? 'carbon' : 'finance',
      );
    default:
      return brandShot(w, h, p, title.split(' ')[0]!, seed);
  }
}

const initials = (name: string) =>
  name
    .split(' ')
    .map((s) => s[0])
    .join('')
    .toUpperCase();

async function hero(): Promise<void> {
  console.log('hero…');
  await writeImage(out('/assets/hero/hero-still.webp'), heroSvg(1920, 1080), 'webp', 120 * KB, {
    quality: 80,
  });
  // Phones (portrait viewports, hero-shell.ts `heroStillSources`): the middle of a taller render,
  // about a third of the landscape still's bytes.
  await writeImage(
    out('/assets/hero/hero-still-portrait.webp'),
    heroSvg(2276, 1280),
    'webp',
    36 * KB,
    { width: 720, height: 1280, quality: 74 },
  );
  await writeImage(out('/assets/hero/hero-placeholder.webp'), heroSvg(1920, 1080), 'webp', 2 * KB, {
    width: 32,
    height: 18,
    quality: 50,
    blur: 1,
  });
  await writeImage(out('/assets/hero/cloud.webp'), cloudSvg(), 'webp', 40 * KB, {
    alpha: true,
    quality: 75,
  });
  // slow push-in with a gentle pan over an upscaled render of the still (smooth sub-pixel motion)
  const src = join(tmpdir(), `forma-hero-src-${process.pid}.png`);
  await render(heroSvg(3200, 1800))
    .flatten({ background: '#000' })
    .png({ compressionLevel: 1 })
    .toFile(src);
  const input = ['-loop', '1', '-framerate', '25', '-i', src];
  const frames = 150;
  const filter =
    "zoompan=z='1.04+0.10*on/150':x='(iw-iw/zoom)*(0.35+0.3*on/150)':y='(ih-ih/zoom)*(0.6-0.2*on/150)':d=1:s=1280x720:fps=25,format=yuv420p";
  try {
    // VP9 first in the <video> sources: browsers without H.264 (Debian's Chromium) play this one.
    encodeWebm(out('/assets/hero/intro-drone.webm'), input, 900 * KB, 34, { frames, filter });
    encodeMp4(out('/assets/hero/intro-drone.mp4'), input, 900 * KB, { frames, crf: 24, filter });
  } finally {
    rmSync(src, { force: true });
  }
}

async function about(): Promise<void> {
  console.log('about loop…');
  const frames = await renderFrames(120, 24, (i) => aboutFrame(i / 120));
  try {
    encodeWebm(out('/assets/about/about-loop.webm'), framesInput(frames), 600 * KB, 36);
    encodeMp4(out('/assets/about/about-loop.mp4'), framesInput(frames), 600 * KB, { crf: 24 });
  } finally {
    frames.dispose();
  }
}

async function platformCards(): Promise<void> {
  for (const k of [0, 1, 2] as const) {
    console.log(`platform card ${k + 1}…`);
    await writeImage(
      out(`/assets/platform-model/card-${k + 1}.webp`),
      cardFrame(k, 0),
      'webp',
      40 * KB,
      { quality: 78 },
    );
    const frames = await renderFrames(96, 24, (i) => cardFrame(k, i / 96));
    try {
      encodeWebm(
        out(`/assets/platform-model/card-${k + 1}.webm`),
        framesInput(frames),
        300 * KB,
        36,
      );
    } finally {
      frames.dispose();
    }
  }
}

async function sequence(): Promise<void> {
  console.log('image sequence…');
  const total = 146;
  for (let i = 0; i < total; i += 4) {
    await Promise.all(
      Array.from({ length: Math.min(4, total - i) }, (_, k) =>
        writeImage(
          out(`/assets/sequence/frame-${String(i + k + 1).padStart(3, '0')}.jpg`),
          sequenceFrame(i + k, total),
          'jpeg',
          25 * KB,
          { quality: 60 },
        ),
      ),
    );
  }
}

async function projects(): Promise<void> {
  console.log('sample projects…');
  for (const [i, s] of sampleProjects.entries()) {
    const svg = designShot(
      s.category,
      s.title,
      1200,
      800,
      PALETTES[[0, 2, 5, 6, 1][i]!]!,
      hash(s.id),
    );
    await writeImage(out(s.imageUrl), svg, 'webp', 80 * KB, { quality: 82 });
  }
}

async function demo(): Promise<void> {
  console.log('demo designers and works…');
  for (const [di, d] of demoDesigners.entries()) {
    const pal = PALETTES[di % PALETTES.length]!;
    if (d.imageUrl)
      await writeImage(
        out(d.imageUrl),
        portraitSvg(600, 750, pal, initials(d.name), hash(d.slug)),
        'webp',
        40 * KB,
        { quality: 80 },
      );
    for (const [wi, w] of d.works.entries()) {
      const portrait = w.orientation === 'portrait';
      const wpal = PALETTES[(di + wi * 3) % PALETTES.length]!;
      const seed = hash(w.mediaUrl);
      if (w.mediaUrl.endsWith('.mp4')) {
        const [vw, vh] = portrait ? [720, 1008] : [1280, 800];
        const draw = portrait
          ? (t: number) => prismFrame(vw, vh, wpal, t)
          : (t: number) => savingsMotionFrame(vw, vh, wpal, t);
        await writeImage(
          out(w.mediaUrl.replace(/\.mp4$/, '.webp')),
          draw(portrait ? 0 : 1),
          'webp',
          100 * KB,
          { quality: 80 },
        );
        const frames = await renderFrames(96, 24, (i) => draw(i / 96));
        try {
          encodeMp4(out(w.mediaUrl), framesInput(frames), 500 * KB, { crf: 24 });
        } finally {
          frames.dispose();
        }
      } else {
        const [ww, wh] = portrait ? [1000, 1400] : [1600, 1000];
        await writeImage(
          out(w.mediaUrl),
          designShot(w.category ?? '', w.title, ww, wh, wpal, seed),
          'webp',
          100 * KB,
          { quality: 80 },
        );
      }
    }
  }
  for (const [i, t] of demoTestimonials.entries()) {
    if (!t.imageUrl) continue;
    const svg = portraitSvg(
      256,
      256,
      PALETTES[(i * 3 + 1) % PALETTES.length]!,
      initials(t.name),
      hash(t.name),
      '60 170 480 480',
      false,
    );
    await writeImage(out(t.imageUrl), svg, 'webp', 20 * KB, { quality: 78 });
  }
  for (const [i, c] of demoClients.entries())
    if (c.logoUrl) writeText(out(c.logoUrl), logoSvg(c.name, i), 4 * KB);
}

async function site(): Promise<void> {
  await writeImage(out('/og/og-image.jpg'), ogSvg(), 'jpeg', 150 * KB, { quality: 82 });
  writeText(out('/favicon.svg'), faviconSvg(), 2 * KB);
}

function summary(): void {
  const groups = new Map<string, { n: number; bytes: number }>();
  for (const f of written) {
    const key = dirname(relative(PUBLIC, f.path));
    const g = groups.get(key) ?? { n: 0, bytes: 0 };
    g.n++;
    g.bytes += f.bytes;
    groups.set(key, g);
  }
  const total = written.reduce((s, f) => s + f.bytes, 0);
  console.log('\nGenerated media (apps/web/public):');
  for (const [dir, g] of [...groups].sort())
    console.log(
      `  ${dir.padEnd(28)} ${String(g.n).padStart(4)} files ${(g.bytes / KB).toFixed(1).padStart(9)} KB`,
    );
  const largest = [...written].sort((a, b) => b.bytes - a.bytes).slice(0, 5);
  console.log('  largest:');
  for (const f of largest)
    console.log(
      `    ${relative(PUBLIC, f.path).padEnd(40)} ${(f.bytes / KB).toFixed(1).padStart(7)} KB (limit ${(f.limit / KB).toFixed(0)} KB)`,
    );
  console.log(
    `  total ${written.length} files, ${(total / KB / KB).toFixed(2)} MB (limit ${TOTAL_LIMIT / KB / KB} MB)`,
  );
  if (total > TOTAL_LIMIT) throw new Error('media total is over budget');
}

const only = process.argv.slice(2);
const steps: Record<string, () => Promise<void>> = {
  hero,
  about,
  platformCards,
  sequence,
  projects,
  demo,
  site,
};
for (const [name, step] of Object.entries(steps))
  if (only.length === 0 || only.includes(name)) await step();
summary();
