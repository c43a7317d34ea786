import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { openDatabase, type DatabaseHandle } from '../client';
import { migrateToLatest } from '../migrate';

/**
 * The file of a migrated PGlite data directory (global-setup.ts writes it once per run): each
 * PGlite test database starts from it, about 3 s less work each than initdb plus the migrations.
 */
export const PGLITE_TEMPLATE_ENV = 'TEST_PGLITE_TEMPLATE';

/** Writes a migrated, empty PGlite database's data directory to `file` (an uncompressed tar). */
export async function writePgliteTemplate(file: string): Promise<void> {
  const handle = await openDatabase({});
  try {
    await migrateToLatest(handle.db);
    const dump = await handle.dumpData!();
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

/** The two database kinds every repository and API test runs on. */
export const DATABASE_KINDS = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

/**
 * A fresh, migrated database of the given kind: in-memory PGlite (a copy of the run's migrated
 * template when TEST_PGLITE_TEMPLATE names one), or a new database in the throwaway cluster of
 * TEST_DATABASE_URL (see global-setup.ts). `close` drops it again.
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    const template = process.env[PGLITE_TEMPLATE_ENV];
    if (template) return openDatabase({ initialData: new Blob([await readFile(template)]) });
    const handle = await openDatabase({});
    await migrateToLatest(handle.db);
    return handle;
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base)
    throw new Error('TEST_DATABASE_URL is not set: add the db global setup to vitest.config');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: base, poolSize: 1 });
  const { sql } = await import('kysely');
  await sql.raw(`create database ${name}`).execute(admin.db);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await sql.raw(`drop database if exists ${name} with (force)`).execute(admin.db);
      await admin.close();
    },
  };
}

/** Deletes every row of every app table (between tests). */
export async function truncateAll(handle: DatabaseHandle): Promise<void> {
  const { sql } = await import('kysely');
  await sql`truncate table audit_log, two_factor_recovery_codes, user_two_factor, content_snapshots, content_drafts, content_history, site_content, designer_works, designers, testimonials, clients, patterns, contact_submissions, settings, sessions, rate_limits, analytics_events, users restart identity cascade`.execute(
    handle.db,
  );
}
