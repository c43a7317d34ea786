import {
  claimLeadNotification,
  settleLeadNotification,
  type DB,
  type LeadNotificationClaim,
} from '@forma/db';
import { INQUIRY_TYPES } from '@forma/validators';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type SendMailOptions } from 'nodemailer';
import { sendQueuedMail, startMailWorker, type Mailer } from './mail-queue';

/**
 * The lead notifier (issue 11 item 4; DESIGN.md "Background work"): e-mails the team about each
 * new non-spam lead, after it is stored, from the `lead_notifications` queue (see
 * `claimLeadNotification` of @forma/db). Woken right after an insert in this process and polling
 * otherwise, so a restart or another instance picks pending work up; failures are retried with
 * backoff, then the row is 'failed' with its last error. Never touches a visitor's request.
 */

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** Wait after failed attempt 1, 2, 3, 4, ms: 30 s, 2 min, 10 min, 1 h. */
export const RETRY_BACKOFF_MS = [30_000, 120_000, 600_000, 3_600_000] as const;
/** Attempts an e-mail gets before it is 'failed' for good. */
export const MAX_ATTEMPTS = 5;
/** How long a claim is held: a worker that died mid-send is retried after this, ms. */
export const LEASE_MS = 5 * 60_000;
/** Default time between two polls, ms. */
export const DEFAULT_POLL_MS = 15_000;

export type { Mailer } from './mail-queue';

/**
 * A nodemailer SMTP transport for `smtpUrl` (smtp:// or smtps://, credentials in the URL), with
 * timeouts well inside LEASE_MS: 30 s to connect and for the greeting, 60 s of socket silence.
 */
export function createMailer(smtpUrl: string): Mailer {
  return createTransport({
    url: smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
}

export interface LeadNotifierDeps {
  db: DB;
  log: Log;
  mailer: Mailer;
  /** The team's addresses (NOTIFY_EMAIL); the first one is also the sender. */
  to: readonly string[];
  /** The site's public address without a trailing / (PUBLIC_URL), for the console link. */
  publicUrl: string;
  /** The clock; default the real one (tests move it to reach a retry). */
  now?: () => Date;
  /** Waits after failed attempts, ms; default RETRY_BACKOFF_MS (the last one repeats). */
  backoffMs?: readonly number[];
  /** Default MAX_ATTEMPTS. */
  maxAttempts?: number;
  /** Default LEASE_MS. */
  leaseMs?: number;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** One line of header text: control characters and runs of white space become one space. */
const oneLine = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\s]+/g, ' ')
    .trim();

/** The console page of lead `id`: `{publicUrl}/admin/contact-submissions?open={id}`. */
export const leadConsoleUrl = (publicUrl: string, id: number) =>
  `${publicUrl}/admin/contact-submissions?open=${id}`;

/**
 * The e-mail announcing a lead: to the team (`to`, the first address also as sender), reply-to
 * the visitor, subject 'New inquiry: {name} ({company})', a plain-text body with name, email,
 * company, inquiry type label and message and the console link, and the same as HTML with every
 * value escaped.
 */
export function leadNotificationEmail(
  lead: LeadNotificationClaim['lead'],
  { to, publicUrl }: { to: readonly string[]; publicUrl: string },
): SendMailOptions {
  const type = INQUIRY_TYPES.find((t) => t.value === lead.inquiryType)?.label ?? lead.inquiryType;
  const link = leadConsoleUrl(publicUrl, lead.id);
  const fields: [string, string][] = [
    ['Name', lead.name],
    ['Email', lead.email],
    ['Company', lead.company],
    ['Inquiry type', type],
    ['Received', `${lead.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`],
  ];
  const text = [
    'A new inquiry came in through the contact form.',
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    lead.message,
    '',
    `Open it in the console: ${link}`,
    '',
  ].join('\n');
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0">${label}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = [
    '<p>A new inquiry came in through the contact form.</p>',
    `<table>${rows}</table>`,
    `<p><strong>Message</strong></p><p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>`,
    `<p><a href="${escapeHtml(link)}">Open it in the console</a></p>`,
  ].join('\n');
  return {
    from: { name: 'Forma website', address: to[0]! },
    to: [...to],
    replyTo: { name: oneLine(lead.name), address: lead.email },
    subject: oneLine(`New inquiry: ${lead.name} (${lead.company})`),
    text,
    html,
  };
}

/** What one step did: the notification and how it ended, or null when nothing was due. */
export type NotifyOutcome = {
  id: number;
  leadId: number;
  status: 'sent' | 'retry' | 'failed';
} | null;

/**
 * One step of the notifier: claims the next due notification, sends its e-mail and settles it:
 * 'sent'; or, when sending failed, 'retry' after the attempt's backoff, or 'failed' with the
 * error once `maxAttempts` attempts were made. Returns what it did, or null when nothing was
 * due. Database errors propagate; sending errors never do.
 */
export async function notifyNextLead(deps: LeadNotifierDeps): Promise<NotifyOutcome> {
  const now = deps.now ?? (() => new Date());
  const maxAttempts = deps.maxAttempts ?? MAX_ATTEMPTS;
  const claim = await claimLeadNotification(deps.db, {
    now: now(),
    leaseMs: deps.leaseMs ?? LEASE_MS,
    maxAttempts,
  });
  if (!claim) return null;
  const ids = { notificationId: claim.id, leadId: claim.lead.id, attempt: claim.attempts };
  const result = await sendQueuedMail({
    mailer: deps.mailer,
    message: leadNotificationEmail(claim.lead, deps),
    attempts: claim.attempts,
    maxAttempts,
    backoffMs: deps.backoffMs ?? RETRY_BACKOFF_MS,
    now: now(),
  });
  if (!result.sent) {
    const { error, retryAt } = result;
    await settleLeadNotification(deps.db, claim, { error, retryAt });
    if (retryAt) deps.log.warn({ ...ids, error, retryAt }, 'new-lead e-mail failed; will retry');
    else deps.log.error({ ...ids, error }, 'new-lead e-mail failed for good');
    return { id: claim.id, leadId: claim.lead.id, status: retryAt ? 'retry' : 'failed' };
  }
  await settleLeadNotification(deps.db, claim, { sentAt: now() });
  deps.log.info(ids, 'new-lead e-mail sent');
  return { id: claim.id, leadId: claim.lead.id, status: 'sent' };
}

export interface LeadNotifier {
  /** Runs a pass now (or right after the current one). Never throws. */
  kick(): void;
  /** Resolves once no pass is under way (PollingWorker `settled`). */
  settled(): Promise<void>;
  /** Stops polling, waits for the current e-mail, closes the mailer. */
  stop(): Promise<void>;
}

/**
 * Starts the notifier of this process: a pass at once, then one every `pollMs` ms (default 15 s;
 * the timer does not keep the process alive) and whenever `kick()` is called. A pass sends until
 * nothing is due; a database error ends it (the next poll retries). Errors are logged, never
 * thrown. Returns `{ kick, stop }`.
 */
export function startLeadNotifier(deps: LeadNotifierDeps & { pollMs?: number }): LeadNotifier {
  return startMailWorker({
    name: 'lead notifier',
    step: async () => Boolean(await notifyNextLead(deps)),
    pollMs: deps.pollMs ?? DEFAULT_POLL_MS,
    log: deps.log,
    mailer: deps.mailer,
  });
}
