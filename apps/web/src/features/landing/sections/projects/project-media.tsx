import { cn } from '@forma/ui';
import { ResponsiveImage } from '../../../shell/responsive-image';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useInView } from '../shared/use-in-view';
import { useNearOnce } from '../shared/use-near-once';
import { usePrefersReducedMotion } from '../shared/use-media-query';
import { posterFor, type ShowcaseProject } from './pick-projects';

const FIT: Record<ShowcaseProject['fitMode'], string> = {
  crop: 'object-cover',
  cover: 'object-cover',
  contain: 'object-contain',
  fill: 'object-fill',
};

/** Orientation a layout gives a project: its own, or for content projects one portrait in 5. */
export function orientationOf(project: ShowcaseProject, index: number): 'portrait' | 'landscape' {
  return project.orientation ?? (index % 5 === 0 ? 'portrait' : 'landscape');
}

/** Aspect-ratio class reserving a card's media box (portrait 2:3, landscape 4:3). */
export const ASPECT = { portrait: 'aspect-[2/3]', landscape: 'aspect-[4/3]' } as const;

/** The work's own size limits (maxWidth / maxHeight, px) as inline styles. */
export function mediaLimits(project: ShowcaseProject): CSSProperties {
  return {
    maxWidth: project.maxWidth ?? undefined,
    maxHeight: project.maxHeight ?? undefined,
  };
}

/**
 * A project's image or looping video, filling its (size-reserving) parent. Images load lazily
 * unless `eager`, at the size they are shown (`sizes`, CSS width; an upload with variants is a
 * `<picture>`, issue 19 item 3); videos show their poster and play only while in view (never
 * with reduced motion).
 */
export function ProjectMedia({
  project,
  className,
  eager = false,
  sizes = '(min-width: 1024px) 45vw, 90vw',
}: {
  project: ShowcaseProject;
  className?: string;
  eager?: boolean;
  sizes?: string;
}) {
  const [failed, setFailed] = useState(false);
  const classes = cn('absolute inset-0 size-full', FIT[project.fitMode], className);
  if (!project.imageUrl || failed) {
    return (
      <div
        role="img"
        aria-label={project.title}
        className="absolute inset-0 bg-gradient-to-br from-violet-300 via-zinc-200 to-cyan-200"
      />
    );
  }
  if (project.isVideo) {
    return <ProjectVideo project={project} className={classes} onError={() => setFailed(true)} />;
  }
  return (
    <ResponsiveImage
      className={classes}
      src={project.imageUrl}
      sizes={sizes}
      alt={project.title}
      loading={eager ? 'eager' : 'lazy'}
      draggable={false}
      onError={() => setFailed(true)}
    />
  );
}

interface ProjectVideoProps {
  project: ShowcaseProject;
  className: string;
  onError: () => void;
}

/**
 * A project's video: its poster as an image (the server's markup, and until it nears the
 * viewport: a `<video>` costs the page's load its media player even paused), then the video
 * over the same poster, playing while in view.
 */
function ProjectVideo(props: ProjectVideoProps) {
  const [ref, near] = useNearOnce<HTMLElement>('200px');
  const poster = posterFor(props.project.imageUrl);
  if (near) return <LoopingProjectVideo {...props} />;
  if (!poster)
    return (
      <div ref={ref} role="img" aria-label={props.project.title} className={props.className} />
    );
  return (
    <img
      ref={ref}
      className={props.className}
      src={poster}
      alt={props.project.title}
      loading="lazy"
      decoding="async"
      draggable={false}
    />
  );
}

function LoopingProjectVideo({ project, className, onError }: ProjectVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const inView = useInView(ref, { rootMargin: '100px' });
  const reduced = usePrefersReducedMotion();

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (inView && !reduced) {
      const attempt = video.play();
      if (attempt) attempt.catch(() => {});
    } else if (!video.paused) {
      video.pause();
    }
  }, [inView, reduced]);

  return (
    <video
      ref={ref}
      className={className}
      src={project.imageUrl}
      poster={posterFor(project.imageUrl)}
      muted
      loop
      playsInline
      preload="metadata"
      aria-label={project.title}
      disablePictureInPicture
      onError={onError}
    />
  );
}
