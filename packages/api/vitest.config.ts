import { defineConfig } from 'vitest/config';
import { DATABASE_SUITE_WORKERS } from '../db/src/testing/suite-workers';

export default defineConfig({
  test: {
    // One throwaway Postgres for the run (TEST_DATABASE_URL): suites that run on both databases
    // (DATABASE_KINDS) need it; the others use PGlite.
    globalSetup: ['../db/src/testing/global-setup.ts'],
    maxWorkers: DATABASE_SUITE_WORKERS,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
