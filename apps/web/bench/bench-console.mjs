#!/usr/bin/env node
// `pnpm bench:console`: how fast a console screen opens on a direct visit or a reload (issue 44
// item 2, "Any console screen opens at once"). A benchmark that prints figures, not a timed test;
// it exits non-zero only when the run itself broke (no build, server down, a screen never
// showing its first row).
//
// For each screen (the dashboard, a list, an editor) and each of --runs visits (default 5), a
// signed-in admin opens the address in a fresh tab with the browser cache disabled (CDP
// Network.setCacheDisabled), as a reload after a deploy would, and the bench prints:
//  - requests and bytes on the wire (CDP encodedDataLength): the screen's own (the document,
//    scripts, styles, fonts, API answers) and, apart, the images and videos its content shows
//    (a block editor's preview); JavaScript separately;
//  - waves of the screen's own requests (images and videos left out): the document is wave 0,
//    what it names (scripts, styles, preloads) wave 1, and a request that code made (an
//    import(), a fetch) one wave after the latest wave of code that had finished arriving when
//    it started: an upper bound of the chain (Chromium does not say which chunk asked). Two
//    waves means the route's code came with the document and the data right after it;
//  - when the browser asked who is signed in (`GET /api/session/user`), ms after the navigation,
//    or never: the document itself was the check (issue 44 item 2);
//  - when the document and the last file of code before the first row had arrived, ms after the
//    navigation (the rest of the time to the first row is running that code and the data);
//  - the time to the first row: until the screen's first content is visible (the dashboard's
//    first card, the list's first row, the editor's first filled field), ms.
// Medians over the runs, with PASS/FAIL against the targets: first row under 1,000 ms, at most
// 300 KB compressed of the screen's own bytes, at most two waves.
//
// Options: --runs=N, --no-build, --list-waves (prints each request after the first wave),
// --list-files (prints each of the screen's own requests with its bytes, largest first). Environment: CHROME_PATH (default /usr/bin/chromium).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_ADMIN, startBenchServer } from './server.mjs';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(webDir, '../..');
const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const runs = Number(args.get('runs') ?? 5);
const listWaves = args.has('list-waves');
const listFiles = args.has('list-files');

/** The screens measured, and what shows that each has its first content. */
const SCREENS = [
  { name: 'dashboard', path: '/admin', ready: 'main h1, main [role="heading"][aria-level="1"]' },
  { name: 'list (designers)', path: '/admin/designers?view=list', ready: 'main table tbody tr' },
  {
    name: 'editor (hero block)',
    path: '/admin/pages/hero',
    ready: 'main form input[type="text"], main form textarea',
  },
];

const TARGETS = { firstRowMs: 1000, bytes: 300 * 1024, waves: 2 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** One visit of `url` in a fresh tab with the cache disabled: requests, bytes, waves, timings. */
async function visit(context, url, readySelector) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map();
  let start = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!start && event.type === 'Document') start = event.timestamp;
    requests.set(event.requestId, {
      url: event.request.url,
      type: event.type,
      // 'parser': named by the document (a script, a stylesheet, a preload); 'script': asked
      // for by code that ran (an import(), a fetch).
      byScript: event.initiator.type === 'script',
      at: event.timestamp,
      done: Infinity,
      bytes: 0,
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) {
      request.bytes = event.encodedDataLength;
      request.done = event.timestamp;
    }
  });
  const opened = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator(readySelector).first().waitFor({ state: 'visible', timeout: 30_000 });
  const firstRowMs = Date.now() - opened;
  await page.waitForLoadState('networkidle');
  await page.close();

  const all = [...requests.values()].sort((a, b) => a.at - b.at);
  /** A CDP timestamp (s) as ms after the document was asked for (Infinity: never finished). */
  const msAfterStart = (at) => Math.round((at - start) * 1000);
  // Waves: the document is wave 0; what it names is wave 1; a request code made (an import(), a
  // fetch) is one wave after the latest wave of code that had finished arriving when it started
  // (only code asks for more; Chromium does not say which chunk asked, so this is an upper
  // bound of the chain).
  const waves = new Map();
  for (const request of all) {
    if (request.type === 'Document') waves.set(request, 0);
    else if (!request.byScript) waves.set(request, 1);
    else {
      const code = all.filter((r) => r.type === 'Script' && waves.has(r) && r.done <= request.at);
      waves.set(request, 1 + Math.max(0, ...code.map((r) => waves.get(r))));
    }
  }
  const wave = (request) => waves.get(request) ?? 1;
  if (listWaves)
    for (const r of all) if (wave(r) >= 2) console.log(`  wave ${wave(r)}: ${r.type} ${r.url}`);
  const scripts = all.filter((r) => r.type === 'Script');
  const auth = all.find((r) => new URL(r.url).pathname === '/api/session/user');
  const isContent = (r) => r.type === 'Image' || r.type === 'Media';
  const own = all.filter((r) => !isContent(r));
  if (listFiles)
    for (const r of [...own].sort((a, b) => b.bytes - a.bytes))
      console.log(`  ${kb(r.bytes).padStart(9)}  ${r.type} ${new URL(r.url).pathname}`);
  return {
    requests: own.length,
    bytes: own.reduce((sum, r) => sum + r.bytes, 0),
    contentRequests: all.length - own.length,
    contentBytes: all.filter(isContent).reduce((sum, r) => sum + r.bytes, 0),
    scriptRequests: scripts.length,
    scriptBytes: scripts.reduce((sum, r) => sum + r.bytes, 0),
    scriptWaves: Math.max(0, ...scripts.map((r) => wave(r))),
    waves: Math.max(0, ...own.map(wave)),
    authStartMs: auth ? Math.round((auth.at - start) * 1000) : null,
    // When the document, and the last file of code that arrived before the first row, had
    // arrived: the rest of the time to the first row is running that code and the screen's data.
    documentMs: msAfterStart(
      Math.min(...all.filter((r) => r.type === 'Document').map((r) => r.done)),
    ),
    codeMs: msAfterStart(
      Math.max(start, ...scripts.map((r) => r.done).filter((at) => msAfterStart(at) <= firstRowMs)),
    ),
    firstRowMs,
  };
}

async function main() {
  const distOk =
    existsSync(join(webDir, 'dist/server/server.js')) &&
    existsSync(join(repoRoot, 'apps/api/dist/server.js'));
  if (!distOk) {
    if (args.has('no-build')) throw new Error('no build: run pnpm build first');
    const built = spawnSync('pnpm', ['build'], { cwd: repoRoot, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('pnpm build failed');
  }
  console.log(
    `bench:console on ${cpus()[0]?.model} (${cpus().length} CPUs); load average at start ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const server = await startBenchServer({ webDist: join(webDir, 'dist') });
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  });
  const rows = [];
  try {
    const context = await browser.newContext({ baseURL: server.origin });
    const login = await context.request.post('/api/login', { data: BENCH_ADMIN });
    if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
    // A first visit warms the server (its caches, the database), not measured.
    await visit(context, `${server.origin}/admin`, SCREENS[0].ready);
    for (const screen of SCREENS) {
      const results = [];
      for (let i = 0; i < runs; i++)
        results.push(await visit(context, `${server.origin}${screen.path}`, screen.ready));
      const pick = (key) => median(results.map((r) => r[key]));
      const row = {
        screen: screen.name,
        requests: pick('requests'),
        bytes: pick('bytes'),
        contentRequests: pick('contentRequests'),
        contentBytes: pick('contentBytes'),
        scriptRequests: pick('scriptRequests'),
        scriptBytes: pick('scriptBytes'),
        waves: pick('waves'),
        scriptWaves: pick('scriptWaves'),
        authStartMs: median(results.map((r) => r.authStartMs).filter((ms) => ms !== null)) ?? null,
        documentMs: pick('documentMs'),
        codeMs: pick('codeMs'),
        firstRowMs: pick('firstRowMs'),
        runs: results.map((r) => r.firstRowMs),
      };
      rows.push(row);
      console.log(
        `${screen.path}: ${row.requests} requests, ${kb(row.bytes)} (script: ${row.scriptRequests} files, ${kb(row.scriptBytes)}; images and videos apart: ${row.contentRequests}, ${kb(row.contentBytes)}), ${row.waves} waves (script ${row.scriptWaves}), user asked by the browser ${row.authStartMs === null ? 'never (checked with the document)' : `at ${row.authStartMs} ms`}, document at ${row.documentMs} ms, code at ${row.codeMs} ms, first row at ${row.firstRowMs} ms (runs ${row.runs.join(', ')})`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log('\nSummary (medians over the runs; cache disabled, signed-in admin):');
  for (const row of rows) {
    const line = (ok, label, value, target) =>
      console.log(
        `  ${ok ? 'PASS' : 'FAIL'}  ${row.screen}: ${label.padEnd(22)} ${value.padStart(10)}   target ${target}`,
      );
    line(
      row.firstRowMs < TARGETS.firstRowMs,
      'time to first row',
      `${row.firstRowMs} ms`,
      '< 1000 ms',
    );
    line(row.bytes <= TARGETS.bytes, 'bytes (compressed)', kb(row.bytes), '<= 300 KB');
    line(row.waves <= TARGETS.waves, 'waves', String(row.waves), '<= 2');
  }
  console.log(
    `Load average at end ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
