#!/usr/bin/env node
// `pnpm bench:images`: what an uploaded photo costs a visitor (issue 19 "Speed and size", a
// benchmark that prints figures, not a timed test). Exits 0 when the run worked, whatever the
// figures; non-zero only when it broke.
//  1. Starts the real server (server.mjs) and signs in as its admin.
//  2. Uploads a 3000x2250 photo-like JPEG with EXIF (camera owner, GPS) as a designer's portrait,
//     and waits until its variants are made (the profile's HTML has a <picture>).
//  3. Loads the profile and the directory in Chromium at 390 px (DPR 3) and 1440 px (DPR 1),
//     scrolls through each, and sums the bytes of every response of that portrait (master or variant) the page fetched.
//  4. Checks that no served byte of the portrait holds the original EXIF.
//  5. Prints the rows against the targets: at most 60 KB at 390 px DPR 3, 120 KB at 1440 px.
import { join } from 'node:path';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { BENCH_ADMIN, startBenchServer } from './server.mjs';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const webDist = join(webDir, 'dist');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TARGETS = { phone: 60 * 1024, desktop: 120 * 1024 };
/** The EXIF texts looked for in the served bytes (long enough not to turn up by chance). */
const SECRETS = ['Camera Owner Jane', 'Jane Phone'];

/**
 * A 3000x2250 photo-like JPEG with EXIF and GPS: the hero's still (a rendered photograph,
 * public/assets/hero/hero-still.webp) cropped to 4:3 at that size, with sensor-like grain.
 */
async function photo() {
  const width = 3000;
  const height = 2250;
  const still = await sharp(join(webDir, 'public/assets/hero/hero-still.webp'))
    .resize(width, height, { fit: 'cover' })
    .png()
    .toBuffer();
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 10 },
    },
  })
    .png()
    .toBuffer();
  return sharp(still)
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 92 })
    .withExif({
      IFD0: { Copyright: SECRETS[0], Artist: SECRETS[1] },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' },
    })
    .toBuffer();
}

async function main() {
  const server = await startBenchServer({ webDist });
  const { origin } = server;
  try {
    const login = await fetch(`${origin}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(BENCH_ADMIN),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const original = await photo();
    const form = new FormData();
    form.append('file', new Blob([original], { type: 'image/jpeg' }), 'portrait.jpg');
    const uploadStarted = performance.now();
    const uploaded = await fetch(`${origin}/api/admin/uploads`, {
      method: 'POST',
      headers: { cookie, origin },
      body: form,
    });
    if (!uploaded.ok) throw new Error(`upload failed: ${uploaded.status} ${await uploaded.text()}`);
    const { url } = await uploaded.json();
    const uploadMs = performance.now() - uploadStarted;
    const designer = await fetch(`${origin}/api/admin/designers`, {
      method: 'POST',
      headers: { cookie, origin, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench Portrait',
        title: 'Product Designer',
        imageUrl: url,
        featured: true,
      }),
    });
    if (!designer.ok) throw new Error(`designer failed: ${designer.status}`);
    const { slug } = await designer.json();
    console.log(`Uploaded a 3000x2250 JPEG of ${(original.length / 1024).toFixed(0)} KB as ${url}`);
    console.log(
      `Upload answered in ${uploadMs.toFixed(0)} ms (target < 1000 ms): ${uploadMs < 1000 ? 'met' : 'NOT met'}`,
    );

    const started = Date.now();
    while (!(await (await fetch(`${origin}/designers/${slug}`)).text()).includes('<picture>')) {
      if (Date.now() - started > 120_000) throw new Error('no variants within 120 s');
      await new Promise((r) => setTimeout(r, 500));
    }
    const variantsS = (Date.now() - started) / 1000;
    console.log(
      `Variants made in ${variantsS.toFixed(1)} s (target < 10 s): ${variantsS < 10 ? 'met' : 'NOT met'}`,
    );

    const hash = url.slice('/uploads/'.length, url.indexOf('.'));
    const { chromium } = await import('@playwright/test');
    const browser = await chromium.launch({ executablePath: chromePath });
    const rows = [];
    try {
      for (const [label, viewport, dpr, target] of [
        ['390 px, DPR 3', { width: 390, height: 844 }, 3, TARGETS.phone],
        ['1440 px, DPR 1', { width: 1440, height: 900 }, 1, TARGETS.desktop],
      ])
        for (const path of [`/designers/${slug}`, '/designers']) {
          const context = await browser.newContext({ viewport, deviceScaleFactor: dpr });
          const page = await context.newPage();
          const fetched = [];
          page.on('response', async (response) => {
            if (!response.url().includes(`/uploads/${hash}`)) return;
            fetched.push({
              url: response.url(),
              body: await response.body().catch(() => Buffer.alloc(0)),
            });
          });
          await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
          // A visitor looks through the page: lazy images below the fold load too.
          await page.evaluate(async () => {
            for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
              scrollTo(0, y);
              await new Promise((r) => setTimeout(r, 100));
            }
          });
          await page.waitForLoadState('networkidle');
          await context.close();
          const bytes = fetched.reduce((sum, f) => sum + f.body.length, 0);
          const leaks = SECRETS.filter((secret) =>
            fetched.some((f) => f.body.includes(Buffer.from(secret))),
          );
          const files = fetched
            .map((f) => f.url.slice(f.url.lastIndexOf('/') + 1).replace(hash, '…'))
            .join(', ');
          rows.push({
            label: `${path.replace(slug, '{slug}')} at ${label}`,
            bytes,
            target,
            leaks,
            files,
          });
        }
    } finally {
      await browser.close();
    }
    console.log('\nThe portrait as a visitor downloads it:');
    for (const r of rows) {
      const ok = r.bytes > 0 && r.bytes <= r.target && r.leaks.length === 0;
      console.log(
        `  ${ok ? 'PASS' : 'FAIL'}  ${r.label.padEnd(36)} ${(r.bytes / 1024).toFixed(1).padStart(7)} KB (target <= ${r.target / 1024} KB)  ${r.files}${r.leaks.length ? `  EXIF found: ${r.leaks.join(', ')}` : '  no EXIF'}`,
      );
    }
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
