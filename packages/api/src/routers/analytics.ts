import { insertAnalyticsEvents } from '@forma/db';
import { analyticsBatchInput, ANALYTICS_LIMITS, analyticsAnswer } from '@forma/validators';
import { createTRPCRouter, publicProcedure } from '../trpc';

/**
 * The moment an event is stored at: the client's `at` (ms since the epoch) clamped to
 * [now - 1 day, now], or now when missing. Clients' clocks cannot date events into the future or
 * backfill history.
 */
export function clampEventTime(at: number | undefined, now: number): Date {
  if (at === undefined) return new Date(now);
  return new Date(Math.min(now, Math.max(now - ANALYTICS_LIMITS.maxAgeMs, at)));
}

/** Largest beacon body: 64 KiB, the browsers' keepalive / sendBeacon budget (413 above). */
export const ANALYTICS_BODY_LIMIT = 64 * 1024;

/** First-party analytics and usage beacons (SPEC 7, SPEC 9 "Usage beacon interval 60 s"). */
export const analyticsRouter = createTRPCRouter({
  /**
   * Stores one beacon batch: `{ sessionId (uuid), device?, events: 1..50 × { name, path, section?,
   * at? (client ms, clamped to now), durationMs? } }`. Public (anonymous visitors send it), rate
   * limited by the host (30 batches a minute per IP). Unknown fields are dropped, query strings
   * are cut from paths; nothing personal is stored. Returns `{ accepted }` (events stored).
   * Throws BAD_REQUEST with issues on bad input (unknown event name, more than 50 events, ...).
   */
  track: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/analytics/events',
        summary: 'Record page events (beacons)',
        description:
          'SPEC 7. `application/json`, or `text/plain` holding JSON (what `navigator.sendBeacon` sends).',
        tag: 'Public content',
        answer: analyticsAnswer,
        answerDescription: 'How many were kept',
        status: 202,
        rateLimit: 'analytics',
        bodyLimit: ANALYTICS_BODY_LIMIT,
        plainTextBody: true,
      },
    })
    .input(analyticsBatchInput)
    .mutation(async ({ ctx, input }) => {
      const now = Date.now();
      const accepted = await insertAnalyticsEvents(ctx.db, {
        sessionId: input.sessionId,
        device: input.device,
        events: input.events.map((e) => ({
          name: e.name,
          path: e.path,
          section: e.section,
          durationMs: e.durationMs,
          createdAt: clampEventTime(e.at, now),
        })),
      });
      return { accepted };
    }),
});
