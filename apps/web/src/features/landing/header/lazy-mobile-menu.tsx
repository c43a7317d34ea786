import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { MenuButton } from './menu-button';
import type { MobileMenuProps } from './mobile-menu';

const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

/** Longest wait for an idle moment before the menu's chunk is loaded anyway, ms. */
const LOAD_IDLE_TIMEOUT_MS = 3000;

/**
 * The mobile menu (mobile-menu.tsx) with its dialog code in a chunk of its own, so it is not
 * part of the landing page's initial JavaScript. Until that chunk is in, a plain MenuButton
 * stands in; the chunk loads at the first idle moment, or at once when the button is hovered,
 * focused or pressed; a press before it was in opens the menu as soon as it is, and a focused
 * stand-in hands the focus on to the real trigger.
 */
export function LazyMobileMenu(props: Omit<MobileMenuProps, 'defaultOpen' | 'focusOnMount'>) {
  const [load, setLoad] = useState(false);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  // Keyboard focus moves to the real trigger when it replaces the stand-in.
  const standInFocused = useRef(false);

  useEffect(() => {
    if (load) return;
    const start = () => setLoad(true);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(start, { timeout: LOAD_IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(start, LOAD_IDLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [load]);

  const standIn = (
    <MenuButton
      light={props.light}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={() => setLoad(true)}
      onFocus={() => {
        standInFocused.current = true;
        setLoad(true);
      }}
      onBlur={() => {
        standInFocused.current = false;
      }}
      onClick={() => {
        setOpenOnLoad(true);
        setLoad(true);
      }}
    />
  );
  if (!load) return standIn;
  return (
    <Suspense fallback={standIn}>
      <MobileMenu {...props} defaultOpen={openOnLoad} focusOnMount={standInFocused.current} />
    </Suspense>
  );
}
