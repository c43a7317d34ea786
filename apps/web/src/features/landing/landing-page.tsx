import type { QueryClient } from '@tanstack/react-query';
import { readEnabled } from '@forma/validators/values';
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { contentQuery, listQuery, settingQuery } from './data';
import { DeferredSections, type SectionLoader } from './deferred/deferred-sections';
import { markPageSettled } from './deferred/sections-ready';
import { Header } from './header/header';
import { Hero } from './hero/hero';
import { StorageNotice } from './notices/storage-notice';
import { LoadingOverlay } from './overlay/loading-overlay';

/** Longest wait for a section's data before it mounts anyway (with its loading state), ms. */
const SECTION_DATA_WAIT_MS = 1500;

/**
 * A section's loader: its chunk, and its data fetched into the query cache first, so the section
 * renders once with its content (in a sliced transition) instead of rendering a loading state
 * and again, synchronously, when the data arrives.
 */
function section(
  load: () => Promise<ComponentType>,
  data: (client: QueryClient) => Promise<void>[] = () => [],
): SectionLoader {
  return async (client) => {
    // Failed fetches are left to the section's own queries (their error and retry rules).
    const dataIn = Promise.all(data(client)).catch(() => undefined);
    const timeout = new Promise((resolve) => setTimeout(resolve, SECTION_DATA_WAIT_MS));
    const [component] = await Promise.all([load(), Promise.race([dataIn, timeout])]);
    return component;
  };
}

/**
 * The projects section's settings, and the chunk of its selected style (unless the section is
 * off), so the section mounts at its full height instead of growing when that chunk arrives.
 */
async function preloadSelectedProjectsStyle(client: QueryClient): Promise<void> {
  const enabled = settingQuery('projectsSectionEnabled');
  const style = settingQuery('selectedProjectsStyle');
  const [styles] = await Promise.all([
    import('./sections/projects/projects-styles'),
    client.prefetchQuery(enabled),
    client.prefetchQuery(style),
  ]);
  if (readEnabled(client.getQueryData(enabled.queryKey)))
    await styles.preloadProjectsStyle(client.getQueryData(style.queryKey));
}

/** The content sections below the hero, in SPEC 2 order, each in its own chunk. */
const SECTIONS: readonly SectionLoader[] = [
  section(
    () => import('./sections/credibility-bar/credibility-bar').then((m) => m.CredibilityBar),
    (c) => [c.prefetchQuery(contentQuery('credibilityBar'))],
  ),
  section(
    () => import('./sections/platform-model/platform-model').then((m) => m.PlatformModel),
    (c) => [c.prefetchQuery(contentQuery('platformModel'))],
  ),
  section(
    () => import('./sections/about/about').then((m) => m.About),
    (c) => [c.prefetchQuery(contentQuery('about'))],
  ),
  section(
    () => import('./sections/how-it-works/how-it-works').then((m) => m.HowItWorks),
    (c) => [c.prefetchQuery(contentQuery('howItWorks'))],
  ),
  section(
    () => import('./sections/partners/partners').then((m) => m.Partners),
    (c) => [c.prefetchQuery(contentQuery('vcs')), c.prefetchQuery(listQuery('/api/clients'))],
  ),
  section(
    () => import('./sections/designers/designers-showcase').then((m) => m.DesignersShowcase),
    (c) => [
      c.prefetchQuery(contentQuery('advantage')),
      c.prefetchQuery(listQuery('/api/designers')),
    ],
  ),
  section(
    () => import('./sections/projects/projects-showcase').then((m) => m.ProjectsShowcase),
    (c) => [
      preloadSelectedProjectsStyle(c),
      c.prefetchQuery(contentQuery('projects')),
      c.prefetchQuery(listQuery('/api/projects')),
    ],
  ),
  section(
    () => import('./sections/ai-section/ai-section').then((m) => m.AiSection),
    (c) => [
      c.prefetchQuery(settingQuery('aiSectionEnabled')),
      c.prefetchQuery(settingQuery('selectedAiDesignStyle')),
      c.prefetchQuery(contentQuery('aiDesignTools')),
    ],
  ),
  section(
    () => import('./sections/testimonials/testimonials').then((m) => m.Testimonials),
    (c) => [
      c.prefetchQuery(contentQuery('whyUs')),
      c.prefetchQuery(listQuery('/api/testimonials')),
    ],
  ),
  section(
    () => import('./contact/contact-section').then((m) => m.ContactSection),
    (c) => [
      c.prefetchQuery(settingQuery('selectedContactFormDesign')),
      c.prefetchQuery(contentQuery('whyUs')),
    ],
  ),
];

/** The footer, outside `<main>`; mounted after the last section, as the visitor approaches it. */
const FOOTER: readonly SectionLoader[] = [
  section(() => import('./footer/footer').then((m) => m.Footer)),
];

/**
 * The landing page (`/`): header, hero, the content sections in SPEC 2 order, contact, footer;
 * over it the loading overlay (a fixed layer, the page paints underneath) and the storage notice.
 * The header and hero render first, in a transition; the sections below mount one by one as the
 * visitor approaches them (DeferredSections: those near the hero right after it, the rest, with
 * their chunks and data, only when scrolled towards, or all at once on in-page navigation, Tab or
 * printing), then the footer the same way.
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
      {sectionsMounted && <DeferredSections loaders={FOOTER} onAllMounted={markPageSettled} />}
      <StorageNotice />
    </>
  );
}
