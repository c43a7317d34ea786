import { sql, type Kysely } from 'kysely';

/**
 * Account security (issue 9 item 4): when each session began (`sessions.created_at`, for the
 * absolute lifetime), TOTP two-factor state per user (`user_two_factor`: the enabled secret, a
 * secret awaiting confirmation, the last accepted time step against replays) and hashed one-time
 * recovery codes. Frozen: never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('user_two_factor')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('secret', 'text')
    .addColumn('pending_secret', 'text')
    .addColumn('enabled_at', 'timestamptz')
    .addColumn('last_step', 'bigint')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('two_factor_recovery_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('two_factor_recovery_codes_user_id_idx')
    .on('two_factor_recovery_codes')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('two_factor_recovery_codes').ifExists().execute();
  await db.schema.dropTable('user_two_factor').ifExists().execute();
  await db.schema.dropIndex('sessions_user_id_idx').ifExists().execute();
  await db.schema.alterTable('sessions').dropColumn('created_at').execute();
}
