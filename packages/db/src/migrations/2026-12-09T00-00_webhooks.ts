import { sql, type Kysely } from 'kysely';

/**
 * Webhooks (issue 43): a transactional outbox and its deliveries.
 * - `webhook_endpoints`: where to send which events; the signing secret sealed with the key of
 *   the two-factor secrets (never in clear), and during a rotation the previous one until
 *   `previous_secret_expires_at`; `failing_since` is when the current run of failed deliveries
 *   began (an endpoint failing for a day is switched off: `disabled_at`, `disabled_reason`).
 * - `webhook_events`: the outbox. One row per event, written in the transaction of the change
 *   it tells of, so a rolled-back change leaves none and a committed one is never lost.
 * - `webhook_deliveries`: one row per event and endpoint (a replay adds one more), queued with
 *   the event and claimed by workers with `FOR UPDATE SKIP LOCKED`: pending, delivered, dead
 *   (the dead-letter list, after a day of failures), or replaced (a replay took over while it
 *   was still pending). Inserting one notifies `forma_webhooks` on
 *   commit, so a worker of any instance starts at once.
 * Frozen: never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('url', 'text', (c) => c.notNull().check(sql`char_length(url) <= 2000`))
    .addColumn('description', 'text', (c) =>
      c
        .notNull()
        .defaultTo('')
        .check(sql`char_length(description) <= 200`),
    )
    .addColumn('events', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('previous_secret', 'text')
    .addColumn('previous_secret_expires_at', 'timestamptz')
    .addColumn('failing_since', 'timestamptz')
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('disabled_reason', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`char_length(type) <= 64`))
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_name', 'text')
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('webhook_events_occurred')
    .on('webhook_events')
    .column('occurred_at')
    .execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'uuid', (c) =>
      c.notNull().references('webhook_events.id').onDelete('cascade'),
    )
    .addColumn('endpoint_id', 'integer', (c) =>
      c.notNull().references('webhook_endpoints.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'delivered', 'dead', 'replaced')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('replay_of', 'integer', (c) =>
      c.references('webhook_deliveries.id').onDelete('set null'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_attempt_at', 'timestamptz')
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('last_response', 'text')
    .addColumn('last_duration_ms', 'integer')
    .addColumn('delivered_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_due')
    .on('webhook_deliveries')
    .column('next_attempt_at')
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_endpoint')
    .on('webhook_deliveries')
    .columns(['endpoint_id', 'id'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_event')
    .on('webhook_deliveries')
    .column('event_id')
    .execute();
  await sql`
    create function forma_notify_webhooks() returns trigger
    language plpgsql as $$
    begin
      perform pg_notify('forma_webhooks', '');
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger webhook_deliveries_notify
    after insert on webhook_deliveries
    for each statement execute function forma_notify_webhooks()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhook_events').execute();
  await db.schema.dropTable('webhook_endpoints').execute();
  await sql`drop function if exists forma_notify_webhooks()`.execute(db);
}
