import { useLazyDialog } from '../../../lib/use-lazy-dialog';
import { MenuButton } from './menu-button';
import type { MobileMenuProps } from './mobile-menu';

/** Longest wait for an idle moment before the menu's chunk is loaded anyway, ms. */
const LOAD_IDLE_TIMEOUT_MS = 3000;

const loadMobileMenu = () => import('./mobile-menu').then((m) => m.MobileMenu);

/**
 * The mobile menu (mobile-menu.tsx) with its dialog code in a chunk of its own, so it is not
 * part of the landing page's initial JavaScript. Until that chunk is in, a plain MenuButton
 * stands in; the chunk loads at the first idle moment, or at once when the button is focused or
 * pressed (useLazyDialog).
 */
export function LazyMobileMenu(props: Omit<MobileMenuProps, 'defaultOpen' | 'focusOnMount'>) {
  const { Dialog, mountProps, standInProps } = useLazyDialog(loadMobileMenu, {
    idleTimeoutMs: LOAD_IDLE_TIMEOUT_MS,
  });
  if (Dialog) return <Dialog {...props} {...mountProps} />;
  return <MenuButton light={props.light} {...standInProps} />;
}
