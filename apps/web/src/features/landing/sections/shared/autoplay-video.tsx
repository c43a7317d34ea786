import { useEffect, useRef } from 'react';
import { useInView } from './use-in-view';

export interface VideoSource {
  src: string;
  type: string;
}

/**
 * A muted, looping, decorative video that plays while it is in view (grown by `rootMargin`) and
 * pauses when it leaves. Play failures (autoplay policies, missing files) are ignored.
 */
export function AutoplayVideo({
  sources,
  poster,
  preload = 'metadata',
  rootMargin = '0px',
  paused = false,
  className,
}: {
  sources: VideoSource[];
  poster?: string;
  preload?: 'none' | 'metadata' | 'auto';
  rootMargin?: string;
  /** Keeps the video paused even in view. */
  paused?: boolean;
  className?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const inView = useInView(ref, { rootMargin });

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (inView && !paused) {
      const attempt = video.play();
      if (attempt) attempt.catch(() => {});
    } else if (!video.paused) {
      video.pause();
    }
  }, [inView, paused]);

  // Raising `preload` after mount (e.g. none -> auto) starts the download of a still idle video.
  useEffect(() => {
    const video = ref.current;
    if (!video || preload === 'none') return;
    if (video.readyState === HTMLMediaElement.HAVE_NOTHING && video.paused) video.load();
  }, [preload]);

  return (
    <video
      ref={ref}
      className={className}
      muted
      loop
      playsInline
      preload={preload}
      poster={poster}
      aria-hidden
      tabIndex={-1}
      disablePictureInPicture
    >
      {sources.map((s) => (
        <source key={s.src} src={s.src} type={s.type} />
      ))}
    </video>
  );
}
