/**
 * The landing document's script (issue 18 item 2). The page arrives rendered by the server
 * (entry-server.tsx); this module, free of React, runs what the first seconds need in plain DOM
 * (the loading overlay and its readiness flags, the hero intro, the header's fade-in) and
 * decides when each island hydrates; React and the islands load from landing-islands.tsx only
 * then, a task each, so a visit that only reads costs no framework work:
 * - the header and hero on the visitor's first interaction anywhere (scroll, key, touch, pointer);
 * - from then on, every other island when it comes within a viewport of the screen (at once for
 *   an address with a #section); and any island on pointer or focus in it;
 * - a button press or form submission in an island not yet hydrated is held and replayed on the
 *   hydrated island (links work as they are: anchors jump to their section).
 * The static sections are never rendered again.
 */
import { USER_SCRIPT_ID } from '@forma/validators/documents';
import { startHeroIntro } from './features/landing/hero/hero-intro';
import {
  EAGER_ISLANDS,
  HYDRATED_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_NAMES,
  type IslandName,
} from './features/landing/islands/island-names';
import { shouldShowStorageNoticeHere } from './features/landing/notices/storage-check';
import { runLoadingOverlay } from './features/landing/overlay/overlay-controller';
import { startReadinessTracking } from './features/landing/overlay/track-readiness';
import { HEADER_FADE_FALLBACK_MS } from './features/landing/header/header-fade';
import { takeCarriedToast } from './lib/carried-toast';
import { onIdle } from './lib/idle';

/** How far outside the viewport an island starts hydrating: one viewport height. */
const NEAR_VIEWPORT_MARGIN = '100% 0px';
/** The visitor's first signs of presence: the header and hero hydrate on the first of them. */
const FIRST_INTERACTIONS = [
  'scroll',
  'wheel',
  'touchstart',
  'keydown',
  'pointerdown',
  'pointermove',
] as const;
/** Events that hydrate the island they happen in. */
const ISLAND_INTERACTIONS = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const;

/**
 * The overlay and its readiness flags, the hero intro and the header fade, in this order. They
 * read the page's fonts and media queries, which need its style: they run once the browser has
 * rendered the frame in progress (style and layout done in its own task), not in this module's
 * evaluation, where they would force that work into the same task as the parsing of the page
 * (TBT). Each is a task of its own: on a slow phone the four in one task are a long one.
 */
const START_STEPS: ReadonlyArray<() => void> = [
  startReadinessTracking,
  () => {
    const overlay = document.querySelector<HTMLElement>('[data-loading-overlay]');
    if (overlay) runLoadingOverlay(overlay);
  },
  () => {
    const hero = document.getElementById('hero');
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    if (hero) startHeroIntro(hero, reduced);
  },
  showHeaderWhenLogoLoads,
];
requestAnimationFrame(() => {
  for (const step of START_STEPS) setTimeout(step, 0);
});

/** SPEC 4: the header fades in once its logo has loaded, or after 500 ms. */
function showHeaderWhenLogoLoads() {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  if (!header) return;
  const show = () => header.setAttribute('data-shown', 'true');
  const logo = header.querySelector('img');
  if (!logo || logo.complete) return show();
  logo.addEventListener('load', show, { once: true });
  logo.addEventListener('error', show, { once: true });
  setTimeout(show, HEADER_FADE_FALLBACK_MS);
}

const islands = () => import('./landing-islands');

const isIslandName = (name: string | null): name is IslandName =>
  (ISLAND_NAMES as readonly string[]).includes(name ?? '');
const islandOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`) : null;
const isHydrated = (container: HTMLElement) => container.hasAttribute(HYDRATED_ATTRIBUTE);

const requested = new WeakMap<HTMLElement, Promise<void>>();

/** Hydrates the island in `container` (once); resolves when it has committed. */
function hydrate(container: HTMLElement): Promise<void> {
  let done = requested.get(container);
  if (!done) {
    const name = container.getAttribute(ISLAND_ATTRIBUTE);
    done = isIslandName(name)
      ? islands().then((m) => m.hydrateIsland(container, name))
      : Promise.resolve();
    requested.set(container, done);
  }
  return done;
}

const containers = Array.from(document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`));
const isEager = (container: HTMLElement) =>
  EAGER_ISLANDS.includes(container.getAttribute(ISLAND_ATTRIBUTE) as IslandName);

// Every other island near the viewport, once the visitor is there. A container is
// `display: contents` (no box of its own): its children are watched.
const nearViewport = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      const container = entry.isIntersecting ? islandOf(entry.target) : null;
      if (container) void hydrate(container);
    }
  },
  { rootMargin: NEAR_VIEWPORT_MARGIN },
);

// The header and hero on the first interaction anywhere; the others from then on as they near.
let present = false;
const onFirstInteraction = () => {
  if (present) return;
  present = true;
  for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, onFirstInteraction, true);
  for (const container of containers.filter(isEager)) void hydrate(container);
  for (const container of containers.filter((c) => !isEager(c)))
    for (const child of Array.from(container.children)) nearViewport.observe(child);
};
for (const type of FIRST_INTERACTIONS)
  window.addEventListener(type, onFirstInteraction, { capture: true, passive: true });
// An address with a #section took the visitor below the top: they are there already. A signed-in
// visitor's header shows Logout (and Admin): it hydrates at once (the page's markup is the one
// every visitor gets, without them).
if (location.hash.length > 1) onFirstInteraction();
else if (document.getElementById(USER_SCRIPT_ID)?.textContent?.trim() !== 'null')
  for (const container of containers.filter(isEager)) void hydrate(container);

// Pointer or focus inside an island hydrates it at once.
for (const type of ISLAND_INTERACTIONS)
  document.addEventListener(
    type,
    (event) => {
      const container = islandOf(event.target);
      if (container) void hydrate(container);
    },
    { capture: true, passive: true },
  );

// A press on a button, or a submission, in an island still hydrating is held, then replayed on
// the hydrated island (a click on a link keeps its default: the browser follows it).
document.addEventListener(
  'click',
  (event) => {
    const container = islandOf(event.target);
    if (!container || isHydrated(container)) return;
    const button = (event.target as Element).closest<HTMLElement>('button, [role="button"]');
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    void hydrate(container).then(() => {
      if (button.isConnected) button.click();
    });
  },
  { capture: true },
);
document.addEventListener(
  'submit',
  (event) => {
    const container = islandOf(event.target);
    if (!container || isHydrated(container)) return;
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    void hydrate(container).then(() => {
      if (form.isConnected) form.requestSubmit();
    });
  },
  { capture: true },
);

// A toast the app raised just before it loaded this document (Registration successful, Logged
// out: lib/carried-toast.ts) is shown here.
const carriedToast = takeCarriedToast();
if (carriedToast) void islands().then((m) => m.showToast(carriedToast));

// The Safari storage notice, when this browser blocks storage (checked when idle).
onIdle(() => {
  if (shouldShowStorageNoticeHere()) void islands().then((m) => m.mountChrome());
}, 3000);
