import { cn, focusRing } from '@forma/ui';
import { Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../shell/brand-mark';
import { scrollToSection, scrollToTop } from '../header/scroll';
import { LEGAL_LINKS, QUICK_LINKS, QUICK_LINKS_ID, RESOURCE_LINKS } from './footer-links';
import { NewsletterForm } from './newsletter-form';
import { PlaceholderLink } from './placeholder-link';
import { InstagramIcon, LinkedInIcon, XIcon } from './social-icons';

const SOCIALS = [
  { label: 'Forma on X', Icon: XIcon },
  { label: 'Forma on LinkedIn', Icon: LinkedInIcon },
  { label: 'Forma on Instagram', Icon: InstagramIcon },
] as const;

const linkClass = cn(
  'text-sm text-white/60 transition-colors hover:text-white rounded-sm',
  focusRing,
);

function Column({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <nav aria-label={title} id={id} className={id ? 'scroll-mt-24' : undefined}>
      <h2 className="text-xs font-semibold tracking-[0.18em] text-white/85 uppercase">{title}</h2>
      <ul className="mt-5 grid gap-3">{children}</ul>
    </nav>
  );
}

/**
 * The site footer (SPEC 2 "Footer"): logo, claim, socials, quick links to the sections,
 * placeholder resources and legal links, the newsletter form and the copyright line.
 */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="relative isolate overflow-hidden border-t border-white/10 bg-ink">
      <div
        aria-hidden
        className="absolute inset-x-0 -top-px -z-10 h-px bg-gradient-to-r from-transparent via-violet-500/60 to-transparent"
      />
      <div
        aria-hidden
        className="absolute bottom-[-220px] left-1/2 -z-10 h-[360px] w-[900px] -translate-x-1/2 rounded-full bg-violet-700/15 blur-[120px]"
      />
      <div className="mx-auto max-w-7xl px-5 pt-16 pb-10 sm:px-8 sm:pt-20">
        <div className="grid gap-12 lg:grid-cols-12 lg:gap-8">
          <div className="lg:col-span-4">
            <a
              href="/"
              onClick={(event) => {
                event.preventDefault();
                scrollToTop();
              }}
              aria-label="Forma home"
              className={cn('inline-flex items-center gap-3 rounded-xl', focusRing)}
            >
              <BrandLogo />
              <span className="text-lg font-semibold tracking-tight">Forma</span>
            </a>
            <p className="mt-5 max-w-xs leading-relaxed text-white/60">
              Connecting world-class creative talent with innovative companies.
            </p>
            <ul className="mt-6 flex gap-2">
              {SOCIALS.map(({ label, Icon }) => (
                <li key={label}>
                  <PlaceholderLink
                    aria-label={label}
                    className="inline-flex size-10 items-center justify-center rounded-full border border-white/10 bg-white/[0.04] text-white/70 transition-colors hover:border-white/25 hover:text-white"
                  >
                    <Icon className="size-4" />
                  </PlaceholderLink>
                </li>
              ))}
            </ul>
          </div>

          <div className="grid grid-cols-2 gap-10 sm:grid-cols-3 lg:col-span-5">
            <Column title="Quick Links" id={QUICK_LINKS_ID}>
              {QUICK_LINKS.map(({ label, id }) => (
                <li key={id}>
                  <a
                    href={`#${id}`}
                    onClick={(event) => {
                      if (scrollToSection(id)) event.preventDefault();
                    }}
                    className={linkClass}
                  >
                    {label}
                  </a>
                </li>
              ))}
            </Column>
            <Column title="Resources">
              {RESOURCE_LINKS.map((label) => (
                <li key={label}>
                  <PlaceholderLink className={linkClass}>{label}</PlaceholderLink>
                </li>
              ))}
            </Column>
            <Column title="Legal">
              {LEGAL_LINKS.map((label) => (
                <li key={label}>
                  <PlaceholderLink className={linkClass}>{label}</PlaceholderLink>
                </li>
              ))}
            </Column>
          </div>

          {/* Without JavaScript nothing could intercept the newsletter form (the browser would
              put the address in the URL): the column is not shown. */}
          <div className="hidden scripted:block lg:col-span-3">
            <h2 className="text-xs font-semibold tracking-[0.18em] text-white/85 uppercase">
              Stay in the loop
            </h2>
            <p className="mt-5 text-sm leading-relaxed text-white/60">
              Design insights and new talent, once a month.
            </p>
            <NewsletterForm />
          </div>
        </div>

        <div className="mt-16 flex flex-col gap-3 border-t border-white/10 pt-8 text-sm text-white/55 sm:flex-row sm:items-center sm:justify-between">
          <p>© {year} Forma. All rights reserved.</p>
          <p className="inline-flex items-center gap-2">
            <Heart aria-hidden className="size-4 fill-rose-500/80 text-rose-500/80" />
            Designed with a heart in San Francisco
          </p>
        </div>
      </div>
    </footer>
  );
}
