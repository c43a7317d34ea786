import type { RestOperation } from '@forma/api';
import type { AnyProcedure } from '@trpc/server';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http-error';

/** Query keys no procedure reads: `_t`, the console's cache buster. */
const IGNORED_QUERY_KEYS = new Set(['_t']);

export const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** The fields of a procedure's input when it is an object (several `.input()` calls merge). */
export function inputShape(procedure: AnyProcedure): Record<string, z.ZodType> | null {
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
export function unwrapped(schema: z.core.$ZodType): z.core.$ZodType {
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

/** The entries of `shape` whose key `keys` accepts. */
export const pick = <T>(
  shape: Record<string, T>,
  keys: (k: string) => boolean,
): Record<string, T> => Object.fromEntries(Object.entries(shape).filter(([k]) => keys(k)));

/** True for the methods whose input is the query string rather than a JSON body. */
export const readsQuery = (method: RestOperation['method']) =>
  method === 'GET' || method === 'DELETE';

/** The procedure input of one REST call (see RestOperation). */
export function restInput(
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
export function bodyError(mapped: unknown, op: RestOperation, body: unknown): unknown {
  if (readsQuery(op.method) || isObject(body) || !(mapped instanceof HttpError)) return mapped;
  if (mapped.statusCode !== 400 || !mapped.issues) return mapped;
  const params = new Set([...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
  const inBody = mapped.issues.some((issue) => {
    const first = isObject(issue) && Array.isArray(issue.path) ? issue.path[0] : undefined;
    return first === undefined || !params.has(String(first));
  });
  return inBody ? new HttpError(400, 'Request body must be a JSON object', mapped.issues) : mapped;
}
