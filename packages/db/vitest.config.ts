import { defineConfig } from 'vitest/config';
import { DATABASE_SUITE_WORKERS } from './src/testing/suite-workers';

export default defineConfig({
  test: {
    globalSetup: ['./src/testing/global-setup.ts'],
    maxWorkers: DATABASE_SUITE_WORKERS,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
