import { mkdirSync } from 'node:fs';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import type { Database } from './schema';

export type DB = Kysely<Database>;

export interface DatabaseOptions {
  /** `postgres://...` for a real Postgres; unset for embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Directory for the embedded database files; `undefined` keeps PGlite in memory (tests). */
  dataDir?: string | undefined;
  /** Pool size for real Postgres (connections). */
  poolSize?: number;
  /** Called when an idle pooled connection errors (e.g. Postgres restarts); never throws. */
  onPoolError?: (err: Error) => void;
}

export interface DatabaseHandle {
  db: DB;
  kind: 'pglite' | 'postgres';
  /** Closes the pool or the embedded database. */
  close: () => Promise<void>;
}

/**
 * Opens the database: real Postgres through a `pg` Pool when `databaseUrl` is set, otherwise
 * embedded PGlite (files under `dataDir/pglite`, or in memory without a `dataDir`).
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const plugins = [new CamelCasePlugin()];
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
    });
    // Without a listener an idle client's error (database restart) would crash the process.
    pool.on('error', (err) => options.onPoolError?.(err));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { KyselyPGlite } = await import('kysely-pglite');
  let client;
  if (options.dataDir) {
    const dir = `${options.dataDir}/pglite`;
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create();
  }
  const db = new Kysely<Database>({ dialect: new KyselyPGlite(client).dialect, plugins });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
