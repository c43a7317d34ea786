import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { fontDisplayOptional, precompress } from './build-plugins';

/** API origin for `vite dev -c vite.legacy.config.ts` (the Fastify server). */
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * The app's document (`index.html`: /auth, the console, the 404 page; the server's SPA fallback)
 * with Inter's core file preloaded (fonts.css), before its scripts and stylesheet.
 */
function preloadTextFont(): Plugin {
  return {
    name: 'forma:preload-text-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((f) =>
          /\/inter-core-[^/]*\.woff2$/.test(f),
        );
        if (!font) return html;
        const link = `<link rel="preload" as="font" type="font/woff2" href="/${font}" crossorigin>`;
        return html.replace(
          /(\s*)(<script|<link rel="(modulepreload|stylesheet)")/,
          `$1${link}$1$2`,
        );
      },
    },
  };
}

/**
 * The single-page app of the routes not yet on TanStack Start (issue 38: /auth and the console
 * move next), built into dist/ with hashed files under /_app. The site's pages (`/`, the
 * directory, profiles, previews) are the Start build's (vite.config.ts).
 */
export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    fontDisplayOptional(),
    preloadTextFont(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      // The site's pages are the API server's in dev (Start through Vite, apps/api start-app).
      [
        '/api',
        '/trpc',
        '/uploads',
        '/share-image.jpg',
        '/robots.txt',
        '/sitemap.xml',
        '/designers',
        '/preview',
        '/contact/sent',
        '/_serverFn',
      ].map((path) => [path, apiTarget]),
    ),
  },
  build: {
    target: 'es2022',
    // Hashed bundles in their own folder, so only they get the immutable cache (apps/api web-app.ts).
    assetsDir: '_app',
    modulePreload: { polyfill: false },
    sourcemap: false,
    rolldownOptions: { input: { index: resolve(import.meta.dirname, 'index.html') } },
  },
});
