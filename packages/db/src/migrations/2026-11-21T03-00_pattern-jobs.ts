import type { Kysely } from 'kysely';

/**
 * Pattern vectorizing as a Postgres-backed job (DESIGN.md "Background work"): a row with status
 * 'pending' is claimed by one worker (`FOR UPDATE SKIP LOCKED`), which sets `locked_at` and counts
 * `attempts`; `status_message` holds the reason of a failure for the console. Frozen: never import
 * app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('patterns')
    .addColumn('status_message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('patterns_status_idx').on('patterns').column('status').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('patterns_status_idx').ifExists().execute();
  await db.schema
    .alterTable('patterns')
    .dropColumn('locked_at')
    .dropColumn('attempts')
    .dropColumn('status_message')
    .execute();
}
