/**
 * Analytics constants (SPEC 7), free of zod so the landing page's beacon can use them without
 * loading the schemas; analytics.ts builds the endpoint's schemas from them.
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

export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

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

/** A landing section id such as `about` or `how-it-works`. */
export const ANALYTICS_SECTION_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Coarse device classes (mobile below 768 px, SPEC 9). */
export const DEVICE_CLASSES = ['mobile', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];
