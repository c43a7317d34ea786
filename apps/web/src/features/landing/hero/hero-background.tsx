import { cn } from '@forma/ui';
import { useEffect, useRef, useState } from 'react';
import { HeroCloud } from './hero-cloud';
import { useHeroScroll } from './use-hero-scroll';
import { HERO_PLACEHOLDER_SRC } from './hero-placeholder';
import { HERO_STILL_PORTRAIT_MEDIA, heroClasses, portraitStillFor } from './hero-classes';
import type { VideoSource } from './video-sources';

export { HERO_PLACEHOLDER_SRC };

/**
 * Hero background (SPEC 4): the still image shows over a blurred placeholder, which fades out
 * once the still has loaded (the still is never transparent: it is the page's LCP element, and
 * must paint at full opacity from its first frame); at scroll 0 the
 * video is hidden, paused and rewound and the still image and cloud show; once scrolled the video
 * (mounted then) plays, the still and cloud hide, and the background blurs (scrollY / 30, max 10 px).
 * With reduced motion the video never autoplays. An aurora gradient sits under everything.
 */
export function HeroBackground({
  image,
  videoSources,
  reducedMotion,
  onReady,
}: {
  image: string;
  /** <source> list, preferred first (webm, then mp4). */
  videoSources: VideoSource[];
  reducedMotion: boolean;
  /** Fires when the still has loaded (or failed) or the video can play. */
  onReady?: () => void;
}) {
  const blurRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const scrolled = useHeroScroll(blurRef);
  const [stillLoaded, setStillLoaded] = useState(false);
  const portrait = portraitStillFor(image);
  const [stillFailed, setStillFailed] = useState(false);
  const [videoFailed, setVideoFailed] = useState(false);
  const playing = scrolled && !reducedMotion && !videoFailed;
  // The video element mounts with the first scroll (the server's markup has none: a `<video>`
  // costs the page's load its media player even paused), in the render that starts it playing.
  const [videoMounted, setVideoMounted] = useState(false);
  if (playing && !videoMounted) setVideoMounted(true);

  useEffect(() => {
    const el = videoRef.current;
    if (!el) return;
    if (playing) {
      el.play().catch(() => {
        /* autoplay refused: the still stays (SPEC 8, play failures ignored) */
      });
    } else {
      el.pause();
      try {
        el.currentTime = 0;
      } catch {
        /* not seekable yet */
      }
    }
  }, [playing]);

  return (
    <div aria-hidden className={heroClasses.background}>
      <div ref={blurRef} className={heroClasses.blurLayer}>
        {/* Aurora: the look when media is missing, and a tint under it when present. */}
        <div className={heroClasses.aurora} />
        {!stillFailed && (
          <img
            src={HERO_PLACEHOLDER_SRC}
            alt=""
            className={cn(heroClasses.placeholder, stillLoaded && 'opacity-0')}
            onError={(e) => {
              e.currentTarget.style.display = 'none';
            }}
          />
        )}
        {!stillFailed && (
          <picture>
            {portrait && <source media={HERO_STILL_PORTRAIT_MEDIA} srcSet={portrait} />}
            <img
              src={image}
              alt=""
              fetchPriority="high"
              decoding="async"
              ref={(img) => {
                // A cached still may be complete before React attaches onLoad.
                if (img?.complete && img.naturalWidth > 0 && !stillLoaded) {
                  setStillLoaded(true);
                  onReady?.();
                }
              }}
              onLoad={() => {
                setStillLoaded(true);
                onReady?.();
              }}
              onError={() => {
                setStillFailed(true);
                onReady?.();
              }}
              className={cn(heroClasses.still, playing ? 'opacity-0' : 'opacity-100')}
            />
          </picture>
        )}
        {videoMounted && !reducedMotion && !videoFailed && (
          <video
            key={videoSources.map((s) => s.src).join(' ')}
            ref={videoRef}
            muted
            playsInline
            loop
            preload="auto"
            tabIndex={-1}
            onLoadedData={() => onReady?.()}
            onError={() => setVideoFailed(true)}
            className={cn(
              'absolute inset-0 size-full object-cover transition-opacity duration-500',
              playing ? 'visible opacity-100' : 'invisible opacity-0',
            )}
          >
            {videoSources.map((source, i) => (
              <source
                key={source.src}
                src={source.src}
                type={source.type}
                // The last source failing means no source played (errors fire on <source>).
                onError={i === videoSources.length - 1 ? () => setVideoFailed(true) : undefined}
              />
            ))}
          </video>
        )}
      </div>
      <HeroCloud hidden={scrolled} still={reducedMotion} />
      {/* Legibility: darken towards the edges and melt into the page below. */}
      <div className={heroClasses.shade} />
      <div className={heroClasses.vignette} />
      <div className={heroClasses.dots} />
    </div>
  );
}
