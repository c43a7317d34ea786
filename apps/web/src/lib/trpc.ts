import type { AppRouter } from '@forma/api';
import { DEFAULT_TRPC_MAX_BATCH_SIZE, TRPC_PATH } from '@forma/api/protocol';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
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
      splitLink({
        // Subscriptions (the console's presence, issue 41 item 3) go over Server-Sent Events.
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({
          url: TRPC_PATH,
          transformer: superjson,
          eventSourceOptions: { withCredentials: true },
        }),
        false: httpBatchLink({
          url: TRPC_PATH,
          transformer: superjson,
          // The server refuses batches over TRPC_MAX_BATCH_SIZE (its default): split larger ones.
          maxItems: DEFAULT_TRPC_MAX_BATCH_SIZE,
          fetch: (url, init) => fetch(url, { ...init, credentials: 'include' }),
        }),
      }),
    ],
  });
  return { client, trpc: createTRPCOptionsProxy<AppRouter>({ client, queryClient }) };
}

export type Trpc = ReturnType<typeof createTrpc>['trpc'];

const made = new WeakMap<QueryClient, ReturnType<typeof createTrpc>>();

/** The client and options proxy bound to `queryClient`, created once per query client. */
function trpcOf(queryClient: QueryClient) {
  let trpc = made.get(queryClient);
  if (!trpc) {
    trpc = createTrpc(queryClient);
    made.set(queryClient, trpc);
  }
  return trpc;
}

/** The options proxy bound to `queryClient`, created once per query client. */
export const getTrpc = (queryClient: QueryClient): Trpc => trpcOf(queryClient).trpc;

/** The plain client of the same link (`client.x.y.mutate(input)`), for calls outside React Query. */
export const getTrpcClient = (queryClient: QueryClient) => trpcOf(queryClient).client;
