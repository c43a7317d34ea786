import { useEffect, useRef, useState, type RefObject } from 'react';
import { whenScrollSettles } from '../../../../lib/scroll-settled';
import { DESKTOP_QUERY } from '../shared/use-media-query';
import { activeCardForProgress } from './active-card';
import { loadScrollTrigger } from './load-scroll-trigger';

/** Window events of the header's 'Our Model' link (SPEC 2, header). */
export const UNPIN_EVENT = 'unpin-scroll-effects';
export const RECREATE_PIN_EVENT = 'recreate-pin';
/** The stage's attribute while the header's 'Our Model' link has lifted the pin (base.css). */
export const UNPINNED_ATTRIBUTE = 'data-unpinned';

/**
 * Tracks the platform model's pin (SPEC 2.3) while `enabled` and reports the active card (1-3)
 * and whether the pin is live (re-rendering only when the card changes).
 *
 * The pin itself is CSS: the section (`section`) reserves 300% of the viewport below its stage
 * (`.pin-room`) and the stage is `position: sticky` through it (base.css), from the first paint,
 * before and without any script. GSAP ScrollTrigger only measures the progress through that
 * room (start: the section's top at the viewport's top; length: 3 viewport heights); it pins
 * nothing, so it never sets the scroll position (a ScrollTrigger pin refreshes every trigger,
 * resetting and restoring the scroll, which stops a smooth scroll in progress where it is).
 * 'unpin-scroll-effects' lifts the pin (UNPINNED_ATTRIBUTE on the stage) and stops tracking;
 * 'recreate-pin' restores both (desktop widths only).
 */
export function usePlatformModelPin(
  section: RefObject<HTMLElement | null>,
  stage: RefObject<HTMLElement | null>,
  enabled: boolean,
) {
  const [active, setActive] = useState<1 | 2 | 3>(1);
  const [pinned, setPinned] = useState(false);
  const activeRef = useRef(active);

  useEffect(() => {
    if (!enabled) return;
    let disposed = false;
    let ScrollTrigger: Awaited<ReturnType<typeof loadScrollTrigger>> | null = null;
    let trigger: { kill(): void; refresh(): void; readonly start: number } | null = null;
    let refreshTimer: ReturnType<typeof setTimeout> | undefined;
    let cancelSettle = () => {};

    const create = () => {
      if (disposed || !ScrollTrigger || trigger || !section.current) return;
      if (!window.matchMedia(DESKTOP_QUERY).matches) return;
      stage.current?.removeAttribute(UNPINNED_ATTRIBUTE);
      trigger = ScrollTrigger.create({
        trigger: section.current,
        start: 'top top',
        end: '+=300%',
        invalidateOnRefresh: true,
        onUpdate: (self) => {
          const next = activeCardForProgress(self.progress);
          if (next !== activeRef.current) {
            activeRef.current = next;
            setActive(next);
          }
        },
      });
      setPinned(true);
    };

    const kill = () => {
      stage.current?.setAttribute(UNPINNED_ATTRIBUTE, 'true');
      if (!trigger) return;
      trigger.kill();
      trigger = null;
      setPinned(false);
    };

    // Content above the section (hero, credibility bar) may change height (fonts, a resize):
    // re-measure the start when the page height changes and the section has moved, once the
    // page is not scrolling. Changes below it leave it in place.
    const resize = new ResizeObserver(() => {
      clearTimeout(refreshTimer);
      refreshTimer = setTimeout(() => {
        const el = section.current;
        if (!trigger || !el) return;
        const top = el.getBoundingClientRect().top + window.scrollY;
        if (Math.abs(top - trigger.start) <= 1) return;
        cancelSettle();
        cancelSettle = whenScrollSettles(() => trigger?.refresh());
      }, 200);
    });
    resize.observe(document.body);

    loadScrollTrigger()
      .then((mod) => {
        ScrollTrigger = mod;
        create();
      })
      .catch(() => {
        /* GSAP failed to load: the stage stays pinned by CSS, with every card shown */
      });
    window.addEventListener(UNPIN_EVENT, kill);
    window.addEventListener(RECREATE_PIN_EVENT, create);
    return () => {
      disposed = true;
      clearTimeout(refreshTimer);
      cancelSettle();
      resize.disconnect();
      window.removeEventListener(UNPIN_EVENT, kill);
      window.removeEventListener(RECREATE_PIN_EVENT, create);
      if (trigger) trigger.kill();
      trigger = null;
      stage.current?.removeAttribute(UNPINNED_ATTRIBUTE);
    };
  }, [enabled, section, stage]);

  return { active, pinned: enabled && pinned };
}
