import {
  createServer,
  type IncomingMessage,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerFactory } from 'fastify';
import type { PublicCache } from '../cache/public-cache';
import { matchesEtag, memoryKey, sharesPublicReads, type PublicAnswer } from '../rest/public-read';

/** What the memory path needs of the app: its cache, the session cookie's name, its logger. */
export interface MemoryPathHost {
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

/** The options Fastify hands its server factory that its own HTTP/1.1 server is built with. */
interface ServerFactoryOptions {
  http?: ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket?: number | null;
}

/**
 * Fastify's `serverFactory`: Node's HTTP/1.1 server set up as Fastify sets up its own (its `http`
 * options, keepAliveTimeout, requestTimeout, connectionTimeout, maxRequestsPerSocket), whose
 * request listener answers from memory (`answerFromMemory`) before Fastify sees the request: a
 * kept anonymous read then costs no routing, no request objects and no hooks. `host` returns the
 * app once it is ready to answer, null before that and once it is closing (every request then
 * goes to Fastify).
 */
export function memoryFirstServerFactory(host: () => MemoryPathHost | null): FastifyServerFactory {
  return (handler, rawOptions) => {
    // Fastify's options with its defaults applied (fastify.js) when it calls the factory.
    const options = rawOptions as unknown as ServerFactoryOptions;
    const server = createServer(options.http ?? {}, (req, res) => {
      const app = host();
      try {
        if (app && answerFromMemory(app, req, res)) return;
      } catch (err) {
        // Never out of the listener (it would take the process down): log, and let Fastify
        // answer unless this answer had started.
        app?.log.error({ err, url: req.url }, 'the memory path failed; answering the usual way');
        if (res.headersSent) {
          res.destroy();
          return;
        }
      }
      handler(req, res);
    });
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket && options.maxRequestsPerSocket > 0)
      server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}

/**
 * The same memory path as the first onRequest hook, for requests that do not come through the
 * server's listener (`app.inject`, the tests): they see what a client on the wire sees. Its log
 * line is the request's (with its `reqId`); the listener's is the app's, as Fastify never saw
 * that request. Must be the first onRequest hook (app.ts).
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
