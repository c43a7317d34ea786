import type { Kysely } from 'kysely';

/**
 * A release keeps its own version of each item (issue 39 item 2), frozen when the item is added
 * (or when an editor takes the current draft): `version` holds `{ content }` for a block,
 * `{ value }` for a setting, `{ fields }` for a record (what publishing it writes), `{}` when
 * there is nothing to publish, and null for items added before this migration (those publish
 * the current draft, as before). `version_at` is when it was frozen. Frozen: never import app
 * code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('release_items')
    .addColumn('version', 'jsonb')
    .addColumn('version_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('release_items')
    .dropColumn('version')
    .dropColumn('version_at')
    .execute();
}
