import { sql, type Kysely } from 'kysely';

/**
 * Drafts of the page's content blocks (issue 20 item 1): one draft per section at most, the
 * block as an editor last saved it without publishing, who saved it and when. The site reads
 * `site_content` only; publishing moves the draft there (and into the history) and deletes it.
 * Frozen: never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_drafts')
    .addColumn('section', 'text', (c) => c.primaryKey())
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_drafts').execute();
}
