import { ContactSection } from './contact/contact-section';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { Hero } from './hero/hero';
import { StorageNotice } from './notices/storage-notice';
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
 * The landing page (`/`): header, hero, the content sections in SPEC 2 order, contact, footer;
 * over it the loading overlay (a fixed layer, the page paints underneath) and the storage notice.
 */
export function LandingPage() {
  return (
    <>
      <LoadingOverlay />
      <Header />
      <main id="main" className="overflow-x-clip bg-ink">
        <Hero />
        <CredibilityBar />
        <PlatformModel />
        <About />
        <HowItWorks />
        <Partners />
        <DesignersShowcase />
        <ProjectsShowcase />
        <AiSection />
        <Testimonials />
        <ContactSection />
      </main>
      <Footer />
      <StorageNotice />
    </>
  );
}
