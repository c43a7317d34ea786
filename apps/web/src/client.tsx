/**
 * The browser's entry of the Start app (Start's client entry point, in place of its default; issue
 * 38 item 3, "a reader still runs little code"). A site page is painted from the server's HTML
 * first, and only then is the code that hydrates it requested (`hydrate-document.tsx`): its
 * document names no module to preload (`DocumentHead`), and the request waits for the browser to
 * report the page's largest paint, so no script competes with the page's own bytes before it.
 * (The frame after the first one is not enough: on a busy phone its paint is shown later than the
 * script is asked for, and the largest paint then waits for the script.) A document that does
 * preload its code (the console's screens and /auth, issue 44 item 2) has it on the way already
 * and hydrates at once.
 */

/** Longest wait for the largest paint, ms: a page opened in a background tab reports none. */
const LARGEST_PAINT_WAIT_MS = 3000;

const hydrate = () => void import('./hydrate-document');

/** Calls `then` once, in a task after the page's largest paint was reported (or after the wait). */
function afterLargestPaint(then: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    // Browsers without the entry (Safari, Firefox): the frame after the first one.
    requestAnimationFrame(() => setTimeout(then, 0));
    return;
  }
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    then();
  };
  const observer = new PerformanceObserver(() => setTimeout(go, 0));
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  const timer = setTimeout(go, LARGEST_PAINT_WAIT_MS);
}

if (document.querySelector('link[rel="modulepreload"]')) hydrate();
else afterLargestPaint(hydrate);
