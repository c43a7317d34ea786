import { useEffect, type RefObject } from 'react';

/** Delay after page load before the intro starts, then a short extra beat (SPEC 4, 9), ms. */
export const HERO_INTRO_DELAY_MS = 1000;
export const HERO_INTRO_EXTRA_MS = 50;
/** Start anyway when the load event is this late, ms. */
const LOAD_FALLBACK_MS = 3000;
/** Desktop intro order from this width up, px. */
export const HERO_DESKTOP_MIN_WIDTH = 768;

type Part = 'badge' | 'title' | 'subtitle' | 'buttons';

/**
 * Hero intro (SPEC 4): 1000 ms + 50 ms after load the text appears with GSAP. From 768 px the
 * order is title, badge, subtitle, buttons, each fading up; smaller screens stagger badge, title,
 * subtitle, buttons. Parts are `[data-intro=<part>]` inside `root`, hidden until then; with
 * reduced motion (`skip`) they are shown at once.
 */
export function useHeroIntro(root: RefObject<HTMLElement | null>, skip: boolean) {
  useEffect(() => {
    const container = root.current;
    if (!container) return;
    const part = (name: Part) => container.querySelector<HTMLElement>(`[data-intro="${name}"]`);
    const all = () =>
      Array.from(container.querySelectorAll<HTMLElement>('[data-intro]')).filter(Boolean);
    const showAll = () => {
      for (const el of all()) {
        el.style.opacity = '1';
        el.style.transform = 'none';
      }
    };
    if (skip) {
      showAll();
      return;
    }

    let cancelled = false;
    let started = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    let kill: (() => void) | undefined;

    const animate = async () => {
      try {
        const { gsap } = await import('gsap');
        if (cancelled) return;
        const desktop = window.innerWidth >= HERO_DESKTOP_MIN_WIDTH;
        const order: Part[] = desktop
          ? ['title', 'badge', 'subtitle', 'buttons']
          : ['badge', 'title', 'subtitle', 'buttons'];
        const targets = order.map(part).filter((el): el is HTMLElement => el !== null);
        const tween = gsap.fromTo(
          targets,
          { opacity: 0, y: desktop ? 28 : 18 },
          {
            opacity: 1,
            y: 0,
            duration: desktop ? 0.9 : 0.7,
            ease: 'power3.out',
            stagger: desktop ? 0.16 : 0.1,
            clearProps: 'transform',
          },
        );
        kill = () => tween.kill();
      } catch {
        if (!cancelled) showAll();
      }
    };

    const start = () => {
      if (started) return;
      started = true;
      timers.push(
        setTimeout(() => {
          timers.push(setTimeout(() => void animate(), HERO_INTRO_EXTRA_MS));
        }, HERO_INTRO_DELAY_MS),
      );
    };

    if (document.readyState === 'complete') start();
    else {
      window.addEventListener('load', start, { once: true });
      timers.push(setTimeout(start, LOAD_FALLBACK_MS));
    }
    return () => {
      cancelled = true;
      window.removeEventListener('load', start);
      for (const t of timers) clearTimeout(t);
      kill?.();
    };
  }, [root, skip]);
}
