/**
 * The landing document's script (issue 18 item 2): the page arrives rendered by the server
 * (entry-server.tsx); this hydrates only its islands, each as a root of its own, and only when
 * needed: the header and hero (on screen at the top) right after the page has loaded, a task
 * each; every other island when it comes within a viewport of the screen, or at once on the
 * first pointer, focus or key inside it. The static sections are never rendered again. The query
 * cache starts from the data the page was rendered with, so no island fetches on hydration and
 * its first render matches the server's markup. The overlay, the storage notice and the toaster
 * mount in a root of their own.
 */
import { createRoot, hydrateRoot } from 'react-dom/client';
import { useEffect, type ReactNode } from 'react';
import { LandingChrome } from './features/landing/landing-chrome';
import {
  LANDING_DATA_ID,
  LANDING_USER_ID,
  seedLandingQueries,
  type LandingQueries,
} from './features/landing/landing-data';
import { LandingProviders } from './features/landing/landing-providers';
import { ISLAND_ATTRIBUTE } from './features/landing/islands/island';
import {
  EAGER_ISLANDS,
  ISLAND_NAMES,
  type IslandName,
} from './features/landing/islands/island-names';
import { ISLANDS } from './features/landing/islands/islands';
import { USER_QUERY_KEY } from './lib/auth';
import { nextTask } from './lib/idle';
import { createQueryClient } from './lib/query-client';

/** How far outside the viewport an island starts hydrating: one viewport height. */
const NEAR_VIEWPORT_MARGIN = '100% 0px';
/** Events that hydrate the island they happen in at once (keyboard and pointer users alike). */
const INTERACTIONS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

/** The JSON of the `<script type="application/json">` with the id `id`, or `fallback`. */
function readJsonScript<T>(id: string, fallback: T): T {
  const text = document.getElementById(id)?.textContent;
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}

const client = createQueryClient();
seedLandingQueries(client, readJsonScript<LandingQueries>(LANDING_DATA_ID, []));
client.setQueryData(USER_QUERY_KEY, readJsonScript<unknown>(LANDING_USER_ID, null));

const isIslandName = (name: string | undefined): name is IslandName =>
  (ISLAND_NAMES as readonly string[]).includes(name ?? '');

/** Marks the island's container `data-hydrated` once its hydration has committed (tests). */
function HydrationMark({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    container.dataset.hydrated = 'true';
  }, [container]);
  return children;
}

const started = new WeakSet<HTMLElement>();

/** Hydrates the island in `container` once (its component first downloads). */
async function hydrate(container: HTMLElement): Promise<void> {
  const name = container.getAttribute(ISLAND_ATTRIBUTE) ?? undefined;
  if (started.has(container) || !isIslandName(name)) return;
  started.add(container);
  const Component = await ISLANDS[name]();
  hydrateRoot(
    container,
    <LandingProviders client={client}>
      <HydrationMark container={container}>
        <Component />
      </HydrationMark>
    </LandingProviders>,
  );
}

const containers = Array.from(document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`));

// Near the viewport. An island's container is `display: contents` (no box): watch its children.
const nearViewport = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const container = entry.target.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);
      if (container) void hydrate(container);
    }
  },
  { rootMargin: NEAR_VIEWPORT_MARGIN },
);

// On first interaction: the event's island hydrates at once (React replays the event's effects
// once hydrated; focus and the DOM stay as they are meanwhile).
for (const type of INTERACTIONS)
  document.addEventListener(
    type,
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const container = target?.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);
      if (container) void hydrate(container);
    },
    { capture: true, passive: true },
  );

const afterLoad = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

// The islands on screen at the top first, a task each; then the rest as they near the viewport.
for (const container of containers) {
  const name = container.getAttribute(ISLAND_ATTRIBUTE) ?? undefined;
  if (isIslandName(name) && EAGER_ISLANDS.includes(name)) continue;
  for (const child of Array.from(container.children)) nearViewport.observe(child);
}
for (const container of containers) {
  const name = container.getAttribute(ISLAND_ATTRIBUTE) ?? undefined;
  if (!isIslandName(name) || !EAGER_ISLANDS.includes(name)) continue;
  await nextTask();
  await hydrate(container);
}

await afterLoad();
await nextTask();
const chrome = document.createElement('div');
chrome.id = 'landing-chrome';
document.body.append(chrome);
createRoot(chrome).render(
  <LandingProviders client={client}>
    <LandingChrome withToaster />
  </LandingProviders>,
);
