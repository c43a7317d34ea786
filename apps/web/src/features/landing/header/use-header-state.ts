import { useEffect, useState } from 'react';
import { onIdle } from '../../../lib/idle';
import { HEADER_FADE_FALLBACK_MS } from './header-fade';
import { DARK_SECTION_IDS } from './nav-items';

/** Scroll depth after which the header is "scrolled" (SPEC 9), px. */
export const SCROLL_THRESHOLD = 20;
export { HEADER_FADE_FALLBACK_MS } from './header-fade';

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
    // First read in the next frame: reading scrollY in the commit would force a layout.
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return scrolled;
}

/**
 * True while at least one element matched by `select` intersects the area under the header:
 * 20% intersection with an 80 px top offset (SPEC 4). Elements that mount later are picked up.
 */
export function useSectionsVisible(select: () => Element[]): boolean {
  const [visibleAny, setVisibleAny] = useState(false);
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
        setVisibleAny(visible.size > 0);
      },
      { threshold: 0.2, rootMargin: '-80px 0px 0px 0px' },
    );
    const scan = () => {
      for (const el of select()) {
        if (observed.has(el)) continue;
        observed.add(el);
        io.observe(el);
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
  }, [select]);
  return visibleAny;
}

const selectDarkSections = () =>
  DARK_SECTION_IDS.map((id) => document.getElementById(id)).filter(
    (el): el is HTMLElement => el !== null,
  );

/** SPEC 4: 'dark' while one of the dark-flagged sections is visible, 'light' otherwise. */
export function useHeaderTheme(): 'dark' | 'light' {
  return useSectionsVisible(selectDarkSections) ? 'dark' : 'light';
}

/**
 * What the header's colours follow: true only while a section marked
 * `data-section-theme="light"` (a light background) is right under the header, so the header
 * stays legible over the dark sections the spec's list does not flag (hero, projects, contact).
 * Checked by hit-testing the header's strip on scroll and resize (once per frame).
 */
export function useLightSurface(): boolean {
  const [light, setLight] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const header = document.querySelector<HTMLElement>('[data-site-header]');
      const y = Math.max(1, Math.round((header?.offsetHeight ?? 72) / 2));
      const stack = document.elementsFromPoint(window.innerWidth / 2, y);
      setLight(
        stack.some(
          (el) => !el.closest('[data-site-header]') && !!el.closest('[data-section-theme="light"]'),
        ),
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    // First read in the next frame, with its layout, not forced in the commit.
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, []);
  return light;
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

/** Longest wait for an idle moment before the header asks who is signed in, ms. */
const ASK_WHO_WAIT_MS = 1000;

/**
 * False until the browser was first idle after the header mounted (at most `ASK_WHO_WAIT_MS`),
 * then true: the header asks who is signed in then, in a task of its own, not in the one that
 * hydrates the page (issue 38, speed: that task is the longest a visitor's phone runs).
 */
export function useAskWhoIsSignedIn(): boolean {
  const [ask, setAsk] = useState(false);
  useEffect(() => onIdle(() => setAsk(true), ASK_WHO_WAIT_MS), []);
  return ask;
}
