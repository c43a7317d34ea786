import { frameUrl, Lru, MAX_DECODED_FRAMES, nearestAvailable } from './sequence-math';

type Drawable = ImageBitmap | HTMLImageElement;

function release(drawable: Drawable) {
  if ('close' in drawable) drawable.close();
}

/**
 * Fetches and decodes one frame. Where supported, the fetched bytes become an ImageBitmap
 * (`createImageBitmap(blob)` decodes on a background thread, and the bitmap is drawn without
 * re-decoding); an ImageBitmap made from an `<img>` would decode again on the main thread, about
 * 15 ms per frame on a phone-class CPU, for every frame of the preload (issue 10 item 4, TBT).
 * Elsewhere the `<img>` itself, decoded off the main thread with `decode()`.
 * Rejects when the frame cannot be fetched or decoded.
 */
async function decodeFrame(url: string): Promise<Drawable> {
  if (typeof createImageBitmap === 'function') {
    const response = await fetch(url, { priority: 'low' });
    if (!response.ok) throw new Error(`frame ${url}: HTTP ${response.status}`);
    return createImageBitmap(await response.blob());
  }
  const img = new Image();
  img.decoding = 'async';
  img.src = url;
  await img.decode();
  return img;
}

/**
 * The image sequence's frames: fetched on demand, at most MAX_DECODED_FRAMES decoded at once in
 * an LRU (evicted bitmaps are closed; a later request decodes again from the HTTP cache).
 * Failed frames are skipped silently (SPEC 8) and the nearest decoded frame is drawn instead.
 */
export class FrameStore {
  readonly #decoded = new Lru<number, Drawable>(MAX_DECODED_FRAMES, release);
  readonly #pending = new Map<number, Promise<void>>();
  /** Frames fetched at least once (they stay in the HTTP cache). */
  readonly fetched = new Set<number>();
  #disposed = false;

  constructor(private readonly onDecoded: (frame: number) => void) {}

  get decodedCount(): number {
    return this.#decoded.size;
  }

  /** The decoded frame nearest to `frame` (marked as used), or undefined before any loaded. */
  nearest(frame: number): { frame: number; image: Drawable } | undefined {
    const found = nearestAvailable(frame, (n) => this.#decoded.has(n));
    if (found === undefined) return undefined;
    const image = this.#decoded.get(found);
    return image ? { frame: found, image } : undefined;
  }

  has(frame: number): boolean {
    return this.#decoded.has(frame);
  }

  /** Loads and decodes a frame unless it is decoded or on its way. */
  load(frame: number): Promise<void> {
    if (this.#disposed || this.#decoded.has(frame)) return Promise.resolve();
    const pending = this.#pending.get(frame);
    if (pending) return pending;
    const job = decodeFrame(frameUrl(frame))
      .then((image) => {
        if (this.#disposed) return release(image);
        this.fetched.add(frame);
        this.#decoded.set(frame, image);
        this.onDecoded(frame);
      })
      .catch(() => {
        /* a missing frame: the nearest decoded one is drawn instead */
      })
      .finally(() => this.#pending.delete(frame));
    this.#pending.set(frame, job);
    return job;
  }

  /**
   * Loads every frame in `remaining` with a few requests in flight, always picking the one
   * nearest to `focus()` next (the frame the visitor is scrolling toward).
   */
  async loadAll(remaining: Iterable<number>, focus: () => number, concurrency = 4) {
    const queue = new Set(remaining);
    const worker = async () => {
      while (!this.#disposed && queue.size > 0) {
        const target = focus();
        let next = -1;
        for (const n of queue)
          if (next < 0 || Math.abs(n - target) < Math.abs(next - target)) next = n;
        queue.delete(next);
        if (!this.fetched.has(next)) await this.load(next);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  }

  dispose() {
    this.#disposed = true;
    this.#decoded.clear();
  }
}
