import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../shared/use-media-query';
import { FrameStore } from './frame-store';
import { SequenceDebugPanel, type SequenceStats } from './sequence-debug-panel';
import {
  DEFAULT_SETTINGS,
  FRAME_COUNT,
  frameForProgress,
  frameUrl,
  loadOrder,
  parseSequenceSettings,
  RESIZE_DEBOUNCE_MS,
  REST_DELAY_MS,
  scrollProgress,
  type SequenceSettings,
  STATIC_FRAME,
  stepToward,
} from './sequence-math';

/** Runs `fn` once the window `load` event has fired, so frames never compete with the hero. */
function afterWindowLoad(fn: () => void): () => void {
  if (document.readyState === 'complete') {
    const id = setTimeout(fn, 0);
    return () => clearTimeout(id);
  }
  window.addEventListener('load', fn, { once: true });
  return () => window.removeEventListener('load', fn);
}

const initialSettings = (): SequenceSettings =>
  typeof window === 'undefined' ? DEFAULT_SETTINGS : parseSequenceSettings(window.location.search);

/**
 * The partners section's scroll-scrubbed image sequence (SPEC 2.4, 7, 9): frames 001..146 on a
 * 16:9 canvas, following the section's scroll position at most `maxFrame` frames per animation
 * frame. Key frames load first after the window `load` event, the rest 100 ms later; at most 60
 * stay decoded. `?start=&end=&maxFrame=` tune it; Ctrl+D opens a debug panel. With reduced motion
 * one still frame is drawn. The shown frame is exposed as `data-frame` on the canvas.
 */
export function ImageSequence({ label }: { label: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [settings, setSettings] = useState(initialSettings);
  const settingsRef = useRef(settings);
  const [debugOpen, setDebugOpen] = useState(false);
  const debugOpenRef = useRef(false);
  const [stats, setStats] = useState<SequenceStats>({
    current: reducedMotion ? STATIC_FRAME : 1,
    target: reducedMotion ? STATIC_FRAME : 1,
    progress: 0,
    loaded: 0,
    decoded: 0,
  });
  /** Wakes the animation loop (settings changed, a frame decoded). */
  const kickRef = useRef<() => void>(() => {});

  useEffect(() => {
    settingsRef.current = settings;
    kickRef.current();
  }, [settings]);

  useEffect(() => {
    debugOpenRef.current = debugOpen;
    kickRef.current();
  }, [debugOpen]);

  // Ctrl+D toggles the debug panel (instead of the browser's bookmark shortcut).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.ctrlKey || event.altKey || event.metaKey || event.key.toLowerCase() !== 'd')
        return;
      event.preventDefault();
      setDebugOpen((open) => !open);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;

    let current = reducedMotion ? STATIC_FRAME : 1;
    let target = current;
    let progress = reducedMotion ? 1 : 0;
    let drawn = 0;
    let raf = 0;
    let inView = false;
    let disposed = false;
    /** Set once the window has loaded: no frame is requested before. */
    let loading = false;
    const timers: ReturnType<typeof setTimeout>[] = [];

    // A decoded frame near the shown one may be a better match than what is drawn.
    const store = new FrameStore((frame) => {
      if (drawn === 0 || Math.abs(frame - current) < Math.abs(drawn - current)) kick();
      else if (debugOpenRef.current) kick();
    });

    const size = () => {
      const dpr = Math.min(window.devicePixelRatio || 1, 2);
      const width = Math.max(1, Math.round(canvas.clientWidth * dpr));
      const height = Math.max(1, Math.round(canvas.clientHeight * dpr));
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
        drawn = 0; // resizing clears the bitmap
      }
    };

    const draw = () => {
      const best = store.nearest(current);
      if (!best) return;
      if (best.frame === drawn) return;
      ctx.imageSmoothingQuality = 'high';
      ctx.drawImage(best.image, 0, 0, canvas.width, canvas.height);
      drawn = best.frame;
      canvas.dataset.drawn = String(drawn);
    };

    const publish = () => {
      // Attribute writes only on change: they would invalidate style every animation frame.
      if (canvas.dataset.frame !== String(current)) canvas.dataset.frame = String(current);
      if (canvas.dataset.target !== String(target)) canvas.dataset.target = String(target);
      if (debugOpenRef.current)
        setStats({
          current,
          target,
          progress,
          loaded: store.fetched.size,
          decoded: store.decodedCount,
        });
    };

    const measure = () => {
      if (reducedMotion) return;
      const rect = canvas.getBoundingClientRect();
      progress = scrollProgress(rect, window.innerHeight, settingsRef.current);
      target = frameForProgress(progress, FRAME_COUNT);
    };

    const tick = () => {
      raf = 0;
      if (disposed) return;
      measure();
      current = reducedMotion
        ? STATIC_FRAME
        : stepToward(current, target, settingsRef.current.maxFrame);
      if (loading && !store.has(current)) {
        // Evicted or not fetched yet: decode it and the next few in the scrub direction.
        const dir = Math.sign(target - current) || 1;
        for (let k = 0; k < 4; k++) {
          const n = current + dir * k;
          if (n >= 1 && n <= FRAME_COUNT) void store.load(n);
        }
      }
      draw();
      publish();
      // Keep stepping until the shown frame reaches the target; scrolling wakes it again.
      if (current !== target) raf = requestAnimationFrame(tick);
    };

    function kick() {
      if (!raf && !disposed) raf = requestAnimationFrame(tick);
    }
    kickRef.current = kick;

    size();
    publish();

    // Frames only after the window load event: key frames first, the rest 100 ms later.
    const stopWaiting = afterWindowLoad(() => {
      loading = true;
      if (reducedMotion) {
        void store.load(STATIC_FRAME).then(kick);
        return;
      }
      const { keys, rest } = loadOrder();
      void Promise.all(keys.map((n) => store.load(n))).then(kick);
      timers.push(
        setTimeout(() => {
          // Two at a time: the background preload stays gentle on the main thread.
          void store.loadAll(rest, () => target, 2);
        }, REST_DELAY_MS),
      );
    });

    let resizeTimer: ReturnType<typeof setTimeout> | undefined;
    const resizeObserver = new ResizeObserver(() => {
      clearTimeout(resizeTimer);
      resizeTimer = setTimeout(() => {
        size();
        kick();
      }, RESIZE_DEBOUNCE_MS);
    });
    resizeObserver.observe(canvas);

    let intersection: IntersectionObserver | undefined;
    if (!reducedMotion) {
      intersection = new IntersectionObserver(
        ([entry]) => {
          inView = !!entry?.isIntersecting;
          if (inView) kick();
        },
        { rootMargin: '25% 0px' },
      );
      intersection.observe(canvas);
    }
    const onScroll = () => {
      if (inView) kick();
    };
    if (!reducedMotion) {
      window.addEventListener('scroll', onScroll, { passive: true });
      window.addEventListener('resize', onScroll, { passive: true });
    }
    kick();

    return () => {
      disposed = true;
      kickRef.current = () => {};
      stopWaiting();
      for (const id of timers) clearTimeout(id);
      clearTimeout(resizeTimer);
      cancelAnimationFrame(raf);
      resizeObserver.disconnect();
      intersection?.disconnect();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      store.dispose();
    };
  }, [reducedMotion]);

  return (
    <>
      <div className="relative aspect-video w-full overflow-hidden rounded-[1.75rem] bg-[radial-gradient(ellipse_at_center,#16123a_0%,#0a0a1c_60%,#040409_100%)] shadow-[0_40px_120px_-48px_rgba(76,29,149,0.55)] ring-1 ring-black/10 md:rounded-[2.25rem]">
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={label}
          data-image-sequence=""
          data-static={reducedMotion ? 'true' : undefined}
          className="absolute inset-0 block size-full"
        />
        {/* Without JavaScript nothing draws on the canvas: the still frame (reduced motion's)
            covers it. A browser running scripts never fetches it. */}
        <noscript>
          <img
            src={frameUrl(STATIC_FRAME)}
            alt=""
            loading="lazy"
            className="absolute inset-0 size-full object-cover"
          />
        </noscript>
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 rounded-[inherit] ring-1 ring-white/10 ring-inset"
        />
      </div>
      {debugOpen ? (
        <SequenceDebugPanel
          stats={stats}
          settings={settings}
          reducedMotion={reducedMotion}
          onChange={(patch) => setSettings((s) => ({ ...s, ...patch }))}
          onClose={() => setDebugOpen(false)}
        />
      ) : null}
    </>
  );
}
