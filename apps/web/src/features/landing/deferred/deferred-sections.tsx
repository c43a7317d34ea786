import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useRef, useState, type ComponentType } from 'react';
import { nextTask } from '../../../lib/idle';
import { scrollToSection } from '../header/scroll';
import { setSectionsPending } from './sections-ready';

/** Loads a section's chunk (and its data, landing-page.tsx) and resolves to its component. */
export type SectionLoader = (client: QueryClient) => Promise<ComponentType>;

/** The in-page target of the address (`/#contact` -> 'contact'), if any. */
function hashTarget(): string | null {
  try {
    return decodeURIComponent(window.location.hash.slice(1)) || null;
  } catch {
    return null; // a malformed escape: no target
  }
}

/**
 * The landing page's sections below the hero (SPEC 2 order), each in its own chunk, mounted one
 * at a time after the hero. The chunks (and their data) start downloading right away, one per
 * task; each section renders in a transition (time-sliced) and commits on its own, with a task
 * in between, so no single long task renders the whole page (TBT) and the hero is interactive
 * first. Section N mounts only after section N-1 has committed, so sections always appear in page
 * order and nothing above a visible section grows later. When the address names a section
 * (`/#contact`) and `announce` is set, the page scrolls to it once every section has mounted, unless the visitor has
 * scrolled meanwhile. `onAllMounted` runs once, after the last section's commit. With
 * `announce`, in-page navigation that comes too early waits for the sections (sections-ready.ts).
 */
export function DeferredSections({
  loaders,
  onAllMounted,
  announce = false,
}: {
  loaders: readonly SectionLoader[];
  onAllMounted?: () => void;
  /** Report progress to sections-ready.ts (the page's main sections, whose ids nav targets). */
  announce?: boolean;
}) {
  const client = useQueryClient();
  const [sections, setSections] = useState<ComponentType[]>([]);
  const committed = useRef<(() => void) | null>(null);

  useEffect(() => {
    let cancelled = false;
    if (announce) setSectionsPending(true);
    void (async () => {
      // Not in the task that committed the hero: starting the downloads has a cost of its own,
      // and reading the scroll position forces a layout, which a frame computes anyway.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const startScrollY = window.scrollY;
      await nextTask();
      if (cancelled) return;
      // One download started per task: each start inserts preload links, which has its cost.
      const modules: Promise<ComponentType>[] = [];
      for (const load of loaders) {
        modules.push(load(client));
        await nextTask();
        if (cancelled) return;
      }
      for (const module of modules) {
        const Section = await module;
        await nextTask();
        if (cancelled) return;
        await new Promise<void>((resolve) => {
          committed.current = resolve;
          startTransition(() => setSections((list) => [...list, Section]));
        });
      }
      if (cancelled) return;
      if (announce) setSectionsPending(false);
      const target = hashTarget();
      if (announce && target && Math.abs(window.scrollY - startScrollY) < 2)
        scrollToSection(target);
      onAllMounted?.();
    })();
    return () => {
      cancelled = true;
      if (announce) setSectionsPending(false);
    };
    // The loaders are a module constant: one sequence per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return sections.map((Section, index) => (
    <Committed key={index} onCommit={() => committed.current?.()}>
      <Section />
    </Committed>
  ));
}

/** Calls `onCommit` once, after its first commit (passive effect, so after the browser paints). */
function Committed({ onCommit, children }: { onCommit: () => void; children: React.ReactNode }) {
  useEffect(() => {
    onCommit();
    // First commit only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return children;
}
