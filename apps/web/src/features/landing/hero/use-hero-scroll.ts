import { useEffect, useState, type RefObject } from 'react';

/** The hero's scroll handler runs at most every 33 ms (SPEC 9). */
export const HERO_SCROLL_THROTTLE_MS = 33;
/** Background blur: scrollY / 30 px, capped at 10 px (SPEC 4). */
export const heroBlurFor = (scrollY: number) => Math.min(Math.max(scrollY, 0) / 30, 10);

/**
 * Tracks whether the page is scrolled past 0 (SPEC 4 hero states) and writes the blur filter
 * straight onto `blurTarget`, throttled to one update per 33 ms (with a trailing update).
 */
export function useHeroScroll(blurTarget: RefObject<HTMLElement | null>): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let last = 0;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      last = performance.now();
      trailing = undefined;
      const y = window.scrollY;
      setScrolled(y > 0);
      const blur = heroBlurFor(y);
      if (blurTarget.current) blurTarget.current.style.filter = blur > 0 ? `blur(${blur}px)` : '';
    };
    const onScroll = () => {
      const wait = HERO_SCROLL_THROTTLE_MS - (performance.now() - last);
      if (wait <= 0) update();
      else if (!trailing) trailing = setTimeout(update, wait);
    };
    // First read in the next frame: reading scrollY in the commit would force a layout.
    const first = requestAnimationFrame(update);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(trailing);
      cancelAnimationFrame(first);
    };
  }, [blurTarget]);
  return scrolled;
}
