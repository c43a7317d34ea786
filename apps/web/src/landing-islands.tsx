/**
 * The React side of the landing document (issue 18 item 2), loaded by landing-client.tsx when
 * the first island is to hydrate: the query cache seeded with the data the page was rendered
 * from (so no island fetches on hydration and its first render matches the server's markup),
 * the page's whole stylesheet (the document inlines only the rules its markup uses), each
 * island's hydration as a root of its own, and the toaster and storage notice.
 */
import { toast, type ToastInput } from '@forma/ui';
import { useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LandingChrome } from './features/landing/landing-chrome';
import {
  LANDING_DATA_ID,
  seedLandingQueries,
  type LandingQueries,
} from './features/landing/landing-data';
import { LandingProviders } from './features/landing/landing-providers';
import {
  FULL_STYLESHEET_META,
  HYDRATED_ATTRIBUTE,
  PREVIEW_META,
  type IslandName,
} from './features/landing/islands/island-names';
import { ISLANDS } from './features/landing/islands/islands';
import { seedUserFromDocument } from './lib/auth';
import { readJsonScript } from './lib/json-script';
import { createQueryClient } from './lib/query-client';

const client = createQueryClient();
// A preview link's document shows the drafts (issue 20 item 2): its islands never swap them for
// the published blocks by fetching again.
if (document.querySelector(`meta[name="${PREVIEW_META}"]`))
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, staleTime: Infinity },
  });
seedLandingQueries(client, readJsonScript<LandingQueries>(LANDING_DATA_ID, []));
seedUserFromDocument(client);

let fullStylesheet: Promise<void> | undefined;

/**
 * Loads the landing page's whole stylesheet (named by `<meta name="forma-landing-css">`) once:
 * the states an island shows once interactive (menus, dialogs, steps, errors) have rules the
 * server's markup did not use. Resolves when it has loaded, or failed (the inline rules stay).
 */
function loadFullStylesheet(): Promise<void> {
  fullStylesheet ??= new Promise<void>((resolve) => {
    const href = document
      .querySelector<HTMLMetaElement>(`meta[name="${FULL_STYLESHEET_META}"]`)
      ?.getAttribute('content');
    if (!href || document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return resolve();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
  return fullStylesheet;
}

/** Calls `onCommit` once the island's hydration has committed, and marks its container. */
function HydrationMark({
  container,
  onCommit,
  children,
}: {
  container: HTMLElement;
  onCommit: () => void;
  children: ReactNode;
}) {
  useEffect(() => {
    container.setAttribute(HYDRATED_ATTRIBUTE, 'true');
    onCommit();
  }, [container, onCommit]);
  return children;
}

/**
 * Hydrates the island `name` in `container` (its server-rendered HTML) with its component and
 * the seeded query cache; mounts the toaster with the first one. Resolves once it has committed.
 */
export async function hydrateIsland(container: HTMLElement, name: IslandName): Promise<void> {
  const [Component] = await Promise.all([ISLANDS[name](client), loadFullStylesheet()]);
  void mountChrome();
  await new Promise<void>((resolve) => {
    hydrateRoot(
      container,
      <LandingProviders client={client}>
        <HydrationMark container={container} onCommit={resolve}>
          <Component />
        </HydrationMark>
      </LandingProviders>,
    );
  });
}

let chromeMounted = false;

/**
 * Mounts the toaster and the storage notice (LandingChrome) in a root of their own, once, after
 * the whole stylesheet (the page's inline rules do not style them: they are not in its markup).
 */
export async function mountChrome(): Promise<void> {
  if (chromeMounted) return;
  chromeMounted = true;
  await loadFullStylesheet();
  const root = document.createElement('div');
  root.id = 'landing-chrome';
  document.body.append(root);
  createRoot(root).render(
    <LandingProviders client={client}>
      <LandingChrome withToaster />
    </LandingProviders>,
  );
}

/** Shows `input` as a toast (SPEC 3 "Toast") once the toaster is mounted. */
export async function showToast(input: ToastInput): Promise<void> {
  await mountChrome();
  toast(input);
}
