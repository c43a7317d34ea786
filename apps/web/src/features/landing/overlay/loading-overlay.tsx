import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { BrandMonogram } from '../../shell/brand-mark';
import {
  isAllReady,
  landingReadiness,
  OVERLAY_HIDE_DELAY_MS,
  OVERLAY_IDLE_FALLBACK_MS,
  OVERLAY_IDLE_TIMEOUT_MS,
  OVERLAY_REMOVE_DELAY_MS,
  readinessPercent,
} from './readiness';
import { startReadinessTracking } from './track-readiness';

type Phase = 'loading' | 'hiding' | 'removed';

/** Once removed, the overlay stays away for the rest of the visit (client-side navigations). */
let finished = false;

/** requestIdleCallback with its timeout, or a plain timer where it is missing; returns a cancel. */
function onIdle(fn: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: OVERLAY_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(fn, OVERLAY_IDLE_FALLBACK_MS);
  return () => clearTimeout(id);
}

/**
 * The landing page's loading overlay (SPEC 2 "Loading overlay", SPEC 9): a light fixed layer
 * (monogram and a progress bar on the dark backdrop) over the page, which renders and paints
 * normally underneath, so the hero's Largest Contentful Paint is never held back. The bar's
 * width is the share of readiness flags set; the overlay fades 300 ms after all are set, or
 * when the browser first goes idle (1 s timeout, 200 ms without requestIdleCallback), and leaves
 * the DOM 350 ms after the fade starts. Decorative: aria-hidden, no pointer events.
 * Tests read `data-loading-overlay` (loading | hiding) and `data-progress`.
 */
export function LoadingOverlay() {
  const client = useQueryClient();
  const state = useSyncExternalStore(
    landingReadiness.subscribe,
    landingReadiness.getSnapshot,
    landingReadiness.getSnapshot,
  );
  const [phase, setPhase] = useState<Phase>(() => (finished ? 'removed' : 'loading'));
  const ready = isAllReady(state);
  const percent = readinessPercent(state);

  useEffect(() => startReadinessTracking(client), [client]);

  // Idle removal, whichever comes first with "all ready".
  useEffect(() => {
    if (phase !== 'loading') return;
    return onIdle(() => setPhase((p) => (p === 'loading' ? 'hiding' : p)));
  }, [phase]);

  useEffect(() => {
    if (phase !== 'loading' || !ready) return;
    const id = setTimeout(() => setPhase('hiding'), OVERLAY_HIDE_DELAY_MS);
    return () => clearTimeout(id);
  }, [phase, ready]);

  useEffect(() => {
    if (phase !== 'hiding') return;
    const id = setTimeout(() => {
      finished = true;
      setPhase('removed');
    }, OVERLAY_REMOVE_DELAY_MS);
    return () => clearTimeout(id);
  }, [phase]);

  if (phase === 'removed') return null;

  return (
    <div
      aria-hidden
      data-loading-overlay={phase}
      data-progress={percent}
      data-ready={ready || undefined}
      className="pointer-events-none fixed inset-0 z-[100] flex items-center justify-center bg-ink transition-opacity ease-out motion-reduce:transition-none"
      style={{
        opacity: phase === 'hiding' ? 0 : 1,
        transitionDuration: `${OVERLAY_REMOVE_DELAY_MS}ms`,
      }}
    >
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_60%_45%_at_50%_40%,rgba(124,58,237,0.22),transparent_70%)]" />
      <div className="relative flex flex-col items-center gap-6">
        <BrandMonogram className="size-12 drop-shadow-[0_0_28px_rgba(139,92,246,0.55)]" />
        <div className="h-[3px] w-44 overflow-hidden rounded-full bg-white/10 sm:w-56">
          <div
            data-loading-overlay-bar=""
            className="h-full rounded-full bg-gradient-to-r from-violet-400 via-blue-400 to-cyan-300 transition-[width] duration-300 ease-out motion-reduce:transition-none"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
    </div>
  );
}
