/** How long the page must go without a scroll event to count as settled, ms. */
export const SCROLL_QUIET_MS = 150;

/**
 * Runs `fn` once the page is not scrolling: when `scroller` (default: window) has fired no
 * `scroll` event for `quietMs` (ms), or at its `scrollend` event, whichever comes first.
 * For work that sets the scroll position (a GSAP ScrollTrigger pin and its refresh record the
 * position, reset it and restore it): run in the middle of a smooth scroll (the browser's jump
 * to an address's #section, a header link), that would stop the scroll where it was.
 * Returns a cancel function.
 */
export function whenScrollSettles(
  fn: () => void,
  quietMs: number = SCROLL_QUIET_MS,
  scroller: EventTarget = window,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    scroller.removeEventListener('scroll', restart);
    scroller.removeEventListener('scrollend', done);
  };
  function done() {
    stop();
    fn();
  }
  function restart() {
    clearTimeout(timer);
    timer = setTimeout(done, quietMs);
  }
  scroller.addEventListener('scroll', restart, { passive: true });
  scroller.addEventListener('scrollend', done);
  restart();
  return stop;
}
