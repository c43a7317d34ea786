import { sql } from 'kysely';
import type { DB } from '../client';

/**
 * The new-lead e-mail queue (issue 11 item 4; DESIGN.md "Background work"): one
 * `lead_notifications` row per lead to announce, so a restart or another instance picks pending
 * work up.
 *
 *   pending --claim--> pending (leased: next_attempt_at = now + lease) --settle--> sent
 *                                                                          | pending (retry later)
 *                                                                          | failed (for good)
 *
 * A claim is one statement that picks the due row with `FOR UPDATE SKIP LOCKED` (two workers
 * never claim the same row), counts the attempt and pushes `next_attempt_at` past the lease, so
 * the e-mail is sent outside any transaction and a worker that crashed mid-send is
 * retried once the lease ends. Times are the caller's clock (`now`), so tests can move it.
 */

/** A claimed notification with the lead it announces. */
export interface LeadNotificationClaim {
  id: number;
  /** Attempts made so far, this one included; identifies the claim when settling. */
  attempts: number;
  lead: {
    id: number;
    name: string;
    email: string;
    company: string;
    inquiryType: string;
    message: string;
    createdAt: Date;
  };
}

/**
 * Queues the e-mail announcing lead `leadId`, due at `now` (default: the current time). Use the
 * transaction that stores the lead, so both or neither are stored.
 */
export async function enqueueLeadNotification(
  db: DB,
  leadId: number,
  now: Date = new Date(),
): Promise<void> {
  await db.insertInto('leadNotifications').values({ leadId, nextAttemptAt: now }).execute();
}

/**
 * Claims the next due notification (status 'pending', `next_attempt_at` <= `now`, oldest first):
 * counts the attempt and leases it until `now + leaseMs`, in one statement (the due row is picked
 * with `FOR UPDATE SKIP LOCKED`, so concurrent workers never claim the same row, and no
 * transaction is held, which PGlite's single connection could not keep apart). Before that, a due
 * row that already had `maxAttempts` attempts (its worker died each time) is set to 'failed', and
 * a pending row whose lead became spam is set to 'failed' with 'The lead is marked as spam'.
 * Returns the claim, or undefined when nothing is due. Database errors propagate.
 */
export async function claimLeadNotification(
  db: DB,
  { now, leaseMs, maxAttempts }: { now: Date; leaseMs: number; maxAttempts: number },
): Promise<LeadNotificationClaim | undefined> {
  await db
    .updateTable('leadNotifications')
    .set({
      status: 'failed',
      lastError: sql<string>`coalesce(last_error, ${`Sending did not finish after ${maxAttempts} attempts`})`,
    })
    .where('status', '=', 'pending')
    .where('nextAttemptAt', '<=', now)
    .where('attempts', '>=', maxAttempts)
    .execute();
  await db
    .updateTable('leadNotifications')
    .set({ status: 'failed', lastError: 'The lead is marked as spam' })
    .where('status', '=', 'pending')
    .where('leadId', 'in', (eb) =>
      eb.selectFrom('contactSubmissions').select('id').where('status', '=', 'spam'),
    )
    .execute();
  const row = await db
    .updateTable('leadNotifications as n')
    .from('contactSubmissions as c')
    .set({
      attempts: sql<number>`n.attempts + 1`,
      nextAttemptAt: new Date(now.getTime() + leaseMs),
    })
    .whereRef('c.id', '=', 'n.leadId')
    .where('n.id', '=', (eb) =>
      eb
        .selectFrom('leadNotifications')
        .select('id')
        .where('status', '=', 'pending')
        .where('nextAttemptAt', '<=', now)
        .orderBy('nextAttemptAt')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning([
      'n.id',
      'n.attempts',
      'c.id as leadId',
      'c.name',
      'c.email',
      'c.company',
      'c.inquiryType',
      'c.message',
      'c.createdAt',
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  const { id, attempts, leadId, ...lead } = row;
  return { id, attempts, lead: { id: leadId, ...lead } };
}

/** How a claimed notification ended: sent at `sentAt`, or failed with `error`, retried at `retryAt` (null: never). */
export type LeadNotificationOutcome = { sentAt: Date } | { error: string; retryAt: Date | null };

/**
 * Records the outcome of a claim: 'sent' with `sent_at`; a failure keeps it 'pending' until
 * `retryAt`, or sets 'failed' when `retryAt` is null; either way `last_error` keeps the message.
 * Only while the row is still held by this claim (same attempt, still pending): returns false
 * when it was not (e.g. another worker took it over after the lease ended).
 */
export async function settleLeadNotification(
  db: DB,
  claim: Pick<LeadNotificationClaim, 'id' | 'attempts'>,
  outcome: LeadNotificationOutcome,
): Promise<boolean> {
  const values =
    'sentAt' in outcome
      ? { status: 'sent' as const, sentAt: outcome.sentAt, lastError: null }
      : outcome.retryAt
        ? { lastError: outcome.error, nextAttemptAt: outcome.retryAt }
        : { status: 'failed' as const, lastError: outcome.error };
  const result = await db
    .updateTable('leadNotifications')
    .set(values)
    .where('id', '=', claim.id)
    .where('status', '=', 'pending')
    .where('attempts', '=', claim.attempts)
    .returning('id')
    .executeTakeFirst();
  return result !== undefined;
}
