import type { Lead, LeadNote } from '@forma/validators';
import type { LeadStatus } from '@forma/validators/lead-values';
import { roleAllows } from '@forma/validators/roles';
import { sql } from 'kysely';
import type { DB } from '../client';
import { findLead } from './leads-query';
import { inTransaction } from '../client';
import { insertLeadEvent, LeadError } from './leads';
import { recordWebhookEvent } from './webhooks';

/**
 * Lead changes an admin makes (issue 11 item 1): status, assignee, read state, notes, deletion.
 * Each write locks the lead, bumps `updated_at` and appends its timeline event in one
 * transaction; a change to the current value is a no-op (no event). `actorId` is the admin.
 */

/** Locks the lead row for this transaction; throws LeadError NOT_FOUND when it does not exist. */
async function lockLead(trx: DB, id: number) {
  const row = await trx
    .selectFrom('contactSubmissions')
    .select(['id', 'status', 'spamReason', 'assigneeId', 'isRead'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new LeadError('NOT_FOUND', 'Lead not found');
  return row;
}

/** The lead after a write, inside the same transaction. */
async function reread(trx: DB, id: number): Promise<Lead> {
  const lead = await findLead(trx, id);
  if (!lead) throw new LeadError('NOT_FOUND', 'Lead not found');
  return lead;
}

/**
 * Moves a lead to `status` and records a `status` event `{ from, to }`. Marking spam sets
 * spam_reason 'manual'; leaving spam clears it; the `lead.status_changed` webhook event is
 * written with it (issue 43). Same status: no-op. Returns the lead; throws
 * LeadError NOT_FOUND.
 */
export async function setLeadStatus(
  db: DB,
  id: number,
  status: LeadStatus,
  actorId: number | null,
): Promise<Lead> {
  return inTransaction(db, async (trx) => {
    const current = await lockLead(trx, id);
    if (current.status === status) return reread(trx, id);
    await trx
      .updateTable('contactSubmissions')
      .set({
        status,
        spamReason: status === 'spam' ? 'manual' : null,
        spamAt: status === 'spam' ? sql<Date>`now()` : null,
        updatedAt: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .execute();
    await insertLeadEvent(trx, id, 'status', { from: current.status, to: status }, actorId);
    const lead = await reread(trx, id);
    await recordWebhookEvent(trx, {
      type: 'lead.status_changed',
      actorId,
      data: {
        lead: { id, name: lead.name, email: lead.email, company: lead.company },
        from: current.status,
        to: status,
      },
    });
    return lead;
  });
}

/**
 * Assigns the lead to an admin (`assigneeId`) or nobody (null) and records an `assigned` event
 * `{ assigneeId, assigneeName }`. Same assignee: no-op. Returns the lead; throws LeadError
 * NOT_FOUND (lead) or BAD_REQUEST (not an existing admin user).
 */
export async function assignLead(
  db: DB,
  id: number,
  assigneeId: number | null,
  actorId: number | null,
): Promise<Lead> {
  return inTransaction(db, async (trx) => {
    const current = await lockLead(trx, id);
    let assigneeName: string | null = null;
    if (assigneeId !== null) {
      const user = await trx
        .selectFrom('users')
        .select(['username', 'role'])
        .where('id', '=', assigneeId)
        .executeTakeFirst();
      if (!user || !roleAllows(user.role, 'editor'))
        throw new LeadError('BAD_REQUEST', 'Leads can only be assigned to an admin or an editor');
      assigneeName = user.username;
    }
    if (current.assigneeId === assigneeId) return reread(trx, id);
    await trx
      .updateTable('contactSubmissions')
      .set({ assigneeId, updatedAt: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    await insertLeadEvent(trx, id, 'assigned', { assigneeId, assigneeName }, actorId);
    return reread(trx, id);
  });
}

/**
 * Marks the lead read or unread and records a `read` / `unread` event with `updated_at`, unless
 * `automatic` (the console opening an unread lead: the timeline and the "recently updated" order
 * keep what people did). Same state: no-op. Returns the lead; throws LeadError NOT_FOUND.
 */
export async function setLeadRead(
  db: DB,
  id: number,
  isRead: boolean,
  actorId: number | null,
  { automatic = false }: { automatic?: boolean } = {},
): Promise<Lead> {
  return inTransaction(db, async (trx) => {
    const current = await lockLead(trx, id);
    if (current.isRead === isRead) return reread(trx, id);
    await trx
      .updateTable('contactSubmissions')
      .set(automatic ? { isRead } : { isRead, updatedAt: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    if (!automatic) await insertLeadEvent(trx, id, isRead ? 'read' : 'unread', {}, actorId);
    return reread(trx, id);
  });
}

/** Longest note excerpt kept in the `note` event, characters. */
const NOTE_EXCERPT = 140;

/**
 * Adds an internal note by `authorId` and records a `note` event `{ noteId, excerpt }`. Returns
 * the note; throws LeadError NOT_FOUND.
 */
export async function addLeadNote(
  db: DB,
  id: number,
  body: string,
  authorId: number | null,
): Promise<LeadNote> {
  return inTransaction(db, async (trx) => {
    await lockLead(trx, id);
    const note = await trx
      .insertInto('leadNotes')
      .values({ leadId: id, authorId, body })
      .returning(['id', 'body', 'authorId', 'createdAt'])
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('contactSubmissions')
      .set({ updatedAt: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    const excerpt = body.length > NOTE_EXCERPT ? `${body.slice(0, NOTE_EXCERPT - 1)}…` : body;
    await insertLeadEvent(trx, id, 'note', { noteId: note.id, excerpt }, authorId);
    const author =
      authorId === null
        ? undefined
        : await trx
            .selectFrom('users')
            .select('username')
            .where('id', '=', authorId)
            .executeTakeFirst();
    return { ...note, authorName: author?.username ?? null };
  });
}

/** Deletes one lead with its notes, events, shortlist and notifications. False if missing. */
export async function deleteLead(db: DB, id: number): Promise<boolean> {
  // `returning` rather than numDeletedRows: PGlite reports 0 affected rows.
  const rows = await db
    .deleteFrom('contactSubmissions')
    .where('id', '=', id)
    .returning('id')
    .execute();
  return rows.length > 0;
}

/**
 * Deletes every submission from one address, case-insensitively, with everything hanging off
 * them (issue 11 item 6: erasure request). Returns how many submissions were deleted.
 */
export async function deleteLeadsByEmail(db: DB, email: string): Promise<number> {
  const rows = await db
    .deleteFrom('contactSubmissions')
    .where(sql<boolean>`lower(email) = lower(${email.trim()})`)
    .returning('id')
    .execute();
  return rows.length;
}

/** Users a lead can be assigned to (admins and editors: they work the leads), by username. */
export async function leadAssignees(db: DB): Promise<{ id: number; username: string }[]> {
  return db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('role', 'in', ['admin', 'editor'])
    .orderBy('username')
    .execute();
}
