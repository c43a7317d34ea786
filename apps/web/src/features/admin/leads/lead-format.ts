import type { LeadEvent, LeadStatus } from '@forma/validators';
import { LEAD_STATUS_LABELS, MIN_FILL_TIME_MS } from '@forma/validators/lead-values';
import { callTime } from '../calls/call-format';

/** The board's columns: the pipeline in order (spam has its own filter in the list instead). */
export const PIPELINE_STATUSES = [
  'new',
  'contacted',
  'qualified',
  'matched',
  'won',
  'lost',
] as const satisfies readonly LeadStatus[];

/** "New", "Qualified"… for a status value; unknown values are shown as they are. */
export function statusLabel(status: unknown): string {
  return typeof status === 'string' && status in LEAD_STATUS_LABELS
    ? LEAD_STATUS_LABELS[status as LeadStatus]
    : String(status);
}

/** Why a lead is spam, as a sentence for the lead screen. */
export function spamReasonText(reason: string | null): string {
  switch (reason) {
    case 'honeypot':
      return 'The hidden honeypot field was filled in (bots fill every field).';
    case 'too-fast':
      return `It was sent less than ${MIN_FILL_TIME_MS / 1000} seconds after the form appeared.`;
    case 'manual':
      return 'An admin marked it as spam.';
    default:
      return 'It was marked as spam.';
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

const zoneOf = (d: Record<string, unknown>) => text(d.timeZone) ?? 'UTC';

/** "Mon 8 Mar 10:00 (Asia/Kolkata)": a booking event's time in the visitor's zone. */
function callWhen(d: Record<string, unknown>): string {
  const start = text(d.start);
  return start ? `${callTime(start, zoneOf(d))} (${zoneOf(d)})` : 'an unknown time';
}

/** "Intro call for Mon 8 Mar 10:00 (Asia/Kolkata)". */
function callWhat(d: Record<string, unknown>): string {
  return `${text(d.eventType) ?? 'a call'} for ${callWhen(d)}`;
}

/** " by the visitor", " by Ann" (the console user), or nothing. */
function byWhom(d: Record<string, unknown>, actorName: string | null): string {
  if (d.by === 'visitor') return ' by the visitor';
  if (actorName) return ` by ${actorName}`;
  return d.by === 'host' ? ' by the team' : '';
}

/**
 * One timeline entry as a sentence: "admin moved it from New to Qualified", "admin assigned it to
 * sam", "admin shortlisted Ava Chen". Entries without an actor were made by the system or the
 * visitor.
 */
export function eventSentence(event: LeadEvent): string {
  const who = event.actorName ?? 'Someone';
  const d = event.data;
  switch (event.kind) {
    case 'created':
      if (d.source === 'booking') return 'The lead arrived by booking a call';
      return d.status === 'spam'
        ? 'The inquiry arrived through the contact form and was stored as spam'
        : 'The inquiry arrived through the contact form';
    case 'status': {
      const to = statusLabel(d.to);
      const from = d.from !== undefined && d.from !== null ? statusLabel(d.from) : undefined;
      const reason = text(d.reason) ?? text(d.spamReason);
      if (!event.actorName)
        return `${from ? `Moved from ${from} to ${to}` : `Set to ${to}`}${reason ? ` (${reason})` : ''}`;
      return from ? `${who} moved it from ${from} to ${to}` : `${who} set it to ${to}`;
    }
    case 'assigned': {
      const to = text(d.to) ?? text(d.assigneeName) ?? text(d.username);
      return to ? `${who} assigned it to ${to}` : `${who} unassigned it`;
    }
    case 'note':
      return `${who} added a note`;
    case 'shortlisted':
      return `${who} shortlisted ${text(d.designerName) ?? 'a designer'}`;
    case 'unshortlisted':
      return `${who} removed ${text(d.designerName) ?? 'a designer'} from the shortlist`;
    case 'read':
      return `${who} marked it as read`;
    case 'unread':
      return `${who} marked it as unread`;
    case 'booked':
      return `Booked ${callWhat(d)} with ${text(d.hostName) ?? 'the team'}`;
    case 'booking_rescheduled':
      return `Call moved${byWhom(d, event.actorName)} to ${callWhen(d)}${
        text(d.previousStart) ? ` (was ${callTime(String(d.previousStart), zoneOf(d))})` : ''
      }`;
    case 'booking_cancelled':
      return `Call cancelled${byWhom(d, event.actorName)}${text(d.reason) ? `: ${text(d.reason)}` : ''}`;
    case 'no_show':
      return `No-show: ${text(d.eventType) ?? 'the call'} of ${callWhen(d)}${
        event.actorName ? ` (marked by ${event.actorName})` : ''
      }`;
    default:
      return `${who}: ${String(event.kind)}`;
  }
}
