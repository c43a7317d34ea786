import { useEffect, useRef } from 'react';

/** Cloud drift (SPEC 4, 9): 75 s from -400 px to window width + 400 px, updated every 100 ms. */
export const CLOUD_DURATION_MS = 75_000;
export const CLOUD_UPDATE_MS = 100;
export const CLOUD_OFFSET_PX = 400;
export const CLOUD_SRC = '/assets/hero/cloud.webp';

/** Cloud position at `elapsed` ms: linear, and off-screen to the right once finished. */
export function cloudX(elapsed: number, viewportWidth: number): number {
  const t = Math.min(Math.max(elapsed / CLOUD_DURATION_MS, 0), 1);
  return -CLOUD_OFFSET_PX + t * (viewportWidth + 2 * CLOUD_OFFSET_PX);
}

/**
 * The decorative cloud of the hero: drifts once across small screens, hidden from md up, while
 * scrolled, and with reduced motion.
 */
export function HeroCloud({ hidden, still }: { hidden: boolean; still: boolean }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (still) return;
    const started = performance.now();
    let frame = 0;
    // Placed in an animation frame: reading the viewport width forces a layout, which the frame
    // computes anyway, where elsewhere it would be an extra one.
    const place = () => {
      frame = 0;
      const el = ref.current;
      const elapsed = performance.now() - started;
      if (el) el.style.transform = `translate3d(${cloudX(elapsed, window.innerWidth)}px,0,0)`;
      if (elapsed >= CLOUD_DURATION_MS) clearInterval(timer);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    const timer = setInterval(schedule, CLOUD_UPDATE_MS);
    schedule();
    return () => {
      clearInterval(timer);
      cancelAnimationFrame(frame);
    };
  }, [still]);

  if (still) return null;
  return (
    <img
      ref={ref}
      src={CLOUD_SRC}
      alt=""
      aria-hidden
      width={400}
      height={200}
      decoding="async"
      onError={(e) => {
        e.currentTarget.style.display = 'none';
      }}
      style={{ transform: `translate3d(-${CLOUD_OFFSET_PX}px,0,0)` }}
      className={`pointer-events-none absolute top-[18%] left-0 w-[400px] opacity-70 transition-[transform,opacity] duration-100 ease-linear select-none md:hidden ${hidden ? 'invisible opacity-0' : ''}`}
    />
  );
}
