import { readdirSync } from 'node:fs';
import type { DatabaseHandle } from '@forma/db';
import { seedDemoContent, summarizeDatabaseUrl } from '@forma/db';
import { createTestDatabase, truncateAll } from '@forma/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCaller } from '../index';
import { callerAs, FakeSession, makeUser } from '../test-helpers';

/** The migration files of packages/db (tests excluded), by name without `.ts`. */
const MIGRATION_FILES = readdirSync(new URL('../../../db/src/migrations/', import.meta.url))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => file.replace(/\.ts$/, ''))
  .sort();

describe('summarizeDatabaseUrl', () => {
  it('keeps host, port and database name, never the user or password', () => {
    const url = 'postgres://u:secret@db.example.com:5433/forma?sslmode=require';
    const summary = summarizeDatabaseUrl(url);
    expect(summary).toEqual({ host: 'db.example.com', port: 5433, database: 'forma' });
    expect(JSON.stringify(summary)).not.toMatch(/secret|u:|sslmode|postgres:/);
  });

  it('defaults the port to 5432 and survives odd input', () => {
    expect(summarizeDatabaseUrl('postgres://u:secret@host/db')).toEqual({
      host: 'host',
      port: 5432,
      database: 'db',
    });
    expect(summarizeDatabaseUrl('not a url')).toEqual({});
  });
});

describe('admin.databaseTools', () => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await createTestDatabase('pglite');
  });
  afterAll(async () => h?.close());
  beforeEach(async () => {
    await truncateAll(h);
  });

  it('is admin only', async () => {
    await expect(callerAs(h, null).admin.databaseTools()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const user = await makeUser(h, 'someone');
    await expect(callerAs(h, user).admin.databaseTools()).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('reports the kind, migrations, row counts and demo content', async () => {
    const admin = await makeUser(h, 'admin', { isAdmin: true });
    const result = await callerAs(h, admin).admin.databaseTools();
    expect(result.kind).toBe('pglite');
    expect(result.connection).toBeNull();
    expect(MIGRATION_FILES.length).toBeGreaterThan(0);
    expect(result.migrations.applied.map((m) => m.name)).toEqual(MIGRATION_FILES);
    for (const m of result.migrations.applied) expect(m.executedAt).toBeInstanceOf(Date);
    expect(result.migrations.pending).toEqual([]);
    expect(result.tables.find((t) => t.name === 'users')).toEqual({ name: 'users', rows: 1 });
    expect(result.tables.map((t) => t.name)).toContain('designer_works');
    expect(result.demoContent).toMatchObject({ absent: true, complete: false });
    expect(result.demoContent.designers.present).toBe(0);

    await seedDemoContent(h.db);
    const seeded = await callerAs(h, admin).admin.databaseTools();
    expect(seeded.demoContent).toMatchObject({ absent: false, complete: true });
    expect(seeded.demoContent.designers.present).toBe(seeded.demoContent.designers.total);
    expect(seeded.tables.find((t) => t.name === 'designers')?.rows).toBe(
      seeded.demoContent.designers.total,
    );
  });

  it('reports a Postgres host/port/name from the context, without credentials', async () => {
    const admin = await makeUser(h, 'admin', { isAdmin: true });
    const session = new FakeSession();
    session.current = admin.id;
    const caller = createCaller({
      db: h.db,
      session,
      user: admin,
      database: {
        kind: 'postgres',
        connection: summarizeDatabaseUrl('postgres://u:secret@host:5432/db'),
      },
    });
    const result = await caller.admin.databaseTools();
    expect(result.kind).toBe('postgres');
    expect(result.connection).toEqual({ host: 'host', port: 5432, database: 'db' });
    expect(JSON.stringify(result)).not.toContain('secret');
  });
});
