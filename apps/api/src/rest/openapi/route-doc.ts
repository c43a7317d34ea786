import type {
  FastifyInstance,
  HTTPMethods,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { RoleNeeded } from '@forma/validators';
import type { z } from 'zod';

/**
 * Who may call a route: anyone, a signed-in user, or a console role and those above it (issue 20
 * item 4: viewer < editor < admin; 401 / 403 otherwise).
 */
export type RouteAccess = 'public' | 'signed-in' | RoleNeeded;

/** The success answer of a route: a JSON body described by `schema`, or another media type. */
export type RouteResponse =
  | {
      status: number;
      schema: z.ZodType;
      description: string;
      /** Response headers worth documenting, by name: their description. */
      headers?: Record<string, string>;
    }
  | { status: number; contentType: string | string[]; description: string };

/**
 * One row of the REST route table (issue 21): what the OpenAPI document says about a route. The
 * route is served only with it (`restRoute`); `registerRouteTable` refuses any /api route without.
 */
export interface RouteDoc {
  /** One line for the reference ("List designers"). */
  summary: string;
  /** More detail, Markdown. */
  description?: string;
  /** Group in the reference ("Public", "Account", "Admin: designers"). */
  tag: string;
  access: RouteAccess;
  /** Path parameters, by name as in the path (`/api/designers/:id` -> `{ id }`). */
  params?: z.ZodObject;
  /** Query-string parameters (each property one parameter). */
  query?: z.ZodObject;
  /** JSON request body (`application/json`). */
  body?: z.ZodType;
  /** A multipart/form-data body with one file field named `file`. */
  multipart?: { maxBytes: number; description: string };
  response: RouteResponse;
  /** A kept public read: answers carry an ETag, and `If-None-Match` may get 304 with no body. */
  conditional?: boolean;
  /** RestOperation.revision: the answer's ETag, or the If-Match a write takes (412 when stale). */
  revision?: 'etag' | 'if-match';
  /** Statuses the route can answer besides the ones derived from the rest of this row. */
  errors?: number[];
  /** Answers whose body is not the shared error shape, by status (GET /api/health's 503). */
  otherAnswers?: Record<number, { schema: z.ZodType; description: string }>;
}

/** The key of a route's `config` that holds its RouteDoc. */
export const ROUTE_DOC = 'openapi';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's row of the REST route table (rest/openapi/route-doc.ts). */
    openapi?: RouteDoc;
  }
}

/** A route as the table holds it: method, Fastify path and its RouteDoc. */
export interface TableRoute {
  method: Exclude<HTTPMethods, 'HEAD'>;
  /** Fastify's path syntax (`/api/designers/:id`). */
  path: string;
  doc: RouteDoc;
  /** Has `config.rateLimit` (429 possible). */
  rateLimited: boolean;
  /** Largest accepted body, bytes (413 above), when it differs from the app's. */
  bodyLimit?: number;
}

/**
 * Registers a REST route with its row of the route table: Fastify `method` `path` answered by
 * `handler`, `options` as for `app.route` (rate limit, body limit). The one way to serve /api.
 */
export function restRoute(
  app: FastifyInstance,
  method: TableRoute['method'],
  path: string,
  doc: RouteDoc,
  handler: RouteHandlerMethod,
  options: Pick<RouteShorthandOptions, 'config' | 'bodyLimit'> = {},
): void {
  app.route({
    method,
    url: path,
    handler,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    config: { ...options.config, [ROUTE_DOC]: doc },
  });
}
