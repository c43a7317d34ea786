import { cn } from '@forma/ui';
import { ArrowDown, ArrowRight } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { track } from '../../../lib/analytics';
import { useContent } from '../data';
import { markHeroReady } from '../overlay/track-readiness';
import { scrollToSection } from '../header/scroll';
import { HeroBackground } from './hero-background';
import { heroClasses } from './hero-classes';
import { useHeroTitle } from './use-hero-title';
import { useHeroIntro } from './use-hero-intro';
import { useReducedMotion } from './use-reduced-motion';
import { heroVideoSources } from './video-sources';

/** Follows a CTA link: in-page anchors scroll smoothly (header offset), others navigate. */
function follow(link: string) {
  if (link.startsWith('#')) {
    if (!scrollToSection(link.slice(1))) window.location.hash = link;
  } else {
    window.location.assign(link);
  }
}

/**
 * The landing hero (SPEC 2 "Hero", SPEC 4 "Hero intro"): tagline, HTML title, subtitle and two
 * calls to action over the still/video background; content from the `hero` block with defaults.
 * Reports the loading overlay's `hero` flag once the still has loaded or the video can play.
 */
export function Hero() {
  const { content } = useContent('hero');
  const reducedMotion = useReducedMotion();
  const rootRef = useRef<HTMLElement>(null);
  useHeroIntro(rootRef, reducedMotion);
  const title = useHeroTitle(content.title);
  const videoSources = useMemo(
    () => heroVideoSources(content.backgroundVideo),
    [content.backgroundVideo],
  );

  return (
    <section ref={rootRef} id="hero" aria-labelledby="hero-title" className={heroClasses.section}>
      <HeroBackground
        image={content.backgroundImage}
        videoSources={videoSources}
        reducedMotion={reducedMotion}
        onReady={markHeroReady}
      />
      <div className={heroClasses.inner}>
        <div data-intro="badge" className="hero-intro-hidden">
          <span className={heroClasses.badge}>
            <span className={heroClasses.badgeDot}>
              <span className={heroClasses.badgePing} />
              <span className={heroClasses.badgeCore} />
            </span>
            {content.tagline}
          </span>
        </div>
        <h1
          id="hero-title"
          data-intro="title"
          className={heroClasses.title}
          dangerouslySetInnerHTML={{ __html: title }}
        />
        <p data-intro="subtitle" className={heroClasses.subtitle}>
          {content.subtitle}
        </p>
        <div data-intro="buttons" className={cn('hero-intro-hidden', heroClasses.buttons)}>
          {/* Links (issue 39 item 10): without JavaScript they go to their anchor or page;
              the script scrolls there as SPEC 4 says. */}
          <a
            href={content.primaryCtaLink}
            className={heroClasses.primary}
            onClick={(event) => {
              track('hero_primary_cta');
              event.preventDefault();
              follow(content.primaryCtaLink);
            }}
          >
            {content.primaryCta}
            <ArrowDown
              aria-hidden
              className="transition-transform duration-300 group-hover:translate-y-0.5"
            />
          </a>
          <a
            href={content.secondaryCtaLink}
            onClick={(event) => {
              track('hero_secondary_cta');
              if (content.secondaryCtaLink.startsWith('#')) {
                event.preventDefault();
                follow(content.secondaryCtaLink);
              }
            }}
            className={heroClasses.secondary}
          >
            {content.secondaryCta}
            <ArrowRight
              aria-hidden
              className="transition-transform duration-300 group-hover:translate-x-0.5"
            />
          </a>
        </div>
      </div>
      <div aria-hidden className={heroClasses.scrollCue}>
        Scroll
        <span className={heroClasses.scrollTrack}>
          <span className={heroClasses.scrollBar} />
        </span>
      </div>
    </section>
  );
}
