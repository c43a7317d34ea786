// Runs lanes of commands side by side for `npm test`: each lane runs its steps in order and stops
// at the first failure; lanes are independent. Node built-ins only (a fresh machine has no deps).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * Runs one command with its stdout and stderr lines prefixed by `[lane]`.
 * @returns {Promise<number>} the exit code (1 when killed by a signal)
 */
function runPrefixed(lane, { cmd, args }, cwd) {
  return new Promise((resolve) => {
    const tag = `[${lane}] `;
    console.log(`${tag}$ ${cmd} ${args.join(' ')}`);
    const child = spawn(cmd, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream }).on('line', (line) => out.write(`${tag}${line}\n`));
    }
    child.on('error', (error) => {
      console.error(`${tag}✖ could not start ${cmd}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/**
 * Runs each lane's steps in order, all lanes at once, and prints how long each lane took.
 * @param {string} cwd directory the commands run in
 * @param {Record<string, {cmd: string, args: string[]}[]>} lanes lane name -> steps
 * @returns {Promise<boolean>} true when every step of every lane exited 0
 */
export async function runLanes(cwd, lanes) {
  const started = Date.now();
  const results = await Promise.all(
    Object.entries(lanes).map(async ([lane, steps]) => {
      for (const step of steps) {
        const code = await runPrefixed(lane, step, cwd);
        if (code !== 0) {
          const failed = `${step.cmd} ${step.args.join(' ')}`;
          return { lane, ok: false, seconds: (Date.now() - started) / 1000, failed, code };
        }
      }
      return { lane, ok: true, seconds: (Date.now() - started) / 1000 };
    }),
  );
  console.log('');
  for (const r of results) {
    const what = r.ok ? 'passed' : `failed at \`${r.failed}\` (exit ${r.code})`;
    console.log(`${r.ok ? '✔' : '✖'} ${r.lane}: ${what} after ${Math.round(r.seconds)} s`);
  }
  return results.every((r) => r.ok);
}
