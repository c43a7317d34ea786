import { sql, type Kysely } from 'kysely';

/** The tables an editor saves, with the key of the edited thing (frozen copy). */
const EDITED: [table: string, kind: string, key: string][] = [
  ['site_content', 'content', 'section'],
  ['content_drafts', 'content', 'section'],
  ['settings', 'settings', 'key'],
  ['setting_drafts', 'settings', 'key'],
  ['designers', 'designers', 'id'],
  ['designer_works', 'designerWorks', 'id'],
  ['testimonials', 'testimonials', 'id'],
  ['clients', 'clients', 'id'],
];

/**
 * Presence and live saves in the console (issue 41 item 3), across instances:
 * - `presence`: one row per open console tab (its event stream), the thing it edits
 *   (`content:hero`, `designers:12`, '' on other screens) and when its instance last vouched for
 *   it; inserting or deleting a row notifies `forma_presence`, so every instance re-reads the
 *   list. A tab closed goes with its stream; an instance gone stops vouching and its rows expire.
 * - every row written in an edited table notifies `forma_edits` with `<kind>:<key>`
 *   (`content:hero`), sent on commit, so an editor that has it open hears of the save at once.
 * Frozen: never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('presence')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('instance', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('resource', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`
    create function forma_notify_presence() returns trigger
    language plpgsql as $$
    begin
      perform pg_notify('forma_presence', '');
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger presence_notify
    after insert or delete on presence
    for each statement execute function forma_notify_presence()`.execute(db);
  await sql`
    create function forma_notify_edit() returns trigger
    language plpgsql as $$
    declare
      row_json jsonb := case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end;
    begin
      perform pg_notify('forma_edits', tg_argv[0] || ':' || (row_json ->> tg_argv[1]));
      return null;
    end
    $$`.execute(db);
  for (const [table, kind, key] of EDITED)
    await sql`
      create trigger ${sql.raw(`${table}_notify_edit`)}
      after insert or update or delete on ${sql.table(table)}
      for each row execute function forma_notify_edit(${sql.lit(kind)}, ${sql.lit(key)})`.execute(
      db,
    );
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table] of EDITED)
    await sql`drop trigger if exists ${sql.raw(`${table}_notify_edit`)} on ${sql.table(table)}`.execute(
      db,
    );
  await sql`drop function if exists forma_notify_edit()`.execute(db);
  await db.schema.dropTable('presence').execute();
  await sql`drop function if exists forma_notify_presence()`.execute(db);
}
