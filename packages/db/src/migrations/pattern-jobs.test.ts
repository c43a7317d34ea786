import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { createTestDatabase, DATABASE_KINDS } from '../testing';
import { down, up } from './2026-11-21T03-00_pattern-jobs';

describe.each(DATABASE_KINDS)('pattern jobs migration on %s', (kind) => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await createTestDatabase(kind);
  });
  afterAll(async () => h?.close());

  const columns = async () =>
    (
      await sql<{ name: string }>`select column_name as name from information_schema.columns
        where table_name = 'patterns' order by column_name`.execute(h.db)
    ).rows.map((r) => r.name);
  const indexes = async () =>
    (
      await sql<{ name: string }>`select indexname as name from pg_indexes
        where tablename = 'patterns'`.execute(h.db)
    ).rows.map((r) => r.name);

  it('adds the job columns with their defaults and the status index', async () => {
    expect(await columns()).toEqual(
      expect.arrayContaining(['attempts', 'locked_at', 'status_message']),
    );
    expect(await indexes()).toContain('patterns_status_idx');
    await sql`insert into patterns (name) values ('Dots')`.execute(h.db);
    const row = await h.db.selectFrom('patterns').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ statusMessage: '', attempts: 0, lockedAt: null });
  });

  it('goes down and up again, keeping the rows', async () => {
    await down(h.db);
    expect(await columns()).not.toContain('attempts');
    expect(await indexes()).not.toContain('patterns_status_idx');
    await up(h.db);
    expect(await columns()).toEqual(
      expect.arrayContaining(['attempts', 'locked_at', 'status_message']),
    );
    const rows = await h.db.selectFrom('patterns').select(['name', 'attempts']).execute();
    expect(rows).toEqual([{ name: 'Dots', attempts: 0 }]);
  });
});
