import {
  errorAnswer,
  USER_ROLES,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
  webhookPayloadSchema,
  type RoleNeeded,
} from '@forma/validators';
import { toJsonSchema, type JsonSchema } from './json-schema';
import type { RouteAccess, TableRoute } from './route-doc';

/** True when a route needs a console role (viewer, editor or admin). */
const isRole = (access: RouteAccess): access is RoleNeeded =>
  (USER_ROLES as readonly string[]).includes(access);

/** The sentence a role-gated operation's description ends with. */
function roleNote(access: RouteAccess): string | undefined {
  if (!isRole(access)) return undefined;
  const who = {
    viewer: 'the viewer, editor or admin role',
    editor: 'the editor or admin role',
    admin: 'the admin role',
  }[access];
  return `Needs a console user with ${who} (403 otherwise).`;
}

/** What each error status means, as the reference shows it. */
export const ERROR_STATUS_TEXT: Record<number, string> = {
  400: 'Bad input: `message` is the first problem, `issues` every field that failed',
  401: 'Not signed in',
  403: 'Not allowed: not an admin, or a cross-site request',
  404: 'Not found',
  405: 'Method not allowed here',
  409: 'Conflict with the stored data (a name already taken, or a save based on an older revision)',
  412: 'Precondition failed: the `If-Match` revision is stale (someone saved since); GET it again',
  413: 'Request body too large',
  415: 'Unsupported content type',
  429: 'Too many requests: try again later',
  503: 'The database is unreachable: try again later',
};

/**
 * The error statuses a route can answer, ascending: derived from its row (inputs: 400; a
 * body, or any write: 413, 415; signed-in or admin: 401; admin, and every write (cross-site refusal): 403;
 * path parameters: 404; a rate limit: 429; every route: 503) plus its own `errors`.
 */
export function errorStatuses(route: TableRoute): number[] {
  const { doc } = route;
  const statuses = new Set<number>([503, ...(doc.errors ?? [])]);
  // Fastify reads a body sent with any write, documented or not: malformed, too large, unknown type.
  const hasBody = Boolean(doc.body || doc.multipart) || route.method !== 'GET';
  if (hasBody || doc.query || doc.params) statuses.add(400);
  if (hasBody) {
    statuses.add(413);
    statuses.add(415);
  }
  if (doc.access !== 'public') statuses.add(401);
  if (isRole(doc.access) || route.method !== 'GET') statuses.add(403);
  if (doc.params) statuses.add(404);
  if (route.rateLimited) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** `/api/designers/:id` -> `/api/designers/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** An OpenAPI 3.1 document as plain data. */
export type OpenApiDocument = Record<string, unknown> & {
  paths: Record<string, Record<string, Record<string, unknown>>>;
};

/** The operation id of a route: `get /api/admin/designers/:id` -> `getApiAdminDesignersById`. */
export function operationId(route: TableRoute): string {
  const words = route.path
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return route.method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

function parameters(route: TableRoute): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const [where, schema] of [
    ['path', route.doc.params],
    ['query', route.doc.query],
  ] as const) {
    if (!schema) continue;
    const json = toJsonSchema(schema, 'input');
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      const { description, ...rest } = property;
      out.push({
        name,
        in: where,
        required: where === 'path' || required.has(name),
        ...(typeof description === 'string' ? { description } : {}),
        schema: rest,
      });
    }
  }
  if (route.doc.revision === 'if-match')
    out.push({
      name: 'If-Match',
      in: 'header',
      required: false,
      description:
        'The ETag of the GET this change is based on (`"r<revision>"`): a stale one answers 412 and changes nothing. Without it the save wins as before.',
      schema: { type: 'string', example: '"r42"' },
    });
  return out;
}

function operation(route: TableRoute): Record<string, unknown> {
  const { doc } = route;
  const responses: Record<string, unknown> = {};
  const ok = doc.response;
  responses[String(ok.status)] =
    'schema' in ok
      ? {
          description: ok.description,
          ...(ok.headers
            ? {
                headers: Object.fromEntries(
                  Object.entries(ok.headers).map(([name, description]) => [
                    name,
                    { description, schema: { type: 'string' } },
                  ]),
                ),
              }
            : {}),
          content: { 'application/json': { schema: toJsonSchema(ok.schema, 'output') } },
        }
      : {
          description: ok.description,
          content: Object.fromEntries(
            [ok.contentType].flat().map((type) => [type, { schema: { type: 'string' } }]),
          ),
        };
  if (doc.conditional)
    responses['304'] = { description: 'Not modified: the `If-None-Match` ETag is current' };
  for (const status of errorStatuses(route))
    responses[String(status)] = { $ref: `#/components/responses/Error${status}` };
  for (const [status, other] of Object.entries(doc.otherAnswers ?? {}))
    responses[status] = {
      description: other.description,
      content: { 'application/json': { schema: toJsonSchema(other.schema, 'output') } },
    };

  const op: Record<string, unknown> = {
    operationId: operationId(route),
    summary: doc.summary,
    ...(doc.description || isRole(doc.access)
      ? { description: [doc.description, roleNote(doc.access)].filter(Boolean).join('\n\n') }
      : {}),
    tags: [doc.tag],
    security: doc.access === 'public' ? [] : [{ session: [] }],
    // The lowest console role that may call it (issue 20 item 4), for clients that check first.
    ...(isRole(doc.access) ? { 'x-console-role': doc.access } : {}),
    responses,
  };
  const params = parameters(route);
  if (params.length > 0) op.parameters = params;
  if (doc.body)
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: toJsonSchema(doc.body, 'input') } },
    };
  if (doc.multipart)
    op.requestBody = {
      required: true,
      description: doc.multipart.description,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              file: { type: 'string', contentMediaType: 'application/octet-stream' },
            },
            required: ['file'],
          },
          encoding: { file: { contentType: '*/*' } },
        },
      },
    };
  return op;
}

/**
 * The document's `webhooks` (issue 43 item 5): one POST per event type that the site sends to an
 * endpoint, its body the event's zod schema as JSON Schema, its headers the signature, the event
 * id (the idempotency key) and type. Pure.
 */
export function webhookOperations(): Record<string, { post: Record<string, unknown> }> {
  const header = (name: string, description: string, example: string) => ({
    name,
    in: 'header',
    required: true,
    description,
    schema: { type: 'string' },
    example,
  });
  return Object.fromEntries(
    [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT].map((type) => [
      type,
      {
        post: {
          operationId: `webhook${type
            .split(/[._]/)
            .map((w) => w[0]!.toUpperCase() + w.slice(1))
            .join('')}`,
          summary: WEBHOOK_EVENT_LABELS[type],
          description:
            `Sent to each endpoint subscribed to \`${type}\`` +
            (type === WEBHOOK_TEST_EVENT ? ' (only by "Send test" on the Webhooks screen)' : '') +
            ', after the change committed, at least once: the same event `id` on every retry and ' +
            'replay (deduplicate on it). Verify `Forma-Signature` before trusting the body ' +
            '(`verifyFormaWebhook` of `@forma/api/client`). Answer any 2xx within 10 s; anything ' +
            'else (redirects included) is retried after about 1 min, 5 min, 30 min, 2 h, 6 h, ' +
            'then every 12 h, for a day.',
          tags: ['Webhooks'],
          parameters: [
            header(
              'Forma-Signature',
              '`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint secret>`; ' +
                'two `v1=` while a rotated-out secret still signs. Refuse a `t` older than 5 minutes.',
              't=1796083200,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd',
            ),
            header(
              'Forma-Event-Id',
              'The event id (UUID): the idempotency key',
              '4a7f6b8e-2f0c-4d39-9a43-5d0e8c1b2a77',
            ),
            header('Forma-Event-Type', 'The event type', type),
          ],
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: toJsonSchema(webhookPayloadSchema(type), 'output') },
            },
          },
          responses: {
            '200': { description: 'Received (any 2xx)' },
          },
        },
      },
    ]),
  );
}

/** Options of {@link buildOpenApiDocument}. */
export interface OpenApiInfo {
  /** The API's version (the server package's). */
  version: string;
}

/**
 * The OpenAPI 3.1 document of the REST API (issue 21 item 1) built from the route table: every
 * path and method, its parameters and JSON body (the validators' zod schemas as JSON Schema),
 * every answer with its status (the success schema, the shared error shape for the others), the
 * session cookie as the security scheme, and the upload as multipart. Pure.
 */
export function buildOpenApiDocument(
  routes: readonly TableRoute[],
  info: OpenApiInfo,
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    (paths[path] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  const errorSchema = toJsonSchema(errorAnswer, 'output');
  const responses = Object.fromEntries(
    Object.entries(ERROR_STATUS_TEXT).map(([status, text]) => [
      `Error${status}`,
      {
        description: text,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );
  const tags = [...new Set(routes.map((r) => r.doc.tag))].map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Forma API',
      version: info.version,
      description:
        'The REST API of the Forma site and its console. Errors are JSON `{ message, issues? }`. ' +
        'Sign in with `POST /api/login`: the answer sets the `sid` session cookie that the ' +
        'signed-in and admin paths need. Writes from a browser must come from the site itself ' +
        '(cross-site requests answer 403).',
    },
    tags: [...tags, { name: 'Webhooks', description: 'Events the site POSTs to your endpoints' }],
    paths,
    webhooks: webhookOperations(),
    components: {
      schemas: { Error: errorSchema },
      responses,
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'sid',
          description: 'The session cookie set by POST /api/login (and POST /api/login/2fa).',
        },
      },
    },
  };
}
