import { sql, type Kysely } from 'kysely';

/**
 * Built-in files in the media library (issue 44 item 4): `uploads.built_in` marks a file that is
 * part of the web app (`/assets/...`, the hero's defaults and the demo content's images) rather
 * than stored by an upload. Its `name` is its address, so the generated `url` becomes the name
 * itself for a built-in file and `/uploads/<name>` for an upload, as before. The rows are written
 * at start-up from the app's list of built-in files (`syncBuiltInMedia`). Frozen: never import
 * app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('uploads')
    .addColumn('built_in', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable('uploads').dropColumn('url').execute();
  await db.schema
    .alterTable('uploads')
    .addColumn('url', 'text', (c) =>
      c
        .generatedAlwaysAs(sql`case when built_in then name else '/uploads/' || name end`)
        .stored()
        .notNull(),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('uploads').where('built_in', '=', true).execute();
  await db.schema.alterTable('uploads').dropColumn('url').execute();
  await db.schema
    .alterTable('uploads')
    .addColumn('url', 'text', (c) =>
      c
        .generatedAlwaysAs(sql`'/uploads/' || name`)
        .stored()
        .notNull(),
    )
    .execute();
  await db.schema.alterTable('uploads').dropColumn('built_in').execute();
}
