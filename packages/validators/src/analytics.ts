import './zod-config';
import { z } from 'zod';
import {
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_LIMITS,
  ANALYTICS_SECTION_PATTERN,
  DEVICE_CLASSES,
} from './analytics-values';
import { textString } from './common';

export * from './analytics-values';

/**
 * First-party analytics (SPEC 7 "Analytics and usage beacons every 60 s and on page close").
 * No personal data: a random per-tab session id (only to count unique visits), the pathname, an
 * optional section id, a coarse device class. Never an IP, a user agent, a query string or a user.
 */

export const analyticsEventName = z.enum(ANALYTICS_EVENT_NAMES, {
  error: `Unknown analytics event: use one of ${ANALYTICS_EVENT_NAMES.join(', ')}`,
});

/** Coarse device class from the viewport width (mobile below 768 px, SPEC 9). */
export const deviceClass = z.enum(DEVICE_CLASSES, {
  error: 'device must be mobile or desktop',
});

/**
 * A page path: must start with '/'; any query string or hash is cut off (they can carry personal
 * data), then at most 200 characters.
 */
export const analyticsPath = textString('path', 'path is required')
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
  section: textString('section')
    .regex(ANALYTICS_SECTION_PATTERN, 'section must be a section id (letters, digits, - and _)')
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
