/**
 * The entry module: lets the browser paint the document first, then loads and boots the app
 * (boot.tsx). The landing page's document already holds a complete first frame (the static hero
 * shell and the inlined stylesheet, vite.config.ts `landingDocument`), so the app's JavaScript
 * is fetched and run once that frame is on screen instead of competing with it (FCP, LCP). The
 * landing route's chunks, listed in `<meta name="forma-landing-chunks">`, are preloaded together
 * with the app's, so they download in parallel rather than after the router has started.
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

/**
 * Adds a modulepreload link for each chunk the landing document lists (none elsewhere), in one
 * insertion: links appended one by one cost a style invalidation each.
 */
function preloadLandingChunks() {
  const list = document.querySelector<HTMLMetaElement>('meta[name="forma-landing-chunks"]');
  const links = document.createDocumentFragment();
  for (const href of list?.content.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
}

/** Resolves in a new task (lib/idle.ts `nextTask`, inlined: this entry stays import-free). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void afterFirstContentfulPaint()
  .then(() => {
    preloadLandingChunks();
    // React, then the rest of the framework, then the app: a task each (lib/warm-react.ts).
    return import('./lib/warm-react');
  })
  .then(nextTask)
  .then(() => import('./lib/warm-framework'))
  .then(nextTask)
  .then(() => import('./boot'));
