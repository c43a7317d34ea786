import type { FastifyInstance } from 'fastify';
import { hasCookie, matchesEtag, memoryKey, type PublicAnswer } from '../rest/public-read';

/**
 * Answers anonymous public reads from memory before any other hook runs (issue 10, "public reads
 * at memory speed"): a GET or HEAD without the session cookie whose answer is in the cache of
 * public reads (a REST read, public-read.ts, or a public tRPC query, plugins/trpc.ts), with its
 * headers recorded (PublicAnswer.wire), is written at once with those
 * headers (the same security headers, Cache-Control and ETag the full path sends), or as 304 on
 * a matching If-None-Match. Everything else (a miss, a visitor with a session, another path)
 * goes through the usual hooks and route. Must be the first onRequest hook (app.ts); logs one
 * `debug` line per answer like request-log.ts does for reads.
 */
export function registerPublicReadFastPath(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const method = request.raw.method;
    if (
      (method === 'GET' || method === 'HEAD') &&
      !hasCookie(request.headers.cookie, app.sessionCookieName)
    ) {
      const answer = app.publicCache.peek<PublicAnswer>(memoryKey(request.raw.url ?? ''));
      if (answer?.wire) {
        reply.hijack();
        const res = reply.raw;
        if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
          res.writeHead(304, answer.wire.notModified);
          res.end();
        } else {
          res.writeHead(200, answer.wire.ok);
          if (method === 'HEAD') res.end();
          else res.end(answer.body);
        }
        request.log.debug(
          { method, url: request.url, statusCode: res.statusCode },
          'request completed from memory',
        );
      }
    }
    done();
  });
}
