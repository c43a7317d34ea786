import { sql, type Kysely } from 'kysely';

/**
 * Releases (issue 20 item 3): a named group of drafts (content blocks and records) published
 * together, now or at `publish_at`; or, with `action` 'unpublish', a group of records taken off
 * the site together. The release row is the job: a scheduled release whose time
 * has come is published in one transaction that also marks it 'published', so it happens once
 * whatever the number of instances, and a crash leaves it 'scheduled' for the next poll. A
 * failure publishes nothing: the release becomes 'failed' with the reason in `error`.
 * - `release_items`: what it holds, `entity` 'content' (a block, `entity_key` its section) or
 *   a collection with drafts ('testimonials', ..., `entity_key` the record's id).
 * - `preview_links.release_id`: a link made for a release, revoked when it is published or
 *   cancelled.
 * Frozen: never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('releases')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'scheduled', 'published', 'cancelled', 'failed')`),
    )
    .addColumn('action', 'text', (c) =>
      c
        .notNull()
        .defaultTo('publish')
        .check(sql`action in ('publish', 'unpublish')`),
    )
    .addColumn('publish_at', 'timestamptz')
    .addColumn('published_at', 'timestamptz')
    .addColumn('error', 'text')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('releases_due')
    .on('releases')
    .columns(['status', 'publish_at'])
    .execute();
  await db.schema
    .createTable('release_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('release_id', 'integer', (c) =>
      c.notNull().references('releases.id').onDelete('cascade'),
    )
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('release_items_once', ['release_id', 'entity', 'entity_key'])
    .execute();
  await db.schema
    .alterTable('preview_links')
    .addColumn('release_id', 'integer', (c) => c.references('releases.id').onDelete('cascade'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('preview_links').dropColumn('release_id').execute();
  await db.schema.dropTable('release_items').execute();
  await db.schema.dropTable('releases').execute();
}
