import type { AppRouter } from '@forma/api';
import { DEFAULT_TRPC_MAX_BATCH_SIZE, TRPC_PATH } from '@forma/api/protocol';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import superjson from 'superjson';

/**
 * Typed tRPC client for the admin console (`/trpc`), with cookies.
 *
 * Only the admin route loads this module (a dynamic import in routes/admin.tsx), so the tRPC
 * client and superjson stay out of the landing page's initial JavaScript. Import it statically
 * from admin-only code, never from the router, the root route or the landing page.
 */
export function createTrpc(queryClient: QueryClient) {
  const client = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: TRPC_PATH,
        transformer: superjson,
        // The server refuses batches over TRPC_MAX_BATCH_SIZE (its default): split larger ones.
        maxItems: DEFAULT_TRPC_MAX_BATCH_SIZE,
        fetch: (url, init) => fetch(url, { ...init, credentials: 'include' }),
      }),
    ],
  });
  return { client, trpc: createTRPCOptionsProxy<AppRouter>({ client, queryClient }) };
}

export type Trpc = ReturnType<typeof createTrpc>['trpc'];

const proxies = new WeakMap<QueryClient, Trpc>();

/** The options proxy bound to `queryClient`, created once per query client. */
export function getTrpc(queryClient: QueryClient): Trpc {
  let trpc = proxies.get(queryClient);
  if (!trpc) {
    trpc = createTrpc(queryClient).trpc;
    proxies.set(queryClient, trpc);
  }
  return trpc;
}
