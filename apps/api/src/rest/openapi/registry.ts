import type { FastifyInstance } from 'fastify';
import { ROUTE_DOC, type TableRoute } from './route-doc';

/** Paths the route table covers: the REST API. */
export const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route served, with its row of the route table, in registration order. */
    routeTable: TableRoute[];
  }
}

/**
 * Makes the REST route table the one source of truth of /api (issue 21): from here on, every
 * route added under /api must carry its RouteDoc (`restRoute`), or adding it throws at start-up
 * (a route that is not in the table cannot be served); the rows are kept in `app.routeTable`,
 * from which the OpenAPI document is built. Fastify's automatic HEAD routes are left out (a GET
 * route answers HEAD). Register before any route.
 */
export function registerRouteTable(app: FastifyInstance): void {
  const table: TableRoute[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const doc = route.config?.[ROUTE_DOC];
      if (!doc)
        throw new Error(
          `${method} ${route.url} is not in the REST route table: register it with restRoute()`,
        );
      table.push({
        method: method as TableRoute['method'],
        path: route.url,
        doc,
        rateLimited: Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit),
        ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
      });
    }
  });
}
