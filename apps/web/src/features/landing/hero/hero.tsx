import { Badge, Button, buttonVariants, cn } from '@forma/ui';
import { ArrowDown, ArrowRight } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { track } from '../../../lib/analytics';
import { useContent } from '../data';
import { markHeroReady } from '../overlay/track-readiness';
import { scrollToSection } from '../header/scroll';
import { HeroBackground } from './hero-background';
import { formatHeroTitle } from './title';
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
  const title = useMemo(() => formatHeroTitle(content.title), [content.title]);
  const videoSources = useMemo(
    () => heroVideoSources(content.backgroundVideo),
    [content.backgroundVideo],
  );
  const hidden = reducedMotion ? undefined : { opacity: 0 };

  return (
    <section
      ref={rootRef}
      id="hero"
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-svh items-center overflow-hidden pt-[72px]"
    >
      <HeroBackground
        image={content.backgroundImage}
        videoSources={videoSources}
        reducedMotion={reducedMotion}
        onReady={markHeroReady}
      />
      <div className="mx-auto flex w-full max-w-6xl flex-col items-center px-5 py-20 text-center sm:px-8">
        <div data-intro="badge" style={hidden}>
          <Badge className="gap-2 border-white/15 bg-white/[0.06] px-4 py-1.5 text-[13px] tracking-wide text-white/85 shadow-[0_0_40px_-10px_rgba(139,92,246,0.8)]">
            <span className="relative flex size-2">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-violet-400 opacity-60 motion-reduce:hidden" />
              <span className="relative inline-flex size-2 rounded-full bg-gradient-to-r from-violet-400 to-cyan-300" />
            </span>
            {content.tagline}
          </Badge>
        </div>
        <h1
          id="hero-title"
          data-intro="title"
          style={hidden}
          className="font-display mt-7 max-w-5xl text-[2.75rem] leading-[0.98] font-semibold tracking-[-0.04em] text-balance text-white sm:text-6xl md:text-7xl lg:text-[5.75rem] xl:text-[6.25rem] 2xl:text-[7rem]"
          dangerouslySetInnerHTML={{ __html: title }}
        />
        <p
          data-intro="subtitle"
          style={hidden}
          className="mt-7 max-w-2xl text-base leading-relaxed text-pretty text-white/70 sm:text-lg md:text-xl"
        >
          {content.subtitle}
        </p>
        <div
          data-intro="buttons"
          style={hidden}
          className="mt-10 flex flex-wrap items-center justify-center gap-3"
        >
          <Button
            size="lg"
            className="group"
            onClick={() => {
              track('hero_primary_cta');
              follow(content.primaryCtaLink);
            }}
          >
            {content.primaryCta}
            <ArrowDown
              aria-hidden
              className="transition-transform duration-300 group-hover:translate-y-0.5"
            />
          </Button>
          <a
            href={content.secondaryCtaLink}
            onClick={(event) => {
              track('hero_secondary_cta');
              if (content.secondaryCtaLink.startsWith('#')) {
                event.preventDefault();
                follow(content.secondaryCtaLink);
              }
            }}
            className={cn(
              buttonVariants({ variant: 'secondary', size: 'lg' }),
              'group hidden sm:inline-flex',
            )}
          >
            {content.secondaryCta}
            <ArrowRight
              aria-hidden
              className="transition-transform duration-300 group-hover:translate-x-0.5"
            />
          </a>
        </div>
      </div>
      <div
        aria-hidden
        className="pointer-events-none absolute bottom-8 left-1/2 hidden -translate-x-1/2 flex-col items-center gap-2 text-[11px] tracking-[0.3em] text-white/40 uppercase md:flex"
      >
        Scroll
        <span className="h-10 w-px overflow-hidden bg-white/10">
          <span className="block h-1/2 w-px animate-[scroll-cue_2s_ease-in-out_infinite] bg-gradient-to-b from-transparent to-white/70 motion-reduce:animate-none" />
        </span>
      </div>
    </section>
  );
}
