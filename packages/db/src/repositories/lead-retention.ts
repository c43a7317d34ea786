import type { DB } from '../client';

/**
 * Lead retention (issue 11 item 6): deletes spam and, when the site keeps leads for a limited
 * time, every lead past that age. Notes, timeline events, shortlist and queued e-mails go with
 * their lead (foreign keys cascade). Plain `DELETE ... WHERE`, so several instances running it at
 * once delete each row once and never fail on one another's work.
 */

/** How many rows one purge deleted: spam past its retention, and leads past theirs. */
export interface LeadPurgeCounts {
  spam: number;
  leads: number;
}

/**
 * Deletes spam marked as spam before `spamBefore` (issue 22 item 12: counted from `spam_at`, when
 * it became spam, not from its arrival) and, when `leadsBefore` is given, every lead (any status)
 * created before it. Returns the counts. Database errors propagate.
 */
export async function purgeOldLeads(
  db: DB,
  { spamBefore, leadsBefore }: { spamBefore: Date; leadsBefore?: Date | undefined },
): Promise<LeadPurgeCounts> {
  // Counted with RETURNING: PGlite reports no affected-row count.
  const spam = await db
    .deleteFrom('contactSubmissions')
    .where('status', '=', 'spam')
    .where((eb) => eb(eb.fn.coalesce('spamAt', 'createdAt'), '<', spamBefore))
    .returning('id')
    .execute();
  const leads = leadsBefore
    ? await db
        .deleteFrom('contactSubmissions')
        .where('createdAt', '<', leadsBefore)
        .returning('id')
        .execute()
    : [];
  return { spam: spam.length, leads: leads.length };
}
