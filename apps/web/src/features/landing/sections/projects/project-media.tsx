import { cn } from '@forma/ui';
import { useState } from 'react';
import { posterFor, type ShowcaseProject } from './pick-projects';

const FIT: Record<ShowcaseProject['fitMode'], string> = {
  crop: 'object-cover',
  cover: 'object-cover',
  contain: 'object-contain',
  fill: 'object-fill',
};

/** A project's image or looping video, filling its (size-reserving) parent. */
export function ProjectMedia({
  project,
  className,
}: {
  project: ShowcaseProject;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const classes = cn('absolute inset-0 size-full', FIT[project.fitMode], className);
  if (!project.imageUrl || failed) {
    return (
      <div
        aria-hidden
        className="absolute inset-0 bg-gradient-to-br from-violet-200 via-zinc-100 to-cyan-100"
      />
    );
  }
  if (project.isVideo) {
    return (
      <video
        className={classes}
        src={project.imageUrl}
        poster={posterFor(project.imageUrl)}
        muted
        loop
        playsInline
        autoPlay
        preload="metadata"
        aria-label={project.title}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <img
      className={classes}
      src={project.imageUrl}
      alt={project.title}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
