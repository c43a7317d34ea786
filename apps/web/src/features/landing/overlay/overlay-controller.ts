import { onIdle } from '../../../lib/idle';
import {
  isAllReady,
  landingReadiness,
  OVERLAY_HIDE_DELAY_MS,
  OVERLAY_IDLE_FALLBACK_MS,
  OVERLAY_IDLE_TIMEOUT_MS,
  OVERLAY_REMOVE_DELAY_MS,
  readinessPercent,
} from './readiness';

/** The overlay's attribute (`loading` | `hiding`) and its bar's. */
export const OVERLAY_ATTRIBUTE = 'data-loading-overlay';
export const OVERLAY_BAR_ATTRIBUTE = 'data-loading-overlay-bar';

/**
 * Runs the loading overlay `overlay` (SPEC 2 "Loading overlay", SPEC 9; markup: LoadingOverlay):
 * its bar follows the share of readiness flags set (`data-progress`, the bar's width); it fades
 * 300 ms after all are set, or when the browser first goes idle (1 s timeout, 200 ms without
 * requestIdleCallback), and leaves the DOM 350 ms after the fade starts. Plain DOM, no React:
 * the server-rendered landing page runs it before any island hydrates. `remove` takes it out of
 * the DOM (default: `overlay.remove()`). Returns a stop function.
 */
export function runLoadingOverlay(
  overlay: HTMLElement,
  remove: () => void = () => overlay.remove(),
): () => void {
  const bar = overlay.querySelector<HTMLElement>(`[${OVERLAY_BAR_ATTRIBUTE}]`);
  const timers: ReturnType<typeof setTimeout>[] = [];
  let phase: 'loading' | 'hiding' | 'removed' = 'loading';

  const hide = () => {
    if (phase !== 'loading') return;
    phase = 'hiding';
    overlay.setAttribute(OVERLAY_ATTRIBUTE, 'hiding');
    overlay.style.opacity = '0';
    timers.push(
      setTimeout(() => {
        phase = 'removed';
        remove();
      }, OVERLAY_REMOVE_DELAY_MS),
    );
  };

  const render = () => {
    const state = landingReadiness.getSnapshot();
    const percent = readinessPercent(state);
    overlay.dataset.progress = String(percent);
    if (bar) bar.style.width = `${percent}%`;
    if (isAllReady(state) && phase === 'loading' && overlay.dataset.ready === undefined) {
      overlay.dataset.ready = 'true';
      timers.push(setTimeout(hide, OVERLAY_HIDE_DELAY_MS));
    }
  };

  render();
  const unsubscribe = landingReadiness.subscribe(render);
  const cancelIdle = onIdle(hide, OVERLAY_IDLE_TIMEOUT_MS, OVERLAY_IDLE_FALLBACK_MS);
  return () => {
    unsubscribe();
    cancelIdle();
    for (const timer of timers) clearTimeout(timer);
  };
}
