import {
  findEventType,
  loadBookingCalendar,
  type BookingRecord,
  type CalendarHost,
  type DB,
  type EventType,
} from '@forma/db';
import {
  BOOKING_QUESTIONS,
  type BookingAnswers,
  type PublicBooking,
  type PublicEventType,
  type SlotsAnswer,
} from '@forma/validators';
import { TRPCError } from '@trpc/server';
import { DateTime } from 'luxon';
import type { TotpKeyring } from '../auth/totp-encryption';
import { bookingManagePath } from './links';
import { computeSlots, groupSlotsByDay, hostsFreeAt, type HostSchedule } from './slots';

/**
 * Booking a call between the database and the slot engine (issue 42): which slots to offer for a
 * range of days in the visitor's zone, which hosts are free for one, and how a booking reads to
 * its visitor. Every time computation is Luxon's (slots.ts), never a hand-written offset.
 */

/** The zone a page renders in when the visitor gave none: the first host's, else UTC. */
export function teamTimeZone(hosts: Pick<CalendarHost, 'timeZone'>[]): string {
  return hosts[0]?.timeZone ?? 'UTC';
}

/** A host as the slot engine reads it (ms instead of Dates), without `skipBookingId`'s call. */
function scheduleOf(host: CalendarHost, skipUid?: string): HostSchedule {
  return {
    hostId: host.userId,
    timeZone: host.timeZone,
    weeklyHours: host.weeklyHours as HostSchedule['weeklyHours'],
    overrides: host.overrides,
    bufferBeforeMin: host.bufferBeforeMin,
    bufferAfterMin: host.bufferAfterMin,
    minNoticeMin: host.minNoticeMin,
    horizonDays: host.horizonDays,
    dailyMax: host.dailyMax,
    bookings: host.bookings
      .filter((b) => !skipUid || b.uid !== skipUid)
      .map((b) => ({
        start: b.start.getTime(),
        end: b.end.getTime(),
        blockedFrom: b.blockedFrom.getTime(),
        blockedUntil: b.blockedUntil.getTime(),
      })),
  };
}

/** An event type as visitors see it. */
export function publicEventTypeOf(type: EventType): PublicEventType {
  return {
    slug: type.slug,
    title: type.title,
    description: type.description,
    durationMin: type.durationMin,
    locationKind: type.locationKind,
    questions: type.questions,
  };
}

/** The active event type `slug`; throws NOT_FOUND when there is none. */
export async function bookableEventType(db: DB, slug: string): Promise<EventType> {
  const type = await findEventType(db, slug, { activeOnly: true });
  if (!type)
    throw new TRPCError({ code: 'NOT_FOUND', message: 'This kind of call cannot be booked' });
  return type;
}

/** Which hosts and calls a computation looks at. */
export interface SlotScope {
  /** Only this host (a reschedule keeps the host). */
  hostId?: number | undefined;
  /** Leave this booking's own time out (it is the one being moved). */
  skipUid?: string | undefined;
  /**
   * Count no booking and no daily maximum: whether `start` is a time offered at all (within
   * someone's hours, notice and horizon, on their grid), taken or not.
   */
  offeredOnly?: boolean;
}

/**
 * The free slots of `days` days from `from` ('YYYY-MM-DD' in `tz`, never before today there) for
 * `type`, as the booking page shows them: every date of the range (empty ones too) with its
 * slots, and the ranges before and after. `tz` defaults to the team's zone.
 */
export async function slotsAnswerFor(
  db: DB,
  type: EventType,
  request: { tz?: string | undefined; from?: string | undefined; days: number; now?: Date },
  scope: SlotScope = {},
): Promise<SlotsAnswer> {
  const now = request.now ?? new Date();
  const all = await loadBookingCalendar(db, {
    from: now,
    until: DateTime.fromJSDate(now).plus({ days: 366 }).toJSDate(),
  });
  const hosts = all.filter((h) => scope.hostId === undefined || h.userId === scope.hostId);
  const tz = request.tz ?? teamTimeZone(all);
  const today = DateTime.fromJSDate(now, { zone: tz }).startOf('day');
  const asked = request.from ? DateTime.fromISO(request.from, { zone: tz }) : today;
  const start = asked < today ? today : asked.startOf('day');
  const end = start.plus({ days: request.days });
  const slots = computeSlots({
    hosts: hosts.map((h) => scheduleOf(h, scope.skipUid)),
    durationMin: type.durationMin,
    now: now.getTime(),
    from: start.toMillis(),
    until: end.toMillis(),
  });
  const byDate = new Map(groupSlotsByDay(slots, tz).map((d) => [d.date, d.slots]));
  const days = Array.from({ length: request.days }, (_, i) => {
    const date = start.plus({ days: i }).toISODate()!;
    return {
      date,
      slots: (byDate.get(date) ?? []).map((s) => ({
        start: new Date(s.start).toISOString(),
        end: new Date(s.end).toISOString(),
      })),
    };
  });
  // The last instant any host can be booked: the end of their horizon's last local date.
  const lastBookable = Math.max(
    0,
    ...hosts.map((h) =>
      DateTime.fromJSDate(now, { zone: h.timeZone })
        .startOf('day')
        .plus({ days: h.horizonDays + 1 })
        .toMillis(),
    ),
  );
  const previous = start > today ? DateTime.max(today, start.minus({ days: request.days })) : null;
  return {
    eventType: publicEventTypeOf(type),
    timeZone: tz,
    from: start.toISODate()!,
    days,
    next: end.toMillis() < lastBookable ? end.toISODate() : null,
    previous: previous ? previous.toISODate() : null,
  };
}

/**
 * The hosts free for a `type` call at `start`, least booked first (the order to try them in);
 * [] when nobody is (taken meanwhile, or not a slot at all: `scope.offeredOnly` tells which).
 */
export async function hostsFreeFor(
  db: DB,
  type: EventType,
  start: Date,
  scope: SlotScope = {},
  now: Date = new Date(),
): Promise<number[]> {
  const all = await loadBookingCalendar(db, {
    from: now,
    until: DateTime.fromJSDate(start).plus({ days: 2 }).toJSDate(),
  });
  return hostsFreeAt({
    hosts: all
      .filter((h) => scope.hostId === undefined || h.userId === scope.hostId)
      .map((h) => scheduleOf(h, scope.skipUid))
      .map((h) => (scope.offeredOnly ? { ...h, bookings: [], dailyMax: null } : h)),
    durationMin: type.durationMin,
    now: now.getTime(),
    start: start.getTime(),
  });
}

/** When a call is, in words, in `zone`: "Monday 15 March 2027, 10:00 (Europe/Berlin)". */
export function callTimeText(start: Date, zone: string): string {
  const at = DateTime.fromJSDate(start, { zone });
  return `${at.toFormat('cccc d LLLL yyyy, HH:mm')} (${zone})`;
}

/** The message of the lead a booking creates: the call, then the answers. */
export function bookingLeadMessage(
  type: Pick<EventType, 'title'>,
  start: Date,
  timeZone: string,
  answers: BookingAnswers,
): string {
  const lines = [`Booked ${type.title} for ${callTimeText(start, timeZone)}.`];
  for (const [key, question] of Object.entries(BOOKING_QUESTIONS)) {
    const answer = answers[key as keyof BookingAnswers];
    if (answer) lines.push(`${question.label}: ${answer}`);
  }
  return lines.join('\n');
}

/** A booking as its visitor sees it, with its signed manage link. */
export function publicBookingOf(
  booking: BookingRecord,
  type: EventType,
  keys: TotpKeyring,
): PublicBooking {
  return {
    uid: booking.uid,
    status: booking.status,
    start: booking.startsAt.toISOString(),
    end: booking.endsAt.toISOString(),
    timeZone: booking.timeZone,
    name: booking.name,
    email: booking.email,
    hostName: booking.hostName,
    eventType: publicEventTypeOf(type),
    location: booking.location,
    sequence: booking.sequence,
    managePath: bookingManagePath(booking.uid, keys),
  };
}
