import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  isAppleBrowser,
  landingReadiness,
  READINESS_TIMEOUTS_MS,
  type ReadinessFlag,
  type ReadinessState,
} from './readiness';

declare global {
  interface Window {
    /** The landing page's readiness flags, for debugging in the console and tests. */
    __landingReady?: ReadinessState;
  }
}

/** The hero content query (SPEC 7 GET /api/content/hero); its key as in data.ts. */
export const HERO_QUERY_KEY: QueryKey = ['/api/content/hero'];

/** Preloaded for the platform-model cards (SPEC 2 "Preloaded assets"). */
export const PRELOADED_VIDEOS = [1, 2, 3].map((n) => `/assets/platform-model/card-${n}.webm`);
export const PRELOADED_IMAGES = [1, 2, 3].map((n) => `/assets/platform-model/card-${n}.webp`);

const mark = (flag: ReadinessFlag) => landingReadiness.markReady(flag);

/** Sets `flag` after `ms` unless the real signal came first. */
function fallback(flag: ReadinessFlag, ms: number) {
  setTimeout(() => mark(flag), ms);
}

function afterWindowLoad(fn: () => void) {
  if (document.readyState === 'complete') fn();
  else window.addEventListener('load', fn, { once: true });
}

/** The longest wait for the first contentful paint before the platform preloads start anyway, ms. */
const FIRST_PAINT_WAIT_MS = 3000;

/**
 * Calls `fn` once the window has loaded and the first contentful paint is on the screen (its
 * `paint` performance entry; after FIRST_PAINT_WAIT_MS where there is none, e.g. a tab opened in
 * the background): what `fn` fetches then never competes with what the first screen needs, even
 * when `load` comes before the frame is shown (issue 18, LCP).
 */
function afterLoadAndFirstPaint(fn: () => void) {
  const painted = new Promise<void>((resolve) => {
    const supported =
      typeof PerformanceObserver === 'function' &&
      PerformanceObserver.supportedEntryTypes?.includes('paint');
    if (!supported || performance.getEntriesByName('first-contentful-paint').length > 0)
      return resolve();
    const timer = setTimeout(resolve, FIRST_PAINT_WAIT_MS);
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  afterWindowLoad(() => void painted.then(fn));
}

/** Settles when the hero content query has succeeded or failed (read from the query cache). */
function whenQuerySettled(client: QueryClient, key: QueryKey, done: () => void) {
  const settled = () => {
    const status = client.getQueryState(key)?.status;
    return status === 'success' || status === 'error';
  };
  if (settled()) return done();
  const unsubscribe = client.getQueryCache().subscribe(() => {
    if (!settled()) return;
    unsubscribe();
    done();
  });
}

/**
 * The images at least partly in the first viewport, read with an IntersectionObserver: it
 * reports from the rendering the browser does anyway, where measuring each image would force
 * the style and layout of the whole page into this task (TBT).
 */
function imagesInFirstViewport(): Promise<HTMLImageElement[]> {
  const images = Array.from(document.images);
  if (images.length === 0 || typeof IntersectionObserver !== 'function') return Promise.resolve([]);
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      observer.disconnect();
      resolve(
        entries
          .filter((entry) => entry.isIntersecting && entry.intersectionRect.width > 0)
          .map((entry) => entry.target as HTMLImageElement),
      );
    });
    for (const image of images) observer.observe(image);
  });
}

/** Decodes the images that are at least partly in the first viewport. */
async function decodeAboveTheFold() {
  const images = await imagesInFirstViewport();
  await Promise.allSettled(images.map((img) => img.decode()));
}

/** Fetches the platform-model videos and decodes the card stills (failures only logged). */
async function preloadPlatformMedia() {
  const videos = PRELOADED_VIDEOS.map(async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${response.status} ${url}`);
    await response.blob();
  });
  const images = PRELOADED_IMAGES.map((url) => {
    const img = new Image();
    img.decoding = 'async';
    img.src = url;
    return img.decode();
  });
  const results = await Promise.allSettled([...videos, ...images]);
  for (const result of results)
    if (result.status === 'rejected') console.warn('Preload failed:', result.reason);
}

let started = false;

/**
 * Starts every readiness source once per page load (later calls do nothing): the timeouts of
 * SPEC 9, document.fonts.ready, the hero query (`client`; without it the page came with its
 * data), above-the-fold image decoding, the first animation frame, the hero's still image
 * (the hero reports it too, or its video being ready) and the platform-model preloads (after
 * `load` and the first contentful paint, off the hero's critical path).
 * Mirrors the flags to `window.__landingReady`.
 */
export function startReadinessTracking(client?: QueryClient) {
  if (started) return;
  started = true;

  const publish = () => {
    window.__landingReady = landingReadiness.getSnapshot();
  };
  publish();
  landingReadiness.subscribe(publish);

  fallback('hero', READINESS_TIMEOUTS_MS.hero);

  fallback('animations', READINESS_TIMEOUTS_MS.animations);
  requestAnimationFrame(() => mark('animations'));

  // No 3D scene on the page yet: the flag is its timeout.
  fallback('critical3d', READINESS_TIMEOUTS_MS.critical3d);

  if (document.fonts?.ready) {
    document.fonts.ready.then(
      () => mark('fonts'),
      () => mark('fonts'),
    );
  } else {
    mark('fonts');
  }

  // The server-rendered page came with its data; the app's landing waits for the hero query.
  fallback('criticalData', READINESS_TIMEOUTS_MS.criticalData);
  if (client) whenQuerySettled(client, HERO_QUERY_KEY, () => mark('criticalData'));
  else mark('criticalData');
  whenHeroStillLoaded(markHeroReady);

  fallback('images', READINESS_TIMEOUTS_MS.images);
  requestAnimationFrame(() => {
    void decodeAboveTheFold().then(() => mark('images'));
  });

  const apple = isAppleBrowser(navigator.userAgent, navigator.maxTouchPoints);
  fallback('videos', apple ? READINESS_TIMEOUTS_MS.videosApple : READINESS_TIMEOUTS_MS.videos);
  afterLoadAndFirstPaint(() => {
    void preloadPlatformMedia().then(() => mark('videos'));
  });
}

/** For the hero: its still image has loaded or its video can play. */
export const markHeroReady = () => mark('hero');

/** Calls `done` once the hero's still image (`#hero img[fetchpriority=high]`) has loaded or failed. */
function whenHeroStillLoaded(done: () => void) {
  const still = document.querySelector<HTMLImageElement>('#hero img[fetchpriority="high"]');
  if (!still) return;
  if (still.complete) return done();
  still.addEventListener('load', done, { once: true });
  still.addEventListener('error', done, { once: true });
}
