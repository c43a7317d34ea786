import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    // Starting the built server migrates and seeds a fresh embedded database.
    hookTimeout: 120_000,
  },
});
