import {
  appRouter,
  createCallerFactory,
  PUBLIC_QUERY_TABLES,
  type ProcedureMeta,
} from '@forma/api';
import type { DB } from '@forma/db';
import { TRPCError, type AnyProcedure, type AnyRouter } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { publicReadHandler } from '../cache/public-read';
import { createContext } from '../context';
import { HttpError } from '../http-error';
import { RATE_LIMITS } from '../plugins/rate-limits';
import { toRestError } from './errors';
import { procedureRouteDoc } from './openapi/procedure-doc';
import { restRoute } from './openapi/route-doc';
import { bodyError, inputShape, isObject, restInput } from './procedure-input';

/** The function a server-side caller has at a dotted procedure path (`auth.twoFactor.enable`). */
function procedureAt(caller: object, name: string): (input: unknown) => Promise<unknown> {
  let node: unknown = caller;
  for (const key of name.split('.')) node = Reflect.get(Object(node), key);
  if (typeof node !== 'function') throw new Error(`No procedure ${name}`);
  return (input) => Promise.resolve(Reflect.apply(node, undefined, [input]));
}

/**
 * Registers the REST operations of every procedure of `router` that has REST metadata (issue 40):
 * each becomes a Fastify route on its path with its row in the route table, from which the
 * OpenAPI document is built. Nothing else is written per path. A procedure without an access
 * (one not made from the project's procedure builders) cannot be registered: start-up throws.
 *
 * A call runs the procedure through a server-side caller with the request's context: the input
 * is the path parameters plus the query (GET, DELETE; see `queryInput`) or the JSON body (see
 * RestOperation). Procedure errors map to HTTP by `toRestError`; a body that is not a JSON object
 * answers 400 "Request body must be a JSON object" (after the access checks: 401 / 403 first). A
 * GET of a public read kept for visitors (PUBLIC_QUERY_TABLES) is served by `publicReadHandler`:
 * ETag, 304, the public Cache-Control, paging with `paged`.
 */
export function registerProcedureRoutes(
  app: FastifyInstance,
  db: DB,
  router: AnyRouter = appRouter,
): void {
  const callerOf = createCallerFactory(router);
  const procedures: Record<string, AnyProcedure> = router._def.procedures;
  for (const [name, procedure] of Object.entries(procedures)) {
    const meta = procedure._def.meta as ProcedureMeta | undefined;
    if (!meta?.rest) continue;
    if (!meta.access)
      throw new Error(
        `${name} has REST metadata but no access: make it from publicProcedure, authedProcedure or roleProcedure`,
      );
    const shape = inputShape(procedure);
    const call = async (request: FastifyRequest, reply: FastifyReply, input: unknown) =>
      procedureAt(callerOf(await createContext(db, request, reply)), name)(input);
    for (const op of [meta.rest].flat()) {
      const tables = PUBLIC_QUERY_TABLES[name];
      const kept = op.method === 'GET' && tables !== undefined;
      const doc = procedureRouteDoc(name, op, meta.access, shape, kept);
      const handler: RouteHandlerMethod = kept
        ? publicReadHandler(
            db,
            tables,
            (caller, params) =>
              procedureAt(
                caller,
                name,
              )(shape && Object.keys(shape).length > 0 ? params : undefined),
            { paged: op.paged ?? false },
          )
        : async (request, reply) => {
            const params = isObject(request.params) ? request.params : {};
            let input = restInput(op, shape, params, request);
            const ifMatch = op.revision === 'if-match' ? ifMatchRevision(request) : undefined;
            if (ifMatch !== undefined && isObject(input)) input = { ...input, revision: ifMatch };
            let result: unknown;
            try {
              result = await call(request, reply, input);
            } catch (err) {
              if (ifMatch !== undefined && err instanceof TRPCError && err.code === 'CONFLICT')
                throw new HttpError(412, `Precondition failed: ${err.message}`);
              throw bodyError(toRestError(err), op, request.body);
            }
            if (result === null && op.nullAnswers)
              throw new HttpError(op.nullAnswers.status, op.nullAnswers.message);
            if (op.private) reply.header('cache-control', 'private, no-store');
            const revision = isObject(result) ? result.revision : undefined;
            if (op.revision && typeof revision === 'number') reply.header('etag', `"r${revision}"`);
            return reply.code(op.status ?? 200).send(result);
          };
      const register = (scope: FastifyInstance) =>
        restRoute(scope, op.method, op.path.replace(/\{(\w+)\}/g, ':$1'), doc, handler, {
          ...(op.rateLimit ? { config: { rateLimit: RATE_LIMITS[op.rateLimit] } } : {}),
          ...(op.bodyLimit ? { bodyLimit: op.bodyLimit } : {}),
        });
      if (op.plainTextBody) void app.register(async (scope) => register(withPlainTextJson(scope)));
      else register(app);
    }
  }
}

/** A revision no row has (the largest Postgres integer; revisions start at 1). */
const NO_REVISION = 2_147_483_647;

/**
 * The revision an `If-Match` header names (RFC 9110 13.1.1): `"r42"` -> 42; undefined without
 * the header or for `*` (any current representation: no check). A tag this API never sends (a
 * weak one, another form, a list) matches nothing: it reads as the largest revision a column
 * holds, which no row has, so the procedure (after its access checks) refuses it: 412.
 */
function ifMatchRevision(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  const value = header.trim();
  if (value === '*') return undefined;
  const match = /^"r(\d{1,9})"$/.exec(value);
  return match ? Number(match[1]) : NO_REVISION;
}

/** `scope` parsing `text/plain` bodies as JSON too (RestOperation.plainTextBody), in its own scope. */
function withPlainTextJson(scope: FastifyInstance): FastifyInstance {
  scope.removeContentTypeParser('text/plain');
  scope.addContentTypeParser(
    'text/plain',
    { parseAs: 'string' },
    scope.getDefaultJsonParser('error', 'error'),
  );
  return scope;
}
