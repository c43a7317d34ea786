import type * as FastifyModule from 'fastify';

/** A route as Fastify's onRoute hook reports it: one row per method. */
export interface CollectedRoute {
  method: string;
  url: string;
}

/**
 * The `fastify` module with every new instance reporting its routes into `collected` (an
 * onRoute hook), for `vi.mock('fastify', ...)` in tests that compare what the app serves with a
 * list (the fuzz targets, the OpenAPI document). Use it from the mock's factory with a dynamic
 * import: `vi.mock` is hoisted above this file's import.
 */
export function collectingFastify(
  mod: typeof FastifyModule,
  collected: CollectedRoute[],
): typeof FastifyModule {
  const create = ((options?: object) => {
    const app = mod.default(options as never);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) collected.push({ method, url: route.url });
    });
    return app;
  }) as unknown as typeof mod.default;
  return { ...mod, default: create, fastify: create };
}
