import { useEffect, useState } from 'react';
import { DARK_SECTION_IDS } from './nav-items';

/** Scroll depth after which the header is "scrolled" (SPEC 9), px. */
export const SCROLL_THRESHOLD = 20;
/** Header fade-in fallback when the logo never reports loading (SPEC 4), ms. */
export const HEADER_FADE_FALLBACK_MS = 500;

/** True once `window.scrollY` exceeds 20 px. */
export function useScrolled(threshold = SCROLL_THRESHOLD): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setScrolled(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return scrolled;
}

/**
 * 'dark' while one of the dark sections (SPEC 4) is visible under the header: 20% intersection
 * with an 80 px top offset; 'light' otherwise. Sections that mount later are picked up too.
 */
export function useHeaderTheme(ids: readonly string[] = DARK_SECTION_IDS): 'dark' | 'light' {
  const [dark, setDark] = useState(false);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<Element>();
    const observed = new Set<Element>();
    const io = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target);
          else visible.delete(entry.target);
        }
        setDark(visible.size > 0);
      },
      { threshold: 0.2, rootMargin: '-80px 0px 0px 0px' },
    );
    const scan = () => {
      for (const id of ids) {
        const el = document.getElementById(id);
        if (el && !observed.has(el)) {
          observed.add(el);
          io.observe(el);
        }
      }
    };
    scan();
    let frame = 0;
    const mo = new MutationObserver(() => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          scan();
        });
    });
    mo.observe(document.body, { childList: true, subtree: true });
    return () => {
      io.disconnect();
      mo.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [ids]);
  return dark ? 'dark' : 'light';
}

/** Becomes true when `ready()` was called (the logo loaded) or after the 500 ms fallback. */
export function useFadeIn(): [boolean, () => void] {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), HEADER_FADE_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, []);
  return [shown, () => setShown(true)];
}
