import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { fontDisplayOptional, precompress } from './build-plugins';

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
 * Modules the landing page's initial JavaScript must never load: React and every library (the
 * islands load them when they hydrate), the admin console, the app's router, the tRPC client.
 */
const NOT_IN_LANDING_INITIAL_JS =
  /\/apps\/web\/src\/(features\/admin\/|routes\/|router\.tsx|lib\/trpc\.ts)|\/node_modules\//;

/** Modules no chunk of the landing document may load, even lazily: the app and its console. */
const NEVER_ON_LANDING =
  /\/apps\/web\/src\/(features\/admin\/|routes\/|router\.tsx|lib\/trpc\.ts)|\/node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(@trpc\/|@tanstack\/(react-router|router-core)\/)/;

/**
 * Fails the build when the landing document's initial JavaScript (landing-client.tsx with its
 * static imports) bundles React, any other library or an app module (issue 18 item 2: a visit
 * that only reads runs no framework code; the islands load it when they hydrate). The message names each module and
 * its chunk; the fix is a zod-free helper in src/lib (see lib/inbox-search.ts).
 */
function landingInitialJsGuard(): Plugin {
  return {
    name: 'forma:landing-initial-js-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      // The landing document's entry chunk (its facade is landing.html's script module).
      const starts = chunks.filter(
        (c) =>
          c.isEntry &&
          c.moduleIds.some((id) => /\/src\/landing-client\.tsx$/.test(id.split('?')[0]!)),
      );
      if (!starts.length) this.error('the landing document has no entry chunk to check');
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
          `the landing page's initial JavaScript bundles a library or app module:\n  ${offending.join('\n  ')}`,
        );
      // Nothing the landing document's islands load, however late, may bring the app's router,
      // the console or the tRPC client (they would boot code that expects the app's document).
      const everSeen = new Set<string>();
      const everOffending: string[] = [];
      const visitAll = (fileName: string) => {
        const chunk = bundle[fileName];
        if (everSeen.has(fileName) || chunk?.type !== 'chunk') return;
        everSeen.add(fileName);
        for (const id of chunk.moduleIds)
          if (NEVER_ON_LANDING.test(id.split('?')[0]!))
            everOffending.push(`${fileName}: ${relative(import.meta.dirname, id)}`);
        chunk.imports.forEach(visitAll);
        chunk.dynamicImports.forEach(visitAll);
      };
      starts.forEach((c) => visitAll(c.fileName));
      if (everOffending.length)
        this.error(
          `the landing document's islands load app, router or admin modules:\n  ${everOffending.join('\n  ')}`,
        );
    },
  };
}

/**
 * `<link>` tags for `files` not yet referenced by `html`, inserted before the first script,
 * module preload, stylesheet or `<style>` of its head (before `</head>` when it has none): the
 * browser requests them in document order, over at most six connections to the site on HTTP/1.1,
 * so they do not wait behind the document's scripts.
 */
function addLinksEarly(html: string, files: string[], tag: (file: string) => string): string {
  const links = files.filter((file) => !html.includes(`/${file}"`)).map(tag);
  if (!links.length) return html;
  const head = html.slice(0, html.indexOf('</head>'));
  const first = head.search(/<script|<link rel="(modulepreload|stylesheet)"|<style/);
  const at = first === -1 ? head.length : first;
  return `${html.slice(0, at)}${links.join('\n    ')}\n    ${html.slice(at)}`;
}

const fontPreload = (file: string) =>
  `<link rel="preload" as="font" type="font/woff2" href="/${file}" crossorigin>`;

/**
 * `html` with each stylesheet link of the build replaced by a `<style>` holding the file's CSS,
 * preceded by `before(file)` (default nothing).
 */
function inlineStylesheets(
  html: string,
  bundle: Record<string, { type: string; source?: unknown }>,
  before: (file: string) => string = () => '',
): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
    (link, file: string) => {
      const asset = bundle[file];
      if (asset?.type !== 'asset') return link;
      const css = String(asset.source).replace(/<\/style/gi, '<\\/style');
      return `${before(file)}<style>${css}</style>`;
    },
  );
}

/**
 * Drops the `@font-face` rules from the landing's whole stylesheet file (named in `document`'s
 * `<meta name="forma-landing-css">`); the document's inline copy keeps them, and is the only
 * declaration of the faces the page needs. A second declaration, arriving when the islands load
 * the file, would be a new face for each family whose file is cached by then: after a first visit
 * whose fonts missed the short wait of `font-display: optional`, Chromium would lay the page out
 * again in Inter under the reader (the text changes and the page's height with it; issue 18).
 */
function withoutFontFaces(
  bundle: Record<string, { type: string; source?: unknown }>,
  document: string,
): void {
  const file = new RegExp(`name="${FULL_STYLESHEET_META}" content="/([^"]+)"`).exec(document)?.[1];
  const asset = file ? bundle[file] : undefined;
  if (asset?.type === 'asset')
    asset.source = String(asset.source).replace(/@font-face\s*\{[^}]*\}/g, '');
}

/** The `<meta>` naming the landing page's whole stylesheet (apps/web island-names.ts). */
const FULL_STYLESHEET_META = 'forma-landing-css';

/**
 * The two HTML documents of the build:
 * - `index.html`, the app's document (/auth, the console, 404; the server's SPA fallback), with
 *   its stylesheet as a cached file;
 * - `landing.html`, the template of the server-rendered landing document (apps/api
 *   src/landing): the landing page's own stylesheet inlined (issue 18 item 3: only the landing's
 *   classes, so the first paint needs this one response) and landing-client.tsx as its script.
 * Both preload the font of the text: Inter's core file (fonts.css).
 */
function documents(): Plugin {
  return {
    name: 'forma:documents',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const fonts = Object.keys(bundle).filter((file) => /\/inter-core-[^/]*\.woff2$/.test(file));
        const withFonts = addLinksEarly(html, fonts, fontPreload);
        if (!ctx.filename.endsWith('landing.html')) return withFonts;
        // Inlined, and named for the islands (landing-islands.tsx loads the file when the first
        // one hydrates: the server keeps inline only the rules its markup uses, apps/api
        // landing/critical-css.ts).
        const landingDocument = inlineStylesheets(
          withFonts,
          bundle,
          (file) => `<meta name="${FULL_STYLESHEET_META}" content="/${file}">\n    `,
        );
        withoutFontFaces(bundle, landingDocument);
        return landingDocument;
      },
    },
  };
}

/** Text files worth compressing ahead of time, and the smallest size that pays off. */
/** Modules of the `app-core` chunk (see its group below). */
const APP_CORE_MODULES =
  /apps\/web\/src\/(lib\/(?!trpc|inbox-search|upload)|features\/shell\/(?!not-found-page|error-page))|packages\/ui\/src\/(cn|button|badge|toast\/)|packages\/validators\/src\/(values|content-defaults|settings-values|analytics-values|collection-lists|lead-values)/;
/**
 * Modules of the `landing-boot` chunk: what the landing document's own script (landing-client.tsx)
 * imports, React-free (see its group below).
 */
const LANDING_BOOT_MODULES =
  /apps\/web\/src\/(lib\/(idle|carried-toast)\.ts|features\/landing\/(landing-data|islands\/island-names|hero\/hero-intro|header\/header-fade|overlay\/(overlay-controller|readiness|track-readiness)|notices\/storage-check)\.ts)$/;
/**
 * Modules of the `landing` chunk, what the first hydration loads (see its group below): the
 * islands' React side, the data hooks, and the header and hero islands.
 */
const LANDING_FIRST_RENDER_MODULES =
  /apps\/web\/src\/(landing-islands\.tsx|features\/landing\/(landing-(providers|chrome)|islands\/|data\.ts|content-draft|header\/(?!mobile-menu)|hero\/(?!sanitize)|overlay\/|notices\/))/;
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

/**
 * The server build (`vite build --ssr`, issue 18 item 1): src/entry-server.tsx with every
 * dependency bundled into dist-ssr/, a module apps/api loads to render the landing page.
 */
const serverBuild: UserConfig = {
  plugins: [react()],
  ssr: { noExternal: true },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    copyPublicDir: false,
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : clientBuild));

const clientBuild: UserConfig = {
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    fontDisplayOptional(),
    documents(),
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
      '/share-image.jpg': apiTarget,
      '/robots.txt': apiTarget,
      '/sitemap.xml': apiTarget,
      // The Start pages (vite.config.ts) are the API server's in dev: their HTML from there.
      '/designers': apiTarget,
      '/contact/sent': apiTarget,
    },
  },
  build: {
    target: 'es2022',
    // Hashed bundles in their own folder, so only they get the immutable cache (apps/api web-app.ts).
    assetsDir: '_app',
    // Every browser the site supports (es2022) preloads modules itself: no polyfill script, one
    // request fewer before the page's font and images on a phone's few connections.
    modulePreload: { polyfill: false },
    sourcemap: false,
    // dist/.vite/manifest.json: the speed bench checks the landing page's initial chunks with it.
    manifest: true,
    rolldownOptions: {
      // The app's document and the landing document's template (`documents`).
      input: {
        index: resolve(import.meta.dirname, 'index.html'),
        landing: resolve(import.meta.dirname, 'landing.html'),
      },
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
              // What the landing document's own script runs at once, without React: the
              // overlay and its readiness flags, the hero intro, the islands' names (the
              // build fails if a library gets in: landingInitialJsGuard).
              name: 'landing-boot',
              test: LANDING_BOOT_MODULES,
            },
            {
              // React and React DOM in a chunk of their own, evaluated in a task before the rest
              // of the framework (main.tsx, lib/warm-react.ts): evaluating a chunk is one
              // uninterrupted task, and React DOM alone is the largest part (TBT). The landing
              // document's islands use it too.
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
              test: /apps\/web\/src\/(routes\/[^?]*\.tsx$|lib\/(inbox|audit-log|collection)-search\.ts$)/,
            },
            {
              // The app's router, in a chunk of its own: the landing document never loads it.
              name: 'router',
              test: /node_modules\/@tanstack\/(react-router|router-core|history|react-store|store)\//,
            },
            {
              // What the app and the landing document's islands share besides React: the query
              // cache, class-name helpers and the icon base, in one chunk. Left to itself the
              // bundler splits it into a dozen small shared chunks, and each request costs
              // main-thread time (TBT) while the page boots.
              name: 'framework',
              test: /node_modules\/(use-sync-external-store|@tanstack\/(query-core|react-query)|tailwind-merge|clsx|class-variance-authority|@radix-ui\/(react-slot|react-compose-refs))\/|node_modules\/lucide-react\/dist\/esm\/(?!icons\/)/,
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
              // What the landing document's script runs first (the islands' bootstrap, data hooks,
              // the header and hero islands, the overlay) in one chunk too, for the same reason;
              // the other islands and the lazily loaded parts (mobile menu dialog, title
              // sanitizer) keep their own chunks.
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
};
