import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // One throwaway Postgres for the run (TEST_DATABASE_URL); tests also run on PGlite.
    globalSetup: ['../../packages/db/src/testing/global-setup.ts'],
    // Two files at once even on 2 cores (Vitest's default there is 1): the suite mostly waits on
    // Postgres, sockets and timers. Each file has its own databases and ports.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
