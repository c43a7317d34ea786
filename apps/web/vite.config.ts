import tailwindcss from '@tailwindcss/vite';
import { tanstackStart } from '@tanstack/react-start/plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fontDisplayOptional, precompress } from './build-plugins';

/**
 * The web app's TanStack Start build (issue 38): the pages the server renders with Start's own
 * router, loaders and `head()` (src/site: the designer directory, profiles and the contact form's
 * answers so far), built into dist-start/client (hashed files under /_start, with .br and .gz)
 * and dist-start/server/server.js, the request handler apps/api mounts in Fastify. In `pnpm dev`
 * the API server runs this config through Vite in middleware mode (apps/api plugins/start-app.ts).
 * The landing page, /auth and the console still come from vite.legacy.config.ts until they move.
 */
export default defineConfig({
  plugins: [
    tanstackStart({
      srcDirectory: 'src/site',
      router: {
        entry: 'router.tsx',
        routesDirectory: 'routes',
        generatedRouteTree: 'routeTree.gen.ts',
      },
      server: { entry: 'server.ts' },
    }),
    react(),
    tailwindcss(),
    fontDisplayOptional(),
    precompress(),
  ],
  build: {
    outDir: 'dist-start',
    assetsDir: '_start',
    target: 'es2022',
    modulePreload: { polyfill: false },
    sourcemap: false,
  },
});
