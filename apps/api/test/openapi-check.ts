import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { OpenApiDocument } from '../src/rest/openapi/document';
import { openApiPath } from '../src/rest/openapi/document';
import type { CheckedAnswer } from '../src/rest/openapi/response-check';

type Json = Record<string, unknown>;

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);

const compiled = new WeakMap<OpenApiDocument, Map<string, ValidateFunction>>();

/** `{ $ref: '#/components/...' }` resolved in `document` (one level, as the document uses them). */
function resolve(document: OpenApiDocument, value: Json): Json {
  const ref = value.$ref;
  if (typeof ref !== 'string') return value;
  let node: unknown = document;
  for (const part of ref.replace(/^#\//, '').split('/')) node = (node as Json)[part];
  if (!node) throw new Error(`unresolved ${ref}`);
  return node as Json;
}

/**
 * The answers' check of the API tests (issue 21): the status must be one the document lists for
 * the operation, a JSON answer must be valid against its schema (ajv, JSON Schema 2020-12) and
 * another media type must be the one documented. Returns what is wrong, or null.
 */
export function checkAgainstOpenApi(answer: CheckedAnswer): string | null {
  const { document, route, status } = answer;
  const method = route.method.toLowerCase();
  const operation = document.paths[openApiPath(route.path)]?.[method] as Json | undefined;
  if (!operation) return 'the operation is not in the document';
  const responses = operation.responses as Record<string, Json>;
  const declared = responses[String(status)];
  if (!declared) return `status ${status} is not listed (${Object.keys(responses).join(', ')})`;
  const response = resolve(document, declared);
  const content = (response.content ?? {}) as Record<string, Json>;
  const json = content['application/json'];
  if (!json) {
    const types = Object.keys(content);
    if (types.length > 0 && !types.some((t) => answer.contentType.startsWith(t)))
      return `content type ${answer.contentType || 'none'} is not ${types.join(' or ')}`;
    return null;
  }
  if (!answer.contentType.startsWith('application/json'))
    return `content type ${answer.contentType || 'none'} is not application/json`;
  if (answer.body === null) return null;
  let cache = compiled.get(document);
  if (!cache) compiled.set(document, (cache = new Map()));
  const key = `${method} ${route.path} ${status}`;
  let validate = cache.get(key);
  if (!validate) {
    validate = ajv.compile(resolve(document, json.schema as Json));
    cache.set(key, validate);
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return 'the body is not JSON';
  }
  if (validate(body)) return null;
  return (validate.errors ?? [])
    .slice(0, 5)
    .map(
      (e) =>
        `${e.instancePath || '(body)'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`,
    )
    .join('; ');
}
