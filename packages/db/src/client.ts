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

/** Where a real Postgres lives, as shown to admins: never the user, password or full URL. */
export interface DatabaseConnectionSummary {
  host?: string;
  port?: number;
  database?: string;
}

/**
 * Host, port and database name of a `postgres://` URL, leaving out the user, the password and the
 * query string (Database tools, issue 8 item 9). An unparsable URL gives `{}`; never throws.
 */
export function summarizeDatabaseUrl(url: string): DatabaseConnectionSummary {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return {};
  }
  const out: DatabaseConnectionSummary = {};
  if (parsed.hostname) out.host = decodeURIComponent(parsed.hostname);
  const port = Number(parsed.port || 5432);
  if (Number.isInteger(port) && port > 0) out.port = port;
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (database) out.database = database;
  return out;
}

export interface DatabaseHandle {
  db: DB;
  kind: 'pglite' | 'postgres';
  /** Host, port and database name of a real Postgres (no credentials); null for PGlite. */
  connection: DatabaseConnectionSummary | null;
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
    return {
      db,
      kind: 'postgres',
      connection: summarizeDatabaseUrl(options.databaseUrl),
      close: () => db.destroy(),
    };
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
  return { db, kind: 'pglite', connection: null, close: () => db.destroy() };
}
