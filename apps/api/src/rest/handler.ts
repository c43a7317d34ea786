import { createCaller } from '@forma/api';
import type { DB } from '@forma/db';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { createContext } from '../context';
import { HttpError } from '../http-error';
import { toRestError } from './errors';

/** The server-side caller of the whole tRPC router. */
export type Caller = ReturnType<typeof createCaller>;

/** Everything a REST route passes on to its procedure. */
export interface RestCall {
  caller: Caller;
  params: Record<string, string>;
  query: Record<string, unknown>;
  /**
   * The JSON body as sent, validated by the procedure's input schema (after its access checks, so
   * anonymous callers get 401 before any 400). A body that is not a JSON object answers
   * 400 'Request body must be a JSON object'.
   */
  body: () => unknown;
  /** One field of the body, or undefined when the body is not an object. */
  field: (name: string) => unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * A Fastify handler that runs one tRPC procedure through a server-side caller with the request's
 * context and sends its result as plain JSON (dates as ISO strings) with `status`. Procedure errors
 * are mapped to HTTP by `toRestError`. `empty` maps a null result to an error (e.g. 401 for
 * GET /api/user when anonymous).
 */
export function restHandler(
  db: DB,
  run: (call: RestCall) => Promise<unknown>,
  options: { status?: number; empty?: HttpError } = {},
): RouteHandlerMethod {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = createCaller(await createContext(db, request, reply));
    let result: unknown;
    let readBody = false;
    try {
      result = await run({
        caller,
        params: (request.params ?? {}) as Record<string, string>,
        query: (request.query ?? {}) as Record<string, unknown>,
        body: () => {
          readBody = true;
          return request.body;
        },
        field: (name) => {
          readBody = true;
          return isObject(request.body) ? request.body[name] : undefined;
        },
      });
    } catch (err) {
      const mapped = toRestError(err);
      if (
        readBody &&
        !isObject(request.body) &&
        mapped instanceof HttpError &&
        mapped.statusCode === 400
      )
        throw new HttpError(400, 'Request body must be a JSON object', mapped.issues);
      throw mapped;
    }
    if (result === null && options.empty) throw options.empty;
    return reply.code(options.status ?? 200).send(result);
  };
}
