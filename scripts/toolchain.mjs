// Helpers for the root `npm start` / `npm test` commands: they must work on a fresh machine that
// has only Node 20 and npm, so they use Node built-ins only.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '10.34.9';
process.env.TURBO_TELEMETRY_DISABLED ??= '1';
process.env.DO_NOT_TRACK ??= '1';

/** Runs a command in the repo root with inherited stdio; exits the process when it fails. */
export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
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

/** Runs a pnpm command in the repo root. */
export function runPnpm(args, options) {
  const [cmd, ...pre] = pnpm();
  run(cmd, [...pre, ...args], options);
}

/**
 * Runs several pnpm commands at once, each line of output prefixed with its name (`[e2e] …`).
 * Resolves when all have finished; exits the process with the first failure's code, after
 * naming every command that failed and how long each took (s).
 * @param {Record<string, string[]>} commands name → pnpm arguments
 */
export async function runPnpmTogether(commands) {
  const [cmd, ...pre] = pnpm();
  const results = await Promise.all(
    Object.entries(commands).map(
      ([name, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(cmd, [...pre, ...args], {
            cwd: root,
            stdio: ['ignore', 'pipe', 'pipe'],
            env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
          });
          for (const [stream, out] of [
            [child.stdout, process.stdout],
            [child.stderr, process.stderr],
          ]) {
            createInterface({ input: stream }).on('line', (line) =>
              out.write(`[${name}] ${line}\n`),
            );
          }
          child.on('close', (code, signal) =>
            resolve({
              name,
              args,
              code: code ?? (signal ? 1 : 0),
              seconds: (Date.now() - started) / 1000,
            }),
          );
        }),
    ),
  );
  for (const r of results)
    console.log(`• ${r.name} finished in ${r.seconds.toFixed(0)} s (exit ${r.code})`);
  const failed = results.filter((r) => r.code !== 0);
  for (const r of failed) console.error(`\n✖ ${cmd} ${r.args.join(' ')} failed (exit ${r.code})`);
  if (failed.length > 0) process.exit(failed[0].code);
}
