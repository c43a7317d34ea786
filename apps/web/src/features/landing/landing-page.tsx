import { ContactSection } from './contact/contact-section';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { Hero } from './hero/hero';
import { Island } from './islands/island';
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
 * The landing page (`/`, SPEC 2): header, hero, the content sections in SPEC 2 order, contact and
 * the footer, every one rendered on the server from the stored content (entry-server.tsx), so the
 * document holds the whole page and its final height. What responds to a visitor is an
 * {@link Island}, hydrated on its own in the browser (landing-client.tsx); the credibility bar,
 * how-it-works and the designer gallery are static markup that is never rendered again there.
 * The loading overlay's markup comes with the page (landing-client.tsx runs it; `runOverlay`: React
 * does, in the app's fallback); the storage notice and the toaster are the browser's own
 * (LandingChrome).
 */
export function LandingPage({ runOverlay = false }: { runOverlay?: boolean }) {
  return (
    <>
      <LoadingOverlay run={runOverlay} />
      <Island name="header">
        <Header />
      </Island>
      <main id="main" className="overflow-x-clip bg-ink">
        <Island name="hero">
          <Hero />
        </Island>
        <CredibilityBar />
        <Island name="platformModel">
          <PlatformModel />
        </Island>
        <Island name="about">
          <About />
        </Island>
        <HowItWorks />
        <Island name="partners">
          <Partners />
        </Island>
        <DesignersShowcase />
        <Island name="projects">
          <ProjectsShowcase />
        </Island>
        <Island name="aiSection">
          <AiSection />
        </Island>
        <Island name="testimonials">
          <Testimonials />
        </Island>
        <Island name="contact">
          <ContactSection />
        </Island>
      </main>
      <Island name="footer">
        <Footer />
      </Island>
    </>
  );
}
