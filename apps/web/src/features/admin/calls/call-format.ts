import type { RouterOutputs } from '@forma/api';
import type { BookingStatus } from '@forma/validators';
import { BOOKING_STATUS_LABELS } from '@forma/validators/booking-values';
import { dateTimeFormat } from '../../../lib/date-format';

/**
 * The Calls screen's words and times (issue 42): a call's time in a zone ("Mon 8 Mar, 10:00"),
 * its status label and what its e-mails are.
 */

/** The cached en-GB format of `options` in `zone` (UTC when the zone is unknown). */
const formatIn = (zone: string, options: Intl.DateTimeFormatOptions) =>
  dateTimeFormat('en-GB', { ...options, timeZone: zone });

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** "Mon 8 Mar 10:00" in `zone` (24-hour clock). */
export function callTime(value: Date | string, zone: string): string {
  const parts = formatIn(zone, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(toDate(value));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('hour')}:${part('minute')}`;
}

/** "10:00" in `zone`. */
export function clockTime(value: Date | string, zone: string): string {
  return formatIn(zone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    toDate(value),
  );
}

/** "Monday 8 March" of a 'YYYY-MM-DD' date (a slots day). */
export function dayLabel(date: string): string {
  return formatIn('UTC', { weekday: 'long', day: 'numeric', month: 'long' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** "Confirmed", "Cancelled", "No-show". */
export function callStatusLabel(status: BookingStatus): string {
  return BOOKING_STATUS_LABELS[status];
}

/** The badge tint of a status. */
export function callStatusVariant(status: BookingStatus): 'success' | 'destructive' | 'default' {
  return status === 'confirmed' ? 'success' : status === 'cancelled' ? 'destructive' : 'default';
}

/** True once a call has started (a no-show can be marked). */
export function hasStarted(call: { startsAt: Date | string }, now = Date.now()): boolean {
  return toDate(call.startsAt).getTime() <= now;
}

const EMAIL_KINDS: Record<string, string> = {
  confirmed: 'Confirmation',
  rescheduled: 'New time',
  cancelled: 'Cancellation',
  'reminder-24h': 'Reminder 24 h before',
  'reminder-1h': 'Reminder 1 h before',
};

/** A booking e-mail's kind in words ("Reminder 24 h before"); unknown kinds read as they are. */
export function emailKindLabel(kind: string): string {
  return EMAIL_KINDS[kind] ?? kind;
}

/** Where a call came from: "page /book · designer Ava Chen · utm_source newsletter". */
export function sourceLine(call: {
  source: Record<string, string>;
  designerName: string | null;
}): string {
  const parts: string[] = [];
  if (call.source.page) parts.push(`page ${call.source.page}`);
  if (call.designerName) parts.push(`designer ${call.designerName}`);
  for (const key of ['utmSource', 'utmMedium', 'utmCampaign'] as const)
    if (call.source[key])
      parts.push(`${key.replace('utm', 'utm_').toLowerCase()} ${call.source[key]}`);
  return parts.join(' · ') || 'the booking page';
}

/** A call as the console lists it (`calls.list`). */
export type CallRow = RouterOutputs['calls']['list']['items'][number];
