import { sql, type Kysely } from 'kysely';

/**
 * Console roles (issue 20 item 4): `users.role` is 'admin' (everything), 'editor' (content,
 * collections, media, leads; not users, security or database tools), 'viewer' (reads the console)
 * or null (a registered visitor, SPEC 6). `is_admin` becomes a column generated from it, so the
 * spec's `isAdmin` can never disagree with the role. Existing admins become 'admin'. The audit log
 * records the role of whoever wrote (`audit_log.role`). Frozen: never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (col) => col.check(sql`role in ('admin', 'editor', 'viewer')`))
    .execute();
  await sql`update users set role = 'admin' where is_admin`.execute(db);
  await db.schema.alterTable('users').dropColumn('is_admin').execute();
  await sql`alter table users add column is_admin boolean not null
    generated always as (coalesce(role = 'admin', false)) stored`.execute(db);
  await db.schema.alterTable('audit_log').addColumn('role', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('role').execute();
  await db.schema.alterTable('users').dropColumn('is_admin').execute();
  await db.schema
    .alterTable('users')
    .addColumn('is_admin', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await sql`update users set is_admin = (role = 'admin')`.execute(db);
  await db.schema.alterTable('users').dropColumn('role').execute();
}
