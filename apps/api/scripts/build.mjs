// Bundles the server and the admin CLI into dist/ (DESIGN.md: `node apps/api/dist/server.js`).
// Workspace packages (@forma/*, TypeScript sources) are bundled; every other package stays an
// external import resolved from node_modules at run time.
import { build } from 'esbuild';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Bundles @forma/* even though `packages: 'external'` keeps every other bare import external. */
const bundleWorkspacePackages = {
  name: 'bundle-workspace-packages',
  setup(b) {
    // Node's own resolution (package.json `exports` point at the TypeScript sources).
    b.onResolve({ filter: /^@forma\// }, (args) => {
      const from = args.importer || join(root, 'package.json');
      return { path: createRequire(from).resolve(args.path) };
    });
  },
};

await build({
  absWorkingDir: root,
  // trace-worker: the pattern vectorizer's worker thread (src/jobs/trace-pool.ts loads it by name).
  entryPoints: {
    server: 'src/server.ts',
    'admin-create': 'src/cli/admin-create.ts',
    'trace-worker': 'src/jobs/trace-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  plugins: [bundleWorkspacePackages],
  sourcemap: true,
  logLevel: 'info',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
