import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { PublicCache } from '../cache/public-cache';
import { matchesEtag, memoryKey, sharesPublicReads, type PublicAnswer } from '../cache/public-read';

/** What the memory path needs of the app: its cache, the session cookie's name, its logger. */
interface MemoryPathHost {
  publicCache: PublicCache;
  sessionCookieName: string;
  log: FastifyBaseLogger;
}

/**
 * Writes the kept answer of an anonymous public read (issue 10, "public reads at memory speed"):
 * a request that may share public reads (`sharesPublicReads`: GET or HEAD, no session cookie, not a
 * streamed tRPC request) whose answer is in the cache of public reads (a REST
 * read, public-read.ts, or a public tRPC query, trpc-answer-cache.ts), with its headers recorded
 * (PublicAnswer.wire), is written at once with those headers (the same security headers,
 * Cache-Control and ETag the full path sends), or as 304 on a matching If-None-Match. Returns
 * false, having written nothing, for anything else (a miss, a visitor with a session, another
 * method or path), which then goes the usual way. Logs one `debug` line per answer.
 */
export function answerFromMemory(
  host: MemoryPathHost,
  req: IncomingMessage,
  res: ServerResponse,
): boolean {
  const method = req.method;
  if (!sharesPublicReads(method, req.headers, host.sessionCookieName)) return false;
  const answer = host.publicCache.peek<PublicAnswer>(memoryKey(req.url ?? ''));
  if (!answer?.wire) return false;
  if (matchesEtag(req.headers['if-none-match'], answer.etag)) {
    res.writeHead(304, answer.wire.notModified);
    res.end();
  } else {
    res.writeHead(200, answer.wire.ok);
    if (method === 'HEAD') res.end();
    else res.end(answer.body);
  }
  host.log.debug(
    { method, url: req.url, statusCode: res.statusCode },
    'request completed from memory',
  );
  return true;
}

/**
 * Kept anonymous public reads answered in Fastify's first onRequest hook (issue 38: no server in
 * front of Fastify): such a request costs routing and that one hook, no session, rate limit, CSRF
 * or handler. Logged as `request completed from memory` with the request's `reqId`. Must be the
 * first onRequest hook (app.ts).
 */
export function registerPublicReadFastPath(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const host = {
      publicCache: app.publicCache,
      sessionCookieName: app.sessionCookieName,
      log: request.log,
    };
    if (answerFromMemory(host, request.raw, reply.raw)) reply.hijack();
    done();
  });
}
