import { startTransition, useEffect, useState } from 'react';
import { DeferredSections, type SectionLoader } from './deferred/deferred-sections';
import { Header } from './header/header';
import { Hero } from './hero/hero';
import { StorageNotice } from './notices/storage-notice';
import { LoadingOverlay } from './overlay/loading-overlay';

/** The content sections below the hero, in SPEC 2 order, each in its own chunk. */
const SECTIONS: readonly SectionLoader[] = [
  () => import('./sections/credibility-bar/credibility-bar').then((m) => m.CredibilityBar),
  () => import('./sections/platform-model/platform-model').then((m) => m.PlatformModel),
  () => import('./sections/about/about').then((m) => m.About),
  () => import('./sections/how-it-works/how-it-works').then((m) => m.HowItWorks),
  () => import('./sections/partners/partners').then((m) => m.Partners),
  () => import('./sections/designers/designers-showcase').then((m) => m.DesignersShowcase),
  () => import('./sections/projects/projects-showcase').then((m) => m.ProjectsShowcase),
  () => import('./sections/ai-section/ai-section').then((m) => m.AiSection),
  () => import('./sections/testimonials/testimonials').then((m) => m.Testimonials),
  () => import('./contact/contact-section').then((m) => m.ContactSection),
];

/** The footer, outside `<main>`; mounted after the last section. */
const FOOTER: readonly SectionLoader[] = [() => import('./footer/footer').then((m) => m.Footer)];

/**
 * The landing page (`/`): header, hero, the content sections in SPEC 2 order, contact, footer;
 * over it the loading overlay (a fixed layer, the page paints underneath) and the storage notice.
 * The header and hero render first, in a transition; the sections below mount one by one right
 * after (DeferredSections), then the footer.
 */
export function LandingPage() {
  // The first render (header, hero, overlay) is a transition: React renders it in slices with
  // the browser free in between (TBT), while the static hero shell of the HTML stays on screen.
  const [started, setStarted] = useState(false);
  const [sectionsMounted, setSectionsMounted] = useState(false);
  useEffect(() => {
    startTransition(() => setStarted(true));
  }, []);
  if (!started) return null;
  return (
    <>
      <LoadingOverlay />
      <Header />
      <main id="main" className="overflow-x-clip bg-ink">
        <Hero />
        <DeferredSections
          loaders={SECTIONS}
          announce
          onAllMounted={() => setSectionsMounted(true)}
        />
      </main>
      {sectionsMounted && <DeferredSections loaders={FOOTER} />}
      <StorageNotice />
    </>
  );
}
