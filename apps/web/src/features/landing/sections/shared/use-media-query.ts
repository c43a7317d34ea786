import { useSyncExternalStore } from 'react';
import { useMediaQuery } from '../../../../lib/use-media-query';

export { useMediaQuery };

/** The spec's mobile breakpoint: 768 px and wider is desktop (SPEC 9). */
export const DESKTOP_QUERY = '(min-width: 768px)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export const useIsDesktop = () => useMediaQuery(DESKTOP_QUERY);
export const usePrefersReducedMotion = () => useMediaQuery(REDUCED_MOTION_QUERY);

const subscribeNever = () => () => {};

/**
 * False while React hydrates server-rendered markup (and on the server), true from the first
 * render after it: markup that depends on the browser (its width) renders every variant until
 * then, each shown by CSS alone, so the server's HTML and the hydrating render match.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/** The wide masonry breakpoint: 3 columns from 1024 px, else 2. */
export const WIDE_QUERY = '(min-width: 1024px)';

/**
 * The masonry column counts to render: `[2, 3]` until hydrated (CSS shows one: `columnsClass`),
 * then the one for the window's width.
 */
export function useMasonryColumnCounts(): { counts: readonly (2 | 3)[]; both: boolean } {
  const hydrated = useHydrated();
  const wide = useMediaQuery(WIDE_QUERY);
  if (!hydrated) return { counts: [2, 3], both: true };
  return { counts: [wide ? 3 : 2], both: false };
}

/** The class that shows the `count`-column variant at its widths while both are rendered. */
export const columnsClass = (count: 2 | 3, both: boolean): string | undefined =>
  both ? (count === 3 ? 'hidden lg:flex' : 'lg:hidden') : undefined;
