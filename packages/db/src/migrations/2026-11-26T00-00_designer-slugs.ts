import { sql, type Kysely } from 'kysely';

/**
 * Designer profile addresses and lead sources (issue 19 item 5). Frozen: never import app code
 * here.
 * - `designers.slug`: the stable part of `/designers/{slug}`, unique. A BEFORE trigger fills an
 *   empty slug from the name (lowercase, common Latin accents folded, ASCII letters and digits
 *   joined by single hyphens, at most 60 characters, `designer` when nothing is left) and appends `-{id}` when another
 *   designer has it. A rename keeps the slug (links stay valid); an admin may set another one.
 *   Existing designers get theirs in id order.
 * - `contact_submissions.designer_id`: the designer whose profile the inquiry came from ("Work
 *   with {name}"), null otherwise or once that designer is deleted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table designers add column slug text not null default ''`.execute(db);
  await sql`
    create function forma_slugify(p_text text) returns text language sql immutable as $$
      select coalesce(nullif(trim(both '-' from left(regexp_replace(
        translate(lower(coalesce(p_text, '')),
          'àáâãäåāăąæçćčďđèéêëēĕėęěğìíîïīįıłñńňòóôõöøōőœŕřśšşßťùúûüūůűųýÿžźż',
          'aaaaaaaaaacccddeeeeeeeeegiiiiiiilnnnooooooooorrsssstuuuuuuuuyyzzz'),
        '[^a-z0-9]+', '-', 'g'), 60)), ''), 'designer')
    $$`.execute(db);
  await sql`
    create function forma_designers_slug_row() returns trigger
    language plpgsql as $$
    begin
      if new.slug is null or new.slug = '' then
        new.slug := forma_slugify(new.name);
        if exists (select 1 from designers d where d.slug = new.slug and d.id <> new.id) then
          new.slug := new.slug || '-' || new.id;
        end if;
      end if;
      return new;
    end
    $$`.execute(db);
  await sql`
    create trigger designers_slug before insert or update of slug, name on designers
    for each row execute function forma_designers_slug_row()`.execute(db);
  // Existing rows in id order: the trigger fills each and sees the ones before it.
  await sql`
    do $$
    declare r record;
    begin
      for r in select id from designers order by id loop
        update designers set slug = '' where id = r.id;
      end loop;
    end
    $$`.execute(db);
  await sql`create unique index designers_slug_key on designers (slug)`.execute(db);

  await db.schema
    .alterTable('contact_submissions')
    .addColumn('designer_id', 'integer', (c) => c.references('designers.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('contact_submissions_designer_idx')
    .on('contact_submissions')
    .column('designer_id')
    .where(sql.ref('designer_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('contact_submissions_designer_idx').ifExists().execute();
  await db.schema.alterTable('contact_submissions').dropColumn('designer_id').execute();
  await sql`drop trigger if exists designers_slug on designers`.execute(db);
  await sql`drop function if exists forma_designers_slug_row()`.execute(db);
  await sql`drop function if exists forma_slugify(text)`.execute(db);
  await sql`drop index if exists designers_slug_key`.execute(db);
  await sql`alter table designers drop column slug`.execute(db);
}
