import { createContext, useContext } from 'react';
import { useHydrated, useIsDesktop } from './sections/shared/use-media-query';

/**
 * The layout the server rendered the landing document for (issue 18, speed): 'mobile' for a
 * phone, 'desktop' for anything else, as the request named the device (apps/api
 * landing/device-layout.ts). A section with a phone variant and a wide one then sends only that
 * one, not both with CSS hiding one: a phone parses, builds and keeps in memory the markup it
 * shows. The page's data carries it (`LANDING_LAYOUT_KEY`) so each island hydrates the same
 * markup.
 */
export type ServerLayout = 'mobile' | 'desktop';

/** The LandingQueries key of the ServerLayout. Not a REST path: the server adds it. */
export const LANDING_LAYOUT_KEY = 'landing:layout';

/** True for the two layouts, for reading the page's data. */
export const isServerLayout = (value: unknown): value is ServerLayout =>
  value === 'mobile' || value === 'desktop';

/**
 * The ServerLayout of the page being rendered or hydrated (LandingProviders sets it from the
 * page's data); null where there is none (the app's own render, the console's previews, a
 * document without it): every variant is rendered, CSS shows the one for the width.
 */
export const ServerLayoutContext = createContext<ServerLayout | null>(null);

/** Which variants of a section with a phone and a wide layout to render, and how to show them. */
export interface SectionLayouts {
  /** Render the wide variant (768 px and wider, SPEC 9). */
  desktop: boolean;
  /** Render the phone variant. */
  mobile: boolean;
  /**
   * CSS shows each variant at its widths (`hidden md:block`, `md:hidden`). False while a single
   * variant the server chose is shown: it stays visible at any width until the island hydrates
   * and renders the one for the window (the other device's page, if the request's guess was
   * wrong).
   */
  byWidth: boolean;
}

/**
 * The variants a section renders: the server's layout (or both without one) on the server and
 * while React hydrates, so the markup matches; from the first render after, the one for the
 * window's width. Only islands use it (the projects showcase, the testimonials): a static
 * section is never rendered again in the browser, so it could not correct a wrong guess.
 */
export function useSectionLayouts(): SectionLayouts {
  const server = useContext(ServerLayoutContext);
  const hydrated = useHydrated();
  const isDesktop = useIsDesktop();
  if (hydrated) return { desktop: isDesktop, mobile: !isDesktop, byWidth: true };
  if (server === null) return { desktop: true, mobile: true, byWidth: true };
  return { desktop: server === 'desktop', mobile: server === 'mobile', byWidth: false };
}

/**
 * The display class of a section's `variant` (its element stays as the anchor of its id even
 * when empty): shown at its widths when CSS chooses, shown at any width when it is the one the
 * server chose, hidden when it is the other one.
 */
export function variantClass(layouts: SectionLayouts, variant: 'desktop' | 'mobile'): string {
  if (layouts.byWidth) return variant === 'desktop' ? 'hidden md:block' : 'md:hidden';
  return layouts[variant] ? '' : 'hidden';
}
