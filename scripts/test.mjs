// `npm test` / `pnpm test`: the whole check a change must pass — typecheck, lint and format,
// unit + API tests (embedded PGlite and a throwaway real Postgres the tests start themselves),
// then Playwright end-to-end tests in Debian's Chromium against the built app.
//
// After the build, two independent lanes run side by side (the machine has 2 cores and neither
// lane keeps both busy: the API suite waits on Postgres and the e2e suite on the browser):
//   checks: eslint, prettier, then every package's Vitest suite;
//   e2e:    Playwright against the built server.
// Each lane's lines are prefixed with its name; the run fails when either lane fails.
import { existsSync } from 'node:fs';
import { ensureDependencies, pnpm, root, runPnpm } from './toolchain.mjs';
import { runLanes } from './lanes.mjs';

ensureDependencies();
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `✖ Chromium not found at ${chromium}. Install it (apt-get install -y chromium) or set CHROME_PATH.`,
  );
  process.exit(1);
}
runPnpm(['exec', 'turbo', 'run', 'typecheck', 'build', '--output-logs=errors-only']);

const [cmd, ...pre] = pnpm();
const step = (...args) => ({ cmd, args: [...pre, ...args] });
const ok = await runLanes(root, {
  checks: [
    step('exec', 'eslint', '.', '--max-warnings=0'),
    step('exec', 'prettier', '--check', '.', '--log-level=warn'),
    // `--only`: the build above made every dependency; a replay of cached build outputs must not
    // rewrite apps/web/dist while the e2e lane serves it.
    step('exec', 'turbo', 'run', 'test', '--concurrency=1', '--only'),
  ],
  e2e: [step('--filter', '@forma/web', 'test:e2e')],
});
process.exit(ok ? 0 : 1);
