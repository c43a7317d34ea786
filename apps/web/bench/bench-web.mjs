#!/usr/bin/env node
// `pnpm bench:web`: the landing page's speed benchmark (a benchmark, not a test: it exits 0 when
// the run itself worked, whatever the figures say).
//
//  1. Builds the app if apps/web/dist or apps/api/dist/server.js is missing.
//  2. Starts the real server (apps/api/dist/server.js) on a free port with a fresh temporary
//     DATA_DIR (demo content), waits for /api/health.
//  3. Runs Lighthouse 13 three times in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium),
//     mobile preset (the default form factor, simulated throttling), prints every run and the
//     medians of the performance score, LCP, TBT, CLS, FCP and Speed Index, the lowest score, and
//     the most script transferred in a run (Lighthouse resource-summary, compressed KiB).
//  4. Bundle sizes: the landing page's initial JavaScript (entry, app and landing route chunks with
//     their static imports, from the Vite manifest; gzip) and whether any admin module is in it (Vite manifest plus
//     dist/.vite/chunk-modules.json written by vite.config.ts).
//  5. Frame timing (run before Lighthouse; it also warms the server): a Playwright run checks that no image-sequence frame (/assets/sequence/) is
//     requested before the window `load` event.
//  6. Stops the server, removes the temporary data, prints PASS/FAIL per figure.
//
// Options: --runs=N (default 3), --url-path=/ (page to measure), --keep-reports (JSON reports are
// kept in a temp dir and its path printed), --no-build (fail instead of building when dist is
// missing), --dist=DIR (measure another build of apps/web). Environment: CHROME_PATH.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const webDir = join(here, '..');
const repoRoot = join(webDir, '../..');
const serverEntry = join(repoRoot, 'apps/api/dist/server.js');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const lighthouseBin = join(webDir, 'node_modules/.bin/lighthouse');

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? true];
  }),
);
const RUNS = Math.max(1, Number(args.runs ?? 3));
const webDist = args.dist ? String(args.dist) : join(webDir, 'dist');
const URL_PATH = String(args['url-path'] ?? '/');

/** Targets of the issue. */
const TARGETS = {
  score: { label: 'Performance score', max: null, min: 95 },
  lcp: { label: 'LCP', max: 2000, unit: 'ms' },
  tbt: { label: 'TBT', max: 150, unit: 'ms' },
  cls: { label: 'CLS', max: 0.05 },
  initialJsKb: { label: 'Initial JS (gzip)', max: 150, unit: 'KB' },
  scriptKiB: { label: 'Script transferred (max)', max: 200, unit: 'KiB' },
};

/** Modules that must never be part of the landing page's initial chunks. */
const ADMIN_MODULE =
  /(^|\/)apps\/web\/src\/(features\/admin\/|lib\/trpc\.ts)|\/node_modules\/(@trpc\/|superjson\/)/;

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const log = (...parts) => console.log(...parts);
const fail = (message) => {
  console.error(`\n✖ bench:web failed: ${message}`);
  process.exitCode = 1;
};

function run(cmd, cmdArgs, options = {}) {
  const res = spawnSync(cmd, cmdArgs, { stdio: 'inherit', cwd: repoRoot, ...options });
  if (res.status !== 0) throw new Error(`${cmd} ${cmdArgs.join(' ')} exited with ${res.status}`);
}

function ensureBuilt() {
  const missing = [join(webDist, 'index.html'), join(webDist, '.vite/manifest.json'), serverEntry]
    .filter((p) => !existsSync(p))
    .map((p) => p.slice(repoRoot.length + 1));
  if (!missing.length) return;
  if (args['no-build']) throw new Error(`not built: ${missing.join(', ')}`);
  log(`Building (missing ${missing.join(', ')})...`);
  run('pnpm', [
    'exec',
    'turbo',
    'run',
    'build',
    '--filter=@forma/web',
    '--filter=@forma/server',
    '--output-logs=errors-only',
  ]);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'forma-bench-'));
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([
        new Promise((r) => child.once('exit', r)),
        new Promise((r) => setTimeout(r, 10_000)),
      ]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`server exited with ${child.exitCode}\n${stderr}`);
    }
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) return { origin, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`server did not answer /api/health within 120 s\n${stderr}`);
}

/** One Lighthouse run (CLI, mobile preset, performance only); returns the parsed report. */
function lighthouseRun(url, reportDir, index) {
  const outPath = join(reportDir, `run-${index + 1}.json`);
  const res = spawnSync(
    lighthouseBin,
    [
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${outPath}`,
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      '--max-wait-for-load=45000',
    ],
    {
      cwd: webDir,
      env: { ...process.env, CHROME_PATH: chromePath },
      encoding: 'utf8',
      timeout: 180_000,
    },
  );
  if (res.status !== 0 || !existsSync(outPath))
    throw new Error(
      `lighthouse run ${index + 1} failed (${res.status}): ${res.stderr.slice(-2000)}`,
    );
  const lhr = JSON.parse(readFileSync(outPath, 'utf8'));
  if (lhr.runtimeError?.code)
    throw new Error(
      `lighthouse run ${index + 1}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    );
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const lcpElement =
    lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
    si: audit('speed-index'),
    // Every script response of the run, as transferred (compressed), KiB.
    scriptKiB:
      (lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script')
        ?.transferSize ?? Number.NaN) / 1024,
    lcpElement,
    formFactor: lhr.configSettings.formFactor,
    throttling: lhr.configSettings.throttlingMethod,
    warnings: lhr.runWarnings ?? [],
  };
}

function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Manifest keys of the landing page's first render: the entry, the app (boot.tsx) and the route. */
const INITIAL_KEYS = ['index.html', 'src/boot.tsx', 'src/routes/index.tsx?tsr-split=component'];

/**
 * The landing page's initial JavaScript: the chunks it loads and runs for its first render (the
 * entry of dist/index.html, the app it boots after the first paint, the landing route) with their
 * static imports, from the Vite manifest. Chunks loaded later (lazily mounted sections, projects
 * and AI styles, GSAP) are listed apart.
 */
function bundleReport() {
  const manifest = JSON.parse(readFileSync(join(webDist, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const walk = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) walk(dep);
  };
  for (const key of INITIAL_KEYS) walk(key);
  const initial = [...files].map((file) => {
    const buf = readFileSync(join(webDist, file));
    return { file, raw: buf.length, gzip: gzipSync(buf).length };
  });
  const totalGzip = initial.reduce((s, f) => s + f.gzip, 0);

  const byFile = new Map(
    Object.entries(manifest).map(([key, chunk]) => [chunk.file, { key, ...chunk }]),
  );
  // Manifest check: no initial chunk is an admin route's chunk or imports one statically.
  const adminByManifest = [];
  for (const { file } of initial) {
    const chunk = byFile.get(file);
    if (!chunk) continue;
    const keys = [chunk.key, chunk.src ?? '', ...(chunk.imports ?? [])];
    for (const key of keys)
      if (/features\/admin|routes\/admin|lib\/trpc/.test(key))
        adminByManifest.push(`${file}: ${key}`);
  }
  // Module check: the modules bundled into each initial chunk (vite.config.ts chunk report).
  const reportPath = join(webDist, '.vite/chunk-modules.json');
  let adminModules = null;
  if (existsSync(reportPath)) {
    const modules = JSON.parse(readFileSync(reportPath, 'utf8'));
    adminModules = [];
    for (const { file } of initial)
      for (const id of modules[file] ?? [])
        if (ADMIN_MODULE.test(`/${id}`)) adminModules.push(`${file}: ${id}`);
  }
  // Chunks the landing page loads after its first render (sections, styles): for context.
  const later = new Set();
  const walkLater = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file) || later.has(chunk.file)) return;
    later.add(chunk.file);
    for (const dep of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) walkLater(dep);
  };
  for (const chunk of Object.values(manifest))
    if (files.has(chunk.file))
      for (const dep of chunk.dynamicImports ?? [])
        if (!/routes\/(admin|auth)/.test(dep)) walkLater(dep);
  let landingGzip = 0;
  for (const file of later) landingGzip += gzipSync(readFileSync(join(webDist, file))).length;
  return { initial, totalGzip, adminByManifest, adminModules, landingGzip };
}

/** Playwright: are image-sequence frames requested only after the `load` event? */
async function frameTiming(origin) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')),
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript(() => performance.setResourceTimingBufferSize(2000));
    await page.goto(`${origin}${URL_PATH}`, { waitUntil: 'load' });
    // Scroll through the page so the partners section (the sequence) comes into view.
    await page.evaluate(async () => {
      const step = Math.round(window.innerHeight * 0.8);
      for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
    });
    await page.waitForTimeout(1500);
    return await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const frames = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/assets/sequence/'));
      const loadAt = nav.loadEventStart;
      return {
        loadAt: Math.round(loadAt),
        frames: frames.length,
        firstAt: frames.length ? Math.round(Math.min(...frames.map((f) => f.startTime))) : null,
        beforeLoad: frames.filter((f) => f.startTime < loadAt).length,
      };
    });
  } finally {
    await browser.close();
  }
}

const fmt = {
  score: (v) => String(Math.round(v)),
  ms: (v) => (Number.isFinite(v) ? `${(v / 1000).toFixed(2)} s` : 'n/a'),
  tbt: (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : 'n/a'),
  cls: (v) => (Number.isFinite(v) ? v.toFixed(3) : 'n/a'),
};
const verdict = (ok) => (ok ? 'PASS' : 'FAIL');

async function main() {
  if (!existsSync(chromePath)) throw new Error(`Chromium not found at ${chromePath} (CHROME_PATH)`);
  if (!existsSync(lighthouseBin)) throw new Error('lighthouse is not installed (pnpm install)');
  ensureBuilt();

  const bundles = bundleReport();
  const server = await startServer();
  const reportDir = mkdtempSync(join(tmpdir(), 'forma-lighthouse-'));
  const runs = [];
  let frames;
  try {
    const url = `${server.origin}${URL_PATH}`;
    log(`Server up at ${server.origin}; Lighthouse ${RUNS}x on ${url} (Chromium ${chromePath})`);
    // The frame-timing check loads the whole page in Chromium (every chunk, API call and
    // media file): run first, it also warms the fresh server, so the first Lighthouse run does
    // not pay for the server's first requests (cold JIT, first file reads).
    frames = await frameTiming(server.origin);
    for (let i = 0; i < RUNS; i++) {
      // Lighthouse occasionally fails to record a trace (NO_NAVSTART): one more try per run.
      let r;
      try {
        r = lighthouseRun(url, reportDir, i);
      } catch (error) {
        log(`  run ${i + 1} failed, once more: ${String(error.message).split('\n')[0]}`);
        r = lighthouseRun(url, reportDir, i);
      }
      runs.push(r);
      log(
        `  run ${i + 1}: score ${fmt.score(r.score)}  LCP ${fmt.ms(r.lcp)}  TBT ${fmt.tbt(r.tbt)}  CLS ${fmt.cls(r.cls)}  FCP ${fmt.ms(r.fcp)}  SI ${fmt.ms(r.si)}  script ${r.scriptKiB.toFixed(0)} KiB  (${r.formFactor}, ${r.throttling})`,
      );
      if (r.lcpElement) log(`         LCP element: ${r.lcpElement.slice(0, 140)}`);
      for (const w of r.warnings) log(`         warning: ${w}`);
    }
  } finally {
    await server.stop();
    if (args['keep-reports']) log(`Lighthouse reports kept in ${reportDir}`);
    else rmSync(reportDir, { recursive: true, force: true });
  }

  const m = {
    score: median(runs.map((r) => r.score)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
    fcp: median(runs.map((r) => r.fcp)),
    si: median(runs.map((r) => r.si)),
    lowestScore: Math.min(...runs.map((r) => r.score)),
    scriptKiB: Math.max(...runs.map((r) => r.scriptKiB)),
  };
  const initialKb = bundles.totalGzip / 1024;
  const admin = bundles.adminModules ?? [];
  const noAdmin = admin.length === 0 && bundles.adminByManifest.length === 0;
  const framesOk = frames.beforeLoad === 0;

  const rows = [
    [
      TARGETS.score.label,
      fmt.score(m.score),
      `>= ${TARGETS.score.min}`,
      m.score >= TARGETS.score.min,
    ],
    [
      'Lowest score of the runs',
      fmt.score(m.lowestScore),
      `>= ${TARGETS.score.min}`,
      m.lowestScore >= TARGETS.score.min,
    ],
    [TARGETS.lcp.label, fmt.ms(m.lcp), '<= 2.00 s', m.lcp <= TARGETS.lcp.max],
    [TARGETS.tbt.label, fmt.tbt(m.tbt), '<= 150 ms', m.tbt <= TARGETS.tbt.max],
    [TARGETS.cls.label, fmt.cls(m.cls), '<= 0.050', m.cls <= TARGETS.cls.max],
    [
      TARGETS.scriptKiB.label,
      `${m.scriptKiB.toFixed(0)} KiB`,
      `<= ${TARGETS.scriptKiB.max} KiB`,
      m.scriptKiB <= TARGETS.scriptKiB.max,
    ],
    ['FCP', fmt.ms(m.fcp), '(info)', null],
    ['Speed Index', fmt.ms(m.si), '(info)', null],
  ];
  log(`\nBundles (the landing page's initial JavaScript, zlib gzip):`);
  for (const f of bundles.initial)
    log(
      `  ${f.file.padEnd(34)} ${(f.raw / 1024).toFixed(1).padStart(7)} KB raw  ${(f.gzip / 1024).toFixed(1).padStart(6)} KB gzip`,
    );
  log(
    `  chunks the landing page loads after its first render (info): ${(bundles.landingGzip / 1024).toFixed(1)} KB gzip`,
  );
  if (bundles.adminModules === null)
    log('  (dist/.vite/chunk-modules.json missing: module check skipped, manifest check only)');
  for (const a of [...bundles.adminByManifest, ...admin]) log(`  admin code in initial JS: ${a}`);
  rows.push(
    [
      TARGETS.initialJsKb.label,
      `${initialKb.toFixed(1)} KB`,
      '<= 150 KB',
      initialKb <= TARGETS.initialJsKb.max,
    ],
    [
      'No admin code in initial JS',
      noAdmin ? 'none' : `${admin.length + bundles.adminByManifest.length} found`,
      'none',
      noAdmin,
    ],
  );
  log(
    `\nFrames: load event at ${frames.loadAt} ms; ${frames.frames} frame requests, first at ${frames.firstAt ?? '-'} ms; ${frames.beforeLoad} before load`,
  );
  rows.push([
    'Frames load after `load`',
    frames.frames ? `${frames.beforeLoad} early` : 'no frames seen',
    '0 early',
    framesOk,
  ]);

  log(
    `\nSummary (Lighthouse figures: medians of ${runs.length} runs, mobile preset, simulated throttling):`,
  );
  for (const [label, value, target, ok] of rows)
    log(
      `  ${ok === null ? '    ' : verdict(ok)}  ${label.padEnd(30)} ${value.padStart(12)}   target ${target}`,
    );
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
