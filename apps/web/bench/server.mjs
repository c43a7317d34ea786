// The real server for the benches (bench-web.mjs, image-bytes.mjs): apps/api/dist/server.js on a
// free port with a fresh temporary DATA_DIR (demo content) and an admin account.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const serverEntry = join(repoRoot, 'apps/api/dist/server.js');

/** The admin the server is started with (the large fixture and the image bench sign in as it). */
export const BENCH_ADMIN = { username: 'bench-admin', password: 'Bench-Admin-Password-42!' };

/** A free TCP port on 127.0.0.1. */
export function freePort() {
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

/**
 * Starts the server for the web build `webDist`, waits for /api/health (120 s at most) and
 * returns `{ origin, stop }`; `stop()` ends it and removes its data. Throws when it exits first.
 */
export async function startBenchServer({ webDist, admin = BENCH_ADMIN }) {
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
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
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
