import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { isDatabaseUnavailable } from '@forma/api';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '@forma/db';
import { startCluster, type Cluster } from '@forma/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { faultHandler } from '../src/process-faults';
import { TEST_SECRET } from './helpers';
import { checkAgainstOpenApi } from './openapi-check';

/**
 * Issue 9 item 1: database faults. A real server process on a dedicated throwaway Postgres is kept
 * under load while the database is stopped (`pg_ctl -m fast stop`) and started again; a database
 * that accepts connections and never answers (black hole) answers 503 within the connect timeout;
 * a connection that goes silent mid-query is dropped after the query timeout.
 */

const apiDir = fileURLToPath(new URL('..', import.meta.url));

/** A free TCP port in 3400-3419 (the range this test may use). */
async function freePort(): Promise<number> {
  for (let port = 3400; port <= 3419; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const srv = createServer();
      srv.once('error', () => resolve(false));
      srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 3400-3419');
}

/** Status and JSON body of a GET, or status 0 when the request failed (socket error). */
async function get(url: string): Promise<{ status: number; body: unknown; ms: number }> {
  const started = Date.now();
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, body, ms: Date.now() - started };
  } catch {
    return { status: 0, body: null, ms: Date.now() - started };
  }
}

/** `concurrency` loops of GETs over `urls` until stopped; each answer is recorded with its time. */
function startLoad(urls: string[], concurrency: number) {
  const seen: Array<{ at: number; status: number }> = [];
  let running = true;
  const loops = Array.from({ length: concurrency }, async (_, i) => {
    for (let n = i; running; n++) {
      const { status } = await get(urls[n % urls.length]!);
      seen.push({ at: Date.now(), status });
      if (status === 0) await sleep(20);
    }
  });
  return {
    seen,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

const countBy = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe('a Postgres restart under load (real server process)', () => {
  let cluster: Cluster;
  let server: ChildProcess;
  let base: string;
  let output = '';
  let dataDir: string;

  beforeAll(async () => {
    cluster = await startCluster();
    dataDir = mkdtempSync(join(tmpdir(), 'forma-faults-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: cluster.url,
        DATA_DIR: dataDir,
        SESSION_SECRET: TEST_SECRET,
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
        WEB_DIST: join(dataDir, 'no-web'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 25_000;
    while ((await get(`${base}/api/health`)).status !== 200) {
      if (server.exitCode !== null || Date.now() > deadline)
        throw new Error(`server did not start:\n${output}`);
      await sleep(200);
    }
  }, 60_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, sleep(5000)]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    cluster?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('stays up, answers 503 {message} while the database is gone and 200 within 5 s after', async () => {
    const alive = () => server.exitCode === null && server.signalCode === null;
    const load = startLoad(
      [`${base}/api/designers`, `${base}/trpc/catalog.designers`, `${base}/api/testimonials`],
      10,
    );
    await sleep(1000);
    const stoppedAt = Date.now();
    await cluster.pause();
    const downAt = Date.now();

    // While the database is gone: the process lives and says so.
    await sleep(300);
    expect(alive(), output).toBe(true);
    const health = await get(`${base}/api/health`);
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ database: 'down', message: expect.any(String) });
    const rest = await get(`${base}/api/designers`);
    expect(rest.status).toBe(503);
    expect(rest.body).toEqual({ message: 'Service unavailable' });
    const trpc = await get(`${base}/trpc/catalog.designers`);
    expect(trpc.status).toBe(503);
    expect(trpc.body).toMatchObject({ error: { json: { message: 'Database unavailable' } } });
    expect(JSON.stringify(trpc.body)).not.toMatch(/ECONNREFUSED|at .*\.ts/);
    await sleep(1500);
    expect(alive(), output).toBe(true);

    await cluster.resume();
    const upAt = Date.now();
    let recoveredAt = 0;
    while (Date.now() - upAt < 5000) {
      const [a, b] = await Promise.all([get(`${base}/api/designers`), get(`${base}/api/health`)]);
      if (a.status === 200 && b.status === 200) {
        recoveredAt = Date.now();
        break;
      }
      await sleep(50);
    }
    expect(recoveredAt, 'no 200 within 5 s of the restart').toBeGreaterThan(0);
    await sleep(1000);
    const afterAt = Date.now() - 500;
    await load.stop();
    expect(alive(), output).toBe(true);

    const during = load.seen.filter((r) => r.at > stoppedAt && r.at < upAt).map((r) => r.status);
    const after = load.seen.filter((r) => r.at > afterAt).map((r) => r.status);
    // Figures for the report (issue 9: status codes seen during the outage, time to recover).
    console.info(
      `outage: pg_ctl stop took ${downAt - stoppedAt} ms; statuses while down ${JSON.stringify(countBy(during))}; ` +
        `recovered ${recoveredAt - upAt} ms after the restart; last 500 ms ${JSON.stringify(countBy(after))}`,
    );
    expect(during.length).toBeGreaterThan(0);
    expect(during.every((s) => s === 200 || s === 503)).toBe(true);
    expect(during).toContain(503);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((s) => s === 200)).toBe(true);
    // Every connection error was handled where it happened, none reached the process handlers.
    expect(output).not.toMatch(/shutting down after an error|outside a request|"level":60/);

    // And it still shuts down cleanly.
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 30_000);
});

/**
 * A TCP proxy to `target` that can turn into a black hole: while `silent`, it accepts connections
 * and swallows every byte both ways without answering (a database behind a dead network).
 */
async function startProxy(target: { host: string; port: number }, port: number) {
  const sockets = new Set<Socket>();
  const state = { silent: false };
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => {});
    const upstream = state.silent ? null : connect(target.port, target.host);
    if (upstream) {
      sockets.add(upstream);
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('data', (d: Buffer) => {
        if (!state.silent) client.write(d);
      });
      client.on('data', (d: Buffer) => {
        if (!state.silent) upstream.write(d);
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    state,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('a black-holed database', () => {
  const CONNECT_TIMEOUT_MS = 1500;
  const QUERY_TIMEOUT_MS = 1000; // statement_timeout; the client gives up 1 s later
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    const target = new URL(process.env.TEST_DATABASE_URL!);
    const port = await freePort();
    proxy = await startProxy({ host: target.hostname, port: Number(target.port) }, port);
    const url = new URL(target);
    url.port = String(port);
    database = await openDatabase({
      databaseUrl: url.toString(),
      poolSize: 3,
      connectTimeoutMs: CONNECT_TIMEOUT_MS,
      queryTimeoutMs: QUERY_TIMEOUT_MS,
    });
    await migrateToLatest(database.db);
    app = await buildApp({
      database,
      sessionSecret: TEST_SECRET,
      checkResponse: checkAgainstOpenApi,
    });
  });

  afterAll(async () => {
    await app?.close();
    proxy.state.silent = false;
    await proxy?.close();
    await database?.close().catch(() => {});
  });

  const urls = ['/api/designers', '/api/health', '/trpc/catalog.designers', '/api/content/hero'];
  const timed = async (url: string) => {
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url });
    return { url, status: res.statusCode, body: res.body, ms: Date.now() - started };
  };

  it('answers 503 within the timeouts, whether connections hang mid-query or when opening', async () => {
    // Warms the pool without filling the cache of public reads (a read kept in memory needs no
    // database: public-cache.test.ts covers the cache during an outage).
    expect((await timed('/api/health')).status).toBe(200);
    proxy.state.silent = true;

    // Pooled connections now wait for answers that never come: the read timeout ends them.
    const hung = await Promise.all(urls.map(timed));
    for (const r of hung) {
      expect(r.status, r.url).toBe(503);
      expect(r.ms, r.url).toBeLessThan(QUERY_TIMEOUT_MS + 1000 + 1500);
      // REST and health: `{ message }`; tRPC: its own error shape with the message inside.
      const body = JSON.parse(r.body) as {
        message?: unknown;
        error?: { json?: { message?: unknown } };
      };
      expect(body.message ?? body.error?.json?.message, r.url).toEqual(expect.any(String));
    }
    // New connections hang at the handshake: 503 within the connect timeout, more callers than
    // pool slots included.
    const opening = await Promise.all([...urls, ...urls].map(timed));
    for (const r of opening) {
      expect(r.status, r.url).toBe(503);
      expect(r.ms, r.url).toBeLessThan(CONNECT_TIMEOUT_MS + 1000);
    }
    console.info(
      `black hole: mid-query ${hung.map((r) => `${r.status}/${r.ms}ms`).join(' ')}; ` +
        `connecting ${opening.map((r) => `${r.status}/${r.ms}ms`).join(' ')}`,
    );

    // The network heals: the dropped connections are replaced, requests succeed again.
    proxy.state.silent = false;
    const healed = Date.now();
    let status = 0;
    while (Date.now() - healed < 5000) {
      status = (await timed('/api/designers')).status;
      if (status === 200) break;
      await sleep(100);
    }
    expect(status).toBe(200);
  }, 30_000);
});

describe('the database error classifier and the process fault handler', () => {
  it('knows a lost or unreachable database', () => {
    const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
    for (const code of ['57P01', '57P02', '57P03', '08000', '08006', '08P01', '53300'])
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT'])
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'timeout exceeded when trying to connect',
      'timeout expired',
      'Query read timeout',
    ])
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrap', { cause: withCode('57P01') }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
    for (const code of ['23505', '22P02', '42P01'])
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });

  it('keeps the process up on a database error, shuts it down (exit 1) on anything else', async () => {
    const exits: number[] = [];
    const logs: string[] = [];
    let shutdowns = 0;
    const onFault = faultHandler({
      log: { warn: (_o, m) => logs.push(`warn ${m}`), fatal: (_o, m) => logs.push(`fatal ${m}`) },
      shutdown: async () => {
        shutdowns++;
      },
      exit: (code) => exits.push(code),
    });
    const lost = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    onFault(lost, 'uncaughtException');
    onFault(new Error('Connection terminated unexpectedly'), 'unhandledRejection');
    expect(exits).toEqual([]);
    expect(shutdowns).toBe(0);
    onFault(new TypeError('boom'), 'uncaughtException');
    await sleep(10);
    expect(shutdowns).toBe(1);
    expect(exits).toEqual([1]);
    expect(logs).toContain('fatal shutting down after an error');
  });
});
