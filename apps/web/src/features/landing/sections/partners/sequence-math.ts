/**
 * Pure pieces of the partners image sequence (SPEC 2.4, 7, 9): frame URLs, the scroll progress
 * from a rect and the start/end offsets, the capped frame step, the URL tuning parameters and a
 * small LRU for decoded frames. No DOM here, so it is unit tested in node.
 */

/** Frames in the sequence, numbered 1..FRAME_COUNT (SPEC 9). */
export const FRAME_COUNT = 146;
/** Decoded frames kept at once (SPEC 9: 60 rendered at once). */
export const MAX_DECODED_FRAMES = 60;
/** Key frames, fetched first so any scroll position has a frame near it. */
export const KEY_FRAMES = [1, 37, 73, 110, 146] as const;
/** The remaining frames start loading this long after the key frames, ms. */
export const REST_DELAY_MS = 100;
/** Canvas resize debounce, ms. */
export const RESIZE_DEBOUNCE_MS = 100;
/** The frame drawn (without scrubbing) when the visitor prefers reduced motion. */
export const STATIC_FRAME = 146;

/** Scrub tuning: where it starts and ends (fractions of the viewport height), max step. */
export interface SequenceSettings {
  start: number;
  end: number;
  maxFrame: number;
}

export const DEFAULT_SETTINGS: SequenceSettings = { start: 0.31, end: 0.05, maxFrame: 2 };

/** Allowed ranges (also the debug sliders' ranges). */
export const SETTING_RANGES = {
  start: { min: -0.5, max: 1, step: 0.01 },
  end: { min: 0, max: 0.5, step: 0.01 },
  maxFrame: { min: 1, max: 20, step: 1 },
} as const satisfies Record<keyof SequenceSettings, { min: number; max: number; step: number }>;

/** `/assets/sequence/frame-NNN.jpg` for frame `n` (1-based). */
export function frameUrl(n: number): string {
  return `/assets/sequence/frame-${String(n).padStart(3, '0')}.jpg`;
}

export const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, value));

/**
 * Scroll progress 0..1 of an element: 0 while its top is still less than `start` viewport
 * heights above the viewport's bottom edge, 1 once its bottom is `end` viewport heights below
 * the viewport's top edge, linear in between.
 */
export function scrollProgress(
  rect: { top: number; height: number },
  viewportHeight: number,
  settings: Pick<SequenceSettings, 'start' | 'end'>,
): number {
  const startPx = viewportHeight * settings.start;
  const endPx = viewportHeight * settings.end;
  const distance = rect.height + viewportHeight - startPx - endPx;
  const travelled = viewportHeight - rect.top - startPx;
  if (distance <= 0) return travelled >= 0 ? 1 : 0;
  return clamp(travelled / distance, 0, 1);
}

/** The frame (1..count) shown at a progress. */
export function frameForProgress(progress: number, count = FRAME_COUNT): number {
  return clamp(Math.round(clamp(progress, 0, 1) * (count - 1)) + 1, 1, count);
}

/** One animation step from `current` toward `target`, moving at most `maxFrame` frames. */
export function stepToward(current: number, target: number, maxFrame: number): number {
  const step = Math.max(1, Math.floor(maxFrame));
  if (Math.abs(target - current) <= step) return target;
  return current + Math.sign(target - current) * step;
}

function parseNumber(raw: string | null, min: number, max: number): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= min && value <= max ? value : undefined;
}

/**
 * Settings from the URL query (`start`, `end`, `maxFrame`) over the defaults; values that are
 * not numbers or are out of range are ignored. `maxFrame` must be a whole number 1..20.
 */
export function parseSequenceSettings(
  search: string,
  defaults: SequenceSettings = DEFAULT_SETTINGS,
): SequenceSettings {
  const params = new URLSearchParams(search);
  const { start, end, maxFrame } = SETTING_RANGES;
  const rawMax = params.get('maxFrame');
  const max =
    rawMax !== null && /^\s*\d+\s*$/.test(rawMax)
      ? parseNumber(rawMax, maxFrame.min, maxFrame.max)
      : undefined;
  return {
    start: parseNumber(params.get('start'), start.min, start.max) ?? defaults.start,
    end: parseNumber(params.get('end'), end.min, end.max) ?? defaults.end,
    maxFrame: max ?? defaults.maxFrame,
  };
}

/** The loaded frame nearest to `frame` (ties go to the earlier one), or undefined. */
export function nearestAvailable(
  frame: number,
  has: (n: number) => boolean,
  count = FRAME_COUNT,
): number | undefined {
  for (let d = 0; d < count; d++) {
    if (frame - d >= 1 && has(frame - d)) return frame - d;
    if (frame + d <= count && has(frame + d)) return frame + d;
  }
  return undefined;
}

/**
 * Least-recently-used map with a fixed capacity; `onEvict` releases what falls out (for
 * example `ImageBitmap.close()`). `get` and `set` both count as a use.
 */
export class Lru<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(
    readonly capacity: number,
    private readonly onEvict?: (value: V, key: K) => void,
  ) {
    if (capacity < 1) throw new RangeError('capacity must be at least 1');
  }

  get size(): number {
    return this.#entries.size;
  }

  has(key: K): boolean {
    return this.#entries.has(key);
  }

  get(key: K): V | undefined {
    if (!this.#entries.has(key)) return undefined;
    const value = this.#entries.get(key) as V;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    const old = this.#entries.get(key);
    if (this.#entries.has(key)) {
      this.#entries.delete(key);
      if (old !== value) this.onEvict?.(old as V, key);
    }
    this.#entries.set(key, value);
    while (this.#entries.size > this.capacity) {
      const [oldestKey, oldestValue] = this.#entries.entries().next().value as [K, V];
      this.#entries.delete(oldestKey);
      this.onEvict?.(oldestValue, oldestKey);
    }
  }

  keys(): K[] {
    return [...this.#entries.keys()];
  }

  clear(): void {
    for (const [key, value] of this.#entries) this.onEvict?.(value, key);
    this.#entries.clear();
  }
}

/** Load order: key frames first, then the rest ascending (SPEC 9). */
export function loadOrder(count = FRAME_COUNT, keys: readonly number[] = KEY_FRAMES) {
  const keySet = new Set(keys);
  const rest = Array.from({ length: count }, (_, i) => i + 1).filter((n) => !keySet.has(n));
  return { keys: keys.filter((n) => n >= 1 && n <= count), rest };
}
