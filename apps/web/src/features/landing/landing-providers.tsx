import type { MediaMap } from '@forma/validators/media';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MediaContext } from '../shell/responsive-image';
import { LANDING_MEDIA_KEY } from './landing-data';
import { isServerLayout, LANDING_LAYOUT_KEY, ServerLayoutContext } from './server-layout';

const NO_MEDIA: MediaMap = {};

/**
 * The providers around the landing page and each of its islands, the same on the server
 * (entry-server.tsx) and in the browser (landing-client.tsx), so their markup matches: the query
 * cache, seeded with the stored content the page was rendered from, the page's media
 * (`LANDING_MEDIA_KEY` of that data) for its uploaded images, and the layout the server rendered
 * it for (`LANDING_LAYOUT_KEY`; none: every variant).
 */
export function LandingProviders({
  client,
  children,
}: {
  client: QueryClient;
  children: ReactNode;
}) {
  const media = client.getQueryData<MediaMap>([LANDING_MEDIA_KEY]) ?? NO_MEDIA;
  const layout = client.getQueryData([LANDING_LAYOUT_KEY]);
  return (
    <QueryClientProvider client={client}>
      <MediaContext value={media}>
        <ServerLayoutContext value={isServerLayout(layout) ? layout : null}>
          {children}
        </ServerLayoutContext>
      </MediaContext>
    </QueryClientProvider>
  );
}
