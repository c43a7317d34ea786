import {
  appRouter,
  DEFAULT_TRPC_MAX_BATCH_SIZE,
  isDatabaseUnavailable,
  isInvalidTextError,
  TRPC_PATH,
  type AppRouter,
} from '@forma/api';
import type { DB } from '@forma/db';
import { TRPCError } from '@trpc/server';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { createContext } from '../context';
import { trpcRateLimitHook } from './rate-limits';
import { registerTrpcAnswerCache } from './trpc-answer-cache';

/**
 * Mounts the tRPC router at /trpc in its own encapsulated scope: the adapter replaces the JSON
 * parser there, and REST routes outside keep Fastify's (DESIGN.md toolchain facts). A batch of more
 * than `maxBatchSize` procedures (default DEFAULT_TRPC_MAX_BATCH_SIZE of @forma/api, the size its
 * `createFormaClient` splits batches at) is refused with 400. A database that cannot be reached,
 * even while the context loads the signed-in user, answers 503 (SERVICE_UNAVAILABLE). Internal
 * errors are logged; clients only see 'Internal server error'. Anonymous public queries keep their
 * whole answer in the cache of public reads, with an ETag (trpc-answer-cache.ts).
 */
export async function registerTrpc(
  app: FastifyInstance,
  db: DB,
  options: { maxBatchSize?: number } = {},
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('preHandler', trpcRateLimitHook(db));
    registerTrpcAnswerCache(scope);
    await scope.register(fastifyTRPCPlugin, {
      prefix: TRPC_PATH,
      trpcOptions: {
        router: appRouter,
        maxBatchSize: options.maxBatchSize ?? DEFAULT_TRPC_MAX_BATCH_SIZE,
        createContext: async ({ req, res }) => {
          try {
            return await createContext(db, req, res);
          } catch (err) {
            if (!isDatabaseUnavailable(err)) throw err;
            throw new TRPCError({
              code: 'SERVICE_UNAVAILABLE',
              message: 'Database unavailable',
              cause: err,
            });
          }
        },
        // Errors raised before any procedure runs (an unsupported content type, a batch over the
        // limit) would go out as text/plain: every error answer is JSON.
        responseMeta: ({ errors }) =>
          errors.length > 0 ? { headers: { 'content-type': 'application/json' } } : {},
        onError({ error, path, req }) {
          if (error.code === 'SERVICE_UNAVAILABLE')
            req.log.warn({ path, reason: error.cause?.message }, 'tRPC: database unavailable');
          // Text the database refused is bad input, answered 400 by the error formatter.
          else if (error.code === 'INTERNAL_SERVER_ERROR' && !isInvalidTextError(error))
            req.log.error({ err: error.cause ?? error, path }, 'tRPC procedure failed');
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
    });
  });
}
