import { sql, type Kysely } from 'kysely';

/**
 * The tables an editor saves, with the columns a change of which is not an edit (frozen copy:
 * never import app code here): the order (a list's reorder), the touched timestamp and the search
 * text a trigger derives.
 */
const TABLES: Record<string, string[]> = {
  site_content: ['updated_at'],
  content_drafts: ['updated_at'],
  settings: ['updated_at'],
  setting_drafts: ['updated_at'],
  designers: ['order_index', 'search', 'updated_at'],
  designer_works: ['order_index', 'updated_at'],
  testimonials: ['order_index', 'updated_at'],
  clients: ['order_index', 'updated_at'],
};

/**
 * Revisions (issue 41 item 1): every row an editor saves carries an integer `revision`, drawn from
 * one sequence, so a revision is never reused (a discarded draft's number never comes back). A
 * BEFORE trigger sets it in the same statement as the write: on insert, and on an update that
 * changes anything but the columns listed above (a reorder or a search refresh is not an edit).
 * A save based on an older revision is refused by the repositories (`WHERE revision = $base`, or
 * under the row's lock), whoever the writer: the console, REST, a release, a restore.
 * Frozen: never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence forma_revisions`.execute(db);
  await sql`
    create function forma_bump_revision() returns trigger
    language plpgsql as $$
    begin
      if tg_op = 'INSERT'
        or (to_jsonb(new) - 'revision' - tg_argv) is distinct from (to_jsonb(old) - 'revision' - tg_argv)
      then
        new.revision := nextval('forma_revisions');
      end if;
      return new;
    end
    $$`.execute(db);
  for (const [table, ignored] of Object.entries(TABLES)) {
    await sql`
      alter table ${sql.table(table)}
      add column revision integer not null default nextval('forma_revisions')`.execute(db);
    await sql`
      create trigger ${sql.raw(`${table}_bump_revision`)}
      before insert or update on ${sql.table(table)}
      for each row execute function forma_bump_revision(${sql.raw(ignored.map((c) => `'${c}'`).join(', '))})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of Object.keys(TABLES)) {
    await sql`drop trigger if exists ${sql.raw(`${table}_bump_revision`)} on ${sql.table(table)}`.execute(
      db,
    );
    await sql`alter table ${sql.table(table)} drop column revision`.execute(db);
  }
  await sql`drop function if exists forma_bump_revision()`.execute(db);
  await sql`drop sequence if exists forma_revisions`.execute(db);
}
