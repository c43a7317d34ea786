import { useEffect, useRef, useState, type RefObject } from 'react';
import { DESKTOP_QUERY } from '../shared/use-media-query';
import { activeCardForProgress } from './active-card';
import { loadScrollTrigger } from './load-scroll-trigger';

/** Window events of the header's 'Our Model' link (SPEC 2, header). */
export const UNPIN_EVENT = 'unpin-scroll-effects';
export const RECREATE_PIN_EVENT = 'recreate-pin';

/**
 * Pins `target` (the section's stage; the section reserves the room with `.pin-room`) for 300% of the viewport with GSAP ScrollTrigger while `enabled` and reports
 * the active card (1-3) and whether the pin is live (re-rendering only when the card changes).
 * 'unpin-scroll-effects' kills the pin; 'recreate-pin' creates it again (desktop widths only).
 */
export function usePlatformModelPin(target: RefObject<HTMLElement | null>, enabled: boolean) {
  const [active, setActive] = useState<1 | 2 | 3>(1);
  const [pinned, setPinned] = useState(false);
  const activeRef = useRef(active);

  useEffect(() => {
    if (!enabled) return;
    let disposed = false;
    let ScrollTrigger: Awaited<ReturnType<typeof loadScrollTrigger>> | null = null;
    let trigger: { kill(): void; readonly start: number } | null = null;
    let refreshTimer: ReturnType<typeof setTimeout> | undefined;

    const create = () => {
      if (disposed || !ScrollTrigger || trigger || !target.current) return;
      if (!window.matchMedia(DESKTOP_QUERY).matches) return;
      trigger = ScrollTrigger.create({
        trigger: target.current,
        start: 'top top',
        end: '+=300%',
        pin: true,
        // The room the pin scrolls through is the section's own padding (`.pin-room`,
        // base.css), there from the first paint: the page has its final height before any
        // script runs, and adding or removing the pin never moves what follows.
        pinSpacing: false,
        anticipatePin: 1,
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
      if (!trigger) return;
      trigger.kill();
      trigger = null;
      setPinned(false);
    };

    // Content above the section (hero, credibility bar) may change height once data arrives:
    // re-measure the pin's start and end when the page height changes and the pin has moved.
    // Sections mounting below it as the visitor scrolls (deferred-sections.tsx) leave it in
    // place, and a refresh (which sets the scroll position) would cut a scroll in progress short.
    const resize = new ResizeObserver(() => {
      clearTimeout(refreshTimer);
      refreshTimer = setTimeout(() => {
        const el = target.current;
        if (!trigger || !ScrollTrigger || !el) return;
        // While pinned the section is fixed; its place in the page is the spacer around it.
        const anchor = el.parentElement?.classList.contains('pin-spacer') ? el.parentElement : el;
        const top = anchor.getBoundingClientRect().top + window.scrollY;
        if (Math.abs(top - trigger.start) > 1) ScrollTrigger.refresh();
      }, 200);
    });
    resize.observe(document.body);

    loadScrollTrigger()
      .then((mod) => {
        ScrollTrigger = mod;
        create();
      })
      .catch(() => {
        /* GSAP failed to load: the section stays unpinned with every card visible */
      });
    window.addEventListener(UNPIN_EVENT, kill);
    window.addEventListener(RECREATE_PIN_EVENT, create);
    return () => {
      disposed = true;
      clearTimeout(refreshTimer);
      resize.disconnect();
      window.removeEventListener(UNPIN_EVENT, kill);
      window.removeEventListener(RECREATE_PIN_EVENT, create);
      kill();
    };
  }, [enabled, target]);

  return { active, pinned: enabled && pinned };
}
