import { sql } from 'kysely';
import type { DB } from '../client';
import type { Invitation } from '../schema';
import type { UserRole } from '@forma/validators';
import { insertUser } from './users';

/**
 * Invitations to the console (issue 44 item 1). A link opens until it expires, is revoked, or is
 * used once; sending it again gives it a new token (the old link stops opening) and a new
 * expiry. Its e-mail is queued on the row (`emailStatus`), claimed with `FOR UPDATE SKIP
 * LOCKED` as the lead e-mails are (lead-notifications.ts).
 */

/** An invitation as the console lists it, with who sent it (null when deleted). */
export type InvitationEntry = Invitation & { invitedByUsername: string | null };

/** Where an invitation stands at a moment: open, used, revoked or expired. */
export type InvitationState = 'open' | 'accepted' | 'revoked' | 'expired';

/** Where `invitation` stands at `now`. */
export function invitationState(invitation: Invitation, now: Date = new Date()): InvitationState {
  if (invitation.acceptedAt) return 'accepted';
  if (invitation.revokedAt) return 'revoked';
  return invitation.expiresAt > now ? 'open' : 'expired';
}

/**
 * Stores a new invitation of `email` with `role`, its token's hash and expiry; with `emailLink`
 * (the link sealed by the caller) its e-mail is pending from now. Returns the row. Throws on a
 * duplicate hash.
 */
export async function createInvitation(
  db: DB,
  values: {
    email: string;
    role: UserRole;
    tokenHash: string;
    invitedBy: number | null;
    expiresAt: Date;
    emailLink: string | null;
  },
): Promise<Invitation> {
  return db
    .insertInto('invitations')
    .values({
      ...values,
      emailStatus: values.emailLink ? 'pending' : 'none',
      emailNextAttemptAt: values.emailLink ? new Date() : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The invitations not yet used, revoked or expired at `now` (open ones first by expiry), with
 * who sent them. Expired ones stay listed for `keepExpiredMs` (default 30 days) so an admin sees
 * them and sends them again.
 */
export async function listInvitations(
  db: DB,
  now: Date = new Date(),
  keepExpiredMs = 30 * 86_400_000,
): Promise<InvitationEntry[]> {
  return db
    .selectFrom('invitations as i')
    .leftJoin('users as u', 'u.id', 'i.invitedBy')
    .selectAll('i')
    .select('u.username as invitedByUsername')
    .where('i.acceptedAt', 'is', null)
    .where('i.revokedAt', 'is', null)
    .where('i.expiresAt', '>', new Date(now.getTime() - keepExpiredMs))
    .orderBy('i.createdAt', 'desc')
    .orderBy('i.id', 'desc')
    .execute();
}

/** The invitation whose token hashes to `tokenHash`, in any state; undefined when none. */
export async function findInvitation(db: DB, tokenHash: string): Promise<Invitation | undefined> {
  return db
    .selectFrom('invitations')
    .selectAll()
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/** The invitation `id` in any state; undefined when none. */
export async function getInvitation(db: DB, id: number): Promise<Invitation | undefined> {
  return db.selectFrom('invitations').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Gives the unused, unrevoked invitation `id` a new token and expiry (the old link stops
 * opening), its e-mail queued again with `emailLink` (sealed) when given. Returns the row, or undefined when it
 * was used or revoked (or there is none).
 */
export async function renewInvitation(
  db: DB,
  id: number,
  values: { tokenHash: string; expiresAt: Date; emailLink: string | null },
): Promise<Invitation | undefined> {
  return db
    .updateTable('invitations')
    .set({
      tokenHash: values.tokenHash,
      expiresAt: values.expiresAt,
      emailStatus: values.emailLink ? 'pending' : 'none',
      emailAttempts: 0,
      emailNextAttemptAt: values.emailLink ? new Date() : null,
      emailLastError: null,
      emailLink: values.emailLink,
    })
    .where('id', '=', id)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Revokes the unused invitation `id` at `now`: its link no longer opens and its e-mail is not
 * sent. Returns false when there is none, or it was used or revoked already.
 */
export async function revokeInvitation(
  db: DB,
  id: number,
  now: Date = new Date(),
): Promise<boolean> {
  const rows = await db
    .updateTable('invitations')
    .set({
      revokedAt: now,
      emailStatus: sql<'none'>`case when email_status = 'pending' then 'none' else email_status end`,
      emailLink: null,
    })
    .where('id', '=', id)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** Why an invitation could not be used. */
export type AcceptRefusal = 'not-open' | 'username-taken';

/**
 * Uses the invitation of `tokenHash` once, at `now`: in one transaction, marks it accepted (only
 * if open: not used, revoked or expired, so two tries never both succeed) and creates the user
 * with its role. Returns the new user, or why not (`not-open`, `username-taken`: nothing is
 * changed then).
 */
export async function acceptInvitation(
  db: DB,
  values: { tokenHash: string; username: string; passwordHash: string; now?: Date },
): Promise<
  | { ok: true; user: NonNullable<Awaited<ReturnType<typeof insertUser>>>; invitation: Invitation }
  | { ok: false; reason: AcceptRefusal }
> {
  const now = values.now ?? new Date();
  return db
    .transaction()
    .execute(async (trx) => {
      const invitation = await trx
        .updateTable('invitations')
        .set({ acceptedAt: now, emailLink: null })
        .where('tokenHash', '=', values.tokenHash)
        .where('acceptedAt', 'is', null)
        .where('revokedAt', 'is', null)
        .where('expiresAt', '>', now)
        .returningAll()
        .executeTakeFirst();
      if (!invitation) return { ok: false as const, reason: 'not-open' as const };
      const user = await insertUser(trx, {
        username: values.username,
        passwordHash: values.passwordHash,
        role: invitation.role,
      });
      // Taken: roll the acceptance back so the link still opens for another username.
      if (!user) throw new UsernameTaken();
      await trx
        .updateTable('invitations')
        .set({ acceptedUserId: user.id })
        .where('id', '=', invitation.id)
        .execute();
      return { ok: true as const, user, invitation };
    })
    .catch((error: unknown) => {
      if (error instanceof UsernameTaken)
        return { ok: false as const, reason: 'username-taken' as const };
      throw error;
    });
}

class UsernameTaken extends Error {}

/** A claimed invitation e-mail: the invitation and the attempt it is. */
export interface InvitationEmailClaim {
  invitation: Invitation;
  attempts: number;
}

/**
 * Claims the next due invitation e-mail (pending, due by `now`, the invitation still open):
 * counts the attempt and leases it until `now + leaseMs`, in one statement (`FOR UPDATE SKIP
 * LOCKED`: two workers never claim the same one). A due one already tried `maxAttempts` times
 * is 'failed' first. Returns the claim, or undefined when none is due.
 */
export async function claimInvitationEmail(
  db: DB,
  { now, leaseMs, maxAttempts }: { now: Date; leaseMs: number; maxAttempts: number },
): Promise<InvitationEmailClaim | undefined> {
  await db
    .updateTable('invitations')
    .set({ emailStatus: 'failed', emailLastError: 'Gave up after the last attempt' })
    .where('emailStatus', '=', 'pending')
    .where('emailNextAttemptAt', '<=', now)
    .where('emailAttempts', '>=', maxAttempts)
    .execute();
  const claimed = await sql<Invitation>`
    update invitations set
      email_attempts = email_attempts + 1,
      email_next_attempt_at = ${new Date(now.getTime() + leaseMs)}
    where id = (
      select id from invitations
      where email_status = 'pending' and email_next_attempt_at <= ${now}
        and accepted_at is null and revoked_at is null
      order by email_next_attempt_at, id
      limit 1
      for update skip locked
    )
    returning *`.execute(db);
  const row = claimed.rows[0];
  if (!row) return undefined;
  const invitation = (await getInvitation(db, row.id))!;
  return { invitation, attempts: invitation.emailAttempts };
}

/**
 * Settles the claim of invitation `id` made as attempt `attempts`: sent, or failed with `error`
 * and retried at `retryAt` (null: failed for good). A claim that is no longer the latest (the
 * invitation was sent again meanwhile) changes nothing.
 */
export async function settleInvitationEmail(
  db: DB,
  id: number,
  attempts: number,
  outcome: { sent: true } | { sent: false; error: string; retryAt: Date | null },
): Promise<void> {
  await db
    .updateTable('invitations')
    .set(
      outcome.sent
        ? { emailStatus: 'sent', emailLastError: null, emailLink: null }
        : {
            emailStatus: outcome.retryAt ? 'pending' : 'failed',
            emailNextAttemptAt: outcome.retryAt,
            emailLastError: outcome.error,
            ...(outcome.retryAt ? {} : { emailLink: null }),
          },
    )
    .where('id', '=', id)
    .where('emailAttempts', '=', attempts)
    .where('emailStatus', '=', 'pending')
    .execute();
}
