import { availableParallelism } from 'node:os';

/**
 * How many test files the database-backed suites (packages/db, packages/api, apps/api) run at
 * once: two even on 2 cores, where Vitest's default is 1. Those suites mostly wait on Postgres,
 * sockets and timers, and each file makes its own databases (createTestDatabase) and ports.
 */
export const DATABASE_SUITE_WORKERS = Math.max(2, availableParallelism() - 1);
