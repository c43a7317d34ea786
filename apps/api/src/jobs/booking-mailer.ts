import {
  addToCalendarLinks,
  bookingInvite,
  bookingManagePath,
  callTimeText,
  type TotpKeyring,
} from '@forma/api';
import {
  claimBookingEmail,
  settleBookingEmail,
  type BookingEmailClaim,
  type BookingRecord,
  type DB,
} from '@forma/db';
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
 * The booking mailer (issue 42 item 5; DESIGN.md "Background work"): sends the e-mails each
 * booking change queues in `booking_emails` (confirmation, change, cancellation, and the
 * reminders due 24 h and 1 h before the call), each to the visitor or the host, with the
 * iCalendar invite attached (`METHOD:REQUEST`, or `METHOD:CANCEL`), add-to-calendar links and
 * the visitor's signed manage link. Each e-mail is claimed in the database before it is sent
 * (`claimBookingEmail`), so no two instances, and no restart, send it twice; failures retry
 * with the lead notifier's backoff.
 */

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface BookingMailerDeps {
  db: DB;
  log: Log;
  mailer: Mailer;
  /** The sender's address (the first of NOTIFY_EMAIL). */
  from: string;
  /** The site's public address without a trailing / (PUBLIC_URL). */
  publicUrl: string;
  /** The keys the manage links are signed with. */
  keys: TotpKeyring;
  now?: () => Date;
  backoffMs?: readonly number[];
  maxAttempts?: number;
  leaseMs?: number;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The subject line and first sentence of each kind of e-mail, for the visitor or the host. */
function headline(claim: BookingEmailClaim, when: string): { subject: string; lead: string } {
  const b = claim.booking;
  const toVisitor = claim.recipient === 'visitor';
  const who = toVisitor ? b.hostName : b.name;
  switch (claim.kind) {
    case 'confirmed':
      return {
        subject: `Confirmed: ${b.eventTypeTitle} with ${who}, ${when}`,
        lead: toVisitor
          ? `Your ${b.eventTypeTitle} with ${b.hostName} is booked for ${when}.`
          : `${b.name}${b.company ? ` (${b.company})` : ''} booked a ${b.eventTypeTitle} with you for ${when}.`,
      };
    case 'rescheduled':
      return {
        subject: `Moved: ${b.eventTypeTitle} with ${who}, now ${when}`,
        lead: `Your ${b.eventTypeTitle} with ${who} has moved to ${when}.`,
      };
    case 'cancelled':
      return {
        subject: `Cancelled: ${b.eventTypeTitle} with ${who}, ${when}`,
        lead: `The ${b.eventTypeTitle} with ${who} on ${when} is cancelled${b.cancelReason ? `: ${b.cancelReason}` : '.'}`,
      };
    default: {
      const soon = claim.kind === 'reminder-1h' ? 'in an hour' : 'tomorrow';
      return {
        subject: `Reminder: ${b.eventTypeTitle} with ${who} ${soon}, ${when}`,
        lead: `A reminder: your ${b.eventTypeTitle} with ${who} is ${soon}, ${when}.`,
      };
    }
  }
}

/**
 * The e-mail of one claimed booking e-mail: to the visitor (in their zone, with the manage
 * link) or the host (in theirs, with the visitor's answers), the invite attached as a
 * `text/calendar` part nodemailer marks with its METHOD.
 */
export function bookingEmail(
  claim: BookingEmailClaim,
  deps: Pick<BookingMailerDeps, 'from' | 'publicUrl' | 'keys'>,
  stamp: Date = new Date(),
): SendMailOptions {
  const b: BookingRecord = claim.booking;
  const toVisitor = claim.recipient === 'visitor';
  const when = callTimeText(b.startsAt, toVisitor ? b.timeZone : b.hostTimeZone);
  const { subject, lead } = headline(claim, when);
  const manageUrl = `${deps.publicUrl}${bookingManagePath(b.uid, deps.keys)}`;
  const title = `${b.eventTypeTitle}: ${b.name} and ${b.hostName} (Forma)`;
  const description = toVisitor
    ? `Join: ${b.location}\nReschedule or cancel: ${manageUrl}`
    : `With ${b.name} <${b.email}>${b.company ? `, ${b.company}` : ''}\nJoin: ${b.location}`;
  const ics = bookingInvite(
    {
      uid: b.uid,
      sequence: b.sequence,
      status: b.status,
      start: b.startsAt,
      end: b.endsAt,
      title,
      description,
      location: b.location,
      url: manageUrl,
      host: { name: b.hostName, email: b.hostEmail },
      visitor: { name: b.name, email: b.email },
    },
    stamp,
  );
  const cancelled = b.status === 'cancelled';
  const links = addToCalendarLinks({
    start: b.startsAt,
    end: b.endsAt,
    title,
    description,
    location: b.location,
  });
  const answers = Object.entries(b.answers).map(([k, v]) => `${k}: ${v}`);
  const text = [
    lead,
    '',
    ...(cancelled ? [] : [`Where: ${b.location}`]),
    ...(toVisitor && !cancelled ? [`Reschedule or cancel: ${manageUrl}`] : []),
    ...(!toVisitor ? [`Visitor: ${b.name} <${b.email}>`, ...answers] : []),
    ...(cancelled
      ? []
      : ['', `Add to Google Calendar: ${links.google}`, `Add to Outlook: ${links.outlook}`]),
    '',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(lead)}</p>`,
    ...(cancelled
      ? []
      : [`<p>Where: <a href="${escapeHtml(b.location)}">${escapeHtml(b.location)}</a></p>`]),
    ...(toVisitor && !cancelled
      ? [`<p><a href="${escapeHtml(manageUrl)}">Reschedule or cancel</a></p>`]
      : []),
    ...(!toVisitor
      ? [
          `<p>Visitor: ${escapeHtml(b.name)} &lt;${escapeHtml(b.email)}&gt;</p>`,
          ...answers.map((a) => `<p>${escapeHtml(a)}</p>`),
        ]
      : []),
    ...(cancelled
      ? []
      : [
          `<p><a href="${escapeHtml(links.google)}">Add to Google Calendar</a> · <a href="${escapeHtml(links.outlook)}">Add to Outlook</a></p>`,
        ]),
  ].join('\n');
  return {
    from: { name: 'Forma', address: deps.from },
    to: toVisitor ? { name: b.name, address: b.email } : { name: b.hostName, address: b.hostEmail },
    subject,
    text,
    html,
    icalEvent: { method: cancelled ? 'CANCEL' : 'REQUEST', filename: 'invite.ics', content: ics },
  };
}

/** What one step did, or null when nothing was due. */
export type BookingMailOutcome = { id: number; status: 'sent' | 'retry' | 'failed' } | null;

/**
 * One step: claims the next due booking e-mail and sends it; settles it 'sent', or retries it
 * after the attempt's backoff, or 'failed' after `maxAttempts`. Database errors propagate;
 * sending errors never do.
 */
export async function mailNextBookingEmail(deps: BookingMailerDeps): Promise<BookingMailOutcome> {
  const now = deps.now ?? (() => new Date());
  const maxAttempts = deps.maxAttempts ?? MAX_ATTEMPTS;
  const claim = await claimBookingEmail(deps.db, {
    now: now(),
    leaseMs: deps.leaseMs ?? LEASE_MS,
    maxAttempts,
  });
  if (!claim) return null;
  const result = await sendQueuedMail({
    mailer: deps.mailer,
    message: bookingEmail(claim, deps, now()),
    attempts: claim.attempts,
    maxAttempts,
    backoffMs: deps.backoffMs ?? RETRY_BACKOFF_MS,
    now: now(),
  });
  await settleBookingEmail(deps.db, claim.id, claim.attempts, result);
  if (result.sent) {
    deps.log.info({ bookingEmailId: claim.id, kind: claim.kind }, 'booking e-mail sent');
    return { id: claim.id, status: 'sent' };
  }
  deps.log.warn({ bookingEmailId: claim.id, ...result }, 'booking e-mail failed');
  return { id: claim.id, status: result.retryAt ? 'retry' : 'failed' };
}

/**
 * Starts this process's booking mailer: a pass at once, then every `pollMs` ms (default 15 s:
 * reminders go out within that of their time) and on `kick()`. `stop()` closes the mailer too.
 */
export function startBookingMailer(deps: BookingMailerDeps & { pollMs?: number }): PollingWorker {
  return startMailWorker({
    name: 'booking mailer',
    step: async () => Boolean(await mailNextBookingEmail(deps)),
    pollMs: deps.pollMs ?? DEFAULT_POLL_MS,
    log: deps.log,
    mailer: deps.mailer,
  });
}
