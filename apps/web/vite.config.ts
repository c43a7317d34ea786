import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
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
 * Modules the landing page's first render must never load: the admin console, the tRPC client,
 * superjson and zod (the contact form's schemas load with the contact section, later).
 */
const NOT_IN_LANDING_INITIAL_JS =
  /\/apps\/web\/src\/(features\/admin\/|lib\/trpc\.ts)|\/node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(@trpc\/|superjson\/|zod\/)/;

/**
 * Fails the build when the landing page's initial JavaScript (the entry, the app it boots
 * (boot.tsx) and the landing route's component, with their static imports) bundles an admin or
 * zod module (issue 10 item 4: route files that import a page module for its `validateSearch`
 * once pulled 40 KB gzip of admin code and zod into every visitor's first load). The message names
 * each module and its chunk; the fix is a zod-free helper in src/lib (see lib/inbox-search.ts).
 */
function landingInitialJsGuard(): Plugin {
  return {
    name: 'forma:landing-initial-js-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const starts = chunks.filter(
        (c) =>
          c.isEntry ||
          /\/src\/boot\.tsx$|\/src\/routes\/index\.tsx\?tsr-split=component$/.test(
            c.facadeModuleId ?? '',
          ),
      );
      const seen = new Set<string>();
      const offending: string[] = [];
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (seen.has(fileName) || chunk?.type !== 'chunk') return;
        seen.add(fileName);
        for (const id of chunk.moduleIds)
          if (NOT_IN_LANDING_INITIAL_JS.test(id.split('?')[0]!))
            offending.push(`${fileName}: ${relative(import.meta.dirname, id)}`);
        chunk.imports.forEach(visit);
      };
      starts.forEach((c) => visit(c.fileName));
      if (offending.length)
        this.error(
          `the landing page's initial JavaScript bundles admin or zod modules:\n  ${offending.join('\n  ')}`,
        );
    },
  };
}

type OutputBundle = NonNullable<
  Parameters<Extract<Plugin['transformIndexHtml'], { handler: unknown }>['handler']>[1]['bundle']
>;

/**
 * The JS files a chunk needs before it can run: the chunk whose entry module matches `entry`
 * and, recursively, its static imports. Empty when no chunk matches.
 */
function chunkClosure(bundle: OutputBundle, entry: RegExp): string[] {
  const start = Object.values(bundle).find(
    (chunk) => chunk.type === 'chunk' && entry.test(chunk.facadeModuleId ?? ''),
  );
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (files.has(fileName) || chunk?.type !== 'chunk') return;
    files.add(fileName);
    chunk.imports.forEach(visit);
  };
  if (start) visit(start.fileName);
  return [...files];
}

/** `<link>` tags for `files` not yet referenced by `html`, inserted before `</head>`. */
function addLinks(html: string, files: string[], tag: (file: string) => string): string {
  const links = files.filter((file) => !html.includes(`/${file}"`)).map(tag);
  return links.length ? html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`) : html;
}

const fontPreload = (file: string) =>
  `<link rel="preload" as="font" type="font/woff2" href="/${file}" crossorigin>`;

/** Name of the `<meta>` listing the landing route's chunks, preloaded by main.tsx after FCP. */
const LANDING_CHUNKS_META = 'forma-landing-chunks';

/**
 * Two HTML documents from index.html (FCP, LCP):
 * - `index.html`, the landing page's document (`/`): the static hero shell (hero-shell.ts, texts
 *   from the built-in content defaults) before `#root`, and the whole stylesheet inlined, so the
 *   first paint needs this one response and nothing else (no render-blocking request). The shell
 *   sits outside `#root` because React empties its container on the first commit, before the
 *   lazily loaded landing route has rendered; the React hero removes it when it mounts (hero.tsx).
 *   A `<meta name="forma-landing-chunks">` lists the landing route's chunks: main.tsx preloads
 *   them with the app's after the first paint, so they download in parallel, not one by one.
 * - `app.html`, every other route's document (the server's SPA fallback, apps/api web-app.ts):
 *   no hero shell and no hero images, the stylesheet as a cached external file.
 * Both preload the fonts of the text (Inter Tight and Inter, latin). In `vite dev` there is only
 * index.html with the shell; boot.tsx drops it off `/`.
 */
function landingDocument(): Plugin {
  let appHtml: string | null = null;
  let outDir = 'dist';
  const withShell = (html: string) =>
    html.replace('<div id="root"></div>', `${heroShellHtml()}\n    <div id="root"></div>`);
  return {
    name: 'forma:landing-document',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return withShell(html);
        const bundle = ctx.bundle;
        const fonts = Object.keys(bundle).filter((file) =>
          /\/inter(-tight)?-latin-wght-normal-[^/]*\.woff2$/.test(file),
        );
        const common = addLinks(html, fonts, fontPreload);
        appHtml = common.replace(/\s*<link\b[^>]*\bhref="\/assets\/hero\/[^"]*"[^>]*>/g, '');
        const chunks = chunkClosure(bundle, /\/src\/routes\/index\.tsx\?tsr-split=component/);
        const meta = `<meta name="${LANDING_CHUNKS_META}" content="${chunks.map((f) => `/${f}`).join(' ')}">`;
        const landing = common
          .replace('</head>', `  ${meta}\n  </head>`)
          .replace(
            /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
            (link, file: string) => {
              const asset = bundle[file];
              if (asset?.type !== 'asset') return link;
              return `<style>${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style>`;
            },
          );
        return withShell(landing);
      },
    },
    writeBundle() {
      if (appHtml !== null) writeFileSync(join(outDir, 'app.html'), appHtml);
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
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle(error) {
      // A failed build writes nothing: let its own error be the one reported.
      if (error || !existsSync(outDir)) return;
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

/** Modules of the `app-core` chunk (see its group below). */
const APP_CORE_MODULES =
  /apps\/web\/src\/(lib\/(?!trpc|inbox-search|upload)|features\/shell\/)|packages\/ui\/src\/(cn|button|badge|toast\/)|packages\/validators\/src\/(values|content-defaults|settings-values|analytics-values|collection-lists)/;
/** Modules of the `landing` chunk, the landing page's first render (see its group below). */
const LANDING_FIRST_RENDER_MODULES =
  /apps\/web\/src\/(routes\/index|features\/landing\/(landing-page|data|deferred|header\/(?!mobile-menu)|hero\/(?!sanitize)|overlay|notices))/;
/** Every other module of the landing page (its sections, contact form, footer, mobile menu). */
const LANDING_MODULES = /apps\/web\/src\/features\/landing\//;

/** Source files (.ts, .tsx, tests left out) under `dir`, absolute paths. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Which chunk each lucide icon goes to, from the imports of the source (the icon module's file
 * name, `arrow-down`, to 'app-core' | 'landing-icons'): icons the first render of any page shows
 * (imported by an APP_CORE_MODULES or LANDING_FIRST_RENDER_MODULES file) go with app-core; the
 * other icons of the landing page's sections go to `landing-icons`; the rest (the admin
 * console's) are left to the `icons` chunk, which the landing page never downloads. Export names
 * map to files through lucide-react's own index (aliases included: ShieldAlert is
 * shield-exclamation-point).
 */
function iconChunks(): Map<string, 'app-core' | 'landing-icons'> {
  const lucideIndex = readFileSync(
    join(
      dirname(createRequire(import.meta.url).resolve('lucide-react')),
      '../esm/lucide-react.mjs',
    ),
    'utf8',
  );
  const fileOf = new Map<string, string>();
  for (const [, names, file] of lucideIndex.matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g,
  ))
    for (const name of names!.matchAll(/default as (\w+)/g)) fileOf.set(name[1]!, file!);
  const chunks = new Map<string, 'app-core' | 'landing-icons'>();
  const root = resolve(import.meta.dirname, '../..');
  for (const path of [
    ...sourceFiles(join(root, 'apps/web/src')),
    ...sourceFiles(join(root, 'packages/ui/src')),
  ]) {
    const chunk =
      APP_CORE_MODULES.test(path) || LANDING_FIRST_RENDER_MODULES.test(path)
        ? 'app-core'
        : LANDING_MODULES.test(path)
          ? 'landing-icons'
          : null;
    if (!chunk) continue;
    const source = readFileSync(path, 'utf8');
    for (const [, names] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g))
      for (const name of names!.split(',')) {
        const imported = name
          .trim()
          .split(/\s+as\s+/)[0]!
          .replace(/^type\s+/, '');
        const file = fileOf.get(imported);
        if (file && chunks.get(file) !== 'app-core') chunks.set(file, chunk);
      }
  }
  return chunks;
}

const ICON_CHUNKS = iconChunks();
/** The chunk of a lucide icon module (`.../lucide-react/dist/esm/icons/x.mjs`), if any. */
const iconChunkOf = (id: string) =>
  ICON_CHUNKS.get(/lucide-react\/dist\/esm\/icons\/([\w-]+)\.mjs$/.exec(id)?.[1] ?? '');

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    landingDocument(),
    chunkModulesReport(),
    landingInitialJsGuard(),
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
              // Vite's dynamic-import helper in its own chunk, not in the entry's: every chunk that
              // imports it from the entry would list the entry's stylesheet as a dependency and
              // fetch it again on the landing page, whose document inlines it.
              name: 'preload-helper',
              test: /vite\/preload-helper/,
            },
            {
              // React and React DOM in a chunk of their own, evaluated in a task before the rest
              // of the framework (main.tsx, lib/warm-react.ts): evaluating a chunk is one
              // uninterrupted task, and React DOM alone is the largest part (TBT).
              name: 'react',
              test: /node_modules\/(react|react-dom|scheduler)\//,
            },
            {
              // The route tree's own parts of every route file (path, validateSearch, guards; the
              // components are split off by the router plugin) and the zod-free search parsers
              // they call, in one chunk. Left alone, each route whose component chunk imports its
              // `Route` becomes a chunk of its own: a dozen tiny requests on every page load,
              // the landing page's included (issue 10 item 4: script bytes and requests).
              name: 'routes',
              test: /apps\/web\/src\/(routes\/[^?]*\.tsx$|lib\/(inbox|audit-log|collection)-search\.ts$)|packages\/validators\/src\/lead-values\.ts$/,
            },
            {
              // The framework every route runs on, in one chunk: React, the router, the query
              // cache, class-name helpers and the icon base. Left to itself the bundler splits it
              // into a dozen small shared chunks, and each request costs the landing page main-
              // thread time (TBT) while it boots.
              name: 'framework',
              test: /node_modules\/(react|react-dom|scheduler|use-sync-external-store|@tanstack\/(react-router|router-core|history|react-store|store|query-core|react-query)|tailwind-merge|clsx|class-variance-authority|@radix-ui\/(react-slot|react-compose-refs))\/|node_modules\/lucide-react\/dist\/esm\/(?!icons\/)/,
            },
            {
              // What every route's first render shares besides the framework: the API client,
              // auth state, analytics, the app shell pages and the lazy toaster, the UI kit's
              // basics, the zod-free validator values and the icons a first render shows
              // (ICON_CHUNKS). Its own chunk, so the admin console does not load the landing
              // page's code with it. Admin-only helpers (inbox search, uploads, which import the
              // zod schemas) stay out of it.
              name: 'app-core',
              test: (id) => APP_CORE_MODULES.test(id) || iconChunkOf(id) === 'app-core',
            },
            {
              // The landing page's first render (header, hero, overlay, data hooks) in one chunk
              // too, for the same reason; the sections below the hero and the lazily loaded parts
              // (mobile menu dialog, title sanitizer) keep their own chunks.
              name: 'landing',
              test: LANDING_FIRST_RENDER_MODULES,
            },
            {
              // The icons of the landing page's sections, in one chunk (a dozen tiny requests
              // otherwise), without the admin console's icons (issue 10 item 4: script bytes).
              name: 'landing-icons',
              test: (id) => iconChunkOf(id) === 'landing-icons',
            },
            {
              // Every other icon (the admin console's), in one chunk, never loaded by the landing
              // page (ICON_CHUNKS).
              name: 'icons',
              test: /lucide-react\/dist\/esm\/icons\//,
            },
            {
              // The Radix primitives (dialog/sheet, tabs, toast, select...) and their
              // scroll-lock/focus helpers, with the kit's sheet and tabs: the mobile menu, the
              // toaster, /auth and the admin console load them lazily; all in one chunk, so the
              // mobile menu does not pull in a chunk of /auth (and its schemas) for a shared helper.
              name: 'ui-overlays',
              test: /node_modules\/(@radix-ui\/(?!react-slot\/|react-compose-refs\/)[^/]+|react-remove-scroll(-bar)?|aria-hidden|use-sidecar|react-style-singleton|use-callback-ref|get-nonce|tslib)\/|packages\/ui\/src\/(sheet|tabs)\.tsx$/,
            },
          ],
        },
      },
    },
  },
});
