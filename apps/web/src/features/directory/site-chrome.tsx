import { cn, focusRing } from '@forma/ui';
import type { ReactNode } from 'react';
import { BrandLogo } from '../shell/brand-mark';
import { StaticPart } from '../shell/static-part';
import { homeHref, useSiteBase } from './site-base';

const navLink = cn(
  'rounded-full px-3 py-2 text-sm text-white/70 transition-colors hover:text-white',
  focusRing,
);

/**
 * The header of the site's server-rendered pages other than the landing page (the designer
 * directory and profiles, issue 19 item 5): the logo home, the directory, and the call to the
 * contact section. Plain links: these pages run no script.
 */
export function SiteHeader({ current }: { current?: 'directory' }) {
  const base = useSiteBase();
  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-ink/90 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-5 md:px-8">
        <a href={homeHref(base)} className={cn('flex items-center gap-3 rounded-full', focusRing)}>
          <BrandLogo className="size-9" />
          <span className="text-lg font-semibold tracking-tight">Forma</span>
        </a>
        <nav aria-label="Site" className="flex items-center gap-1 sm:gap-2">
          <a
            href={`${base}/designers`}
            aria-current={current === 'directory' ? 'page' : undefined}
            className={cn(navLink, 'hidden sm:inline-flex aria-[current=page]:text-white')}
          >
            Designers
          </a>
          <a
            href={`${homeHref(base)}#contact`}
            className={cn(
              'inline-flex h-10 items-center rounded-full bg-white px-4 text-sm font-medium text-ink transition-colors hover:bg-white/90',
              focusRing,
            )}
          >
            Book a Call
          </a>
        </nav>
      </div>
    </header>
  );
}

/** The footer of those pages: home, the directory, contact, and the copyright line of `year`. */
export function SiteFooter({ year }: { year: number }) {
  const base = useSiteBase();
  const link = cn('rounded-sm text-sm text-white/60 transition-colors hover:text-white', focusRing);
  return (
    <footer className="border-t border-white/10 bg-ink">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-5 py-10 text-sm text-white/50 sm:flex-row sm:items-center sm:justify-between md:px-8">
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-2">
          <a href={homeHref(base)} className={link}>
            Home
          </a>
          <a href={`${base}/designers`} className={link}>
            Designers
          </a>
          <a href={`${homeHref(base)}#contact`} className={link}>
            Contact
          </a>
        </nav>
        <p>© {year} Forma. All rights reserved.</p>
      </div>
    </footer>
  );
}

/**
 * A page of the site: header, `children` as the main content, footer. The header and footer are
 * static (StaticPart); the main content decides which of its parts hydrate.
 */
export function SitePage({
  year,
  current,
  children,
}: {
  year: number;
  current?: 'directory';
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-ink text-white">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <StaticPart>
        <SiteHeader current={current} />
      </StaticPart>
      <main id="main" className="flex-1">
        {children}
      </main>
      <StaticPart>
        <SiteFooter year={year} />
      </StaticPart>
    </div>
  );
}
