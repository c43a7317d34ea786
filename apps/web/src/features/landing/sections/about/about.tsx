import { Check } from 'lucide-react';
import { useContent } from '../../data';
import { AutoplayVideo } from '../shared/autoplay-video';
import { SectionBadge } from '../shared/section-header';
import { usePreloadAfterPlatformModel } from './use-preload-after-model';

const VIDEO_SOURCES = [
  { src: '/assets/about/about-loop.webm', type: 'video/webm' },
  { src: '/assets/about/about-loop.mp4', type: 'video/mp4' },
];

const POSTER = '/assets/about/about-poster.webp';

/** 'Our Expertise' (About): copy, the list of services and a looping studio video. */
export function About() {
  const { content } = useContent('about');
  const preload = usePreloadAfterPlatformModel();
  const services = (content.services ?? []).map((s) => s.name).filter(Boolean);

  return (
    <section
      id="about"
      aria-labelledby="about-title"
      data-section-theme="dark"
      className="relative overflow-hidden bg-ink py-24 text-white md:py-32"
    >
      <div aria-hidden className="pointer-events-none absolute inset-0">
        <div className="absolute top-1/4 -right-40 h-[32rem] w-[32rem] rounded-full bg-violet-600/20 blur-[120px]" />
        <div className="absolute bottom-0 -left-40 h-[28rem] w-[28rem] rounded-full bg-cyan-500/10 blur-[120px]" />
      </div>
      <div className="relative mx-auto grid max-w-7xl items-center gap-14 px-5 md:px-8 lg:grid-cols-[1.05fr_1fr] lg:gap-20">
        <div>
          <SectionBadge>{content.badgeText}</SectionBadge>
          <h2
            id="about-title"
            className="mt-6 bg-gradient-to-b from-white via-white to-zinc-300 bg-clip-text text-4xl font-semibold tracking-tight text-balance text-transparent md:text-5xl lg:text-[3.5rem] lg:leading-[1.05]"
          >
            {content.title}
          </h2>
          <p className="mt-6 text-lg leading-relaxed text-zinc-300">{content.description}</p>
          <p className="mt-4 leading-relaxed text-zinc-400">{content.description2}</p>
          {services.length > 0 ? (
            <ul aria-label="Services" className="mt-10 grid gap-3 sm:grid-cols-2">
              {services.map((name) => (
                <li
                  key={name}
                  className="flex items-center gap-3 rounded-2xl border border-white/10 bg-white/[0.04] px-4 py-3.5 text-sm font-medium text-zinc-100 backdrop-blur transition-colors hover:border-white/20 hover:bg-white/[0.07]"
                >
                  <span
                    aria-hidden
                    className="flex size-6 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-violet-500 to-cyan-400 text-white"
                  >
                    <Check className="size-3.5" strokeWidth={3} />
                  </span>
                  {name}
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <div className="relative">
          <div
            aria-hidden
            className="absolute -inset-4 rounded-[2.5rem] bg-gradient-to-br from-violet-600/40 via-transparent to-cyan-500/30 blur-2xl"
          />
          <div className="relative aspect-[4/5] overflow-hidden rounded-[2rem] border border-white/10 bg-gradient-to-br from-violet-950 via-zinc-900 to-cyan-950 shadow-2xl shadow-black/60 sm:aspect-[5/4] lg:aspect-[4/5]">
            <AutoplayVideo
              className="absolute inset-0 size-full object-cover"
              sources={VIDEO_SOURCES}
              // The loop's first frames, as a still: shown until the video plays, and without
              // JavaScript.
              poster={POSTER}
              preload={preload ? 'auto' : 'none'}
              rootMargin="300px"
            />
            <div
              aria-hidden
              className="absolute inset-0 bg-gradient-to-t from-black/50 via-transparent to-transparent"
            />
            <div
              aria-hidden
              className="absolute inset-0 rounded-[2rem] ring-1 ring-white/10 ring-inset"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
