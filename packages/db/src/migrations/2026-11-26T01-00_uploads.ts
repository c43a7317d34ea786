import { sql, type Kysely } from 'kysely';

/**
 * The uploads table (issue 19 items 1 and 2): one row per stored file (`name`, the storage name
 * `<sha256>.<ext>`; `url`, generated, its public path `/uploads/<name>`), with its kind, type, size and pixel size, and for images the variants the
 * background job makes (`variants`: AVIF and WebP widths, `placeholder`: a tiny blurred data
 * URI), its alt text and focal point, who uploaded it. `variants_at` is null until the job has
 * made them (its queue, like the pattern vectorizer's: `attempts`, `locked_at`, `variants_error`).
 * Files referenced by the site before this migration get a row (their sizes are read by the job).
 * A change notifies the public caches like the other public tables (the pages show variants).
 * Frozen: never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('url', 'text', (c) =>
      c
        .generatedAlwaysAs(sql`'/uploads/' || name`)
        .stored()
        .notNull(),
    )
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('image', 'svg', 'video')`))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('variants', 'jsonb')
    .addColumn('placeholder', 'text')
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('focal_x', 'real', (c) => c.notNull().defaultTo(0.5))
    .addColumn('focal_y', 'real', (c) => c.notNull().defaultTo(0.5))
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('variants_at', 'timestamptz')
    .addColumn('variants_error', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_at', 'timestamptz')
    .execute();
  await sql`create index uploads_variants_pending_idx on uploads (id)
    where variants_at is null and kind = 'image'`.execute(db);
  await sql`
    insert into uploads (name, kind, content_type)
    select name,
      case ext when 'svg' then 'svg' when 'mp4' then 'video' when 'webm' then 'video' else 'image' end,
      case ext when 'png' then 'image/png' when 'jpg' then 'image/jpeg' when 'webp' then 'image/webp'
        when 'svg' then 'image/svg+xml' when 'mp4' then 'video/mp4' else 'video/webm' end
    from (
      select distinct m[1] as name, m[2] as ext
      from (
        select regexp_match(url, '^/uploads/([a-f0-9]{64}\\.(png|jpg|webp|svg|mp4|webm))$') as m
        from (
          select image_url as url from designers
          union all select media_url from designer_works
          union all select image_url from testimonials
          union all select logo_url from clients
        ) urls
      ) matched
      where m is not null
    ) found
    on conflict (name) do nothing`.execute(db);
  await sql`
    create trigger uploads_notify_public_change
    after insert or update or delete or truncate on uploads
    for each statement execute function forma_notify_public_change()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists uploads_notify_public_change on uploads`.execute(db);
  await db.schema.dropTable('uploads').ifExists().execute();
}
