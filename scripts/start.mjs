// `npm start` / `pnpm start`: installs what is missing, builds the web app and the API server when
// their output is missing or stale (Turborepo caches unchanged builds), then serves both from one
// Fastify process on PORT (default 3000) with the embedded database and demo content.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureDependencies, root, runPnpm } from './toolchain.mjs';

ensureDependencies();
runPnpm(['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);

const server = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
