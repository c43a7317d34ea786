import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** API origin for `pnpm dev` (the Fastify server). */
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), tailwindcss()],
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
  },
});
