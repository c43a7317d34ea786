import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { onIdle } from '../../../lib/idle';
import { MenuButton } from './menu-button';
import type { MobileMenuProps } from './mobile-menu';

/** Longest wait for an idle moment before the menu's chunk is loaded anyway, ms. */
const LOAD_IDLE_TIMEOUT_MS = 3000;

/**
 * The mobile menu (mobile-menu.tsx) with its dialog code in a chunk of its own, so it is not
 * part of the landing page's initial JavaScript. Until that chunk is in, a plain MenuButton
 * stands in; the chunk loads at the first idle moment, or at once when the button is focused or
 * pressed. A press before the chunk was in opens the menu as soon as it is (the press is noted
 * on pointer-down, since the stand-in may be swapped out before the click completes), and a
 * focused stand-in hands the focus on to the real trigger.
 */
export function LazyMobileMenu(props: Omit<MobileMenuProps, 'defaultOpen' | 'focusOnMount'>) {
  const [Menu, setMenu] = useState<ComponentType<MobileMenuProps> | null>(null);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const standInFocused = useRef(false);
  const loading = useRef(false);

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    void import('./mobile-menu').then((m) => setMenu(() => m.MobileMenu));
  }, []);

  useEffect(() => onIdle(load, LOAD_IDLE_TIMEOUT_MS), [load]);

  if (Menu)
    return (
      <Menu
        {...props}
        defaultOpen={openOnLoad}
        // An open menu takes the focus itself; focusing the trigger would close it again.
        focusOnMount={standInFocused.current && !openOnLoad}
      />
    );
  const open = () => {
    setOpenOnLoad(true);
    load();
  };
  return (
    <MenuButton
      light={props.light}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerDown={open}
      onClick={open}
      onFocus={() => {
        standInFocused.current = true;
        load();
      }}
      onBlur={() => {
        standInFocused.current = false;
      }}
    />
  );
}
