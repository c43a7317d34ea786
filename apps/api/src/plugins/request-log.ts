import type { FastifyInstance } from 'fastify';

/** A request slower than this is logged whatever its method and status, ms. */
export const SLOW_REQUEST_MS = 1000;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A read whose 404 is an answer, not an error: a setting that is not set (SPEC 7). */
const expectedNotFound = (method: string, url: string, statusCode: number) =>
  statusCode === 404 && READS.has(method) && url.startsWith('/api/settings/');

/**
 * `url` as logged: the secret token of a preview link (`/preview/{token}`, issue 20 item 2) is
 * replaced, so the logs never hold an address that opens the drafts.
 */
export const loggedUrl = (url: string): string =>
  url.replace(/^\/preview\/[^?#]*/, '/preview/[redacted]');

/**
 * One log line per request instead of Fastify's two (the app is built with
 * `disableRequestLogging`): at `info` for writes (any method but GET/HEAD/OPTIONS) and for 4xx/5xx
 * answers, at `warn` for requests slower than SLOW_REQUEST_MS, and at `debug` for everything else
 * (the high-volume public reads, and the 404 of a setting that is not set, which the landing
 * document's render asks for each time: visible with LOG_LEVEL=debug). Fields: method, url
 * (loggedUrl), statusCode, responseTime (ms).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    const statusCode = reply.statusCode;
    const line = { method: request.method, url: loggedUrl(request.url), statusCode, responseTime };
    if (responseTime >= SLOW_REQUEST_MS) request.log.warn(line, 'slow request');
    else if (
      (statusCode >= 400 && !expectedNotFound(request.method, request.url, statusCode)) ||
      !READS.has(request.method)
    )
      request.log.info(line, 'request completed');
    else request.log.debug(line, 'request completed');
    done();
  });
}
