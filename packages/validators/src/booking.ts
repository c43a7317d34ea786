import './zod-config';
import { z } from 'zod';
import {
  idSchema,
  LIMITS,
  optionalText,
  requiredText,
  textString,
  timestamp,
  wholeNumber,
} from './common';
import {
  BOOKING_QUESTION_KEYS,
  BOOKING_QUESTIONS,
  BOOKING_STATUSES,
  DEFAULT_EVENT_TYPE,
  isIanaTimeZone,
  MAX_SLOT_DAYS,
  NEEDS_MAX,
} from './booking-values';
import { emailAddress, spamSignalFields } from './contact';

export * from './booking-values';

/**
 * Inputs and answers of booking a call (issue 42): one source for the tRPC procedures, their REST
 * paths, the `/book` page's forms and the console's availability screen.
 */

/** An IANA time zone name ('America/New_York'). */
export const timeZoneName = (label = 'Time zone') =>
  textString(label, `${label} is required`)
    .trim()
    .max(64, `${label} must be at most 64 characters`)
    .refine(isIanaTimeZone, `${label} must be a time zone name such as Europe/Berlin`)
    .meta({ label });

/** 'HH:mm' wall time, 00:00 to 24:00. */
const wallTime = (label: string) =>
  textString(label, `${label} is required`).regex(
    /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/,
    `${label} must be a time such as 09:30`,
  );

/** One stretch of working hours on a day; start before end. */
export const workingInterval = z
  .object({ start: wallTime('Start'), end: wallTime('End') })
  .refine((v) => v.start < v.end, { message: 'End must be after start', path: ['end'] });
export type WorkingIntervalInput = z.infer<typeof workingInterval>;

/** One weekday's stretch of hours (ISO weekday, Monday = 1). */
export const weeklyHoursEntry = z
  .object({
    weekday: wholeNumber('Weekday', 1, 7),
    start: wallTime('Start'),
    end: wallTime('End'),
  })
  .refine((v) => v.start < v.end, { message: 'End must be after start', path: ['end'] });

/** A calendar date 'YYYY-MM-DD' that exists. */
export const calendarDate = (label = 'Date') =>
  textString(label, `${label} is required`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date such as 2027-03-14`)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
    }, `${label} is not a real date`);

/** No two stretches of one day overlap. */
const noOverlap = (items: { start: string; end: string; weekday?: number }[]) => {
  const sorted = [...items].sort((a, b) =>
    (a.weekday ?? 0) === (b.weekday ?? 0)
      ? a.start.localeCompare(b.start)
      : (a.weekday ?? 0) - (b.weekday ?? 0),
  );
  return sorted.every(
    (item, i) =>
      i === 0 || sorted[i - 1]!.weekday !== item.weekday || sorted[i - 1]!.end <= item.start,
  );
};

/**
 * A console user's availability (issue 42 item 1): `admin.booking.saveAvailability` input and
 * what `admin.booking.availability` answers. Minutes for buffers and notice; days for horizon.
 */
export const availabilityInput = z.object({
  active: z.boolean({ error: 'Taking calls must be true or false' }),
  displayName: requiredText('Name shown to visitors', 100),
  email: emailAddress,
  timeZone: timeZoneName(),
  weeklyHours: z
    .array(weeklyHoursEntry)
    .max(28, 'At most 28 stretches of hours')
    .refine(noOverlap, 'Two stretches of hours on one day overlap'),
  bufferBeforeMin: wholeNumber('Buffer before', 0, 240),
  bufferAfterMin: wholeNumber('Buffer after', 0, 240),
  minNoticeMin: wholeNumber('Minimum notice', 0, 43_200),
  horizonDays: wholeNumber('Bookable ahead', 1, 365),
  dailyMax: wholeNumber('Daily maximum', 1, 50).nullable(),
});
export type AvailabilityInput = z.infer<typeof availabilityInput>;

/** A date override: hours on one local date in place of the weekly ones (`[]` = a day off). */
export const dateOverrideInput = z.object({
  date: calendarDate(),
  intervals: z
    .array(workingInterval)
    .max(6, 'At most 6 stretches of hours')
    .refine(noOverlap, 'Two stretches of hours overlap'),
});
export type DateOverrideInput = z.infer<typeof dateOverrideInput>;

/** An event type's fields (the console's Event types list). */
export const eventTypeInput = z
  .object({
    slug: textString('Slug', 'Slug is required')
      .trim()
      .min(1, 'Slug is required')
      .max(60, 'Slug must be at most 60 characters')
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Slug may hold lowercase letters, digits and dashes'),
    title: requiredText('Title', 100),
    description: optionalText('Description', 500).default(''),
    durationMin: wholeNumber('Duration', 10, 240),
    locationKind: z.enum(['video', 'phone'], { error: 'Location must be video or phone' }),
    locationValue: optionalText('Location', 500).default(''),
    questions: z
      .array(z.enum(BOOKING_QUESTION_KEYS, { error: 'Unknown question' }))
      .max(BOOKING_QUESTION_KEYS.length),
    active: z.boolean().default(true),
  })
  .refine(
    (v) =>
      v.locationKind !== 'video' || v.locationValue === '' || /^https:\/\//.test(v.locationValue),
    { message: 'A video-call link must start with https://', path: ['locationValue'] },
  );
export type EventTypeInput = z.infer<typeof eventTypeInput>;

const eventTypeSlug = textString('Event type')
  .trim()
  .max(60, 'Event type must be at most 60 characters')
  .default(DEFAULT_EVENT_TYPE);

/** GET /api/booking/slots: free slots of `days` days from `from` (in `tz`), for one event type. */
export const slotsInput = z.object({
  eventType: eventTypeSlug,
  tz: timeZoneName().optional(),
  from: calendarDate('From').optional(),
  days: z.coerce
    .number({ error: 'days must be a number' })
    .int('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(MAX_SLOT_DAYS, `days must be at most ${MAX_SLOT_DAYS}`)
    .default(7),
});
export type SlotsInput = z.infer<typeof slotsInput>;

/** An instant as ISO 8601 with an offset ('2027-03-15T14:00:00.000Z'). */
const instant = (label: string) =>
  textString(label, `${label} is required`)
    .max(40, `${label} must be at most 40 characters`)
    .pipe(z.iso.datetime({ offset: true, error: `${label} must be a date and time (ISO 8601)` }));

/** Answers to the event type's questions; each choice must be one of its options. */
export const bookingAnswers = z
  .object({
    stage: z.enum(BOOKING_QUESTIONS.stage.options!, { error: 'Choose a company stage' }),
    budget: z.enum(BOOKING_QUESTIONS.budget.options!, { error: 'Choose a budget range' }),
    timeline: z.enum(BOOKING_QUESTIONS.timeline.options!, { error: 'Choose a timeline' }),
    needs: optionalText('What you need', NEEDS_MAX),
  })
  .partial();
export type BookingAnswers = z.infer<typeof bookingAnswers>;

/** Where a booking came from: the page, a designer's profile, UTM tags. */
export const bookingSource = z
  .object({
    page: optionalText('Page', 200),
    utmSource: optionalText('utm_source', 100),
    utmMedium: optionalText('utm_medium', 100),
    utmCampaign: optionalText('utm_campaign', 100),
  })
  .partial();
export type BookingSource = z.infer<typeof bookingSource>;

/**
 * POST /api/bookings: book `start` (one of the slots) for one event type, with the visitor's
 * details, answers, time zone and where they came from; `website` and `fillMs` are the contact
 * form's spam signals.
 */
export const bookInput = z.object({
  eventType: eventTypeSlug,
  start: instant('Start'),
  timeZone: timeZoneName('Your time zone'),
  name: requiredText('Name', LIMITS.short),
  email: emailAddress,
  company: optionalText('Company', LIMITS.short).default(''),
  answers: bookingAnswers.default({}),
  designer: textString('Designer')
    .trim()
    .max(60, 'Designer must be at most 60 characters')
    .optional(),
  source: bookingSource.default({}),
  ...spamSignalFields,
});
export type BookInput = z.infer<typeof bookInput>;

/** A booking's iCalendar UID as the links carry it. */
const bookingUid = textString('Booking', 'Booking is required')
  .trim()
  .regex(/^[a-z0-9-]{10,80}$/, 'This booking link is not valid');
/** The signature of a manage link. */
const manageToken = textString('Token', 'This booking link is not valid')
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'This booking link is not valid');

/** A visitor's signed manage link: `{ uid, token }`. */
export const manageBookingInput = z.object({ uid: bookingUid, token: manageToken });
/** Move a booking to another slot (same UID, SEQUENCE + 1). */
export const rescheduleBookingInput = manageBookingInput.extend({ start: instant('New time') });
/** Cancel a booking (METHOD:CANCEL to both calendars). */
export const cancelBookingInput = manageBookingInput.extend({
  reason: optionalText('Reason', 500).default(''),
});

/** The Calls screen's list: upcoming or past, by host, searched, paged. */
export const callsListInput = z.object({
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  hostId: idSchema.optional(),
  status: z.enum(BOOKING_STATUSES).optional(),
  q: optionalText('Search', 100).optional(),
  sort: z.enum(['starts', '-starts', 'name', '-name', 'created', '-created']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type CallsListInput = z.infer<typeof callsListInput>;

/** Console: cancel, reschedule or mark a call a no-show. */
export const callCancelInput = z.object({
  id: idSchema,
  reason: optionalText('Reason', 500).default(''),
});
export const callRescheduleInput = z.object({ id: idSchema, start: instant('New time') });
export const callNoShowInput = z.object({ id: idSchema });

/** A free slot as the page gets it: ISO instants. */
export const publicSlot = z.object({ start: z.string(), end: z.string() });
export type PublicSlot = z.infer<typeof publicSlot>;

/** An event type as visitors see it. */
export const publicEventType = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  durationMin: z.number(),
  locationKind: z.enum(['video', 'phone']),
  questions: z.array(z.enum(BOOKING_QUESTION_KEYS)),
});
export type PublicEventType = z.infer<typeof publicEventType>;

/** GET /api/booking/slots answer: the days of the range in `timeZone`, each with its free slots. */
export const slotsAnswer = z.object({
  eventType: publicEventType,
  timeZone: z.string(),
  from: z.string(),
  days: z.array(z.object({ date: z.string(), slots: z.array(publicSlot) })),
  /** The first date after the range, or null past the last bookable day. */
  next: z.string().nullable(),
  /** The range before, or null when it starts today. */
  previous: z.string().nullable(),
});
export type SlotsAnswer = z.infer<typeof slotsAnswer>;

/** A booking as its visitor sees it (the manage page, the answer to a booking). */
export const publicBooking = z.object({
  uid: z.string(),
  status: z.enum(BOOKING_STATUSES),
  start: z.string(),
  end: z.string(),
  timeZone: z.string(),
  name: z.string(),
  email: z.string(),
  hostName: z.string(),
  eventType: publicEventType,
  location: z.string(),
  sequence: z.number(),
  /** The signed manage link's path (`/book/manage/{uid}?token=`). */
  managePath: z.string(),
});
export type PublicBooking = z.infer<typeof publicBooking>;

/** A call as the console lists it (GET /api/admin/calls). */
export const callAnswer = z.object({
  id: z.number().int(),
  uid: z.string(),
  status: z.enum(BOOKING_STATUSES),
  startsAt: timestamp,
  endsAt: timestamp,
  name: z.string(),
  email: z.string(),
  company: z.string(),
  timeZone: z.string(),
  hostId: z.number().int(),
  hostName: z.string(),
  /** The host's IANA zone (the list shows each call in it). */
  hostTimeZone: z.string(),
  eventTypeTitle: z.string(),
  location: z.string(),
  leadId: z.number().int().nullable(),
  designerName: z.string().nullable(),
  answers: z.record(z.string(), z.string()),
  source: z.record(z.string(), z.string()),
  sequence: z.number().int(),
  cancelledBy: z.enum(['visitor', 'host']).nullable(),
  cancelReason: z.string().nullable(),
  createdAt: timestamp,
});
export type CallAnswer = z.infer<typeof callAnswer>;

/** A page of calls. */
export const callListAnswer = z.object({ items: z.array(callAnswer), total: z.number().int() });

/** Console: one host's free slots to move call `id` to (same range rules as the page). */
export const callSlotsInput = z.object({
  id: idSchema,
  from: calendarDate('From').optional(),
  days: slotsInput.shape.days,
  tz: timeZoneName().optional(),
});

/** Console: the event type `id` with its new fields. */
export const eventTypeUpdateInput = z.object({ id: idSchema, data: eventTypeInput });
