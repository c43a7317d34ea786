import type { FastifyInstance } from 'fastify';
import type { OpenApiDocument } from './document';
import { ROUTE_DOC, type TableRoute } from './route-doc';

/** One answer of an /api route, as `registerResponseCheck` hands it to its check. */
export interface CheckedAnswer {
  document: OpenApiDocument;
  route: TableRoute;
  /** HTTP status sent. */
  status: number;
  /** The answer's Content-Type header, '' when none. */
  contentType: string;
  /** The body as text; null when it is a stream (not checked) or a HEAD answer. */
  body: string | null;
}

/** Says what is wrong with an answer, or null when it matches the document. */
export type ResponseCheck = (answer: CheckedAnswer) => string | null;

/**
 * Runs `check` on every answer of a route in the route table (issue 21: tests check each REST
 * answer against the OpenAPI document, so the document cannot drift). An answer `check` refuses
 * is replaced by a 500 `{ message }` that names the mismatch, which fails the test that caused
 * it. 304 answers (no body) pass. Register before any route.
 */
export function registerResponseCheck(app: FastifyInstance, check: ResponseCheck): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const doc = request.routeOptions.config?.[ROUTE_DOC];
    if (!doc || reply.statusCode === 304) return payload;
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const body =
      request.method === 'HEAD'
        ? null
        : typeof payload === 'string'
          ? payload
          : Buffer.isBuffer(payload)
            ? payload.toString('utf8')
            : null;
    const problem = check({
      document: app.openApiDocument(),
      route: {
        method: method as TableRoute['method'],
        path: request.routeOptions.url ?? request.url,
        doc,
        rateLimited: false,
      },
      status: reply.statusCode,
      contentType: String(reply.getHeader('content-type') ?? ''),
      body,
    });
    if (!problem) return payload;
    request.log.error({ problem }, 'answer does not match the OpenAPI document');
    reply.code(500).header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify({
      message: `${method} ${request.routeOptions.url} answered ${reply.statusCode} not as the OpenAPI document says: ${problem}`,
    });
  });
}
