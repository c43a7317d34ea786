import { sql, type Kysely } from 'kysely';

/**
 * When a lead became spam (issue 22 item 12): `contact_submissions.spam_at`, set when a lead is
 * stored as spam or moved to spam and cleared when it leaves; spam is purged by it, 30 days after
 * it was marked, not after it arrived. Existing spam takes the time of its last move to spam
 * (its timeline), else its arrival. Frozen: never import app code here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contact_submissions').addColumn('spam_at', 'timestamptz').execute();
  await sql`
    update contact_submissions c
    set spam_at = coalesce(
      (select max(e.created_at) from lead_events e
        where e.lead_id = c.id and e.kind = 'status' and e.data->>'to' = 'spam'),
      c.created_at)
    where c.status = 'spam'`.execute(db);
  await db.schema
    .createIndex('contact_submissions_spam_at_idx')
    .on('contact_submissions')
    .column('spam_at')
    .where(sql.ref('spam_at'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('contact_submissions_spam_at_idx').ifExists().execute();
  await db.schema.alterTable('contact_submissions').dropColumn('spam_at').execute();
}
