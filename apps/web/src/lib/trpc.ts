import type { AppRouter } from '@forma/api';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import superjson from 'superjson';

/** Typed tRPC client for the admin console (`/trpc`), with cookies. */
export function createTrpc(queryClient: QueryClient) {
  const client = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: '/trpc',
        transformer: superjson,
        fetch: (url, init) => fetch(url, { ...init, credentials: 'include' }),
      }),
    ],
  });
  return { client, trpc: createTRPCOptionsProxy<AppRouter>({ client, queryClient }) };
}

export type Trpc = ReturnType<typeof createTrpc>['trpc'];
