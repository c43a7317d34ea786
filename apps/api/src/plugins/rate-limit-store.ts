import { hitRateLimit, type DB } from '@forma/db';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

/**
 * A @fastify/rate-limit store class over the shared `rate_limits` table (DESIGN.md: rate limits
 * hold across instances). Counters are per route, or per `groupId` when routes share a limit
 * (REST /api/login and the tRPC auth.login procedure count together).
 */
export function postgresRateLimitStore(db: DB): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'global:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      hitRateLimit(db, `${this.prefix}${key}`, timeWindow).then(
        (r) => callback(null, { current: r.count, ttl: r.ttlMs }),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    child(routeOptions: {
      groupId?: string;
      method?: unknown;
      url?: string;
    }): FastifyRateLimitStore {
      const route = routeOptions as {
        groupId?: string;
        routeInfo?: { method?: unknown; url?: string };
      };
      const group =
        route.groupId ?? `${String(route.routeInfo?.method ?? '')}${route.routeInfo?.url ?? ''}`;
      return new PostgresRateLimitStore(undefined, `${group}:`);
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
