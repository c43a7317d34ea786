import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway Postgres cluster for tests (DESIGN.md): initdb in a fresh temp dir, trust auth,
 * loopback only, fsync off. Used from a Vitest globalSetup; `TEST_DATABASE_URL` points at it.
 * Set `TEST_DATABASE_URL` yourself to use an existing server instead.
 */
export interface Cluster {
  url: string;
  /** Stops the server and deletes its files. */
  stop: () => void;
  /**
   * Stops the server like an operator would (`pg_ctl -m fast stop`), keeping its files; resolves
   * once it is down. The event loop keeps running meanwhile (load goes on).
   */
  pause: () => Promise<void>;
  /** Starts a paused server again on the same port; resolves once it accepts connections. */
  resume: () => Promise<void>;
}

function findPgBin(): string {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv && existsSync(join(fromEnv, 'initdb'))) return fromEnv;
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) {
      const bin = join(root, v, 'bin');
      if (existsSync(join(bin, 'initdb'))) return bin;
    }
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return join(which.stdout.trim(), '..');
  throw new Error(
    'Postgres server binaries (initdb, pg_ctl) not found: install them (apt-get install -y postgresql) or set TEST_DATABASE_URL',
  );
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts a cluster on a free port (about 1-2 s); `pause`/`resume` stop and start it again with its
 * data (fault tests). Throws with the server log when it cannot start.
 */
export async function startCluster(): Promise<Cluster> {
  const bin = findPgBin();
  const dir = mkdtempSync(join(tmpdir(), 'forma-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const command = (cmd: string, args: string[]): [string, string[]] =>
    asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args]]
      : [join(bin, cmd), args];
  const run = (cmd: string, args: string[]) =>
    execFileSync(...command(cmd, args), { stdio: 'pipe' });
  const runAsync = (cmd: string, args: string[]) =>
    new Promise<void>((resolve, reject) =>
      execFile(...command(cmd, args), (err) => (err ? reject(err) : resolve())),
    );
  const port = await freePort();
  run('initdb', ['-D', data, '--auth=trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const startArgs = [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    'start',
  ];
  const stopArgs = ['-D', data, '-m', 'fast', 'stop'];
  run('pg_ctl', startArgs);
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        if (running) run('pg_ctl', stopArgs);
        running = false;
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    pause: async () => {
      if (!running) return;
      await runAsync('pg_ctl', stopArgs);
      running = false;
    },
    resume: async () => {
      if (running) return;
      await runAsync('pg_ctl', startArgs);
      running = true;
    },
  };
}
