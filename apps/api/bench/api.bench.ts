/**
 * `pnpm bench`: throughput and latency of the public read path and the contact write path, on an
 * in-memory PGlite with the demo content, over real HTTP on 127.0.0.1 (an ephemeral port).
 * Prints requests/s and p50/p95/p99 latency (ms) per endpoint; bounded in requests and time.
 *   pnpm bench [-- --requests 2000 --concurrency 16]
 */
import { seedDemoContent, migrateToLatest, openDatabase } from '@forma/db';
import { buildApp } from '../src/app';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  const value = i >= 0 ? Number(args[i + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const REQUESTS = Math.min(option('requests', 2000), 20_000);
const CONCURRENCY = Math.min(option('concurrency', 16), 64);
/** Upper bound of one endpoint's run, ms. */
const MAX_MS = 30_000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function run(label: string, request: () => Promise<Response>): Promise<void> {
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  const worker = async () => {
    while (sent < REQUESTS && performance.now() - started < MAX_MS) {
      sent++;
      const t0 = performance.now();
      try {
        const res = await request();
        await res.arrayBuffer();
        if (!res.ok) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(40)} ${String(latencies.length).padStart(6)} req  ${(latencies.length / seconds)
      .toFixed(0)
      .padStart(
        6,
      )} req/s  p50 ${percentile(latencies, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(
      latencies,
      95,
    )
      .toFixed(1)
      .padStart(
        6,
      )} ms  p99 ${percentile(latencies, 99).toFixed(1).padStart(6)} ms  errors ${errors}`,
  );
}

async function main() {
  const database = await openDatabase({});
  await migrateToLatest(database.db);
  await seedDemoContent(database.db);
  const app = await buildApp({
    database,
    sessionSecret: 'bench-secret-bench-secret-bench-secret!',
    webDist: null,
    rateLimitScale: 10_000,
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  console.log(
    `API bench: ${REQUESTS} requests per endpoint, ${CONCURRENCY} concurrent, PGlite in memory, ${address}\n`,
  );
  const get = (path: string) => () => fetch(`${address}${path}`);
  try {
    await run('GET /api/health', get('/api/health'));
    await run('GET /api/content/hero', get('/api/content/hero'));
    await run('GET /api/designers', get('/api/designers'));
    await run('GET /api/projects', get('/api/projects'));
    await run('GET /api/testimonials', get('/api/testimonials'));
    await run(
      'GET /api/settings/selectedProjectsStyle',
      get('/api/settings/selectedProjectsStyle'),
    );
    await run('POST /api/contact', () =>
      fetch(`${address}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Bench',
          email: 'bench@example.com',
          company: 'Bench Inc',
          inquiryType: 'project',
          message: 'Throughput check',
        }),
      }),
    );
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
