import { useEffect, useRef, useState } from 'react';
import { OVERLAY_REMOVE_DELAY_MS } from './readiness';
import { OVERLAY_ATTRIBUTE, OVERLAY_BAR_ATTRIBUTE, runLoadingOverlay } from './overlay-controller';
import { startReadinessTracking } from './track-readiness';

/**
 * The markup of the landing page's loading overlay (SPEC 2 "Loading overlay", SPEC 9): a progress strip fixed
 * across the top of the viewport. The hero is painted from the HTML before any script runs, so
 * the overlay never covers it (a full-screen cover would hide an already visible page and hold
 * back the Largest Contentful Paint). The bar's
 * width is the share of readiness flags set; the overlay fades 300 ms after all are set, or
 * when the browser first goes idle (1 s timeout, 200 ms without requestIdleCallback), and leaves
 * the DOM 350 ms after the fade starts. Decorative: aria-hidden, no pointer events.
 * Tests read `data-loading-overlay` (loading | hiding) and `data-progress`. The server renders
 * it with the page; its behaviour is runLoadingOverlay's (overlay-controller.ts), started with
 * the readiness tracking here when `run` is set, as the page hydrates.
 * Without JavaScript it is hidden (base.css), so nothing covers the page.
 */
export function LoadingOverlay({ run = false }: { run?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const [removed, setRemoved] = useState(false);
  useEffect(() => {
    if (!run || !ref.current) return;
    startReadinessTracking();
    return runLoadingOverlay(ref.current, () => setRemoved(true));
  }, [run]);
  if (removed) return null;
  return (
    <div
      ref={ref}
      aria-hidden
      {...{ [OVERLAY_ATTRIBUTE]: 'loading' }}
      data-progress={0}
      className="loading-overlay fixed inset-x-0 top-0 z-[100] h-[3px] bg-white/10 transition-opacity ease-out motion-reduce:transition-none"
      // Inline, so it is out of the way from the first parse, before the stylesheet has applied.
      style={{ transitionDuration: `${OVERLAY_REMOVE_DELAY_MS}ms`, pointerEvents: 'none' }}
    >
      <div
        {...{ [OVERLAY_BAR_ATTRIBUTE]: '' }}
        className="h-full bg-gradient-to-r from-violet-400 via-blue-400 to-cyan-300 shadow-[0_0_12px_rgba(139,92,246,0.8)] transition-[width] duration-300 ease-out motion-reduce:transition-none"
        style={{ width: '0%' }}
      />
    </div>
  );
}
