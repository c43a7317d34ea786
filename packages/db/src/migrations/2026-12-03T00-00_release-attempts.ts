import type { Kysely } from 'kysely';

/**
 * How often publishing a scheduled release has failed for a reason other than its own rules (a
 * statement timeout, a value too long, a bug), and when the publisher may try it again (issue
 * 39 item 3): a failing release waits, so later ones are published on time, and becomes
 * 'failed' after its last attempt. Frozen: never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('releases')
    .addColumn('publish_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('retry_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('releases')
    .dropColumn('publish_attempts')
    .dropColumn('retry_at')
    .execute();
}
