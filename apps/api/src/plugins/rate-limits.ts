import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { DB } from '@forma/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import { postgresRateLimitStore } from './rate-limit-store';

const MINUTE = 60_000;

/**
 * Per-IP limits of the abuse-prone calls (brief: login and register 10/min, contact 5/min).
 * `groupId` makes the REST path and its tRPC procedure share one counter.
 */
export const RATE_LIMITS = {
  login: { max: 10, timeWindow: MINUTE, groupId: 'login' },
  register: { max: 10, timeWindow: MINUTE, groupId: 'register' },
  contact: { max: 5, timeWindow: MINUTE, groupId: 'contact' },
} satisfies Record<string, RateLimitOptions>;

/** tRPC procedures limited like their REST paths. */
const LIMITED_PROCEDURES: Record<string, keyof typeof RATE_LIMITS> = {
  'auth.login': 'login',
  'auth.register': 'register',
  'contact.submit': 'contact',
};

/**
 * Registers @fastify/rate-limit with counters in Postgres (shared by every instance), no global
 * limit, and a 429 `{ message }` answer. Routes opt in with `config.rateLimit`.
 */
export async function registerRateLimits(app: FastifyInstance, db: DB): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    store: postgresRateLimitStore(db),
    // A counter the database cannot update must not lock everyone out.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many requests, retry in ${context.after}`),
  });
}

/**
 * An onRequest hook for the /trpc scope applying the same limits to `auth.login`,
 * `auth.register` and `contact.submit` (also inside batched calls).
 */
export function trpcRateLimitHook(app: FastifyInstance) {
  const limiters = Object.fromEntries(
    Object.entries(RATE_LIMITS).map(([name, options]) => [name, app.rateLimit(options)]),
  ) as Record<keyof typeof RATE_LIMITS, ReturnType<FastifyInstance['rateLimit']>>;
  return async function limitProcedures(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== 'POST') return;
    const path = (request.params as { path?: string } | undefined)?.path ?? '';
    const names = new Set(path.split(',').map((p) => LIMITED_PROCEDURES[p]));
    for (const name of names) {
      if (name) await limiters[name].call(app, request, reply);
    }
  };
}
