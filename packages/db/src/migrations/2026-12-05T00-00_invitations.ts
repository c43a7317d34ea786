import { sql, type Kysely } from 'kysely';

/**
 * Invitations to the console (issue 44 item 1): an admin invites an e-mail address with a role;
 * the link is single-use, expires, and only a SHA-256 hash of its secret token is stored. The
 * invitation e-mail is queued on the row itself (`email_*`: pending, sent or failed, with
 * attempts and when the next one is due; `email_link`, the link sealed with the server's
 * encryption key until it is sent), so a restart or another instance sends it. Frozen:
 * never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('invitations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().check(sql`char_length(email) <= 254`))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'editor', 'viewer')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('accepted_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('email_status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('none')
        .check(sql`email_status in ('none', 'pending', 'sent', 'failed')`),
    )
    .addColumn('email_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('email_next_attempt_at', 'timestamptz')
    .addColumn('email_last_error', 'text')
    .addColumn('email_link', 'text')
    .execute();
  await db.schema
    .createIndex('invitations_email_due')
    .on('invitations')
    .column('email_next_attempt_at')
    .where(sql.ref('email_status'), '=', 'pending')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invitations').execute();
}
