import { Hydrate } from '@tanstack/react-start';
import { never, visible } from '@tanstack/react-start/hydration';
import { Component, useCallback, useEffect, useRef, type ReactNode } from 'react';
import { ContactSection } from './contact/contact-section';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { Hero } from './hero/hero';
import { LoadingOverlay } from './overlay/loading-overlay';
import { About } from './sections/about/about';
import { AiSection } from './sections/ai-section/ai-section';
import { CredibilityBar } from './sections/credibility-bar/credibility-bar';
import { DesignersShowcase } from './sections/designers/designers-showcase';
import { HowItWorks } from './sections/how-it-works/how-it-works';
import { Partners } from './sections/partners/partners';
import { PlatformModel } from './sections/platform-model/platform-model';
import { ProjectsShowcase } from './sections/projects/projects-showcase';
import { Testimonials } from './sections/testimonials/testimonials';

/**
 * How far outside the viewport a section starts hydrating: one viewport height, so it has
 * hydrated by the time the visitor scrolls to it.
 */
const NEAR = { rootMargin: '100% 0px' } as const;

/** The attribute a section's container gets once it has hydrated (tests wait on it). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Marks the container of section `name` hydrated (`onHydrated` of its boundary). */
function markHydrated(name: string): () => void {
  return () =>
    document.querySelector(`[data-island="${name}"]`)?.setAttribute(HYDRATED_ATTRIBUTE, 'true');
}

/**
 * Keeps a section's server-rendered HTML when its code cannot run (its chunk never arrives: a
 * lost connection, or a deploy that removed it). Start's deferred hydration has no fallback for
 * this: a boundary whose lazily loaded code fails throws to the route's error page, replacing the
 * whole landing page (after the router's one reload for a missing module). Here the error stops
 * at the section, which shows the HTML it had (`html()`, read before anything hydrated in it).
 */
class KeepServerHtml extends Component<
  { html: () => string | undefined; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div
        style={{ display: 'contents' }}
        dangerouslySetInnerHTML={{ __html: this.props.html() ?? '' }}
      />
    );
  }
}

/**
 * A named part of the page (`<div data-island="name">`, no box of its own): the tests find a
 * section by it, and see `data-hydrated` once its code runs. Its server HTML is kept for the
 * section in case its code never arrives (KeepServerHtml).
 */
function Part({ name, children }: { name: string; children: ReactNode }) {
  const serverHtml = useRef<string | undefined>(undefined);
  // Called when the page hydrates, before any section below it does: still the server's HTML.
  const keep = useCallback((element: HTMLDivElement | null) => {
    if (element && serverHtml.current === undefined) serverHtml.current = element.innerHTML;
  }, []);
  return (
    <div ref={keep} data-island={name} style={{ display: 'contents' }}>
      <KeepServerHtml html={() => serverHtml.current}>{children}</KeepServerHtml>
    </div>
  );
}

/**
 * The landing page (`/`, SPEC 2): header, hero, the content sections in SPEC 2 order, contact and
 * the footer, every one rendered on the server from the stored content, so the HTML holds the
 * whole page and its final height. What hydrates at load is small: the overlay, the header and
 * the hero (their effects run the intro and the header's fade). Every other section that
 * responds hydrates as it nears the viewport (`visible()`, its code in a chunk of its own by
 * Start's compiler); the credibility bar, how-it-works and the designer gallery never hydrate
 * (`never()`). Nothing above these boundaries changes after the first render (the providers
 * are made once per page): a change there would hydrate them at once. `runOverlay`: React runs
 * the loading overlay (always, since the page is React's from the first frame).
 */
export function LandingPage({ runOverlay = true }: { runOverlay?: boolean }) {
  useEffect(() => {
    markHydrated('header')();
    markHydrated('hero')();
  }, []);
  return (
    <>
      <LoadingOverlay run={runOverlay} />
      <Part name="header">
        <Header />
      </Part>
      <main id="main" className="overflow-x-clip bg-ink">
        <Part name="hero">
          <Hero />
        </Part>
        <Hydrate when={never()}>
          <CredibilityBar />
        </Hydrate>
        <Part name="platformModel">
          <Hydrate when={visible(NEAR)} onHydrated={markHydrated('platformModel')}>
            <PlatformModel />
          </Hydrate>
        </Part>
        <Part name="about">
          <Hydrate when={visible(NEAR)} onHydrated={markHydrated('about')}>
            <About />
          </Hydrate>
        </Part>
        <Hydrate when={never()}>
          <HowItWorks />
        </Hydrate>
        <Part name="partners">
          <Hydrate when={visible(NEAR)} onHydrated={markHydrated('partners')}>
            <Partners />
          </Hydrate>
        </Part>
        <Hydrate when={never()}>
          <DesignersShowcase />
        </Hydrate>
        <Part name="projects">
          <Hydrate when={visible(NEAR)} onHydrated={markHydrated('projects')}>
            <ProjectsShowcase />
          </Hydrate>
        </Part>
        <Part name="aiSection">
          <Hydrate when={visible(NEAR)} onHydrated={markHydrated('aiSection')}>
            <AiSection />
          </Hydrate>
        </Part>
        <Part name="testimonials">
          <Hydrate when={visible(NEAR)} onHydrated={markHydrated('testimonials')}>
            <Testimonials />
          </Hydrate>
        </Part>
        <Part name="contact">
          <Hydrate when={visible(NEAR)} onHydrated={markHydrated('contact')}>
            <ContactSection />
          </Hydrate>
        </Part>
      </main>
      <Part name="footer">
        <Hydrate when={visible(NEAR)} onHydrated={markHydrated('footer')}>
          <Footer />
        </Hydrate>
      </Part>
    </>
  );
}
