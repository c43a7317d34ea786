import { startCluster } from './postgres-cluster';

/**
 * Vitest globalSetup: starts one throwaway Postgres for the whole run unless
 * TEST_DATABASE_URL is already set, and stops it afterwards.
 */
export default async function setup(): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) return () => {};
  const cluster = await startCluster();
  process.env.TEST_DATABASE_URL = cluster.url;
  return () => cluster.stop();
}
