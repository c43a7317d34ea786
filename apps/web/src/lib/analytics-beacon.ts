import type { AnalyticsEventInput } from '@forma/validators';
import { ANALYTICS_LIMITS, type DeviceClass } from '@forma/validators/values';

/** Our first-party beacon endpoint (apps/api rest/analytics-routes.ts). */
export const ANALYTICS_ENDPOINT = '/api/analytics/events';
/** Usage beacon interval (SPEC 9): the queue is flushed with a heartbeat every 60 s. */
export const BEACON_INTERVAL_MS = 60_000;
/** Events kept while waiting for a flush; the oldest are dropped beyond this. */
export const MAX_QUEUED_EVENTS = 500;

/** Sends one JSON batch; must never throw (SPEC 8: analytics failures are silent). */
export type BeaconTransport = (url: string, body: string) => void;

/**
 * The default transport: `navigator.sendBeacon` with the JSON as a string (the browser sends it
 * as text/plain, which the endpoint parses as JSON), or `fetch` with `keepalive` when sendBeacon
 * is missing or refuses the payload. Every failure is swallowed.
 */
export const sendBeaconPayload: BeaconTransport = (url, body) => {
  try {
    const nav = typeof navigator === 'undefined' ? undefined : navigator;
    if (typeof nav?.sendBeacon === 'function' && nav.sendBeacon(url, body)) return;
  } catch {
    // fall through to fetch
  }
  try {
    if (typeof fetch !== 'function') return;
    fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
    }).catch(() => {});
  } catch {
    // silent (SPEC 8)
  }
};

export interface AnalyticsBeaconOptions {
  /** Random per-tab id (crypto.randomUUID), only to count unique visits. */
  sessionId: string;
  device: DeviceClass;
  /** ms since the epoch; `Date.now` by default. */
  now?: () => number;
  send?: BeaconTransport;
  endpoint?: string;
}

/** An event as queued: `at` is the client time it happened, ms since the epoch. */
export type QueuedEvent = AnalyticsEventInput & { at: number };

/**
 * The beacon's queue and clock. Events wait in memory until `flush` sends them in batches of at
 * most 50; `heartbeat` adds a `usage_heartbeat` carrying the visible time on the page since the
 * previous heartbeat (ms), so heartbeats of a visit add up to its time on page.
 */
export function createAnalyticsBeacon(options: AnalyticsBeaconOptions) {
  const now = options.now ?? Date.now;
  const send = options.send ?? sendBeaconPayload;
  const endpoint = options.endpoint ?? ANALYTICS_ENDPOINT;
  const queue: QueuedEvent[] = [];
  let visibleMs = 0;
  let visibleSince: number | null = now();

  const visibleTime = () => visibleMs + (visibleSince === null ? 0 : now() - visibleSince);
  const enqueue = (event: AnalyticsEventInput) => {
    if (queue.length >= MAX_QUEUED_EVENTS) queue.shift();
    queue.push({ ...event, at: event.at ?? now() });
  };

  return {
    /** Queues one event (stamped with the current time unless `at` is given). */
    enqueue,

    /** Queues a `usage_heartbeat` for `path` with the visible ms since the last one (none if 0). */
    heartbeat(path: string) {
      const durationMs = Math.min(Math.round(visibleTime()), ANALYTICS_LIMITS.maxDurationMs);
      visibleMs = 0;
      if (visibleSince !== null) visibleSince = now();
      if (durationMs > 0) enqueue({ name: 'usage_heartbeat', path, durationMs });
    },

    /** The page was hidden: stop counting visible time. */
    pause() {
      if (visibleSince === null) return;
      visibleMs += now() - visibleSince;
      visibleSince = null;
    },

    /** The page is visible again: count visible time from now. */
    resume() {
      if (visibleSince === null) visibleSince = now();
    },

    /** Sends everything queued, 50 events per batch; a no-op when the queue is empty. */
    flush() {
      while (queue.length > 0) {
        const events = queue.splice(0, ANALYTICS_LIMITS.eventsPerBatch);
        send(
          endpoint,
          JSON.stringify({ sessionId: options.sessionId, device: options.device, events }),
        );
      }
    },

    /** What is waiting to be sent (tests, debugging). */
    pending(): readonly QueuedEvent[] {
      return queue;
    },
  };
}

export type AnalyticsBeacon = ReturnType<typeof createAnalyticsBeacon>;

/**
 * Runs `beacon` on this page (SPEC 7): every 60 s a heartbeat and a flush; on page close
 * (`pagehide`, or `visibilitychange` to hidden) a final heartbeat and a flush; counting of visible
 * time pauses while hidden. `path()` gives the current pathname. Returns a stop function.
 */
export function runAnalyticsBeacon(
  beacon: AnalyticsBeacon,
  target: { window: Window; document: Document },
  path: () => string,
): () => void {
  const closeOut = () => {
    beacon.heartbeat(path());
    beacon.flush();
  };
  const onVisibility = () => {
    if (target.document.visibilityState === 'hidden') {
      closeOut();
      beacon.pause();
    } else beacon.resume();
  };
  const onPageHide = () => {
    closeOut();
    beacon.pause();
  };
  const onPageShow = () => beacon.resume();
  const timer = setInterval(closeOut, BEACON_INTERVAL_MS);
  target.document.addEventListener('visibilitychange', onVisibility);
  target.window.addEventListener('pagehide', onPageHide);
  target.window.addEventListener('pageshow', onPageShow);
  if (target.document.visibilityState === 'hidden') beacon.pause();
  return () => {
    clearInterval(timer);
    target.document.removeEventListener('visibilitychange', onVisibility);
    target.window.removeEventListener('pagehide', onPageHide);
    target.window.removeEventListener('pageshow', onPageShow);
  };
}
