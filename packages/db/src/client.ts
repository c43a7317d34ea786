import { mkdirSync } from 'node:fs';
import {
  CamelCasePlugin,
  Kysely,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
} from 'kysely';
import type { Pool, PoolClient } from 'pg';
import {
  createChangeFeed,
  listenPglite,
  listenPostgres,
  PUBLIC_CHANGES_CHANNEL,
  PublicWritesPlugin,
  type ChangeSource,
  type PublicChanges,
} from './changes';
import type { Database } from './schema';

export type DB = Kysely<Database>;

/**
 * The embedded database's memory settings (issue 39 item 13): Postgres's defaults are made for a
 * server of its own (shared_buffers 128 MB, all of it resident in PGlite's WebAssembly memory).
 * One process with one connection needs far less; the data files stay in the OS's page cache.
 * Measured on the demo data, a bare PGlite's RSS after opening fell from 296 to 182 MB.
 */
const PGLITE_CONF = [
  'shared_buffers = 16MB',
  'temp_buffers = 1MB',
  'work_mem = 2MB',
  'maintenance_work_mem = 16MB',
  'wal_buffers = 256kB',
];

/**
 * Runs `work` in a transaction: in `db` itself when it already is one (a caller groups several
 * writes, e.g. a release publishing its drafts), else in a new one.
 */
export function inTransaction<T>(db: DB, work: (trx: DB) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

export interface DatabaseOptions {
  /** `postgres://...` for a real Postgres; unset for embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Directory for the embedded database files; `undefined` keeps PGlite in memory (tests). */
  dataDir?: string | undefined;
  /**
   * PGlite in memory only: start from this copy of a data directory (a handle's `dumpData`)
   * instead of an empty database, which skips initdb (the tests start each of their databases
   * from one migrated copy: testing/databases.ts).
   */
  initialData?: Blob;
  /** Pool size for real Postgres (connections). */
  poolSize?: number;
  /**
   * Called when a pooled connection fails outside a query, idle or checked out (e.g. Postgres
   * restarts: 57P01, 'Connection terminated unexpectedly'); once per error. Must not throw.
   */
  onPoolError?: (err: Error) => void;
  /**
   * Longest wait for a connection (TCP, startup, or a free pool slot), ms; default
   * DEFAULT_CONNECT_TIMEOUT_MS. A black-holed database fails within it.
   */
  connectTimeoutMs?: number;
  /**
   * Longest statement, ms (Postgres `statement_timeout`, cancelled with 57014); the client gives
   * up on an unanswered query 1 s later (`query_timeout`) and drops that connection. Default
   * DEFAULT_QUERY_TIMEOUT_MS; 0 turns both off.
   */
  queryTimeoutMs?: number;
}

/** Default longest wait for a Postgres connection, ms. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5000;
/** Default longest statement on Postgres, ms. */
export const DEFAULT_QUERY_TIMEOUT_MS = 15_000;
/** Extra time the client waits past `statement_timeout` before it gives up on the server, ms. */
const READ_TIMEOUT_GRACE_MS = 1000;

/** pg's error for a query the server did not answer within `query_timeout`. */
const isReadTimeout = (err: unknown) =>
  err instanceof Error && err.message === 'Query read timeout';

/**
 * The pool as Kysely sees it, over a `pg` Pool: a connection whose query got no answer within
 * `query_timeout` is released with that error, so the pool destroys it instead of handing out a
 * socket that still waits for the lost answer (a black-holed database).
 */
function guardedPool(pool: Pool): PostgresPool {
  const guarded = new WeakMap<PoolClient, PostgresPoolClient>();
  const guard = (client: PoolClient): PostgresPoolClient => {
    let broken: Error | undefined;
    const query = (...args: unknown[]): unknown => {
      const result = (client.query as (...a: unknown[]) => unknown)(...args);
      if (result instanceof Promise)
        return result.catch((err: unknown) => {
          if (isReadTimeout(err)) broken = err as Error;
          throw err;
        });
      return result;
    };
    return { query, release: () => client.release(broken) } as PostgresPoolClient;
  };
  return {
    async connect() {
      const client = await pool.connect();
      let wrapped = guarded.get(client);
      if (!wrapped) {
        wrapped = guard(client);
        guarded.set(client, wrapped);
      }
      return wrapped;
    },
    end: () => pool.end(),
  };
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
  /**
   * Changes of public data (site content, designers, works, testimonials, clients, settings) made
   * by any instance or any SQL, for caches (changes.ts). Absent on handles made by hand (tests).
   */
  changes?: PublicChanges;
  /**
   * Hears the NOTIFYs of `channel` from every instance: `source` feeds `notify` with each
   * payload, `up` once listening (again: anything may have been missed meanwhile) and `down`
   * while the connection is lost. Returns the function that stops. Absent on handles made by
   * hand (tests).
   */
  listen?: (channel: string) => ChangeSource;
  /** PGlite only: a copy of its data directory (an uncompressed tar), for `initialData`. */
  dumpData?: () => Promise<Blob>;
  /** Stops listening for changes, then closes the pool or the embedded database. */
  close: () => Promise<void>;
}

/**
 * Opens the database: real Postgres through a `pg` Pool when `databaseUrl` is set, otherwise
 * embedded PGlite (files under `dataDir/pglite`, or in memory without a `dataDir`).
 *
 * Postgres faults never end the process: every pooled connection, idle or checked out, has an
 * error listener (reported through `onPoolError`), a dead connection is dropped and a new one made
 * on the next query, connecting gives up after `connectTimeoutMs` and statements after
 * `queryTimeoutMs`. Queries meanwhile reject (see `isDatabaseUnavailable` of @forma/api: 503).
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const plugins = [new CamelCasePlugin()];
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const queryTimeout = options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
      ...(queryTimeout > 0
        ? { statement_timeout: queryTimeout, query_timeout: queryTimeout + READ_TIMEOUT_GRACE_MS }
        : {}),
    });
    // Each error once: an idle connection's error reaches both its own listener and the pool's.
    const reported = new WeakSet<Error>();
    const report = (err: Error) => {
      if (reported.has(err)) return;
      reported.add(err);
      try {
        options.onPoolError?.(err);
      } catch {
        // a failing reporter must not turn a connection error into a crash
      }
    };
    // Idle connections: pg-pool emits their errors here (and drops them).
    pool.on('error', report);
    // Checked-out connections: pg-pool takes its own listener off while a connection is lent, so
    // an error between two queries (Postgres restarting: 57P01, then 'Connection terminated
    // unexpectedly') would be an uncaught 'error' event that ends the process. The connection is
    // then not queryable, and pg-pool drops it when it is released.
    pool.on('connect', (client) => client.on('error', report));
    // Changes: NOTIFYs from every instance over one LISTEN connection, and this process's own
    // writes at once (the NOTIFY of a commit arrives a moment later).
    const changes = createChangeFeed(
      listenPostgres(options.databaseUrl, PUBLIC_CHANGES_CHANNEL, {
        connectTimeoutMs: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      }),
    );
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: guardedPool(pool) }),
      plugins: [...plugins, new PublicWritesPlugin(changes.local)],
    });
    return {
      db,
      kind: 'postgres',
      connection: summarizeDatabaseUrl(options.databaseUrl),
      changes: changes.feed,
      listen: (channel) =>
        listenPostgres(options.databaseUrl!, channel, {
          connectTimeoutMs: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
        }),
      close: async () => {
        await changes.stop();
        await db.destroy();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { serializedPgliteDialect } = await import('./pglite-dialect');
  // btree_gist: the bookings' exclusion constraint (migration 2026-12-10T00-00_bookings).
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const extensions = { btree_gist };
  let client;
  if (options.dataDir) {
    const dir = `${options.dataDir}/pglite`;
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir, { postgresqlconf: PGLITE_CONF, extensions });
  } else {
    client = await PGlite.create({
      postgresqlconf: PGLITE_CONF,
      extensions,
      ...(options.initialData ? { loadDataDir: options.initialData } : {}),
    });
  }
  const db = new Kysely<Database>({ dialect: serializedPgliteDialect(client), plugins });
  // One process, one connection: PGlite delivers the triggers' NOTIFYs as each statement ends.
  const changes = createChangeFeed(listenPglite(client, PUBLIC_CHANGES_CHANNEL));
  return {
    db,
    kind: 'pglite',
    connection: null,
    changes: changes.feed,
    listen: (channel) => listenPglite(client, channel),
    dumpData: () => client.dumpDataDir('none'),
    close: async () => {
      await changes.stop();
      await db.destroy();
    },
  };
}
