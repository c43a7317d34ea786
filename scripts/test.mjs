// `npm test` / `pnpm test`: the whole check a change must pass — typecheck, lint and format,
// unit + API tests (embedded PGlite and a throwaway real Postgres the tests start themselves),
// then Playwright end-to-end tests in Debian's Chromium against the built app.
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
await runPnpmTogether([
  ['exec', 'eslint', '.', '--max-warnings=0'],
  ['exec', 'prettier', '--check', '.', '--log-level=warn'],
]);
runPnpm(['exec', 'turbo', 'run', 'test', '--concurrency=1']);
runPnpm(['--filter', '@forma/web', 'test:e2e']);
