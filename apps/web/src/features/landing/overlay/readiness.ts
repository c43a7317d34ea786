/**
 * The landing page's readiness flags (SPEC 2 "Loading overlay", SPEC 9): seven flags, each set
 * by the real thing or by its timeout. A tiny external store (subscribe / getSnapshot) so the
 * overlay reads it with useSyncExternalStore and the hero can report without a provider.
 */

export const READINESS_FLAGS = [
  'hero',
  'images',
  'fonts',
  'criticalData',
  'videos',
  'animations',
  'critical3d',
] as const;

export type ReadinessFlag = (typeof READINESS_FLAGS)[number];
export type ReadinessState = Readonly<Record<ReadinessFlag, boolean>>;

/** Fallback timeouts per flag, ms (SPEC 9). Fonts have none: document.fonts.ready settles. */
export const READINESS_TIMEOUTS_MS = {
  hero: 2000,
  images: 2500,
  criticalData: 2000,
  videos: 5000,
  videosApple: 2000,
  critical3d: 1000,
  animations: 100,
} as const;

/** The overlay starts fading this long after every flag is set, ms. */
export const OVERLAY_HIDE_DELAY_MS = 300;
/** ...and leaves the DOM this long after the fade starts, ms. */
export const OVERLAY_REMOVE_DELAY_MS = 350;
/** Idle removal: requestIdleCallback timeout, and the plain timer without it, ms. */
export const OVERLAY_IDLE_TIMEOUT_MS = 1000;
export const OVERLAY_IDLE_FALLBACK_MS = 200;

const NONE_READY: ReadinessState = Object.freeze(
  Object.fromEntries(READINESS_FLAGS.map((flag) => [flag, false])) as Record<
    ReadinessFlag,
    boolean
  >,
);

/** Share of flags set, as a whole percentage 0..100. */
export function readinessPercent(state: ReadinessState): number {
  const done = READINESS_FLAGS.filter((flag) => state[flag]).length;
  return Math.round((done / READINESS_FLAGS.length) * 100);
}

export function isAllReady(state: ReadinessState): boolean {
  return READINESS_FLAGS.every((flag) => state[flag]);
}

/**
 * Apple browsers (Safari on macOS, every browser on iOS/iPadOS, which are all WebKit) get the
 * shorter video timeout: they fetch videos lazily and would hold the overlay.
 */
export function isAppleBrowser(userAgent: string, maxTouchPoints = 0): boolean {
  if (/iPhone|iPad|iPod/.test(userAgent)) return true;
  if (!/Macintosh/.test(userAgent)) return false;
  if (maxTouchPoints > 1) return true; // iPadOS asks for the desktop site
  return /Safari\//.test(userAgent) && !/Chrome\/|Chromium\/|Edg\/|Firefox\/|OPR\//.test(userAgent);
}

export interface ReadinessStore {
  getSnapshot: () => ReadinessState;
  subscribe: (listener: () => void) => () => void;
  markReady: (flag: ReadinessFlag) => void;
  /** Back to nothing ready (tests). */
  reset: () => void;
}

export function createReadinessStore(): ReadinessStore {
  let state = NONE_READY;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    markReady(flag) {
      if (state[flag]) return;
      state = Object.freeze({ ...state, [flag]: true });
      for (const listener of [...listeners]) listener();
    },
    reset() {
      state = NONE_READY;
      for (const listener of [...listeners]) listener();
    },
  };
}

/** The landing page's one store. */
export const landingReadiness = createReadinessStore();
