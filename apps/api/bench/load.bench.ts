/**
 * Second half of `pnpm bench` (issue 10 item 3): the built server under autocannon load, beside
 * baselines started in the same run on the same machine, every server in its own child process:
 *   - a bare Fastify hello-world and a tRPC hello-world on the Fastify adapter (bench/hello-servers.ts);
 *   - a bare Fastify serving the product's own REST answers (taken from the PGlite run) from memory;
 *   - apps/api/dist/server.js (built first when missing) on the embedded database with the demo
 *     content, then on a throwaway Postgres cluster (startCluster, DATABASE_URL), both with
 *     RATE_LIMIT_SCALE=10000 so nothing is throttled.
 * `/` and `/designers` are also measured while 10 analytics beacons a second arrive (issue 38).
 * Prints req/s, p99, errors/non-2xx and the ratio to the matching baseline (REST reads vs bare
 * Fastify, the tRPC query vs tRPC hello), and the server's RSS before and after the load. Figures
 * only: nothing here fails the run on a slow result. Ports 3480-3484.
 *   pnpm bench [-- --duration 5 --connections 50]
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startCluster, type Cluster } from '@forma/db/testing';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  const value = i >= 0 ? Number(args[i + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
/** Seconds of measured load per target (after a 1 s warm-up). */
const DURATION = Math.min(option('duration', 5), 60);
const CONNECTIONS = Math.min(option('connections', 50), 500);
const WARMUP_S = 1;

const PORTS = { fastify: 3480, trpc: 3481, pglite: 3482, postgres: 3483, json: 3484 } as const;
const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(apiDir, '../..');
const serverJs = join(apiDir, 'dist/server.js');

interface Target {
  label: string;
  path: string;
  headers?: Record<string, string>;
  /** Which baseline the ratio is taken against. */
  baseline?: 'fastify' | 'trpc';
  /**
   * Analytics beacons sent per second during the load (POST /api/analytics/events, what about
   * 600 readers send): the ratio is taken against the same path measured without them.
   */
  beaconsPerSecond?: number;
}

/** Beacons per second of the "while visitors send beacons" targets (issue 38). */
const BEACONS_PER_SECOND = 10;
const BEACON_BODY = JSON.stringify({
  sessionId: '5b0f3c2e-8d4a-4f59-9a53-0d7c3f1e2a01',
  events: [{ name: 'usage_heartbeat', path: '/', durationMs: 60_000 }],
});

const PRODUCT_TARGETS: Target[] = [
  { label: 'GET /api/content/hero', path: '/api/content/hero', baseline: 'fastify' },
  { label: 'GET /api/designers', path: '/api/designers', baseline: 'fastify' },
  { label: 'GET /api/testimonials', path: '/api/testimonials', baseline: 'fastify' },
  { label: 'GET /trpc/catalog.designers', path: '/trpc/catalog.designers', baseline: 'trpc' },
  { label: 'GET / (brotli)', path: '/', headers: { 'accept-encoding': 'br' } },
  {
    label: `GET / (brotli), ${BEACONS_PER_SECOND} beacons/s`,
    path: '/',
    headers: { 'accept-encoding': 'br' },
    beaconsPerSecond: BEACONS_PER_SECOND,
  },
  { label: 'GET /designers (brotli)', path: '/designers', headers: { 'accept-encoding': 'br' } },
  {
    label: `GET /designers (brotli), ${BEACONS_PER_SECOND} beacons/s`,
    path: '/designers',
    headers: { 'accept-encoding': 'br' },
    beaconsPerSecond: BEACONS_PER_SECOND,
  },
];

interface Measure {
  reqPerSec: number;
  p99: number;
  errors: number;
  non2xx: number;
}

// ---- child processes, always cleaned up ----

interface Child {
  name: string;
  proc: ChildProcess;
  dir: string;
  exited: Promise<void>;
}
const children = new Set<Child>();
let cluster: Cluster | null = null;

function killAllSync(): void {
  for (const child of children) {
    if (child.proc.exitCode === null && child.proc.signalCode === null) child.proc.kill('SIGKILL');
    rmSync(child.dir, { recursive: true, force: true });
  }
  children.clear();
  if (cluster) {
    try {
      cluster.stop();
    } catch {
      // already down
    }
    cluster = null;
  }
}
process.on('exit', killAllSync);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    killAllSync();
    process.exit(130);
  });
}

async function portFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const srv = createServer();
    srv.once('error', () => done(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => done(true)));
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function logTail(child: Child): string {
  try {
    return readFileSync(join(child.dir, 'out.log'), 'utf8').split('\n').slice(-30).join('\n');
  } catch {
    return '';
  }
}

/** Spawns `node ...argv` with its output in a temp log file; resolves once `readyPath` answers 2xx. */
async function startChild(
  name: string,
  argv: string[],
  port: number,
  readyPath: string,
  env: NodeJS.ProcessEnv = process.env,
  dir = mkdtempSync(join(tmpdir(), 'forma-bench-')),
): Promise<Child> {
  if (!(await portFree(port))) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${name}: port ${port} is already in use`);
  }
  const log = openSync(join(dir, 'out.log'), 'a');
  const proc = spawn(process.execPath, argv, { cwd: apiDir, env, stdio: ['ignore', log, log] });
  closeSync(log);
  const exited = new Promise<void>((r) => proc.once('exit', () => r()));
  const child: Child = { name, proc, dir, exited };
  children.add(child);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null || proc.signalCode !== null)
      throw new Error(`${name} exited (${proc.exitCode ?? proc.signalCode}):\n${logTail(child)}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}${readyPath}`);
      await res.arrayBuffer();
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${name} not ready on port ${port} after 120 s:\n${logTail(child)}`);
}

async function stopChild(child: Child): Promise<void> {
  if (child.proc.exitCode === null && child.proc.signalCode === null) {
    child.proc.kill('SIGTERM');
    const timer = setTimeout(() => child.proc.kill('SIGKILL'), 15_000);
    await child.exited;
    clearTimeout(timer);
  }
  rmSync(child.dir, { recursive: true, force: true });
  children.delete(child);
}

/** Resident set size of a process in MB (VmRSS of /proc/<pid>/status). */
function rssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

// ---- load ----

/**
 * Sends `perSecond` analytics beacons a second to the server at `origin` until the returned
 * function is called (each a POST of its own, as browsers send them). Failures are counted.
 */
function sendBeacons(origin: string, perSecond: number): () => { sent: number; failed: number } {
  const counts = { sent: 0, failed: 0 };
  const timer = setInterval(() => {
    counts.sent++;
    fetch(`${origin}/api/analytics/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: BEACON_BODY,
    }).then(
      (res) => {
        if (res.status !== 202) counts.failed++;
      },
      () => counts.failed++,
    );
  }, 1000 / perSecond);
  return () => {
    clearInterval(timer);
    return counts;
  };
}

async function load(
  url: string,
  headers: Record<string, string> | undefined,
  beaconsPerSecond = 0,
): Promise<Measure> {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: WARMUP_S });
  const stopBeacons =
    beaconsPerSecond > 0 ? sendBeacons(new URL(url).origin, beaconsPerSecond) : null;
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
  const beacons = stopBeacons?.();
  if (beacons?.failed) console.log(`  (${beacons.failed} of ${beacons.sent} beacons failed)`);
  return { reqPerSec: r.requests.average, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

/** The product's REST answers by path, for the JSON baseline. */
const restAnswers: Record<string, string> = {};

interface Row {
  database: string;
  target: Target;
  m: Measure;
}

async function measureProduct(
  database: 'PGlite' | 'Postgres',
  port: number,
  databaseUrl: string,
  rows: Row[],
  memory: { database: string; before: number; after: number }[],
): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'forma-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: join(dir, 'data'),
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: randomBytes(48).toString('base64url'),
    SEED_DEMO: '1',
    RATE_LIMIT_SCALE: '10000',
    WEB_DIST: join(repoRoot, 'apps/web/dist'),
  };
  process.stdout.write(`starting the server on ${database}... `);
  const server = await startChild(
    `server (${database})`,
    [serverJs],
    port,
    '/api/health',
    env,
    dir,
  );
  const before = rssMb(server.proc.pid);
  console.log(`ready, RSS ${before.toFixed(0)} MB`);
  // The REST answers, once, for the bare server that sends the same bytes (the JSON baseline).
  if (Object.keys(restAnswers).length === 0)
    for (const target of PRODUCT_TARGETS.filter((t) => t.baseline === 'fastify'))
      restAnswers[target.path] = await (
        await fetch(`http://127.0.0.1:${port}${target.path}`)
      ).text();
  for (const target of PRODUCT_TARGETS) {
    const m = await load(
      `http://127.0.0.1:${port}${target.path}`,
      target.headers,
      target.beaconsPerSecond,
    );
    if (server.proc.exitCode !== null || server.proc.signalCode !== null)
      throw new Error(`the server (${database}) died under load:\n${logTail(server)}`);
    rows.push({ database, target, m });
    console.log(`  ${database} ${target.label}: ${m.reqPerSec.toFixed(0)} req/s`);
  }
  memory.push({ database, before, after: rssMb(server.proc.pid) });
  await stopChild(server);
}

/** req/s of the same path on the same database without beacons. */
const quietOf = (rows: Row[], database: string, target: Target) =>
  rows.find(
    (r) => r.database === database && r.target.path === target.path && !r.target.beaconsPerSecond,
  )?.m.reqPerSec ?? NaN;

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

async function main(): Promise<void> {
  if (!existsSync(serverJs) || !existsSync(join(repoRoot, 'apps/web/dist'))) {
    console.log('building (apps/api/dist or apps/web/dist missing)...');
    execFileSync('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
  }
  const load1 = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log(
    `\nLoad bench: autocannon, ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION} s per target; ` +
      `${cpus().length} CPUs, load average ${load1}\n`,
  );

  const baselines: Record<'fastify' | 'trpc', Measure> = {} as Record<'fastify' | 'trpc', Measure>;
  const baselineTargets: Record<'fastify' | 'trpc', Target> = {
    fastify: { label: 'bare Fastify hello-world', path: '/' },
    trpc: { label: 'tRPC hello-world (Fastify adapter)', path: '/trpc/hello' },
  };
  for (const kind of ['fastify', 'trpc'] as const) {
    const port = PORTS[kind];
    const target = baselineTargets[kind];
    const child = await startChild(
      `${kind} hello-world`,
      ['--import', 'tsx', 'bench/hello-servers.ts', kind, String(port)],
      port,
      target.path,
    );
    baselines[kind] = await load(`http://127.0.0.1:${port}${target.path}`, undefined);
    console.log(`  ${target.label}: ${baselines[kind].reqPerSec.toFixed(0)} req/s`);
    await stopChild(child);
  }

  const rows: Row[] = [];
  const memory: { database: string; before: number; after: number }[] = [];
  await measureProduct('PGlite', PORTS.pglite, '', rows, memory);
  process.stdout.write('starting a throwaway Postgres cluster... ');
  cluster = await startCluster();
  console.log('up');
  await measureProduct('Postgres', PORTS.postgres, cluster.url, rows, memory);
  cluster.stop();
  cluster = null;

  // A bare Fastify sending the same bytes from memory: what REST is compared with (issue 40).
  const bodiesDir = mkdtempSync(join(tmpdir(), 'forma-bench-json-'));
  const bodiesFile = join(bodiesDir, 'bodies.json');
  writeFileSync(bodiesFile, JSON.stringify(restAnswers));
  const jsonServer = await startChild(
    'bare Fastify, same JSON',
    ['--import', 'tsx', 'bench/hello-servers.ts', 'json', String(PORTS.json), bodiesFile],
    PORTS.json,
    Object.keys(restAnswers)[0] ?? '/',
  );
  const sameJson: Record<string, Measure> = {};
  for (const path of Object.keys(restAnswers)) {
    sameJson[path] = await load(`http://127.0.0.1:${PORTS.json}${path}`, undefined);
    console.log(`  bare Fastify, same JSON ${path}: ${sameJson[path].reqPerSec.toFixed(0)} req/s`);
  }
  await stopChild(jsonServer);
  rmSync(bodiesDir, { recursive: true, force: true });

  const header = [
    'database',
    'target',
    'req/s',
    'p99 (ms)',
    'errors/non-2xx',
    'vs baseline',
    'vs same JSON',
  ];
  const lines: string[][] = [
    ...(['fastify', 'trpc'] as const).map((kind) => [
      '-',
      baselineTargets[kind].label,
      fmt(baselines[kind].reqPerSec),
      fmt(baselines[kind].p99),
      `${baselines[kind].errors}/${baselines[kind].non2xx}`,
      '',
      '',
    ]),
    ...Object.entries(sameJson).map(([path, m]) => [
      '-',
      `bare Fastify, same JSON: ${path}`,
      fmt(m.reqPerSec),
      fmt(m.p99),
      `${m.errors}/${m.non2xx}`,
      '',
      '',
    ]),
    ...rows.map(({ database, target, m }) => [
      database,
      target.label,
      fmt(m.reqPerSec),
      fmt(m.p99),
      `${m.errors}/${m.non2xx}`,
      target.baseline
        ? `${fmt(m.reqPerSec / baselines[target.baseline].reqPerSec, 2)} of ${
            target.baseline === 'fastify' ? 'Fastify' : 'tRPC hello'
          }`
        : target.beaconsPerSecond
          ? `${fmt(m.reqPerSec / quietOf(rows, database, target), 2)} of quiet`
          : '',
      sameJson[target.path] ? fmt(m.reqPerSec / sameJson[target.path]!.reqPerSec, 2) : '',
    ]),
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)));
  const row = (cells: string[]) =>
    `| ${cells.map((c, i) => (i >= 2 && i <= 3 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join(' | ')} |`;
  console.log(`\n${row(header)}`);
  console.log(
    row(widths.map((w, i) => (i >= 2 && i <= 3 ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w)))),
  );
  for (const l of lines) console.log(row(l));
  console.log('\nServer RSS (MB), before and after the load:');
  for (const { database, before, after } of memory)
    console.log(`  ${database.padEnd(8)} ${fmt(before)} -> ${fmt(after)}`);
  console.log(
    `\nload average at the end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

main().then(
  () => {
    killAllSync();
    process.exit(0);
  },
  (err: unknown) => {
    console.error(err);
    killAllSync();
    process.exit(1);
  },
);
