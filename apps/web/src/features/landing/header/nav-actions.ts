import { useCallback } from 'react';
import { scrollToPlatformModel, scrollToSection, scrollToTop } from './scroll';
import type { NavItem } from './nav-items';

/**
 * Click handlers shared by the desktop nav and the mobile menu (SPEC 2 "Header"): the header
 * lives on the landing page only, so a section link scrolls to its section (the header's offset,
 * 'Our Model' unpinning first) and the logo scrolls to the top. A section that is not found
 * leaves the address's hash to the browser.
 */
export function useNavActions() {
  const goToSection = useCallback((item: NavItem, device: 'desktop' | 'mobile') => {
    const id = device === 'mobile' ? item.mobileId : item.id;
    const found =
      item.id === 'our-platform-model' ? scrollToPlatformModel(device) : scrollToSection(id);
    if (!found) window.location.hash = item.id;
  }, []);

  const goHome = useCallback(() => scrollToTop(), []);

  return { goToSection, goHome };
}
