import { Mutex, type PGlite } from '@electric-sql/pglite';
import type { DatabaseConnection, Dialect, Driver, TransactionSettings } from 'kysely';
import { KyselyPGlite } from 'kysely-pglite';

/**
 * The Kysely dialect of the embedded database: kysely-pglite's, with its one session lent to one
 * user at a time. PGlite is a single Postgres session; kysely-pglite sends `BEGIN`/`COMMIT` as
 * plain statements on it, so without this two transactions running at once (two requests that
 * each write in a transaction) would share one transaction: one's ROLLBACK would undo the
 * other's writes, one's COMMIT would commit the other's half. Here a transaction holds the
 * session from BEGIN to COMMIT/ROLLBACK and every other query waits for it, as with a
 * one-connection pool on Postgres. Consequence, the same as such a pool: code inside a
 * transaction must use the transaction's handle, never the outer `db` (that would wait forever).
 */
export function serializedPgliteDialect(client: PGlite): Dialect {
  const base = new KyselyPGlite(client).dialect;
  return { ...base, createDriver: () => new SerializedDriver(base.createDriver()) };
}

/** Wraps a driver so that a connection is lent to one user at a time (a mutex). */
class SerializedDriver implements Driver {
  readonly #lock = new Mutex();
  readonly #releases = new WeakMap<DatabaseConnection, () => void>();

  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.#lock.acquire();
    try {
      const connection = await this.inner.acquireConnection();
      this.#releases.set(connection, release);
      return connection;
    } catch (error) {
      release();
      throw error;
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.releaseConnection(connection);
    } finally {
      this.#releases.get(connection)?.();
      this.#releases.delete(connection);
    }
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}
