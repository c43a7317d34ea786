import { sql, type Kysely } from 'kysely';

/**
 * First-party analytics events (SPEC 7 beacons). No personal data: a random per-tab session id,
 * the pathname, an optional section id, a coarse device class. Frozen: never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('analytics_events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('session_id', 'uuid', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull().check(sql`char_length(path) <= 200`))
    .addColumn('section', 'text')
    .addColumn('device', 'text', (c) => c.check(sql`device in ('mobile', 'desktop')`))
    .addColumn('duration_ms', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('analytics_events_name_created_at_idx')
    .on('analytics_events')
    .columns(['name', 'created_at'])
    .execute();
  // Visits count distinct sessions over every event name in a time window.
  await db.schema
    .createIndex('analytics_events_created_at_idx')
    .on('analytics_events')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('analytics_events').ifExists().execute();
}
