import tailwindcss from '@tailwindcss/vite';
import { tanstackStart } from '@tanstack/react-start/plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fontDisplayOptional, hydrationPreloads, precompress } from './build-plugins';

/**
 * The web app, a TanStack Start app (issue 38): one router (src/routes) for the site's pages,
 * which the server renders (the landing page, the designer directory, profiles, preview links,
 * the contact form's answers, /auth, the 404 page), and the console (`ssr: false`). Built into
 * dist/client (public files, and hashed files under /_start with .br and .gz) and
 * dist/server/server.js, the request handler apps/api mounts in Fastify, with every dependency
 * bundled in (the server image has only the API's own packages). In `pnpm dev` the API server
 * runs this config through Vite in middleware mode (apps/api start-app).
 */
export default defineConfig(({ command }) => ({
  plugins: [
    tanstackStart({ server: { entry: 'server.ts' } }),
    react(),
    tailwindcss(),
    fontDisplayOptional(),
    precompress(),
    hydrationPreloads(),
  ],
  ssr: command === 'build' ? { noExternal: true } : {},
  build: {
    outDir: 'dist',
    assetsDir: '_start',
    target: 'es2022',
    // No module preloads from Vite's dynamic-import helper: its links cost a site page's main
    // thread after the first paint; a console document preloads its code itself (DocumentHead).
    modulePreload: false,
    sourcemap: false,
  },
}));
