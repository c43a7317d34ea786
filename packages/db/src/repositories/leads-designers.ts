import type { DesignerSuggestion, LeadDesigner } from '@forma/validators';
import { INQUIRY_TYPES } from '@forma/validators/contact';
import { sql } from 'kysely';
import type { DB } from '../client';
import { inTransaction } from '../client';
import { insertLeadEvent, LeadError } from './leads';

/**
 * The designer shortlist of a lead (issue 11 item 2): designers an admin put forward, and
 * suggestions ranked by Postgres full-text search of the lead's words against `designers.search`
 * (the trigger-maintained weighted vector of skills, title, bio and works).
 */

/** The lead's shortlist in the order designers were added. */
export async function leadShortlist(db: DB, leadId: number): Promise<LeadDesigner[]> {
  return db
    .selectFrom('leadShortlist as s')
    .innerJoin('designers as d', 'd.id', 's.designerId')
    .select(['d.id', 'd.name', 'd.title', 'd.imageUrl', 'd.skills', 'd.isAvailable'])
    .where('s.leadId', '=', leadId)
    .orderBy('s.createdAt')
    .orderBy('d.id')
    .execute();
}

/** Locks the lead and reads the designer; LeadError NOT_FOUND for either missing. */
async function leadAndDesigner(trx: DB, leadId: number, designerId: number) {
  const lead = await trx
    .selectFrom('contactSubmissions')
    .select('id')
    .where('id', '=', leadId)
    .forUpdate()
    .executeTakeFirst();
  if (!lead) throw new LeadError('NOT_FOUND', 'Lead not found');
  const designer = await trx
    .selectFrom('designers')
    .select(['id', 'name'])
    .where('id', '=', designerId)
    .executeTakeFirst();
  if (!designer) throw new LeadError('NOT_FOUND', 'Designer not found');
  return designer;
}

/** Bumps the lead's `updated_at`. */
async function touchLead(trx: DB, leadId: number): Promise<void> {
  await trx
    .updateTable('contactSubmissions')
    .set({ updatedAt: sql<Date>`now()` })
    .where('id', '=', leadId)
    .execute();
}

/**
 * Puts a designer on the lead's shortlist and records a `shortlisted` event `{ designerId,
 * designerName }`; already there: no-op. Returns the new shortlist; throws LeadError NOT_FOUND
 * (lead or designer).
 */
export async function addToShortlist(
  db: DB,
  leadId: number,
  designerId: number,
  actorId: number | null,
): Promise<LeadDesigner[]> {
  return inTransaction(db, async (trx) => {
    const designer = await leadAndDesigner(trx, leadId, designerId);
    const added = await trx
      .insertInto('leadShortlist')
      .values({ leadId, designerId, addedBy: actorId })
      .onConflict((oc) => oc.columns(['leadId', 'designerId']).doNothing())
      .returning('designerId')
      .execute();
    if (added.length > 0) {
      await touchLead(trx, leadId);
      await insertLeadEvent(
        trx,
        leadId,
        'shortlisted',
        { designerId, designerName: designer.name },
        actorId,
      );
    }
    return leadShortlist(trx, leadId);
  });
}

/**
 * Takes a designer off the lead's shortlist and records an `unshortlisted` event `{ designerId,
 * designerName }`; not on it: no-op. Returns the new shortlist; throws LeadError NOT_FOUND (lead
 * or designer).
 */
export async function removeFromShortlist(
  db: DB,
  leadId: number,
  designerId: number,
  actorId: number | null,
): Promise<LeadDesigner[]> {
  return inTransaction(db, async (trx) => {
    const designer = await leadAndDesigner(trx, leadId, designerId);
    const removed = await trx
      .deleteFrom('leadShortlist')
      .where('leadId', '=', leadId)
      .where('designerId', '=', designerId)
      .returning('designerId')
      .execute();
    if (removed.length > 0) {
      await touchLead(trx, leadId);
      await insertLeadEvent(
        trx,
        leadId,
        'unshortlisted',
        { designerId, designerName: designer.name },
        actorId,
      );
    }
    return leadShortlist(trx, leadId);
  });
}

/** Options of `suggestDesigners`. */
export interface SuggestOptions {
  /** Only designers marked available. */
  availableOnly: boolean;
  /** Most suggestions returned. */
  limit: number;
}

/**
 * Designers matching a lead, best first: the lead's message, company and inquiry-type label are
 * reduced to English lexemes (`to_tsvector`), OR-ed into one tsquery (so a long message still
 * matches on any of its words) and ranked with `ts_rank` against `designers.search` (skills and
 * titles weigh most, works least). Only rank > 0; `shortlisted` marks designers already on the
 * lead's shortlist (they are not left out). Throws LeadError NOT_FOUND for an unknown lead.
 */
export async function suggestDesigners(
  db: DB,
  leadId: number,
  options: SuggestOptions,
): Promise<DesignerSuggestion[]> {
  const lead = await db
    .selectFrom('contactSubmissions')
    .select(['message', 'company', 'inquiryType'])
    .where('id', '=', leadId)
    .executeTakeFirst();
  if (!lead) throw new LeadError('NOT_FOUND', 'Lead not found');
  const label = INQUIRY_TYPES.find((t) => t.value === lead.inquiryType)?.label ?? '';
  const text = [lead.message, lead.company, label].join(' ');
  // Lexemes of the lead, OR-ed; 'simple' so the already stemmed lexemes are not stemmed again,
  // and websearch syntax so no lexeme can make the query invalid.
  const query = sql`(select websearch_to_tsquery('simple', string_agg(ltrim(t.lexeme, '-'), ' or '))
    from unnest(to_tsvector('english', ${text})) as t)`;
  const rows = await db
    .selectFrom('designers as d')
    .select((eb) => [
      'd.id',
      'd.name',
      'd.title',
      'd.imageUrl',
      'd.skills',
      'd.isAvailable',
      sql<number>`ts_rank(d.search, q.query)`.as('rank'),
      eb
        .exists(
          eb
            .selectFrom('leadShortlist as s')
            .select('s.designerId')
            .where('s.leadId', '=', leadId)
            .whereRef('s.designerId', '=', 'd.id'),
        )
        .as('shortlisted'),
    ])
    .innerJoin(sql<{ query: unknown }>`(select ${query} as query)`.as('q'), (join) => join.onTrue())
    // A designer never published is not in the network yet: not one to offer a client.
    .where('d.publishedAt', 'is not', null)
    .where(sql<boolean>`d.search @@ q.query`)
    .where(sql<boolean>`ts_rank(d.search, q.query) > 0`)
    .$if(options.availableOnly, (qb) => qb.where('d.isAvailable', '=', true))
    .orderBy('rank', 'desc')
    .orderBy('d.orderIndex')
    .orderBy('d.id')
    .limit(options.limit)
    .execute();
  return rows.map((r) => ({ ...r, rank: Number(r.rank), shortlisted: Boolean(r.shortlisted) }));
}
