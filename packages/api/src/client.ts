/**
 * A typed client of the Forma API for other TypeScript apps: `import { createFormaClient } from
 * '@forma/api/client'`. It imports only types from the router, so a browser bundle gets the tRPC
 * client and superjson, never the server's code.
 */
import {
  createTRPCClient,
  httpBatchLink,
  TRPCClientError,
  type HTTPHeaders,
  type TRPCClient,
} from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import superjson from 'superjson';
import { DEFAULT_TRPC_MAX_BATCH_SIZE, TRPC_PATH } from './protocol';
import type { AppRouter } from './root';

export { TRPCClientError, type HTTPHeaders };
export type { AppRouter };
export { DEFAULT_TRPC_MAX_BATCH_SIZE, TRPC_PATH };
export {
  FormaWebhookError,
  verifyFormaWebhook,
  type FormaWebhookRefusal,
  type VerifyFormaWebhookOptions,
  type WebhookHeaders,
} from './webhook-signature';
export type { FormaWebhookEvent } from '@forma/validators/webhooks';

/** Inputs of every procedure, e.g. `FormaInputs['auth']['login']`. */
export type FormaInputs = inferRouterInputs<AppRouter>;
/** Outputs of every procedure, e.g. `FormaOutputs['catalog']['designers']`. */
export type FormaOutputs = inferRouterOutputs<AppRouter>;
/** The client `createFormaClient` returns: `client.catalog.designers.query()`. */
export type FormaClient = TRPCClient<AppRouter>;
/** The error every call of a `FormaClient` rejects with (`err.data?.code`, `err.message`). */
export type FormaClientError = TRPCClientError<AppRouter>;

export interface FormaClientOptions {
  /**
   * The server: its origin (`https://forma.example`, the client appends `/trpc`) or its tRPC
   * endpoint itself (a URL whose path ends with `/trpc`). A path before it is kept
   * (`https://example.com/forma` calls `https://example.com/forma/trpc`).
   */
  url: string;
  /**
   * Headers of every request, or a function called before each request (may be async), e.g.
   * `() => ({ cookie })` to carry the session cookie that `auth.login` set.
   */
  headers?: HTTPHeaders | (() => HTTPHeaders | Promise<HTTPHeaders>);
  /** The fetch to use (default: the global one), e.g. a wrapper that reads Set-Cookie. */
  fetch?: typeof globalThis.fetch;
  /**
   * Most procedures in one batched request; calls made in the same tick beyond it go in further
   * requests. Default DEFAULT_TRPC_MAX_BATCH_SIZE, the server's default TRPC_MAX_BATCH_SIZE
   * (a batch over the server's limit is refused with 400): lower it if the server's is lower.
   */
  maxItems?: number;
}

/** The tRPC endpoint of `url`: unchanged when its path ends with /trpc, else `<url>/trpc`. */
export function formaEndpoint(url: string): string {
  const parsed = new URL(url);
  const path = parsed.pathname.replace(/\/+$/, '');
  parsed.pathname = path.endsWith(TRPC_PATH) ? path : `${path}${TRPC_PATH}`;
  parsed.search = '';
  parsed.hash = '';
  return parsed.toString();
}

/**
 * A typed client of every procedure of the Forma API (`AppRouter`), as the web app's own: HTTP
 * with superjson (Dates, Maps and the like arrive as they were sent), and calls made in the same
 * tick batched into one request of at most `maxItems` procedures (queries as GET, mutations as
 * POST). Returns `client.<router>.<procedure>.query(input)` / `.mutate(input)`.
 *
 * Sessions are cookies: `auth.login` answers with a `Set-Cookie` (`sid`, or `__Host-sid` when the
 * server runs with NODE_ENV=production); a browser carries it by itself when the app is served
 * from the API's origin, other apps keep it (a `fetch` wrapper) and send it back in `headers`.
 * Requests carry no `Origin` or `Sec-Fetch-Site` header from Node, so the server's CSRF check lets
 * their mutations through; a browser page on another origin must be listed in ALLOWED_ORIGINS.
 *
 * Errors: a call rejects with a `TRPCClientError<AppRouter>` (see `isFormaClientError`) whose
 * `data.code` is the tRPC code ('BAD_REQUEST' with `data.issues` for invalid input,
 * 'UNAUTHORIZED' without a session, 'FORBIDDEN' for a non-admin, 'TOO_MANY_REQUESTS', ...),
 * `data.httpStatus` the HTTP status and `message` a sentence fit to show. A network failure
 * rejects with a `TRPCClientError` without `data`. Throws a TypeError at once for a `url` that is
 * not an absolute URL.
 */
export function createFormaClient(options: FormaClientOptions): FormaClient {
  const { headers } = options;
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: formaEndpoint(options.url),
        transformer: superjson,
        maxItems: options.maxItems ?? DEFAULT_TRPC_MAX_BATCH_SIZE,
        ...(headers === undefined
          ? {}
          : { headers: typeof headers === 'function' ? () => headers() : headers }),
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }),
    ],
  });
}

/**
 * True when `err` is the error a Forma client call rejects with (a `TRPCClientError`), typed so
 * that `err.data?.code` and `err.data?.issues` are known.
 */
export function isFormaClientError(err: unknown): err is TRPCClientError<AppRouter> {
  return err instanceof TRPCClientError;
}
