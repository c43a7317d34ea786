import type { DB } from '@forma/db';
import { analyticsAnswer, analyticsBatchInput } from '@forma/validators';
import type { FastifyInstance } from 'fastify';
import { RATE_LIMITS } from '../plugins/rate-limits';
import { restHandler } from './handler';
import { restRoute } from './openapi/route-doc';

/** Largest beacon body: 64 KiB, the browsers' keepalive / sendBeacon budget (413 above). */
export const ANALYTICS_BODY_LIMIT = 64 * 1024;

/**
 * POST /api/analytics/events (SPEC 7 beacons): calls `analytics.track` and answers
 * 202 `{ accepted }`; 400 `{ message, issues }` on bad input, 429 after 30 batches a minute per
 * IP (shared Postgres counter, also counting the tRPC procedure). navigator.sendBeacon sends a
 * string as `text/plain`, so in this route's own scope text/plain bodies are parsed as JSON too.
 */
export function registerAnalyticsRoutes(app: FastifyInstance, db: DB): void {
  void app.register(async (scope) => {
    scope.removeContentTypeParser('text/plain');
    scope.addContentTypeParser(
      'text/plain',
      { parseAs: 'string' },
      scope.getDefaultJsonParser('error', 'error'),
    );
    restRoute(
      scope,
      'POST',
      '/api/analytics/events',
      {
        summary: 'Record page events (beacons)',
        description:
          'SPEC 7. `application/json`, or `text/plain` holding JSON (what `navigator.sendBeacon` sends).',
        tag: 'Public content',
        access: 'public',
        body: analyticsBatchInput,
        response: { status: 202, schema: analyticsAnswer, description: 'How many were kept' },
      },
      restHandler(db, ({ caller, body }) => caller.analytics.track(body() as never), {
        status: 202,
      }),
      { bodyLimit: ANALYTICS_BODY_LIMIT, config: { rateLimit: RATE_LIMITS.analytics } },
    );
  });
}
