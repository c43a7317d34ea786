import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The repository root (examples/client/test -> ../../..). */
const ROOT = resolve(import.meta.dirname, '../../..');
/** The built server (`pnpm turbo run build`; turbo builds it before this package's tests). */
export const SERVER_JS = join(ROOT, 'apps/api/dist/server.js');

/** The admin the server makes sure of at start (the password passes the registration rule). */
export const ADMIN = { username: 'client-admin', password: 'Violet-Harbor-Lantern-42!' };

export interface RunningServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  stop(): Promise<void>;
}

/** A TCP port nothing listens on right now. */
async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

/** Resolves once `child` has exited (at once when it already has). */
function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

/**
 * Starts `node apps/api/dist/server.js` on a free port of 127.0.0.1 with a fresh embedded
 * database (demo content, ADMIN) in a temporary DATA_DIR, no web app, and NODE_ENV=test (the
 * session cookie is `sid`, not Secure, as over plain http). Only the variables set here reach
 * it: a DATABASE_URL or SMTP_URL of the calling shell does not. Resolves once GET /api/health
 * answers 200; rejects with the server's output when it exits or is not up within 90 s.
 */
export async function startBuiltServer(): Promise<RunningServer> {
  if (!existsSync(SERVER_JS))
    throw new Error(
      `${SERVER_JS} is missing: build it first (\`pnpm turbo run build\` from the repository root, ` +
        'or `pnpm turbo run test --filter @forma/example-client`, which builds it)',
    );
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'forma-example-client-'));
  const child = spawn(process.execPath, [SERVER_JS], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      // No index.html there: the server serves the API only.
      WEB_DIST: join(dataDir, 'no-web-app'),
      SESSION_SECRET: 'example-client-test-secret-0123456789abcdef',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      // The webhook receiver of the tests listens on 127.0.0.1.
      WEBHOOKS_ALLOW_PRIVATE: 'true',
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited(child);
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(
        `The server exited (code ${child.exitCode}, signal ${child.signalCode}) before it was up:\n${output}`,
      );
    }
    const healthy = await fetch(`${url}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (healthy) return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server was not up within 90 s:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
}
