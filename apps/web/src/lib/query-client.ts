import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/**
 * Query cache of SPEC 9: fresh 30 s, kept 5 min, no retries, refetch on mount and reconnect,
 * never on focus or interval.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: false,
        refetchOnMount: true,
        refetchOnReconnect: true,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
