import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { heroShellHtml } from './src/features/landing/hero/hero-shell';

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

/**
 * Paints the landing hero from HTML (LCP): puts the static hero shell (hero-shell.ts, texts from
 * the built-in content defaults) before `#root` and the tiny synchronous /shell.js guard in
 * <head>, which shows it on `/` only (CSP allows no inline script). The shell sits outside
 * `#root` because React empties its container on the first commit, before the lazily loaded
 * landing route has rendered; the React hero removes the shell when it mounts (hero.tsx). In the
 * build, the one font file the hero title uses (Inter Tight, latin) is preloaded.
 */
function heroShell(): Plugin {
  return {
    name: 'forma:hero-shell',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((file) =>
          /inter-tight-latin-wght-normal-[^/]*\.woff2$/.test(file),
        );
        const head = [
          '<script src="/shell.js"></script>',
          ...(font
            ? [`<link rel="preload" as="font" type="font/woff2" href="/${font}" crossorigin>`]
            : []),
        ].join('\n    ');
        return html
          .replace('</head>', `    ${head}\n  </head>`)
          .replace('<div id="root"></div>', `${heroShellHtml()}\n    <div id="root"></div>`);
      },
    },
  };
}

/** Text files worth compressing ahead of time, and the smallest size that pays off. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes `.br` and `.gz` next to every compressible file of the build (dist/, public files
 * included). The server serves them (@fastify/static `preCompressed`, apps/api web-app.ts), so
 * visitors get compressed bundles without compressing per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'forma:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_COMPRESS_BYTES) continue;
        const data = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: 11,
              [zlib.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    heroShell(),
    chunkModulesReport(),
    precompress(),
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
