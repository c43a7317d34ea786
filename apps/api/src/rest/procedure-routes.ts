import {
  appRouter,
  createCallerFactory,
  PUBLIC_QUERY_TABLES,
  type ProcedureMeta,
  type RestOperation,
} from '@forma/api';
import type { DB } from '@forma/db';
import { publicListQuery } from '@forma/validators';
import type { AnyProcedure, AnyRouter } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { z } from 'zod';
import { createContext } from '../context';
import { HttpError } from '../http-error';
import { RATE_LIMITS } from '../plugins/rate-limits';
import { toRestError } from './errors';
import { restRoute, type RouteDoc } from './openapi/route-doc';
import { publicReadHandler } from '../cache/public-read';

/** Query keys no procedure reads: `_t`, the console's cache buster. */
const IGNORED_QUERY_KEYS = new Set(['_t']);

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** The fields of a procedure's input when it is an object (several `.input()` calls merge). */
function inputShape(procedure: AnyProcedure): Record<string, z.ZodType> | null {
  const inputs: unknown[] = procedure._def.inputs;
  if (inputs.length === 0) return {};
  const shape: Record<string, z.ZodType> = {};
  for (const input of inputs) {
    const object = input instanceof z.ZodType ? unwrapped(input) : input;
    if (!(object instanceof z.ZodObject)) return null;
    Object.assign(shape, object.shape);
  }
  return shape;
}

/** The schema under optional / nullable / default wrappers, and a pipe's (transform's) input. */
function unwrapped(schema: z.core.$ZodType): z.core.$ZodType {
  let inner = schema;
  while (
    inner instanceof z.ZodOptional ||
    inner instanceof z.ZodNullable ||
    inner instanceof z.ZodDefault ||
    inner instanceof z.ZodPipe
  )
    inner = inner instanceof z.ZodPipe ? inner.in : inner.unwrap();
  return inner;
}

/**
 * A query string as input fields: empty values and ignored keys dropped; a value whose field is a
 * number or a boolean (or a union with one) converted when it reads as one (`"20"`, `"false"`).
 * Anything else is passed on as sent, so the procedure's schema answers 400 with its own message.
 */
export function queryInput(
  shape: Record<string, z.ZodType>,
  query: Record<string, unknown>,
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (IGNORED_QUERY_KEYS.has(key) || value === '' || value === undefined) continue;
    const field = shape[key] ? unwrapped(shape[key]) : undefined;
    const kinds = field instanceof z.ZodUnion ? field.options.map(unwrapped) : [field];
    if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) && kinds.some(isNumber))
      input[key] = Number(value);
    else if (
      (value === 'true' || value === 'false') &&
      kinds.some((k) => k instanceof z.ZodBoolean)
    )
      input[key] = value === 'true';
    else input[key] = value;
  }
  return input;
}

const isNumber = (schema: z.core.$ZodType | undefined) =>
  schema instanceof z.ZodNumber ||
  (schema instanceof z.ZodPipe && schema.out instanceof z.ZodNumber);

const pick = <T>(shape: Record<string, T>, keys: (k: string) => boolean): Record<string, T> =>
  Object.fromEntries(Object.entries(shape).filter(([k]) => keys(k)));

/** Input fields with the fields of `filtersKey`'s object in its place, one query key each. */
function flattened(fields: Record<string, z.ZodType>, filtersKey: string | undefined) {
  const filters = filtersKey && fields[filtersKey] ? unwrapped(fields[filtersKey]) : undefined;
  if (!filtersKey || !(filters instanceof z.ZodObject)) return fields;
  return { ...pick(fields, (k) => k !== filtersKey), ...filters.shape };
}

/** True for the methods whose input is the query string rather than a JSON body. */
const readsQuery = (method: RestOperation['method']) => method === 'GET' || method === 'DELETE';

/**
 * The row of the route table (the OpenAPI document's source) of one REST operation of the
 * procedure `name`: its parameters and body are the procedure's input fields, its answer the
 * operation's `answer`, its access the procedure's own.
 */
function routeDoc(
  name: string,
  op: RestOperation,
  access: NonNullable<ProcedureMeta['access']>,
  shape: Record<string, z.ZodType> | null,
  kept: boolean,
): RouteDoc {
  const pathNames = new Set([...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!));
  const fields = shape ?? {};
  for (const param of pathNames)
    if (!fields[param]) throw new Error(`${op.path}: {${param}} is not an input of ${name}`);
  const rest = pick(fields, (k) => !pathNames.has(k));
  const params = pathNames.size > 0 ? z.object(pick(fields, (k) => pathNames.has(k))) : undefined;
  let query: z.ZodObject | undefined;
  let body: z.ZodType | undefined;
  if (op.status === 405) {
    // The procedure refuses before reading any input: nothing to document.
  } else if (op.paged) query = publicListQuery;
  else if (readsQuery(op.method)) {
    if (!kept && Object.keys(rest).length > 0) query = z.object(flattened(rest, op.filtersKey));
  } else if (op.bodyKey) body = fields[op.bodyKey];
  else if (shape === null)
    throw new Error(`${name}: a REST body must be an object schema, or use bodyKey`);
  else if (Object.keys(rest).length > 0) body = z.object(rest);
  const description = op.answerDescription ?? 'Done';
  return {
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tag: op.tag,
    access,
    ...(params ? { params } : {}),
    ...(query ? { query } : {}),
    ...(body ? { body } : {}),
    ...(kept ? { conditional: true } : {}),
    response: {
      status: op.status ?? 200,
      schema: op.answer,
      description,
      ...(op.paged
        ? {
            headers: {
              'X-Total-Count': 'With limit or offset: how many there are in all',
              Link: 'With limit or offset, when more follow: `<next page>; rel="next"`',
            },
          }
        : {}),
    },
    errors: [...(op.errors ?? []), ...(op.nullAnswers ? [op.nullAnswers.status] : [])],
  };
}

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
      const doc = routeDoc(name, op, meta.access, shape, kept);
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
            const input = restInput(op, shape, params, request);
            let result: unknown;
            try {
              result = await call(request, reply, input);
            } catch (err) {
              throw bodyError(toRestError(err), op, request.body);
            }
            if (result === null && op.nullAnswers)
              throw new HttpError(op.nullAnswers.status, op.nullAnswers.message);
            if (op.private) reply.header('cache-control', 'private, no-store');
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

/** The procedure input of one REST call (see RestOperation). */
function restInput(
  op: RestOperation,
  shape: Record<string, z.ZodType> | null,
  params: Record<string, unknown>,
  request: FastifyRequest,
): unknown {
  if (shape !== null && Object.keys(shape).length === 0) return undefined;
  if (readsQuery(op.method)) {
    const query = queryInput(shape ?? {}, isObject(request.query) ? request.query : {});
    if (!op.filtersKey) return { ...query, ...params };
    const fields = pick(query, (k) => Boolean(shape?.[k]));
    const filters = pick(query, (k) => !shape?.[k]);
    return {
      ...fields,
      ...(Object.keys(filters).length > 0 ? { [op.filtersKey]: filters } : {}),
      ...params,
    };
  }
  const body = request.body;
  if (op.bodyKey) return { ...params, [op.bodyKey]: body };
  // No body reads as an empty one (a POST whose input is all path parameters); any other
  // non-object goes to the schema as sent, which refuses it (see bodyError).
  const fields = isObject(body) ? body : body === undefined ? {} : null;
  return fields ? { ...fields, ...params } : body;
}

/**
 * A body that is not a JSON object and failed the input schema outside the path parameters
 * answers 400 "Request body must be a JSON object" rather than the schema's first issue. Other
 * errors (a procedure's own 400, a bad path parameter) are left as they are.
 */
function bodyError(mapped: unknown, op: RestOperation, body: unknown): unknown {
  if (readsQuery(op.method) || isObject(body) || !(mapped instanceof HttpError)) return mapped;
  if (mapped.statusCode !== 400 || !mapped.issues) return mapped;
  const params = new Set([...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
  const inBody = mapped.issues.some((issue) => {
    const first = isObject(issue) && Array.isArray(issue.path) ? issue.path[0] : undefined;
    return first === undefined || !params.has(String(first));
  });
  return inBody ? new HttpError(400, 'Request body must be a JSON object', mapped.issues) : mapped;
}
