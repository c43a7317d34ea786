import { defineConfig } from 'vitest/config';
import { DATABASE_SUITE_WORKERS } from '../../packages/db/src/testing/suite-workers';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // One throwaway Postgres for the run (TEST_DATABASE_URL); tests also run on PGlite.
    globalSetup: ['../../packages/db/src/testing/global-setup.ts'],
    maxWorkers: DATABASE_SUITE_WORKERS,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
