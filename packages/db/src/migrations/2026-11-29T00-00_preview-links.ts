import { sql, type Kysely } from 'kysely';

/**
 * Shareable preview links (issue 20 item 2): a link opens the whole site with every draft,
 * without an account, until it expires or is revoked. Only a SHA-256 hash of the link's secret
 * token is stored (the token itself is shown once, when the link is made). Frozen: never import
 * app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('preview_links')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('preview_links').execute();
}
