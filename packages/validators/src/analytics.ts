import { z } from 'zod';

/**
 * First-party analytics (SPEC 7 "Analytics and usage beacons every 60 s and on page close").
 * No personal data: a random per-tab session id (only to count unique visits), the pathname, an
 * optional section id, a coarse device class. Never an IP, a user agent, a query string or a user.
 */

/** Event names the beacon endpoint accepts; anything else is a 400. */
export const ANALYTICS_EVENT_NAMES = [
  'page_view',
  'hero_primary_cta',
  'hero_secondary_cta',
  'book_a_call',
  'contact_submitted',
  'section_view',
  'usage_heartbeat',
] as const;

export const analyticsEventName = z.enum(ANALYTICS_EVENT_NAMES, {
  error: `Unknown analytics event: use one of ${ANALYTICS_EVENT_NAMES.join(', ')}`,
});
export type AnalyticsEventName = z.infer<typeof analyticsEventName>;

/** The call-to-action events counted as CTA clicks on the admin dashboard. */
export const ANALYTICS_CTA_EVENTS = [
  'hero_primary_cta',
  'hero_secondary_cta',
  'book_a_call',
] as const satisfies readonly AnalyticsEventName[];

/** Limits of one beacon batch. `maxDurationMs` is one day; `maxAgeMs` how far back `at` may go. */
export const ANALYTICS_LIMITS = {
  eventsPerBatch: 50,
  path: 200,
  section: 60,
  maxDurationMs: 86_400_000,
  maxAgeMs: 86_400_000,
} as const;

/** Coarse device class from the viewport width (mobile below 768 px, SPEC 9). */
export const deviceClass = z.enum(['mobile', 'desktop'], {
  error: 'device must be mobile or desktop',
});
export type DeviceClass = z.infer<typeof deviceClass>;

/**
 * A page path: must start with '/'; any query string or hash is cut off (they can carry personal
 * data), then at most 200 characters.
 */
export const analyticsPath = z
  .string({ error: 'path is required' })
  .trim()
  .max(2048, 'path is too long')
  .transform((v) => v.split(/[?#]/, 1)[0] ?? '')
  .pipe(
    z
      .string()
      .regex(/^\//, 'path must start with /')
      .max(ANALYTICS_LIMITS.path, `path must be at most ${ANALYTICS_LIMITS.path} characters`),
  );

/** One event of a batch. Unknown keys (e.g. an email someone adds) are stripped, never stored. */
export const analyticsEventInput = z.object({
  name: analyticsEventName,
  path: analyticsPath,
  /** A landing section id such as `about` or `how-it-works`. */
  section: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'section must be a section id (letters, digits, - and _)')
    .max(ANALYTICS_LIMITS.section, `section must be at most ${ANALYTICS_LIMITS.section} characters`)
    .optional(),
  /** When the event happened on the client, ms since the epoch; the server clamps it to now. */
  at: z.number().int('at must be an integer').nonnegative('at must not be negative').optional(),
  /** Heartbeats: visible time on the page since the previous heartbeat, ms. */
  durationMs: z
    .number()
    .int('durationMs must be an integer')
    .min(0, 'durationMs must not be negative')
    .max(ANALYTICS_LIMITS.maxDurationMs, 'durationMs must be at most one day')
    .optional(),
});
export type AnalyticsEventInput = z.infer<typeof analyticsEventInput>;

/** POST /api/analytics/events body and the `analytics.track` procedure's input: 1 to 50 events. */
export const analyticsBatchInput = z.object({
  /** Random per-tab id (crypto.randomUUID in sessionStorage), only to count unique visits. */
  sessionId: z.uuid('sessionId must be a UUID'),
  device: deviceClass.optional(),
  events: z
    .array(analyticsEventInput, { error: 'events must be a list' })
    .min(1, 'events must not be empty')
    .max(
      ANALYTICS_LIMITS.eventsPerBatch,
      `At most ${ANALYTICS_LIMITS.eventsPerBatch} events per batch`,
    ),
});
export type AnalyticsBatchInput = z.infer<typeof analyticsBatchInput>;
