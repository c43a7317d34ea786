import { appRouter, type AppRouter } from '@forma/api';
import type { DB } from '@forma/db';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { createContext } from '../context';
import { trpcRateLimitHook } from './rate-limits';

/**
 * Mounts the tRPC router at /trpc in its own encapsulated scope: the adapter replaces the JSON
 * parser there, and REST routes outside keep Fastify's (DESIGN.md toolchain facts). Internal
 * errors are logged; clients only see 'Internal server error'.
 */
export async function registerTrpc(app: FastifyInstance, db: DB): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('preHandler', trpcRateLimitHook(db));
    await scope.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        createContext: ({ req, res }) => createContext(db, req, res),
        onError({ error, path, req }) {
          if (error.code === 'INTERNAL_SERVER_ERROR' || error.code === 'SERVICE_UNAVAILABLE')
            req.log.error({ err: error.cause ?? error, path }, 'tRPC procedure failed');
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
    });
  });
}
