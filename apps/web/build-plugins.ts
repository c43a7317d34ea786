import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Vite plugins of the web app's build (vite.config.ts). */

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes `.br` and `.gz` next to every compressible file of the client build (public files
 * included). The server serves them (@fastify/static `preCompressed`, apps/api web-app.ts), so
 * visitors get compressed bundles without compressing per request.
 */
export function precompress(): Plugin {
  let root = '.';
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'forma:precompress',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    closeBundle(error) {
      // Only what browsers fetch: the client build (Start's server build is never served).
      if (this.environment.name !== 'client') return;
      const outDir = resolve(root, this.environment.config.build.outDir);
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

/**
 * Every `@font-face` of the build (the @fontsource-variable packages' rules come with `swap`) gets
 * `font-display: optional` (issue 18, speed). The documents preload the latin files, and Chromium
 * waits for a preloaded optional font before the first paint, so the text is laid out once in
 * Inter; with `swap` the whole page was laid out a second time when the font arrived (about
 * 70 ms of main thread on a fast machine, far more on a phone). A visitor whose network misses the
 * short wait reads the fallback font until the next page, instead of a page that reflows.
 */
export function fontDisplayOptional(): Plugin {
  return {
    name: 'forma:font-display-optional',
    transform(code, id) {
      if (!/\.css($|\?)/.test(id) || !code.includes('font-display')) return null;
      return { code: code.replace(/font-display:\s*swap/g, 'font-display: optional'), map: null };
    },
  };
}

const HYDRATION_PRELOADS_ID = 'virtual:forma/hydration-preloads';
const HYDRATION_ENTRY = '/src/hydrate-document.tsx';

/**
 * `virtual:forma/hydration-preloads` for the server build: the public paths of the hydration code
 * (`src/hydrate-document.tsx`, which the client entry imports) and every chunk it imports
 * statically, read from the client build as Start's own manifest is. A document that hydrates at
 * once (the console's screens, `DocumentHead`) preloads them with its route's code, so all of it
 * arrives in one wave (issue 44 item 2); the build asks no module preloads of Vite's dynamic-import
 * helper (`build.modulePreload: false`), whose links cost a site page's main thread after its
 * first paint (issue 38, speed). In dev and in the client build the list is empty.
 */
export function hydrationPreloads(): Plugin {
  let paths: string[] = [];
  return {
    name: 'forma:hydration-preloads',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const chunks = new Map(
        Object.values(bundle).flatMap((file) =>
          file.type === 'chunk' ? [[file.fileName, file]] : [],
        ),
      );
      const entry = [...chunks.values()].find((chunk) =>
        chunk.facadeModuleId?.endsWith(HYDRATION_ENTRY),
      );
      if (!entry) this.error(`no chunk of ${HYDRATION_ENTRY} in the client build`);
      const closure = new Set<string>();
      const visit = (fileName: string) => {
        if (closure.has(fileName)) return;
        closure.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
      };
      visit(entry.fileName);
      const base = this.environment.config.base;
      paths = [...closure].map((fileName) => `${base}${fileName}`);
    },
    resolveId(id) {
      return id === HYDRATION_PRELOADS_ID ? `\0${HYDRATION_PRELOADS_ID}` : null;
    },
    load(id) {
      if (id !== `\0${HYDRATION_PRELOADS_ID}`) return null;
      const list = this.environment.name === 'client' ? [] : paths;
      return `export default ${JSON.stringify(list)};`;
    },
  };
}
