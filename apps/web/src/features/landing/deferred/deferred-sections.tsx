import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  startTransition,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { nextTask } from '../../../lib/idle';
import { scrollToSection } from '../header/scroll';
import { SectionLoadError } from './section-load-error';
import {
  allSectionsRequested,
  asksForWholePage,
  isPrintShortcut,
  markPageSettled,
  onAllSectionsRequested,
  requestAllSections,
  sectionsPending,
  setSectionsPending,
  whenPageSettled,
} from './sections-ready';

/** Loads a section's chunk (and its data, landing-page.tsx) and resolves to its component. */
export type SectionLoader = (client: QueryClient) => Promise<ComponentType>;

/**
 * How far below the viewport the next section starts loading, in viewport heights: the chunk and
 * the data of the next section are fetched once the end of the page built so far is this close
 * to the bottom of the viewport (IntersectionObserver rootMargin). Two viewports leave a visitor
 * scrolling at a normal pace (and on a slow phone network) the time to fetch and render the next
 * section before it comes into view, while on load only the sections near the hero are fetched
 * (issue 10 item 4: TBT and the script bytes of the load).
 */
export const SECTION_LOOKAHEAD_VIEWPORTS = 2;

/**
 * Waits before the automatic new tries of a section whose chunk failed to download (a network
 * blip), ms; after the last one the visitor is asked (section-load-error.tsx).
 */
export const SECTION_RETRY_DELAYS_MS: readonly number[] = [1000, 3000];

/** The in-page target of the address (`/#contact` -> 'contact'), if any. */
function hashTarget(): string | null {
  try {
    return decodeURIComponent(window.location.hash.slice(1)) || null;
  } catch {
    return null; // a malformed escape: no target
  }
}

/**
 * Resolves once `sentinel` is within SECTION_LOOKAHEAD_VIEWPORTS below the viewport (or above
 * it: the visitor got past it), once every section is requested (sections-ready.ts), or once
 * `cancel` aborts. At once without a sentinel, once aborted or without IntersectionObserver.
 */
function approached(sentinel: Element | null, cancel: AbortSignal): Promise<void> {
  if (
    !sentinel ||
    cancel.aborted ||
    allSectionsRequested() ||
    typeof IntersectionObserver === 'undefined'
  )
    return Promise.resolve();
  return new Promise((resolve) => {
    // `observe` reports the sentinel's current position first (after the next layout), then
    // every crossing of the look-ahead edge.
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry && (entry.isIntersecting || entry.boundingClientRect.top < 0)) done();
      },
      { rootMargin: `0px 0px ${SECTION_LOOKAHEAD_VIEWPORTS * 100}% 0px` },
    );
    const stopListening = onAllSectionsRequested(done);
    cancel.addEventListener('abort', done);
    observer.observe(sentinel);
    function done() {
      observer.disconnect();
      stopListening();
      cancel.removeEventListener('abort', done);
      resolve();
    }
  });
}

/**
 * What asks for every section at once besides in-page navigation (header/scroll.ts): the keys of
 * `asksForWholePage`; the print shortcut (Ctrl/⌘+P), which prints once the page is settled
 * (every section and the footer in); `beforeprint` for a print started otherwise, from the
 * browser's menu (the chunks still have to download, so that print shows the page built so far,
 * and the next one all of it); and a hash change to a section that is not mounted yet (the page
 * scrolls there once it is in). Returns a function that removes the listeners.
 */
function listenForRequests(): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (asksForWholePage(event)) requestAllSections();
    else if (isPrintShortcut(event) && sectionsPending()) {
      // Print the whole page, not the part built so far: the print starts once it is in.
      event.preventDefault();
      requestAllSections();
      void whenPageSettled().then(() => window.print());
    }
  };
  const onHashChange = () => {
    const target = hashTarget();
    if (target && sectionsPending() && !document.getElementById(target)) scrollToSection(target);
  };
  window.addEventListener('keydown', onKeyDown, true);
  window.addEventListener('beforeprint', requestAllSections);
  window.addEventListener('hashchange', onHashChange);
  return () => {
    window.removeEventListener('keydown', onKeyDown, true);
    window.removeEventListener('beforeprint', requestAllSections);
    window.removeEventListener('hashchange', onHashChange);
  };
}

/**
 * The landing page's sections below the hero (SPEC 2 order), each in its own chunk, mounted one
 * at a time as the visitor approaches them. An empty marker element follows the last mounted
 * section; once it is within SECTION_LOOKAHEAD_VIEWPORTS of the viewport, the next section's
 * chunk and data are fetched (`loaders`), and the section renders in a transition (time-sliced)
 * and commits on its own, with a task in between, so no single long task renders the whole page
 * (TBT); then the marker is checked again. Sections near the hero therefore mount right after it,
 * the others only when the visitor scrolls towards them, and their chunks are not downloaded
 * before. Section N mounts only after section N-1 has committed, so sections always appear in
 * page order and nothing above a visible section grows later.
 *
 * When every section is requested (sections-ready.ts `requestAllSections`: in-page navigation,
 * an address with a hash, Tab, printing), the rest start downloading at once, one per task, and
 * mount in order as fast as they can, one per task. With `announce` set (the page's main
 * sections, whose ids navigation targets): progress goes to sections-ready.ts (pending from the
 * start until the last section has committed), the requests above are listened for, and when the
 * address names a section (`/#contact`) the page scrolls to it once every section has mounted,
 * unless the visitor has scrolled meanwhile. `onAllMounted` runs once, after the last commit.
 */
export function DeferredSections({
  loaders,
  onAllMounted,
  announce = false,
}: {
  loaders: readonly SectionLoader[];
  onAllMounted?: () => void;
  /** Report progress to sections-ready.ts and listen for requests of every section. */
  announce?: boolean;
}) {
  const client = useQueryClient();
  // The mounted sections as elements created once: adding one leaves the others' elements
  // unchanged, so React skips them instead of rendering every mounted section again.
  const [sections, setSections] = useState<ReactElement[]>([]);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const cancel = new AbortController();
    const cancelled = () => cancel.signal.aborted;
    if (announce) setSectionsPending(true);
    const stopListening = announce ? listenForRequests() : () => undefined;
    // Each loader starts once, in page order; `startRest` starts all that are left, one per task
    // (each start inserts preload links, which has its cost).
    // A failed start is forgotten before its new try.
    const started = new Map<number, Promise<ComponentType>>();
    const start = (index: number) => {
      let loading = started.get(index);
      if (!loading) started.set(index, (loading = loaders[index]!(client)));
      return loading;
    };
    let restStarted = false;
    const startRest = async () => {
      if (restStarted) return;
      restStarted = true;
      for (let index = 0; index < loaders.length; index++) {
        if (started.has(index)) continue;
        // A failure is handled when the section's turn comes (`load`).
        start(index).catch(() => undefined);
        await nextTask();
        if (cancelled()) return;
      }
    };
    /**
     * The section's component; a failed download is tried again after each of
     * SECTION_RETRY_DELAYS_MS, then SectionLoadError takes the section's place until the visitor
     * asks for a new try (meanwhile navigation stops waiting for the page). Null once cancelled.
     */
    const load = async (index: number): Promise<ComponentType | null> => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await start(index);
        } catch (error) {
          started.delete(index);
          if (cancelled()) return null;
          const delayMs = SECTION_RETRY_DELAYS_MS[attempt];
          if (delayMs !== undefined) {
            await new Promise((resolve) => setTimeout(resolve, delayMs));
            if (cancelled()) return null;
            continue;
          }
          console.error('A section of the landing page could not be loaded', error);
          if (announce) setSectionsPending(false);
          markPageSettled();
          await new Promise<void>((resolve) => {
            const notice = <SectionLoadError key={`failed-${index}`} onRetry={resolve} />;
            setSections((list) => [...list, notice]);
          });
          if (cancelled()) return null;
          setSections((list) => list.slice(0, -1));
          // Pending again; a request for every section made before still stands.
          const everyRequested = allSectionsRequested();
          if (announce) setSectionsPending(true);
          if (everyRequested) requestAllSections();
          attempt = -1;
        }
      }
    };
    let stopRest: () => void = () => undefined;
    void (async () => {
      // Not in the task that committed the hero: starting the downloads has a cost of its own,
      // and reading the scroll position forces a layout, which a frame computes anyway.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const startScrollY = window.scrollY;
      await nextTask();
      if (cancelled()) return;
      // Once every section is asked for, the downloads of all that are left start at once.
      stopRest = onAllSectionsRequested(() => void startRest());
      // Any hash (even one that names nothing or does not decode) asks for the whole page.
      if (announce && window.location.hash.length > 1) requestAllSections();
      for (let index = 0; index < loaders.length; index++) {
        await approached(sentinel.current, cancel.signal);
        if (cancelled()) return;
        const Section = await load(index);
        if (!Section) return;
        await nextTask();
        if (cancelled()) return;
        await new Promise<void>((resolve) => {
          const element = (
            <Committed key={index} onCommit={resolve}>
              <Section />
            </Committed>
          );
          startTransition(() => setSections((list) => [...list, element]));
        });
      }
      if (cancelled()) return;
      if (announce) setSectionsPending(false);
      const target = hashTarget();
      if (announce && target && Math.abs(window.scrollY - startScrollY) < 2)
        scrollToSection(target);
      onAllMounted?.();
    })();
    return () => {
      cancel.abort();
      stopListening();
      stopRest();
      if (announce) setSectionsPending(false);
    };
    // The loaders are a module constant: one sequence per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      {sections}
      {sections.length < loaders.length && <div ref={sentinel} aria-hidden data-section-sentinel />}
    </>
  );
}

/** Calls `onCommit` once, after its first commit (passive effect, so after the browser paints). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(() => {
    onCommit();
    // First commit only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return children;
}
