import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * The providers around the landing page and each of its islands, the same on the server
 * (entry-server.tsx) and in the browser (landing-client.tsx), so their markup matches: the query
 * cache, seeded with the stored content the page was rendered from.
 */
export function LandingProviders({
  client,
  children,
}: {
  client: QueryClient;
  children: ReactNode;
}) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
