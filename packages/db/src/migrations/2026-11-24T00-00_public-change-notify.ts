import { sql, type Kysely } from 'kysely';

/** Tables whose rows the public reads show (frozen copy: never import app code here). */
const TABLES = [
  'site_content',
  'designers',
  'designer_works',
  'testimonials',
  'clients',
  'settings',
];

/**
 * Public data announces its changes (issue 10 item 1): after every statement that inserts,
 * updates, deletes or truncates rows of a public table, `pg_notify('forma_public', <table>)`, sent
 * on commit to every listening instance. Any writer is covered: the app, the seed, a restore,
 * SQL typed by an operator.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function forma_notify_public_change() returns trigger
    language plpgsql as $$
    begin
      perform pg_notify('forma_public', tg_table_name);
      return null;
    end
    $$`.execute(db);
  for (const table of TABLES)
    await sql`
      create trigger ${sql.raw(`${table}_notify_public_change`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function forma_notify_public_change()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES)
    await sql`drop trigger if exists ${sql.raw(`${table}_notify_public_change`)} on ${sql.table(table)}`.execute(
      db,
    );
  await sql`drop function if exists forma_notify_public_change()`.execute(db);
}
