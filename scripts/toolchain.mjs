// Helpers for the root `npm start` / `npm test` commands: they must work on a fresh machine that
// has only Node 20 and npm, so they use Node built-ins only.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '10.34.9';
process.env.TURBO_TELEMETRY_DISABLED ??= '1';
process.env.DO_NOT_TRACK ??= '1';

/**
 * Runs a command in the repo root with inherited stdio and prints how long it took (s); exits the
 * process when it fails.
 */
export function run(cmd, args, options = {}) {
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  const took = `${Math.round((Date.now() - started) / 1000)} s`;
  if (result.status !== 0) {
    console.error(
      `\n✖ ${cmd} ${args.join(' ')} failed (exit ${result.status ?? result.signal}, ${took})`,
    );
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${cmd} ${args.join(' ')} (${took})`);
}

function works(cmd, args) {
  return spawnSync(cmd, args, { cwd: root, stdio: 'ignore' }).status === 0;
}

/** Returns `[command, ...prefixArgs]` that runs pnpm 10, installing it with npm when missing. */
export function pnpm() {
  if (works('pnpm', ['--version'])) return ['pnpm'];
  console.log(`• installing pnpm@${PNPM_VERSION} with npm`);
  if (works('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`]) && works('pnpm', ['--version']))
    return ['pnpm'];
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

/** Installs dependencies when node_modules is missing (or always with `force`). */
export function ensureDependencies(force = false) {
  if (!force && existsSync(join(root, 'node_modules', '.modules.yaml'))) return;
  const [cmd, ...pre] = pnpm();
  run(cmd, [...pre, 'install', '--frozen-lockfile']);
}

/**
 * Runs several pnpm commands at once in the repo root (each single-threaded: on 2 cores two at a
 * time take about half as long), with inherited stdio; prints how long each took (s) and exits
 * the process once they have all ended if any failed.
 */
export async function runPnpmTogether(commands) {
  const [cmd, ...pre] = pnpm();
  const results = await Promise.all(
    commands.map(
      (args) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(cmd, [...pre, ...args], { cwd: root, stdio: 'inherit' });
          let ended = false;
          const done = (status) => {
            if (ended) return;
            ended = true;
            const took = `${Math.round((Date.now() - started) / 1000)} s`;
            const line = `${cmd} ${[...pre, ...args].join(' ')}`;
            if (status === 0) console.log(`✔ ${line} (${took})`);
            else console.error(`\n✖ ${line} failed (exit ${status}, ${took})`);
            resolve(status);
          };
          child.on('error', () => done(1));
          child.on('exit', (code, signal) => done(code ?? signal));
        }),
    ),
  );
  const failed = results.find((status) => status !== 0);
  if (failed !== undefined) process.exit(typeof failed === 'number' ? failed : 1);
}

/** Runs a pnpm command in the repo root. */
export function runPnpm(args, options) {
  const [cmd, ...pre] = pnpm();
  run(cmd, [...pre, ...args], options);
}
