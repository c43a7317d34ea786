/**
 * In-page navigation of the landing page (SPEC 2 "Header", SPEC 4, SPEC 9): smooth scrolling with
 * the header's height as offset (80 px fallback) and the body's navigation-complete marker.
 */

import { track } from '../../../lib/analytics';
/** Offset used when the header cannot be measured, px. */
export const HEADER_OFFSET_FALLBACK = 80;
/** Marker delay after scrolling to the top or to the contact form, ms. */
export const NAV_COMPLETE_SHORT_MS = 1000;
/** Marker delay after scrolling to any other section, ms. */
export const NAV_COMPLETE_LONG_MS = 1500;
/** Selector of the fixed site header. */
export const HEADER_SELECTOR = '[data-site-header]';

const SHORT_TARGETS = new Set(['contact', 'contact-pill']);
let completeTimer: ReturnType<typeof setTimeout> | undefined;
let navigationCount = 0;

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Smooth unless the visitor asked for reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}

/** Height of the fixed header, or 80 px when it is not on the page. */
export function getHeaderOffset(): number {
  const header = document.querySelector<HTMLElement>(HEADER_SELECTOR);
  const height = header?.getBoundingClientRect().height ?? 0;
  return height > 0 ? Math.round(height) : HEADER_OFFSET_FALLBACK;
}

/**
 * Sets `document.body.dataset.navigationComplete` to 'false' now and to 'true' after `delayMs`
 * (a newer navigation restarts the timer); `settle` runs just before the marker is set, and the
 * marker waits for it when it returns a promise.
 */
export function markNavigation(delayMs: number, settle?: () => void | Promise<void>): void {
  clearTimeout(completeTimer);
  const navigation = ++navigationCount;
  document.body.dataset.navigationComplete = 'false';
  completeTimer = setTimeout(() => {
    void Promise.resolve(settle?.()).then(() => {
      if (navigation === navigationCount) document.body.dataset.navigationComplete = 'true';
    });
  }, delayMs);
}

/** How long the landing keeps a navigation's target in place while content above it settles, ms. */
const SETTLE_MAX_MS = 2500;
const SETTLE_STEP_MS = 60;
/** Consecutive checks (SETTLE_STEP_MS apart) the target must hold still before the marker. */
const SETTLE_STILL_CHECKS = 4;

/** True when the element takes part in layout (not display:none, e.g. a breakpoint variant). */
function isRendered(el: HTMLElement): boolean {
  return el.getClientRects().length > 0;
}

/** The first of `ids` whose element is rendered; else the first that exists at all. */
export function findSection(...ids: string[]): HTMLElement | null {
  const found = ids
    .map((id) => document.getElementById(id))
    .filter((el): el is HTMLElement => el !== null);
  return found.find(isRendered) ?? found[0] ?? null;
}

/** Smooth-scrolls so `el` sits just below the header. */
export function scrollToElement(el: HTMLElement): void {
  const top = el.getBoundingClientRect().top + window.scrollY - getHeaderOffset();
  window.scrollTo({ top: Math.max(0, top), behavior: scrollBehavior() });
}

/**
 * Smooth-scrolls to the section with `id` (or, if that one is hidden at this breakpoint, its
 * `-mobile` twin / the id without `-mobile`), offset by the header height (every section is in
 * the server-rendered page from the start). Returns false when no such element exists. Sets the navigation-complete marker (1000 ms for contact, else 1500 ms).
 */
export function scrollToSection(id: string): boolean {
  const base = id.replace(/-mobile$/, '');
  const ids = [id, id === base ? `${base}-mobile` : base] as const;
  const el = findSection(...ids);
  const delay = SHORT_TARGETS.has(base) ? NAV_COMPLETE_SHORT_MS : NAV_COMPLETE_LONG_MS;
  if (!el) {
    markNavigation(delay);
    return false;
  }
  scrollAndSettle(el, ids, delay);
  return true;
}

/**
 * Smooth-scrolls to `el` (just below the header) and sets the navigation-complete marker after
 * `delayMs`; before the marker, unless the visitor scrolled by hand meanwhile, keeps the target
 * (re-read as the first rendered of `ids`, else `el`) under the header until it has held still
 * for SETTLE_STILL_CHECKS checks (SETTLE_MAX_MS at most).
 */
function scrollAndSettle(el: HTMLElement, ids: readonly string[], delayMs: number): void {
  // The smooth scroll can be cut short or overshoot while the page boots (images above the
  // target, the platform-model pin being created): unless the visitor scrolled by hand meanwhile,
  // land on the target when the navigation completes.
  let userScrolled = false;
  const onUserScroll = () => {
    userScrolled = true;
  };
  const userEvents = ['wheel', 'touchmove', 'keydown'] as const;
  for (const type of userEvents) window.addEventListener(type, onUserScroll, { passive: true });
  // Content above the target can still grow when the navigation completes (sections filling in
  // with their data, media, the pin): keep the target in place until it has held still for SETTLE_STILL_CHECKS checks.
  markNavigation(delayMs, async () => {
    let still = 0;
    for (
      let waited = 0;
      waited <= SETTLE_MAX_MS && still < SETTLE_STILL_CHECKS;
      waited += SETTLE_STEP_MS
    ) {
      // Re-read the target: React may have replaced the element since the click.
      const target = findSection(...ids) ?? el;
      const off = target.getBoundingClientRect().top - getHeaderOffset();
      if (userScrolled || !target.isConnected) break;
      if (Math.abs(off) > 4) {
        still = 0;
        window.scrollTo({ top: Math.max(0, window.scrollY + off), behavior: 'auto' });
      } else still += 1;
      await new Promise((resolve) => setTimeout(resolve, SETTLE_STEP_MS));
    }
    for (const type of userEvents) window.removeEventListener(type, onUserScroll);
  });
  scrollToElement(el);
}

/** Smooth-scrolls to the top of the page (marker after 1000 ms). */
export function scrollToTop(): void {
  markNavigation(NAV_COMPLETE_SHORT_MS);
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
}

/** Book a Call fallback positions when the contact form is not on the page, px (SPEC 2). */
export const BOOK_CALL_FALLBACK_TOP = { desktop: 9400, mobile: 11500 } as const;
/** Book a Call waits this long first (the mobile menu closes in the meantime), ms. */
export const BOOK_CALL_DELAY_MS = { desktop: 100, mobile: 500 } as const;

/** Book a Call's targets, in order of preference (SPEC 2 "Header"). */
const BOOK_CALL_TARGETS = ['contact-pill', 'contact'] as const;

/**
 * Book a Call (SPEC 2): after 100 ms (500 ms on mobile) scrolls to #contact-pill, else #contact (kept in
 * place like scrollToSection's targets while the content above settles), else to the fixed
 * fallback position. The navigation-complete marker follows after 1000 ms.
 */
export function scrollToContact(device: 'desktop' | 'mobile'): Promise<void> {
  track('book_a_call');
  return new Promise((resolve) => {
    setTimeout(() => {
      const el = findSection(...BOOK_CALL_TARGETS);
      if (el) scrollAndSettle(el, BOOK_CALL_TARGETS, NAV_COMPLETE_SHORT_MS);
      else {
        markNavigation(NAV_COMPLETE_SHORT_MS);
        window.scrollTo({ top: BOOK_CALL_FALLBACK_TOP[device], behavior: scrollBehavior() });
      }
      resolve();
    }, BOOK_CALL_DELAY_MS[device]);
  });
}

/** Window events the pinned platform-model section listens to. */
export const UNPIN_SCROLL_EFFECTS_EVENT = 'unpin-scroll-effects';
export const RECREATE_PIN_EVENT = 'recreate-pin';
/** Delay before the pin is recreated after 'Our Model' was chosen, ms. */
export const RECREATE_PIN_DELAY_MS = 1200;
/** Pinning only exists from this width up, px (SPEC 9 mobile breakpoint). */
export const PIN_MIN_WIDTH = 768;

/**
 * 'Our Model' (SPEC 2): removes the pinned scroll effects, scrolls to #our-platform-model, and
 * after 1200 ms fires 'recreate-pin' (from the mobile menu only when the viewport is >= 768 px).
 */
export function scrollToPlatformModel(device: 'desktop' | 'mobile'): boolean {
  window.dispatchEvent(new Event(UNPIN_SCROLL_EFFECTS_EVENT));
  const found = scrollToSection('our-platform-model');
  setTimeout(() => {
    if (device === 'desktop' || window.innerWidth >= PIN_MIN_WIDTH)
      window.dispatchEvent(new Event(RECREATE_PIN_EVENT));
  }, RECREATE_PIN_DELAY_MS);
  return found;
}
