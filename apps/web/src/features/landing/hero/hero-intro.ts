/** Delay after page load before the intro starts, then a short extra beat (SPEC 4, 9), ms. */
export const HERO_INTRO_DELAY_MS = 1000;
export const HERO_INTRO_EXTRA_MS = 50;
/** Start anyway when the load event is this late, ms. */
const LOAD_FALLBACK_MS = 3000;
/** Desktop intro order from this width up, px. */
export const HERO_DESKTOP_MIN_WIDTH = 768;

/** Title/subtitle resting offset before their entrance, px (`.hero-rise` in styles.css). */
const TITLE_RISE_PX = 14;

type Part = 'badge' | 'title' | 'subtitle' | 'buttons';

/** Set on the hero once its intro has started, so it runs once per page. */
export const INTRO_STARTED = 'data-intro-started';

/**
 * Starts the hero intro (useHeroIntro) on `container` (the `#hero` section): plain DOM and Web
 * Animations, so the server-rendered landing page runs it without waiting for React. Returns a
 * function that cancels what has not run yet.
 */
export function startHeroIntro(container: HTMLElement, skip: boolean): () => void {
  container.setAttribute(INTRO_STARTED, '');
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
    return () => {};
  }

  let cancelled = false;
  let started = false;
  const timers: ReturnType<typeof setTimeout>[] = [];
  let kill: (() => void) | undefined;

  /** GSAP's power3.out as a CSS easing (the Web Animations API runs off the main thread). */
  const EASE = 'cubic-bezier(0.215, 0.61, 0.355, 1)';

  // Web Animations instead of GSAP: no library to download and evaluate on the landing page's
  // critical path (TBT); opacity/transform animations run on the compositor.
  const animate = () => {
    if (cancelled) return;
    if (typeof container.animate !== 'function') {
      showAll();
      return;
    }
    const desktop = window.innerWidth >= HERO_DESKTOP_MIN_WIDTH;
    const order: Part[] = desktop
      ? ['title', 'badge', 'subtitle', 'buttons']
      : ['badge', 'title', 'subtitle', 'buttons'];
    const y = desktop ? 28 : 18;
    const duration = desktop ? 900 : 700;
    const stagger = desktop ? 160 : 100;
    const animations: Animation[] = [];
    order.forEach((name, i) => {
      const el = part(name);
      if (!el) return;
      // LCP: the title is painted at first paint; its entrance animates transform only (a rise
      // from the resting offset of `.hero-rise` in styles.css), never opacity. The subtitle
      // too: on phones its text block is as large as the title's, so it would become the LCP
      // element if it appeared 1 s after load.
      const rise = name === 'title' || name === 'subtitle';
      const keyframes = rise
        ? [{ transform: `translateY(${TITLE_RISE_PX}px)` }, { transform: 'translateY(0)' }]
        : [
            { opacity: 0, transform: `translateY(${y}px)` },
            { opacity: 1, transform: 'translateY(0)' },
          ];
      // The final state inline; `fill: backwards` holds the first keyframe during the delay.
      el.style.opacity = '1';
      el.style.transform = 'none';
      animations.push(
        el.animate(keyframes, { duration, delay: i * stagger, easing: EASE, fill: 'backwards' }),
      );
    });
    kill = () => {
      for (const animation of animations) animation.cancel();
    };
  };

  const start = () => {
    if (started) return;
    started = true;
    timers.push(
      setTimeout(() => {
        timers.push(setTimeout(animate, HERO_INTRO_EXTRA_MS));
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
}
