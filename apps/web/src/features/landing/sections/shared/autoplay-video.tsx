import { useEffect, useRef } from 'react';
import { useInView } from './use-in-view';
import { useNearOnce } from './use-near-once';

export interface VideoSource {
  src: string;
  type: string;
}

interface AutoplayVideoProps {
  sources: VideoSource[];
  poster?: string;
  preload?: 'none' | 'metadata' | 'auto';
  rootMargin?: string;
  /** Keeps the video paused even in view. */
  paused?: boolean;
  className?: string;
}

/**
 * A muted, looping, decorative video that plays while it is in view (grown by `rootMargin`) and
 * pauses when it leaves. Play failures (autoplay policies, missing files) are ignored.
 * The server's markup and the page until the video nears the viewport hold its poster as an
 * image (or an empty box without one): a `<video>` element costs the page's load its media
 * player, even paused, so it mounts only when it is about to be seen, over the same poster.
 */
export function AutoplayVideo(props: AutoplayVideoProps) {
  const [ref, near] = useNearOnce<HTMLElement>(props.rootMargin ?? '200px');
  if (near) return <LoopingVideo {...props} />;
  return props.poster ? (
    <img
      ref={ref}
      src={props.poster}
      alt=""
      aria-hidden
      loading="lazy"
      decoding="async"
      className={props.className}
    />
  ) : (
    <div ref={ref} aria-hidden className={props.className} />
  );
}

function LoopingVideo({
  sources,
  poster,
  preload = 'metadata',
  rootMargin = '0px',
  paused = false,
  className,
}: AutoplayVideoProps) {
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
