import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGLITE_TEMPLATE_ENV, writePgliteTemplate } from './databases';
import { startCluster } from './postgres-cluster';

/**
 * Vitest globalSetup: writes the migrated PGlite template every PGlite test database starts from
 * (TEST_PGLITE_TEMPLATE), and starts one throwaway Postgres for the whole run unless
 * TEST_DATABASE_URL is already set; removes both afterwards.
 */
export default async function setup(): Promise<() => void> {
  const stops: Array<() => void> = [];
  if (!process.env[PGLITE_TEMPLATE_ENV]) {
    const dir = mkdtempSync(join(tmpdir(), 'forma-pglite-template-'));
    const file = join(dir, 'migrated.tar');
    await writePgliteTemplate(file);
    process.env[PGLITE_TEMPLATE_ENV] = file;
    stops.push(() => rmSync(dir, { recursive: true, force: true }));
  }
  if (!process.env.TEST_DATABASE_URL) {
    const cluster = await startCluster();
    process.env.TEST_DATABASE_URL = cluster.url;
    stops.push(() => cluster.stop());
  }
  return () => {
    for (const stop of stops) stop();
  };
}
