import { sql, type Kysely } from 'kysely';

/** The collections whose rows have drafts (frozen copy: never import app code here). */
const TABLES = ['designers', 'designer_works', 'testimonials', 'clients'];

/**
 * Draft and publish for the records the site shows (issue 20 item 1), on each of their tables:
 * - `published_at`: when the row was first made live; null for a record created as a draft and
 *   never published (the public reads leave it out). Existing rows, and rows inserted without it
 *   (the seed, the REST API's create), are published at once.
 * - `draft`: the fields changed since publishing and not yet live (jsonb object, field -> value,
 *   as the API names them), or null; `draft_updated_at` and `draft_user_id` say when and who.
 * Frozen: never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES)
    await db.schema
      .alterTable(table)
      .addColumn('published_at', 'timestamptz', (c) => c.defaultTo(sql`now()`))
      .addColumn('draft', 'jsonb')
      .addColumn('draft_updated_at', 'timestamptz')
      .addColumn('draft_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES)
    await db.schema
      .alterTable(table)
      .dropColumn('draft_user_id')
      .dropColumn('draft_updated_at')
      .dropColumn('draft')
      .dropColumn('published_at')
      .execute();
}
