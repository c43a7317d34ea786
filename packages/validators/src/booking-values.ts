/**
 * Booking a call (issue 42): values shared by the server, the `/book` page and the console, with
 * no zod (the page's script imports them).
 */

/** The booking page's path; `?designer={slug}` from a profile, `?tz=` for the zone it renders in. */
export const BOOK_PATH = '/book';
/** Where a visitor manages a booking: `/book/manage/{uid}?token=` (the signed link of the e-mails). */
export const BOOK_MANAGE_PATH = '/book/manage';
/** The no-JavaScript form posts (beside the JSON REST paths, with the same Origin check). */
export const BOOK_FORM_PATH = '/book';
/** The default event type, created by the migration. */
export const DEFAULT_EVENT_TYPE = 'intro-call';

/** Days one slots request may cover. */
export const MAX_SLOT_DAYS = 14;

/** The questions an event type may ask, in the order the form shows them. */
export const BOOKING_QUESTION_KEYS = ['stage', 'budget', 'timeline', 'needs'] as const;
export type BookingQuestionKey = (typeof BOOKING_QUESTION_KEYS)[number];

/** Each question's label and, for a choice, its options (value = label); `needs` is free text. */
export const BOOKING_QUESTIONS: Record<
  BookingQuestionKey,
  { label: string; options: readonly string[] | null }
> = {
  stage: {
    label: 'Company stage',
    options: ['Pre-seed', 'Seed', 'Series A', 'Series B or later', 'Bootstrapped or other'],
  },
  budget: {
    label: 'Budget range',
    options: ['Under $10k', '$10k to $25k', '$25k to $50k', '$50k to $100k', 'Over $100k'],
  },
  timeline: {
    label: 'Timeline',
    options: ['As soon as possible', 'Within a month', 'In 1 to 3 months', 'Just exploring'],
  },
  needs: { label: 'What do you need?', options: null },
};

/** Longest answer to `needs`, characters. */
export const NEEDS_MAX = 2000;

/** A booking's states: confirmed (on both calendars), cancelled, or the visitor did not come. */
export const BOOKING_STATUSES = ['confirmed', 'cancelled', 'no_show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};

/** ISO weekdays, Monday = 1, with their names. */
export const WEEKDAYS = [
  { value: 1, label: 'Monday' },
  { value: 2, label: 'Tuesday' },
  { value: 3, label: 'Wednesday' },
  { value: 4, label: 'Thursday' },
  { value: 5, label: 'Friday' },
  { value: 6, label: 'Saturday' },
  { value: 7, label: 'Sunday' },
] as const;

/**
 * True for an IANA zone name this runtime knows ('Europe/Berlin', 'UTC'); false for '', offsets
 * ('+05:00') and unknown names. Uses the platform's Intl, as the browser will.
 */
export function isIanaTimeZone(zone: string): boolean {
  if (!/^(UTC|[A-Za-z]+(?:\/[A-Za-z0-9_+-]+){1,2})$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
