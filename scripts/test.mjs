// `npm test` / `pnpm test`: the whole check a change must pass — typecheck, lint and format,
// unit + API tests (embedded PGlite and a throwaway real Postgres the tests start themselves),
// and Playwright end-to-end tests in Debian's Chromium against the built app.
//
// The unit/API suites and the end-to-end suite run side by side: each mostly waits (on Postgres,
// sockets, timers, the browser), every server and database they start takes a free port of its
// own, and neither writes where the other reads. Their output is prefixed per line, and the run
// fails when either fails.
import { existsSync } from 'node:fs';
import { ensureDependencies, runPnpm, runPnpmTogether } from './toolchain.mjs';

ensureDependencies();
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `✖ Chromium not found at ${chromium}. Install it (apt-get install -y chromium) or set CHROME_PATH.`,
  );
  process.exit(1);
}
runPnpm(['exec', 'turbo', 'run', 'typecheck', 'build', '--output-logs=errors-only']);
runPnpm(['exec', 'eslint', '.', '--max-warnings=0']);
runPnpm(['exec', 'prettier', '--check', '.', '--log-level=warn']);
await runPnpmTogether({
  // `--only`: the build above is done; restoring its outputs from turbo's cache would rewrite files
  // the end-to-end server is serving.
  unit: ['exec', 'turbo', 'run', 'test', '--concurrency=1', '--only'],
  e2e: ['--filter', '@forma/web', 'test:e2e'],
});
