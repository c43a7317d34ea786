import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One throwaway Postgres for the run (TEST_DATABASE_URL): suites that run on both databases
    // (DATABASE_KINDS) need it; the others use PGlite.
    globalSetup: ['../db/src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
