import { sql, type Kysely } from 'kysely';

/**
 * Booking a call (issue 42).
 * - `booking_hosts`: a console user who takes calls: their IANA time zone, weekly hours
 *   (`[{ weekday 1-7, start 'HH:mm', end 'HH:mm' }]`), buffers, minimum notice, how far ahead one
 *   may book, a daily maximum, and the name and address invites go to. Its row is also what a
 *   booking locks to count the host's calls of a day.
 * - `booking_overrides`: one host's hours on one local date (`[]` = a day off), in place of the
 *   weekly hours.
 * - `booking_event_types`: what a visitor books ("Intro call", 30 min): duration, location (a
 *   video-call link template or a phone number) and which questions it asks.
 * - `bookings`: a call. `blocked_from`/`blocked_until` is the call widened by the host's buffers;
 *   the exclusion constraint `bookings_no_overlap` (btree_gist) refuses two confirmed bookings
 *   of one host whose blocked ranges overlap, so no check-then-insert race can double-book.
 *   `uid` is the iCalendar UID (stable across reschedules), `sequence` its SEQUENCE.
 * - `booking_emails`: the confirmation, change, cancel and reminder e-mails, queued in the
 *   booking's transaction and claimed by workers with `FOR UPDATE SKIP LOCKED` before sending
 *   (a reminder is a row due 24 h or 1 h before the call), so none is sent twice across
 *   instances and restarts.
 * Frozen: never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists btree_gist`.execute(db);

  await db.schema
    .createTable('booking_hosts')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('display_name', 'text', (c) =>
      c.notNull().check(sql`char_length(display_name) between 1 and 100`),
    )
    .addColumn('email', 'text', (c) => c.notNull().check(sql`char_length(email) <= 254`))
    .addColumn('time_zone', 'text', (c) => c.notNull().check(sql`char_length(time_zone) <= 64`))
    .addColumn('weekly_hours', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('buffer_before_min', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`buffer_before_min between 0 and 240`),
    )
    .addColumn('buffer_after_min', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`buffer_after_min between 0 and 240`),
    )
    .addColumn('min_notice_min', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(240)
        .check(sql`min_notice_min between 0 and 43200`),
    )
    .addColumn('horizon_days', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(60)
        .check(sql`horizon_days between 1 and 365`),
    )
    .addColumn('daily_max', 'integer', (c) => c.check(sql`daily_max between 1 and 50`))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('booking_overrides')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('host_id', 'integer', (c) =>
      c.notNull().references('booking_hosts.user_id').onDelete('cascade'),
    )
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('intervals', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addUniqueConstraint('booking_overrides_host_date', ['host_id', 'date'])
    .execute();

  await db.schema
    .createTable('booking_event_types')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 60`),
    )
    .addColumn('title', 'text', (c) => c.notNull().check(sql`char_length(title) between 1 and 100`))
    .addColumn('description', 'text', (c) =>
      c
        .notNull()
        .defaultTo('')
        .check(sql`char_length(description) <= 500`),
    )
    .addColumn('duration_min', 'integer', (c) =>
      c.notNull().check(sql`duration_min between 10 and 240`),
    )
    .addColumn('location_kind', 'text', (c) =>
      c.notNull().check(sql`location_kind in ('video', 'phone')`),
    )
    .addColumn('location_value', 'text', (c) =>
      c
        .notNull()
        .defaultTo('')
        .check(sql`char_length(location_value) <= 500`),
    )
    .addColumn('questions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('bookings')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('event_type_id', 'integer', (c) =>
      c.notNull().references('booking_event_types.id').onDelete('restrict'),
    )
    .addColumn('host_id', 'integer', (c) =>
      c.notNull().references('booking_hosts.user_id').onDelete('restrict'),
    )
    .addColumn('lead_id', 'integer', (c) =>
      c.references('contact_submissions.id').onDelete('set null'),
    )
    .addColumn('designer_id', 'integer', (c) => c.references('designers.id').onDelete('set null'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('confirmed')
        .check(sql`status in ('confirmed', 'cancelled', 'no_show')`),
    )
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('blocked_from', 'timestamptz', (c) => c.notNull())
    .addColumn('blocked_until', 'timestamptz', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('answers', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('source', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('cancelled_by', 'text', (c) => c.check(sql`cancelled_by in ('visitor', 'host')`))
    .addColumn('cancel_reason', 'text', (c) => c.check(sql`char_length(cancel_reason) <= 500`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'bookings_times',
      sql`starts_at < ends_at and blocked_from <= starts_at and ends_at <= blocked_until`,
    )
    .execute();
  await sql`
    alter table bookings add constraint bookings_no_overlap
    exclude using gist (host_id with =, tstzrange(blocked_from, blocked_until) with &&)
    where (status = 'confirmed')`.execute(db);
  await db.schema.createIndex('bookings_starts').on('bookings').column('starts_at').execute();
  await db.schema.createIndex('bookings_lead').on('bookings').column('lead_id').execute();
  await db.schema.createIndex('bookings_email').on('bookings').column('email').execute();

  await db.schema
    .createTable('booking_emails')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('booking_id', 'integer', (c) =>
      c.notNull().references('bookings.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`kind in ('confirmed', 'rescheduled', 'cancelled', 'reminder-24h', 'reminder-1h')`,
        ),
    )
    .addColumn('recipient', 'text', (c) => c.notNull().check(sql`recipient in ('visitor', 'host')`))
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sent', 'failed', 'cancelled')`),
    )
    .addColumn('due_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('booking_emails_once', ['booking_id', 'kind', 'recipient', 'sequence'])
    .execute();
  await db.schema
    .createIndex('booking_emails_due')
    .on('booking_emails')
    .column('due_at')
    .where(sql.ref('status'), '=', 'pending')
    .execute();

  // The default event type (issue 42 item 1), so /book works out of the box.
  await sql`
    insert into booking_event_types (slug, title, description, duration_min, location_kind, location_value, questions)
    values ('intro-call', 'Intro call', 'A 30-minute call to talk through what you need and how Forma works.',
            30, 'video', 'https://meet.jit.si/forma-{uid}', '["stage","budget","timeline","needs"]'::jsonb)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('booking_emails').execute();
  await db.schema.dropTable('bookings').execute();
  await db.schema.dropTable('booking_event_types').execute();
  await db.schema.dropTable('booking_overrides').execute();
  await db.schema.dropTable('booking_hosts').execute();
}
