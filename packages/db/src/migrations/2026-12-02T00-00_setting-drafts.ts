import { sql, type Kysely } from 'kysely';

/**
 * Drafts of the page's settings (issue 20 item 1): one draft per known setting at most, the
 * value an editor saved without publishing (null: publishing unsets the setting, so its default
 * returns), who saved it and when. The site reads `settings` only; publishing writes the draft
 * there (or deletes the setting) and deletes the draft, in one transaction.
 * Frozen: never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('setting_drafts')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('setting_drafts').execute();
}
