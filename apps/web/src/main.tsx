/**
 * The app's entry module (index.html: /auth, /admin, 404; the site's pages are the Start app's,
 * src/site): lets the browser paint the document first, then loads and
 * boots the app (boot.tsx), so its JavaScript does not compete with the first paint.
 */

/** Longest wait for the first contentful paint, ms (hidden tabs paint nothing). */
const PAINT_WAIT_MAX_MS = 300;

/**
 * Resolves once the browser has reported the first contentful paint (Paint Timing), or after
 * PAINT_WAIT_MAX_MS, or at once where paint entries are not supported.
 */
function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) done();
    });
    const timer = setTimeout(done, PAINT_WAIT_MAX_MS);
    function done() {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    }
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Resolves in a new task (lib/idle.ts `nextTask`, inlined: this entry stays import-free). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void afterFirstContentfulPaint()
  // React, then the rest of the framework, then the app: a task each (lib/warm-react.ts).
  .then(() => import('./lib/warm-react'))
  .then(nextTask)
  .then(() => import('./lib/warm-framework'))
  .then(nextTask)
  .then(() => import('./boot'));
