import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';

/** The embedded database's transactions are isolated from each other (pglite-dialect.ts). */
describe('PGlite transactions at the same time', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({});
    await sql`create table t (v text not null)`.execute(handle.db);
  });
  afterAll(() => handle.close());

  const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

  it("one's rollback does not undo the other's committed writes, and its own writes are gone", async () => {
    const committing = handle.db.transaction().execute(async (trx) => {
      await sql`insert into t values ('kept-1')`.execute(trx);
      await pause();
      await sql`insert into t values ('kept-2')`.execute(trx);
    });
    const failing = handle.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into t values ('dropped')`.execute(trx);
        await pause();
        throw new Error('boom');
      })
      .catch((error: Error) => error.message);
    // A plain query meanwhile sees no half-done transaction.
    const outside = sql<{ n: number }>`select count(*)::int as n from t`.execute(handle.db);

    expect(await failing).toBe('boom');
    await committing;
    expect((await outside).rows[0]!.n % 2).toBe(0);
    const rows = await sql<{ v: string }>`select v from t order by v`.execute(handle.db);
    expect(rows.rows.map((r) => r.v)).toEqual(['kept-1', 'kept-2']);
  });
});
