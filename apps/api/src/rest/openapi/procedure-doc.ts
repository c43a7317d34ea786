import type { ProcedureMeta, RestOperation } from '@forma/api';
import { publicListQuery } from '@forma/validators';
import { z } from 'zod';
import { pick, readsQuery, unwrapped } from '../procedure-input';
import type { RouteDoc } from './route-doc';

/** Input fields with the fields of `filtersKey`'s object in its place, one query key each. */
function flattened(fields: Record<string, z.ZodType>, filtersKey: string | undefined) {
  const filters = filtersKey && fields[filtersKey] ? unwrapped(fields[filtersKey]) : undefined;
  if (!filtersKey || !(filters instanceof z.ZodObject)) return fields;
  return { ...pick(fields, (k) => k !== filtersKey), ...filters.shape };
}

/**
 * The row of the route table (the OpenAPI document's source) of one REST operation of the
 * procedure `name`: its parameters and body are the procedure's input fields, its answer the
 * operation's `answer`, its access the procedure's own.
 */
export function procedureRouteDoc(
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
    ...(op.revision ? { revision: op.revision } : {}),
    response: {
      status: op.status ?? 200,
      schema: op.answer,
      description,
      ...(op.revision === 'etag'
        ? { headers: { ETag: 'The revision, `"r<revision>"`: send it as `If-Match` with a save' } }
        : {}),
      ...(op.paged
        ? {
            headers: {
              'X-Total-Count': 'With limit or offset: how many there are in all',
              Link: 'With limit or offset, when more follow: `<next page>; rel="next"`',
            },
          }
        : {}),
    },
    errors: [
      ...(op.errors ?? []),
      ...(op.nullAnswers ? [op.nullAnswers.status] : []),
      ...(op.revision === 'if-match' ? [409, 412] : []),
    ],
  };
}
