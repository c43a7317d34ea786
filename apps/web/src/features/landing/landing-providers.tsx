import type { MediaMap } from '@forma/validators/media';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MediaContext } from '../shell/responsive-image';

const NO_MEDIA: MediaMap = {};

/**
 * The providers around the landing page, the same on the server and in the browser, so their
 * markup matches: the query cache (`client`, seeded with the stored content the page was
 * rendered from: landing-data.ts) and the page's uploaded images with their variants (`media`).
 * Both are made once per page and never change: a change above a hydration boundary would
 * hydrate it at once.
 */
export function LandingProviders({
  client,
  media = NO_MEDIA,
  children,
}: {
  client: QueryClient;
  media?: MediaMap;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={client}>
      <MediaContext value={media}>{children}</MediaContext>
    </QueryClientProvider>
  );
}
