import tailwindcss from '@tailwindcss/vite';
import { tanstackStart } from '@tanstack/react-start/plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fontDisplayOptional, precompress } from './build-plugins';

/**
 * The web app's TanStack Start build (issue 38): the pages the server renders with Start's own
 * router, loaders and `head()` (src/site: the landing page, the designer directory, profiles,
 * preview links and the contact form's answers), built into dist-start/client (hashed files
 * under /_start, with .br and .gz) and dist-start/server/server.js, the request handler apps/api
 * mounts in Fastify, with every dependency bundled in (the server image has only the API's own
 * packages). In `pnpm dev` the API server runs this config through Vite in middleware mode
 * (apps/api start-app). /auth and the console still come from vite.legacy.config.ts.
 */
export default defineConfig(({ command }) => ({
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
  ssr: command === 'build' ? { noExternal: true } : {},
  build: {
    outDir: 'dist-start',
    assetsDir: '_start',
    target: 'es2022',
    modulePreload: { polyfill: false },
    sourcemap: false,
  },
}));
