import { sql, type Kysely } from 'kysely';

/** Lead statuses (frozen copy of LEAD_STATUSES: never import app code here). */
const STATUSES = ['new', 'contacted', 'qualified', 'matched', 'won', 'lost', 'spam'];

/**
 * The lead pipeline (issue 11): contact submissions get a status, a spam reason, an assignee and
 * `updated_at`; notes, a timeline of events and a designer shortlist hang off each lead; designers
 * carry a weighted full-text `search` vector kept up to date by triggers (skills and title 'A',
 * bio 'C', works' titles, categories and descriptions 'D'; English); `lead_notifications` queues
 * the new-lead e-mails (item 4). Existing submissions become `new` leads, read state kept.
 * Frozen: never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  const statusList = sql.join(STATUSES.map((s) => sql.lit(s)));

  await db.schema
    .alterTable('contact_submissions')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('new')
        .check(sql`status in (${statusList})`),
    )
    .addColumn('spam_reason', 'text')
    .addColumn('assignee_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`update contact_submissions set updated_at = created_at`.execute(db);
  await db.schema
    .createIndex('contact_submissions_status_created_idx')
    .on('contact_submissions')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('contact_submissions_email_idx')
    .on('contact_submissions')
    .expression(sql`lower(email)`)
    .execute();
  await db.schema
    .createIndex('contact_submissions_assignee_idx')
    .on('contact_submissions')
    .column('assignee_id')
    .execute();

  await db.schema
    .createTable('lead_notes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('lead_id', 'integer', (c) =>
      c.notNull().references('contact_submissions.id').onDelete('cascade'),
    )
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('lead_notes_lead_idx')
    .on('lead_notes')
    .columns(['lead_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('lead_events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('lead_id', 'integer', (c) =>
      c.notNull().references('contact_submissions.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('lead_events_lead_idx')
    .on('lead_events')
    .columns(['lead_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('lead_shortlist')
    .addColumn('lead_id', 'integer', (c) =>
      c.notNull().references('contact_submissions.id').onDelete('cascade'),
    )
    .addColumn('designer_id', 'integer', (c) =>
      c.notNull().references('designers.id').onDelete('cascade'),
    )
    .addColumn('added_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('lead_shortlist_pkey', ['lead_id', 'designer_id'])
    .execute();
  await db.schema
    .createIndex('lead_shortlist_designer_idx')
    .on('lead_shortlist')
    .column('designer_id')
    .execute();

  await db.schema
    .createTable('lead_notifications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('lead_id', 'integer', (c) =>
      c.notNull().references('contact_submissions.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('lead_notifications_due_idx')
    .on('lead_notifications')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('lead_notifications_lead_idx')
    .on('lead_notifications')
    .column('lead_id')
    .execute();

  await designerSearchUp(db);
}

/**
 * `designers.search`: the designer's weighted tsvector, computed by `forma_designer_search` from
 * its own fields and its works. A BEFORE trigger on designers recomputes it when a searched field
 * changes (or on insert); AFTER row triggers on designer_works recompute the owner's (both owners
 * when a work moves). Backfills existing rows.
 */
async function designerSearchUp(db: Kysely<any>): Promise<void> {
  await sql`alter table designers add column search tsvector not null default ''::tsvector`.execute(
    db,
  );
  await sql`
    create function forma_designer_search(p_id integer, p_skills text[], p_title text, p_bio text)
    returns tsvector language sql stable as $$
      select setweight(to_tsvector('english', coalesce(array_to_string(p_skills, ' '), '')), 'A')
        || setweight(to_tsvector('english', coalesce(p_title, '')), 'A')
        || setweight(to_tsvector('english', coalesce(p_bio, '')), 'C')
        || setweight(to_tsvector('english', coalesce((
             select string_agg(w.title || ' ' || w.category || ' ' || w.description, ' ')
             from designer_works w where w.designer_id = p_id), '')), 'D')
    $$`.execute(db);
  await sql`
    create function forma_designers_search_row() returns trigger
    language plpgsql as $$
    begin
      new.search := forma_designer_search(new.id, new.skills, new.title, new.bio);
      return new;
    end
    $$`.execute(db);
  await sql`
    create trigger designers_search_insert before insert on designers
    for each row execute function forma_designers_search_row()`.execute(db);
  await sql`
    create trigger designers_search_update before update on designers
    for each row when (
      old.skills is distinct from new.skills or old.title is distinct from new.title
      or old.bio is distinct from new.bio or old.id is distinct from new.id
    )
    execute function forma_designers_search_row()`.execute(db);
  await sql`
    create function forma_designer_works_search() returns trigger
    language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and new.designer_id = old.designer_id
          and new.title is not distinct from old.title
          and new.category is not distinct from old.category
          and new.description is not distinct from old.description then
        return null;
      end if;
      if tg_op <> 'INSERT' then
        update designers d set search = forma_designer_search(d.id, d.skills, d.title, d.bio)
          where d.id = old.designer_id;
      end if;
      if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.designer_id <> old.designer_id) then
        update designers d set search = forma_designer_search(d.id, d.skills, d.title, d.bio)
          where d.id = new.designer_id;
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger designer_works_search after insert or update or delete on designer_works
    for each row execute function forma_designer_works_search()`.execute(db);
  await sql`update designers set search = forma_designer_search(id, skills, title, bio)`.execute(
    db,
  );
  await sql`create index designers_search_idx on designers using gin (search)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists designer_works_search on designer_works`.execute(db);
  await sql`drop trigger if exists designers_search_update on designers`.execute(db);
  await sql`drop trigger if exists designers_search_insert on designers`.execute(db);
  await sql`drop function if exists forma_designer_works_search()`.execute(db);
  await sql`drop function if exists forma_designers_search_row()`.execute(db);
  await sql`drop index if exists designers_search_idx`.execute(db);
  await sql`alter table designers drop column if exists search`.execute(db);
  await sql`drop function if exists forma_designer_search(integer, text[], text, text)`.execute(db);
  for (const table of ['lead_notifications', 'lead_shortlist', 'lead_events', 'lead_notes'])
    await db.schema.dropTable(table).ifExists().execute();
  for (const index of [
    'contact_submissions_assignee_idx',
    'contact_submissions_email_idx',
    'contact_submissions_status_created_idx',
  ])
    await db.schema.dropIndex(index).ifExists().execute();
  await db.schema
    .alterTable('contact_submissions')
    .dropColumn('updated_at')
    .dropColumn('assignee_id')
    .dropColumn('spam_reason')
    .dropColumn('status')
    .execute();
}
