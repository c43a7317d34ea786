import type { SiteRequestContext } from '@forma/validators/directory';
import handler, { createServerEntry } from '@tanstack/react-start/server-entry';

declare module '@tanstack/react-start' {
  interface Register {
    server: {
      /** What apps/api hands every request (plugins/start-app.ts): in-process reads. */
      requestContext: SiteRequestContext;
    };
  }
}

/**
 * The server entry of the Start build (dist-start/server/server.js): `fetch(request, { context })`
 * answers a WHATWG Request with the rendered page; apps/api mounts it in Fastify and passes the
 * SiteRequestContext, which the server functions read as `context` (site-data.ts).
 */
export default createServerEntry({
  fetch: (request, options) => handler.fetch(request, options),
});
