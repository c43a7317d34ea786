import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
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
import { onIdle } from '../../../lib/idle';

type Phase = 'loading' | 'hiding' | 'removed';

/** Once removed, the overlay stays away for the rest of the visit (client-side navigations). */
let finished = false;

/**
 * The landing page's loading overlay (SPEC 2 "Loading overlay", SPEC 9): a progress strip fixed
 * across the top of the viewport. The hero is painted from the HTML before any script runs, so
 * the overlay never covers it (a full-screen cover would hide an already visible page and hold
 * back the Largest Contentful Paint). The bar's
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

  useEffect(() => {
    // A task of its own: it reads fonts and image layout, kept out of the first render's task.
    const timer = setTimeout(() => startReadinessTracking(client), 0);
    return () => clearTimeout(timer);
  }, [client]);

  // Idle removal, whichever comes first with "all ready".
  useEffect(() => {
    if (phase !== 'loading') return;
    return onIdle(
      () => setPhase((p) => (p === 'loading' ? 'hiding' : p)),
      OVERLAY_IDLE_TIMEOUT_MS,
      OVERLAY_IDLE_FALLBACK_MS,
    );
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
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] h-[3px] bg-white/10 transition-opacity ease-out motion-reduce:transition-none"
      style={{
        opacity: phase === 'hiding' ? 0 : 1,
        transitionDuration: `${OVERLAY_REMOVE_DELAY_MS}ms`,
      }}
    >
      <div
        data-loading-overlay-bar=""
        className="h-full bg-gradient-to-r from-violet-400 via-blue-400 to-cyan-300 shadow-[0_0_12px_rgba(139,92,246,0.8)] transition-[width] duration-300 ease-out motion-reduce:transition-none"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
