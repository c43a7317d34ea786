import type { AnalyticsEventInput } from '@forma/validators';
import {
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_LIMITS,
  ANALYTICS_SECTION_PATTERN,
  type AnalyticsEventName,
  type DeviceClass,
} from '@forma/validators/values';
import { onIdle } from './idle';
import {
  createAnalyticsBeacon,
  runAnalyticsBeacon,
  MAX_QUEUED_EVENTS,
  type AnalyticsBeacon,
} from './analytics-beacon';

/**
 * First-party analytics of the landing page (SPEC 7: beacons every 60 s and on page close; SPEC 9:
 * start deferred up to 5 s idle or a 2 s fallback). No personal data: a random per-tab session id,
 * the pathname, an optional section id, a coarse device class. Failures are silent (SPEC 8).
 *
 * Importing this module starts analytics (deferred): the landing page imports it through the hero,
 * and a `page_view` is recorded once per page load on `/`.
 */

/** Analytics event names (the server's allow-list). */
export type AnalyticsEvent = AnalyticsEventName;

/** Window event every analytics record is dispatched as (kept for listeners of the old API). */
export const ANALYTICS_EVENT = 'analytics';

/** sessionStorage key of the per-tab session id. */
export const SESSION_ID_KEY = 'forma_analytics_session';

/** Mobile below this viewport width, px (SPEC 9 mobile breakpoint). */
const MOBILE_MAX_WIDTH = 768;
/** SPEC 9: wait for idle up to 5 s, or 2 s where requestIdleCallback is missing. */
export const IDLE_TIMEOUT_MS = 5000;
export const IDLE_FALLBACK_MS = 2000;

/** Extra data of an event: `section` is stored; other keys only reach window listeners. */
export interface TrackData {
  section?: string;
  [key: string]: unknown;
}

let beacon: AnalyticsBeacon | null = null;
let started = false;
/** Events tracked before the deferred start. */
const early: AnalyticsEventInput[] = [];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A random v4 UUID (crypto.randomUUID, or getRandomValues where it is missing). */
function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * The tab's random session id, kept in sessionStorage so reloads in the same tab are one visit.
 * Storage errors (Safari private mode, blocked storage) are suppressed: a fresh id per page then.
 */
export function analyticsSessionId(): string {
  try {
    const stored = window.sessionStorage.getItem(SESSION_ID_KEY);
    if (stored && UUID.test(stored)) return stored;
  } catch {
    // storage unavailable
  }
  const id = randomId();
  try {
    window.sessionStorage.setItem(SESSION_ID_KEY, id);
  } catch {
    // storage unavailable
  }
  return id;
}

const currentPath = () => window.location.pathname;
const deviceClass = (): DeviceClass =>
  window.innerWidth > 0 && window.innerWidth < MOBILE_MAX_WIDTH ? 'mobile' : 'desktop';

/**
 * The event as the beacon endpoint takes it (`analyticsEventInput`), or null when the endpoint
 * would refuse it: an unknown name, a path or section over its limit, a section that is no id.
 * Built from the same constants as the endpoint's schema, without loading zod on the landing page.
 */
function eventInput(event: string, section: unknown): AnalyticsEventInput | null {
  const path = currentPath();
  if (!(ANALYTICS_EVENT_NAMES as readonly string[]).includes(event)) return null;
  if (!path.startsWith('/') || path.length > ANALYTICS_LIMITS.path) return null;
  const input: AnalyticsEventInput = { name: event as AnalyticsEventName, path, at: Date.now() };
  if (typeof section !== 'string') return input;
  if (!ANALYTICS_SECTION_PATTERN.test(section) || section.length > ANALYTICS_LIMITS.section)
    return null;
  return { ...input, section };
}

/**
 * Records an analytics event: dispatches `CustomEvent('analytics', { detail: { ...data, event } })`
 * on window and queues it for the next beacon (every 60 s and on page close). Only `data.section`
 * is sent; events the server would refuse are dropped here so they cannot spoil a batch. Never
 * throws.
 */
export function track(event: AnalyticsEvent, data?: TrackData): void {
  if (typeof window === 'undefined') return;
  try {
    window.dispatchEvent(new CustomEvent(ANALYTICS_EVENT, { detail: { ...data, event } }));
    const input = eventInput(event, data?.section);
    if (!input) return;
    if (beacon) beacon.enqueue(input);
    else if (early.length < MAX_QUEUED_EVENTS) early.push(input);
  } catch {
    // silent (SPEC 8)
  }
}

/** Creates the beacon, records the landing page view, and starts the 60 s / page-close flushes. */
function initialise(): void {
  if (beacon) return;
  beacon = createAnalyticsBeacon({ sessionId: analyticsSessionId(), device: deviceClass() });
  if (currentPath() === '/') beacon.enqueue({ name: 'page_view', path: '/' });
  for (const event of early.splice(0)) beacon.enqueue(event);
  runAnalyticsBeacon(beacon, { window, document }, currentPath);
}

/**
 * Starts analytics once per page: deferred until the browser is idle (at most 5 s) with
 * requestIdleCallback, or after 2 s without it (SPEC 9). Idempotent; a no-op outside a browser.
 */
export function startAnalytics(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const run = () => {
    try {
      initialise();
    } catch {
      // silent (SPEC 8)
    }
  };
  onIdle(run, IDLE_TIMEOUT_MS, IDLE_FALLBACK_MS);
}

startAnalytics();
