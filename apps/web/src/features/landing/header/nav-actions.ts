import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { scrollToPlatformModel, scrollToSection, scrollToTop } from './scroll';
import type { NavItem } from './nav-items';

/**
 * Click handlers shared by the desktop nav and the mobile menu: scroll on the landing page, or
 * go to / (with the section as hash) from any other route.
 */
export function useNavActions() {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const onLanding = pathname === '/';

  const goToSection = useCallback(
    (item: NavItem, device: 'desktop' | 'mobile') => {
      const id = device === 'mobile' ? item.mobileId : item.id;
      const found =
        item.id === 'our-platform-model' ? scrollToPlatformModel(device) : scrollToSection(id);
      if (!found && !onLanding) void navigate({ to: '/', hash: item.id });
    },
    [navigate, onLanding],
  );

  const goHome = useCallback(() => {
    scrollToTop();
    if (!onLanding) void navigate({ to: '/' });
  }, [navigate, onLanding]);

  return { goToSection, goHome, pathname };
}
