import { relative } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** API origin for `pnpm dev` (the Fastify server). */
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * Writes dist/.vite/chunk-modules.json: for every JS chunk, the modules bundled into it (paths
 * relative to the repository root). The speed bench (bench/bench-web.mjs) reads it together with
 * the Vite manifest to prove that no admin module ships in the landing page's initial chunks.
 */
function chunkModulesReport(): Plugin {
  const root = relative(import.meta.dirname, '../..') || '.';
  return {
    name: 'forma:chunk-modules-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        report[chunk.fileName] = chunk.moduleIds
          .map((id) => relative(`${import.meta.dirname}/${root}`, id.split('?')[0]!))
          .sort();
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: `${JSON.stringify(report, null, 2)}\n`,
      });
    },
  };
}

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    chunkModulesReport(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/trpc': apiTarget,
      '/uploads': apiTarget,
    },
  },
  build: {
    target: 'es2022',
    // Hashed bundles in their own folder, so only they get the immutable cache (apps/api web-app.ts).
    assetsDir: '_app',
    sourcemap: false,
    // dist/.vite/manifest.json: the speed bench checks the landing page's initial chunks with it.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              // Dialog/sheet, tabs and their scroll-lock/focus helpers: the mobile menu, /auth and
              // the admin console need them, the app shell (toaster, 404) does not. Kept out of
              // the shared chunk the entry imports, so they are not initial JavaScript.
              name: 'ui-overlays',
              test: /node_modules\/(@radix-ui\/react-(dialog|tabs|roving-focus|focus-scope|focus-guards|direction)|react-remove-scroll(-bar)?|aria-hidden|use-sidecar|react-style-singleton|use-callback-ref|get-nonce|tslib)\/|packages\/ui\/src\/(sheet|tabs)\.tsx$/,
            },
          ],
        },
      },
    },
  },
});
