import fastifyRateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import { hitRateLimit, type DB } from '@forma/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import { postgresRateLimitStore } from './rate-limit-store';

const MINUTE = 60_000;
/** The plugin's default IPv6 grouping (a /64 is one client). */
const IPV6_SUBNET = 64;

/**
 * Per-IP limits of the abuse-prone calls (brief: login and register 10/min, contact 5/min,
 * analytics beacon batches 30/min; admin uploads 30/min; the web app's server functions 300/min).
 * `groupId` makes the REST path and its tRPC procedure share one counter.
 */
const LIMITS = {
  login: { max: 10, timeWindow: MINUTE, groupId: 'login' },
  register: { max: 10, timeWindow: MINUTE, groupId: 'register' },
  contact: { max: 5, timeWindow: MINUTE, groupId: 'contact' },
  // Booking a call and moving or cancelling one (issue 42 item 7): 10/min.
  booking: { max: 10, timeWindow: MINUTE, groupId: 'booking' },
  analytics: { max: 30, timeWindow: MINUTE, groupId: 'analytics' },
  upload: { max: 30, timeWindow: MINUTE, groupId: 'upload' },
  // Authentication codes (sign-in second step, enrol, turn off) and password changes: 10/min.
  twoFactor: { max: 10, timeWindow: MINUTE, groupId: 'two-factor' },
  password: { max: 10, timeWindow: MINUTE, groupId: 'password' },
  // The web app's server functions (TanStack Start's /_serverFn path, start-app.ts): 300/min.
  serverFunction: { max: 300, timeWindow: MINUTE, groupId: 'server-function' },
} as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** Multiplier of every per-IP limit (RATE_LIMIT_SCALE). */
    rateLimitScale: number;
  }
}

const scaled = (request: FastifyRequest, max: number) =>
  Math.max(1, Math.round(max * (request.server.rateLimitScale ?? 1)));

/** Route `config.rateLimit` options per limited call; `max` honours RATE_LIMIT_SCALE. */
export const RATE_LIMITS = Object.fromEntries(
  Object.entries(LIMITS).map(([name, limit]) => [
    name,
    { ...limit, max: (request: FastifyRequest) => scaled(request, limit.max) },
  ]),
) as unknown as Record<keyof typeof LIMITS, RateLimitOptions>;

/** tRPC procedures limited like their REST paths. */
const LIMITED_PROCEDURES: Record<string, keyof typeof LIMITS> = {
  'auth.login': 'login',
  'auth.register': 'register',
  'contact.submit': 'contact',
  'booking.book': 'booking',
  'booking.reschedule': 'booking',
  'booking.cancel': 'booking',
  'analytics.track': 'analytics',
  'auth.verifyTwoFactor': 'twoFactor',
  'auth.twoFactor.enable': 'twoFactor',
  'auth.twoFactor.disable': 'twoFactor',
  'auth.changePassword': 'password',
};

/**
 * Registers @fastify/rate-limit with counters in Postgres (shared by every instance), no global
 * limit, and a 429 `{ message }` answer. Routes opt in with `config.rateLimit`.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  db: DB,
  scale: number,
): Promise<void> {
  app.decorate('rateLimitScale', scale);
  await app.register(fastifyRateLimit, {
    global: false,
    store: postgresRateLimitStore(db),
    // A counter the database cannot update must not lock everyone out.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many requests, retry in ${context.after}`),
  });
}

/** The counter key @fastify/rate-limit uses for a grouped route: `<group>:<ip><group>`. */
export function rateLimitKey(group: string, ip: string): string {
  return `${group}:${normalizeIP(ip, IPV6_SUBNET)}${group}`;
}

/**
 * A preHandler for the /trpc scope applying the same limits to `auth.login`, `auth.register`,
 * `contact.submit` and `analytics.track`, counting every call of a batch and sharing the REST routes' counters.
 */
export function trpcRateLimitHook(db: DB) {
  return async function limitProcedures(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== 'POST') return;
    const path = (request.params as { path?: string } | undefined)?.path ?? '';
    for (const procedure of path.split(',')) {
      const name = LIMITED_PROCEDURES[procedure];
      if (!name) continue;
      const { max: base, timeWindow, groupId } = LIMITS[name];
      const max = scaled(request, base);
      const hit = await hitRateLimit(db, rateLimitKey(groupId, request.ip), timeWindow).catch(
        () => undefined, // like skipOnError: a failing counter does not lock everyone out
      );
      if (hit && hit.count > max) {
        const seconds = Math.max(1, Math.ceil(hit.ttlMs / 1000));
        reply.header('retry-after', seconds);
        throw new HttpError(429, `Too many requests, retry in ${seconds} seconds`);
      }
    }
  };
}
