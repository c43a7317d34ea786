import { createHash, randomBytes } from 'node:crypto';
import {
  acceptInvitation,
  createInvitation,
  findInvitation,
  invitationState,
  listInvitations,
  renewInvitation,
  revokeInvitation,
  type Invitation,
  type InvitationEntry,
} from '@forma/db';
import {
  acceptInvitationInput,
  INVITATION_DEFAULT_DAYS,
  invitationCreateInput,
  invitationIdInput,
  invitationTokenInput,
} from '@forma/validators';
import { TRPCError } from '@trpc/server';
import { recordAdminWrite } from '../audit';
import { withStrongPassword } from '../auth/password-strength';
import { hashPassword } from '../auth/passwords';
import { toPublicUser } from '../auth/public-user';
import { sealTotpSecret } from '../auth/totp-encryption';
import { adminProcedure, createTRPCRouter, publicProcedure, type Context } from '../trpc';

const DAY_MS = 86_400_000;

/** The address of the invitation with secret `token`, relative to the site (`/invite/…`). */
export const invitationPath = (token: string): string => `/invite/${token}`;

/** The SHA-256 (hex) of an invitation's token: what the database keeps and looks up. */
export const hashInvitationToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** A new secret token: 32 random bytes, base64url (43 characters, invitationTokenSchema). */
const newToken = (): string => randomBytes(32).toString('base64url');

/** An invitation as the console lists it: never its token (only its hash is stored). */
const invitationAnswer = (invitation: Invitation & { invitedByUsername?: string | null }) => ({
  id: invitation.id,
  email: invitation.email,
  role: invitation.role,
  createdAt: invitation.createdAt,
  expiresAt: invitation.expiresAt,
  state: invitationState(invitation),
  invitedBy: invitation.invitedByUsername ?? null,
  /** The e-mail: 'none' (no SMTP: copy the link), 'pending', 'sent' or 'failed' (with why). */
  emailStatus: invitation.emailStatus,
  emailError: invitation.emailLastError,
});

/**
 * The link `path` sealed for the invitation e-mail queue (with the key of the two-factor
 * secrets), or null when this host sends no e-mail (or has no key): the admin shares the link.
 */
const emailLinkOf = (ctx: Context, path: string): string | null =>
  ctx.jobs?.kickInvitationMailer && ctx.totpKeys ? sealTotpSecret(path, ctx.totpKeys) : null;

/** Accepting: the registration rule's strong password, not like the username. */
const strongAcceptInput = withStrongPassword(acceptInvitationInput, 'password', (v) => [
  v.username,
]);

/** What an invitation link opens to, for its page: open (with the address and role) or why not. */
export type InvitationLookup =
  | { state: 'open'; email: string; role: Invitation['role']; expiresAt: Date }
  | { state: 'accepted' | 'revoked' | 'expired' | 'missing' };

/**
 * Inviting teammates to the console (issue 44 item 1): admins list, invite, resend and revoke
 * (every write in the audit log, roleProcedure); anyone with a link looks it up and accepts it. A link is shown once, when made or sent again: only its hash is stored.
 */
export const invitationsRouter = createTRPCRouter({
  /**
   * The invitations not yet used or revoked, newest first (expired ones for 30 days):
   * `{ id, email, role, createdAt, expiresAt, state, invitedBy, emailStatus, emailError }[]`.
   */
  list: adminProcedure.query(async ({ ctx }) =>
    (await listInvitations(ctx.db)).map((i: InvitationEntry) => invitationAnswer(i)),
  ),

  /**
   * Invites `email` with `role` for `days` (default 7): its e-mail is queued when this host sends
   * e-mail. Answers the invitation with `path` (`/invite/{token}`), shown this once. BAD_REQUEST
   * for a bad address, role or days.
   */
  create: adminProcedure.input(invitationCreateInput).mutation(async ({ ctx, input }) => {
    const token = newToken();
    const emailLink = emailLinkOf(ctx, invitationPath(token));
    const invitation = await createInvitation(ctx.db, {
      email: input.email,
      role: input.role,
      tokenHash: hashInvitationToken(token),
      invitedBy: ctx.user.id,
      expiresAt: new Date(Date.now() + (input.days ?? INVITATION_DEFAULT_DAYS) * DAY_MS),
      emailLink,
    });
    if (emailLink) ctx.jobs?.kickInvitationMailer?.();
    return {
      ...invitationAnswer({ ...invitation, invitedByUsername: ctx.user.username }),
      path: invitationPath(token),
    };
  }),

  /**
   * Sends the invitation `id` again: a new link (the old one stops opening) for another
   * INVITATION_DEFAULT_DAYS, its e-mail queued again. Answers as `create`. NOT_FOUND when it was
   * used or revoked, or there is none.
   */
  resend: adminProcedure.input(invitationIdInput).mutation(async ({ ctx, input }) => {
    const token = newToken();
    const emailLink = emailLinkOf(ctx, invitationPath(token));
    const invitation = await renewInvitation(ctx.db, input.id, {
      tokenHash: hashInvitationToken(token),
      expiresAt: new Date(Date.now() + INVITATION_DEFAULT_DAYS * DAY_MS),
      emailLink,
    });
    if (!invitation)
      throw new TRPCError({
        code: 'NOT_FOUND',
        message: 'This invitation was used or revoked: invite them again',
      });
    if (emailLink) ctx.jobs?.kickInvitationMailer?.();
    return { ...invitationAnswer(invitation), path: invitationPath(token) };
  }),

  /** Revokes the unused invitation `id`: its link no longer opens. Answers `{ id }`. NOT_FOUND otherwise. */
  revoke: adminProcedure.input(invitationIdInput).mutation(async ({ ctx, input }) => {
    if (!(await revokeInvitation(ctx.db, input.id)))
      throw new TRPCError({
        code: 'NOT_FOUND',
        message: 'This invitation was already used or revoked',
      });
    return { id: input.id };
  }),
  /** What the invitation link `token` opens to (InvitationLookup). BAD_REQUEST for a malformed token. */
  lookup: publicProcedure
    .input(invitationTokenInput)
    .query(async ({ ctx, input }): Promise<InvitationLookup> => {
      const invitation = await findInvitation(ctx.db, hashInvitationToken(input.token));
      if (!invitation) return { state: 'missing' };
      const state = invitationState(invitation);
      if (state !== 'open') return { state };
      return {
        state,
        email: invitation.email,
        role: invitation.role,
        expiresAt: invitation.expiresAt,
      };
    }),

  /**
   * Uses the invitation link `token` once: creates the account `username` with `password` (the
   * registration rule) and the invitation's role, signs it in, and records it in the audit log.
   * Returns the public user. Refusals: BAD_REQUEST 'This invitation link no longer
   * opens' (used, revoked, expired or unknown), CONFLICT 'Username already exists' (the link
   * still opens then), BAD_REQUEST for a weak password (issue at `password`).
   */
  accept: publicProcedure.input(strongAcceptInput).mutation(async ({ ctx, input }) => {
    const result = await acceptInvitation(ctx.db, {
      tokenHash: hashInvitationToken(input.token),
      username: input.username,
      passwordHash: await hashPassword(input.password),
    });
    if (!result.ok) {
      if (result.reason === 'username-taken')
        throw new TRPCError({ code: 'CONFLICT', message: 'Username already exists' });
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: 'This invitation link no longer opens: ask for a new one',
      });
    }
    const { user, invitation } = result;
    await ctx.session.login(user.id, { admin: true });
    await recordAdminWrite(
      { ...ctx, user },
      'invitations.accept',
      { id: invitation.id, email: invitation.email, role: invitation.role },
      null,
    );
    return toPublicUser(user);
  }),
});
