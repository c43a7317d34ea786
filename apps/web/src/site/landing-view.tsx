import type { LandingPageData } from '@forma/validators/landing';
import { useHydrated } from '@tanstack/react-router';
import { useState } from 'react';
import { LandingChrome } from '../features/landing/landing-chrome';
import { seedLandingQueries } from '../features/landing/landing-data';
import { LandingPage } from '../features/landing/landing-page';
import { LandingProviders } from '../features/landing/landing-providers';
import { createQueryClient } from '../lib/query-client';

/**
 * What only the browser shows over the page, once it has hydrated (the server's HTML has none of
 * it): the Safari storage notice and the toaster, which also shows a toast raised on the screen
 * the visitor came from (Registration successful, Logged out: one router, one toast store). Its
 * own component, so its state never re-renders the page (and its hydration boundaries) above it.
 */
function ClientChrome() {
  const hydrated = useHydrated();
  return hydrated ? <LandingChrome withToaster /> : null;
}

/**
 * The landing page of `data` (the `/` route's loader, or a preview link's drafts): its query
 * cache made once, seeded with the stored content it was rendered from (so no section fetches on
 * hydration and each one's markup matches the server's), the providers, the page and the
 * browser-only chrome. `preview`: the data are drafts, never swapped for the published blocks
 * by fetching again.
 */
export function LandingView({
  data,
  preview = false,
}: {
  data: LandingPageData;
  preview?: boolean;
}) {
  const [client] = useState(() => {
    const created = createQueryClient();
    if (preview)
      created.setDefaultOptions({
        ...created.getDefaultOptions(),
        queries: { ...created.getDefaultOptions().queries, staleTime: Infinity },
      });
    seedLandingQueries(created, data.queries, data.heroTitle);
    return created;
  });
  return (
    <LandingProviders client={client} media={data.media}>
      <LandingPage />
      <ClientChrome />
    </LandingProviders>
  );
}
