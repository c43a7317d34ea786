import type { LeadStatus, SpamReason } from '@forma/validators';
import { sql } from 'kysely';
import { inTransaction, type DB } from '../client';
import type { ContactSubmission } from '../schema';

/**
 * Lead writes (issue 11 item 1): storing a submission as a lead. Every write stores its timeline
 * event (`lead_events`) in the same transaction. Reads live in leads-query.ts, status and other
 * changes in leads-write.ts, the designer shortlist in leads-designers.ts.
 */

/** Why a lead operation was refused: `NOT_FOUND` (no such lead/user/designer) or `BAD_REQUEST`. */
export class LeadError extends Error {
  constructor(
    readonly code: 'NOT_FOUND' | 'BAD_REQUEST',
    message: string,
  ) {
    super(message);
    this.name = 'LeadError';
  }
}

/** Appends one timeline event (`kind`, kind-specific `data`, who did it) to a lead. */
export async function insertLeadEvent(
  db: DB,
  leadId: number,
  kind: string,
  data: Record<string, unknown>,
  actorId: number | null,
): Promise<void> {
  await db
    .insertInto('leadEvents')
    .values({ leadId, kind, data: JSON.stringify(data), actorId })
    .execute();
}

/** A contact submission to store as a lead: the form's fields, optionally already spam. */
export interface NewLead {
  name: string;
  email: string;
  company: string;
  inquiryType: string;
  message: string;
  /** Default 'new'; 'spam' for a submission the spam checks caught. */
  status?: LeadStatus | undefined;
  /** Why it is spam (with status 'spam'); ignored otherwise. */
  spamReason?: SpamReason | null | undefined;
  /** Slug of the designer whose profile it came from; an unknown slug records none. */
  designerSlug?: string | undefined;
}

/**
 * Stores a contact submission as a lead and its `created` event ({ status, spamReason? }) in one
 * transaction (the caller's, when `db` is one). Returns the stored row. Database errors propagate.
 */
export async function createLead(db: DB, input: NewLead): Promise<ContactSubmission> {
  const status = input.status ?? 'new';
  const spamReason = status === 'spam' ? (input.spamReason ?? 'manual') : null;
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('contactSubmissions')
      .values({
        name: input.name,
        email: input.email,
        company: input.company,
        inquiryType: input.inquiryType,
        message: input.message,
        status,
        spamReason,
        spamAt: spamReason ? sql<Date>`now()` : null,
        designerId: input.designerSlug
          ? sql<number | null>`(select id from designers where slug = ${input.designerSlug})`
          : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await insertLeadEvent(
      trx,
      row.id,
      'created',
      spamReason ? { status, spamReason } : { status },
      null,
    );
    return row;
  });
}
