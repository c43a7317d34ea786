import { sql, type Kysely } from 'kysely';

/**
 * Whole-site snapshots (issue 8 item 3): a named copy of every content block and every setting,
 * restored in one transaction. `blocks` maps section -> content, `settings` maps key -> value.
 * Also an index for the console's "latest content edits" (newest history rows first).
 * Frozen: never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_snapshots')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('blocks', 'jsonb', (c) => c.notNull())
    .addColumn('settings', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('content_history_created_at_idx')
    .on('content_history')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('content_history_section_idx')
    .on('content_history')
    .columns(['section', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('content_history_section_idx').ifExists().execute();
  await db.schema.dropIndex('content_history_created_at_idx').ifExists().execute();
  await db.schema.dropTable('content_snapshots').ifExists().execute();
}
