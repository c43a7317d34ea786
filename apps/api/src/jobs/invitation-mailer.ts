import { claimInvitationEmail, settleInvitationEmail, type DB, type Invitation } from '@forma/db';
import { openTotpSecret, type TotpKeyring } from '@forma/api';
import { ROLE_LABELS } from '@forma/validators';
import type { FastifyBaseLogger } from 'fastify';
import type { SendMailOptions } from 'nodemailer';
import {
  DEFAULT_POLL_MS,
  LEASE_MS,
  MAX_ATTEMPTS,
  RETRY_BACKOFF_MS,
  type Mailer,
} from './lead-notifier';
import { sendQueuedMail, startMailWorker } from './mail-queue';
import type { PollingWorker } from './polling-worker';

/**
 * The invitation mailer (issue 44 item 1; DESIGN.md "Background work"): e-mails each invitation
 * its link, from the queue kept on the invitation row (`claimInvitationEmail` of @forma/db), with
 * the lead notifier's mailer, retries and lease. The link waits on the row sealed with the
 * key of the two-factor secrets (`emailLink`), so any instance sends it, and is cleared once
 * sent.
 */

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface InvitationMailerDeps {
  db: DB;
  log: Log;
  mailer: Mailer;
  /** The sender's address (the first of NOTIFY_EMAIL). */
  from: string;
  /** The site's public address without a trailing / (PUBLIC_URL). */
  publicUrl: string;
  /** The keys that open the sealed link (the server's TOTP keyring). */
  keys: TotpKeyring;
  now?: () => Date;
  backoffMs?: readonly number[];
  maxAttempts?: number;
  leaseMs?: number;
}

/** The e-mail inviting `invitation`'s address to the console at `url`. */
export function invitationEmail(
  invitation: Pick<Invitation, 'email' | 'role' | 'expiresAt'>,
  url: string,
  from: string,
): SendMailOptions {
  const role = ROLE_LABELS[invitation.role];
  const until = `${invitation.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const text = [
    `You are invited to the Forma console as ${role}.`,
    '',
    `Pick a username and a password here: ${url}`,
    '',
    `The link works once, until ${until}. If you did not expect it, ignore this e-mail.`,
    '',
  ].join('\n');
  const html = [
    `<p>You are invited to the Forma console as <strong>${role}</strong>.</p>`,
    `<p><a href="${url}">Pick a username and a password</a></p>`,
    `<p>The link works once, until ${until}. If you did not expect it, ignore this e-mail.</p>`,
  ].join('\n');
  return {
    from: { name: 'Forma console', address: from },
    to: invitation.email,
    subject: 'You are invited to the Forma console',
    text,
    html,
  };
}

/** What one step did, or null when nothing was due. */
export type InviteOutcome = { id: number; status: 'sent' | 'retry' | 'failed' } | null;

/** The invitation's link path, opened from its sealed `emailLink`; null when it cannot be. */
function linkOf(invitation: Invitation, keys: TotpKeyring): string | null {
  if (!invitation.emailLink) return null;
  try {
    return openTotpSecret(invitation.emailLink, keys);
  } catch {
    return null;
  }
}

/**
 * One step: claims the next due invitation e-mail and sends it with its link; settles it
 * 'sent', or 'retry' after the attempt's backoff, or 'failed' after `maxAttempts` or when its
 * link cannot be opened (the key changed). Database errors propagate; sending errors never do.
 */
export async function mailNextInvitation(deps: InvitationMailerDeps): Promise<InviteOutcome> {
  const now = deps.now ?? (() => new Date());
  const maxAttempts = deps.maxAttempts ?? MAX_ATTEMPTS;
  const claim = await claimInvitationEmail(deps.db, {
    now: now(),
    leaseMs: deps.leaseMs ?? LEASE_MS,
    maxAttempts,
  });
  if (!claim) return null;
  const { invitation, attempts } = claim;
  const path = linkOf(invitation, deps.keys);
  if (!path) {
    const error = 'The link could not be read (the encryption key changed): send it again';
    await settleInvitationEmail(deps.db, invitation.id, attempts, {
      sent: false,
      error,
      retryAt: null,
    });
    deps.log.warn({ invitationId: invitation.id }, error);
    return { id: invitation.id, status: 'failed' };
  }
  const result = await sendQueuedMail({
    mailer: deps.mailer,
    message: invitationEmail(invitation, `${deps.publicUrl}${path}`, deps.from),
    attempts,
    maxAttempts,
    backoffMs: deps.backoffMs ?? RETRY_BACKOFF_MS,
    now: now(),
  });
  await settleInvitationEmail(deps.db, invitation.id, attempts, result);
  if (result.sent) {
    deps.log.info({ invitationId: invitation.id }, 'invitation e-mail sent');
    return { id: invitation.id, status: 'sent' };
  }
  deps.log.warn({ invitationId: invitation.id, ...result }, 'invitation e-mail failed');
  return { id: invitation.id, status: result.retryAt ? 'retry' : 'failed' };
}

/**
 * Starts this process's invitation mailer: a pass at once, then every `pollMs` ms (default
 * 15 s) and on `kick()`. Returns the worker; `stop()` closes the mailer too.
 */
export function startInvitationMailer(
  deps: InvitationMailerDeps & { pollMs?: number },
): PollingWorker {
  return startMailWorker({
    name: 'invitation mailer',
    step: async () => Boolean(await mailNextInvitation(deps)),
    pollMs: deps.pollMs ?? DEFAULT_POLL_MS,
    log: deps.log,
    mailer: deps.mailer,
  });
}
