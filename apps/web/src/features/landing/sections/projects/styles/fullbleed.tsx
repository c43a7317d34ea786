import { cn } from '@forma/ui';
import { useId, useRef } from 'react';
import { SectionBadge, focusRing } from '../../shared/section-header';
import { useInView } from '../../shared/use-in-view';
import { posterFor, type ShowcaseProject } from '../pick-projects';
import { ASPECT, mediaLimits, orientationOf, ProjectMedia } from '../project-media';
import type { ProjectsStyleProps } from '../style-props';

/** The still image of a project (a video's poster), for decorative copies. */
const stillOf = (p: ShowcaseProject): ShowcaseProject =>
  p.isVideo ? { ...p, isVideo: false, imageUrl: posterFor(p.imageUrl) ?? '' } : p;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * 'fullbleed': one project per viewport-high panel, media edge to edge and oversized type; each
 * panel sticks while the next slides over it. On phones, a vertical list of full-width slides.
 */
export default function FullbleedProjects({
  projects,
  layout,
  content,
  titleId,
}: ProjectsStyleProps) {
  const desktop = layout === 'desktop';
  return (
    <div>
      <header
        className={cn(
          'relative mx-auto flex flex-col items-start gap-6 px-5 md:px-10',
          desktop ? 'max-w-[90rem] py-32' : 'py-20',
        )}
      >
        <SectionBadge>{content.badgeText}</SectionBadge>
        <h2
          id={titleId}
          className="max-w-5xl text-5xl leading-[0.95] font-semibold tracking-[-0.04em] text-balance md:text-8xl lg:text-9xl"
        >
          {content.title}
        </h2>
        <div className="flex w-full flex-col justify-between gap-6 border-t border-white/10 pt-6 md:flex-row md:items-end">
          <p className="max-w-xl text-base leading-relaxed text-zinc-400 md:text-lg">
            {content.subtitle}
          </p>
          <p className="font-mono text-sm text-zinc-400">{pad(projects.length)} projects</p>
        </div>
      </header>
      {desktop ? (
        <ol>
          {projects.map((project, i) => (
            <Panel
              key={project.id}
              project={project}
              index={i}
              total={projects.length}
              eager={i === 0}
            />
          ))}
        </ol>
      ) : (
        <ol className="flex flex-col gap-14 pb-20">
          {projects.map((project, i) => (
            <MobileSlide key={project.id} project={project} index={i} total={projects.length} />
          ))}
        </ol>
      )}
    </div>
  );
}

function Panel({
  project,
  index,
  total,
  eager,
}: {
  project: ShowcaseProject;
  index: number;
  total: number;
  eager: boolean;
}) {
  const ref = useRef<HTMLElement>(null);
  const shown = useInView(ref, { threshold: 0.35, once: true });
  const headingId = useId();
  const contain = project.fitMode === 'contain';
  return (
    <li className="sticky top-0 h-svh min-h-[36rem] overflow-hidden bg-black">
      <article
        ref={ref}
        aria-labelledby={headingId}
        tabIndex={0}
        className={cn('group relative size-full', focusRing, '-outline-offset-8')}
      >
        {contain ? (
          // Contained media: letterboxed in the middle over a blurred copy of itself.
          <>
            <div aria-hidden className="absolute inset-0 scale-110 opacity-40 blur-3xl">
              <ProjectMedia project={stillOf(project)} eager={eager} />
            </div>
            <div className="absolute inset-x-[8%] inset-y-[10%]">
              <div className="relative mx-auto size-full" style={mediaLimits(project)}>
                <ProjectMedia project={project} eager={eager} />
              </div>
            </div>
          </>
        ) : (
          <div className="absolute inset-0">
            <ProjectMedia
              project={project}
              eager={eager}
              className="scale-105 transition-transform duration-[2s] ease-out group-hover:scale-100 motion-reduce:scale-100 motion-reduce:transition-none"
            />
          </div>
        )}
        <div
          aria-hidden
          className="absolute inset-0 bg-[linear-gradient(to_top,rgba(0,0,0,0.9),rgba(0,0,0,0.2)_45%,rgba(0,0,0,0.35))]"
        />
        <div className="absolute inset-x-0 top-0 flex items-center justify-between px-10 pt-28 font-mono text-sm text-white/70">
          <span>
            {pad(index + 1)} / {pad(total)}
          </span>
          {project.category ? (
            <span className="rounded-full border border-white/25 px-3 py-1 text-xs tracking-[0.2em] uppercase backdrop-blur">
              {project.category}
            </span>
          ) : null}
        </div>
        <div
          className={cn(
            'absolute inset-x-0 bottom-0 px-10 pb-14 transition-[opacity,transform] duration-1000 ease-out motion-reduce:transition-none',
            shown
              ? 'translate-y-0 opacity-100'
              : 'scripted:translate-y-10 scripted:opacity-0 motion-reduce:translate-y-0 motion-reduce:opacity-100',
          )}
        >
          <h3
            id={headingId}
            className="max-w-6xl text-6xl leading-[0.9] font-semibold tracking-[-0.045em] text-balance text-white lg:text-8xl xl:text-[8.5rem]"
          >
            {project.title}
          </h3>
          {project.description ? (
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-zinc-300">
              {project.description}
            </p>
          ) : null}
        </div>
      </article>
    </li>
  );
}

function MobileSlide({
  project,
  index,
  total,
}: {
  project: ShowcaseProject;
  index: number;
  total: number;
}) {
  const headingId = useId();
  const orientation = orientationOf(project, index);
  return (
    <li>
      <article aria-labelledby={headingId}>
        <div
          className={cn('relative w-full overflow-hidden bg-zinc-900', ASPECT[orientation])}
          style={mediaLimits(project)}
        >
          <ProjectMedia project={project} eager={index === 0} />
        </div>
        <div className="px-5 pt-5">
          <p className="flex items-center justify-between font-mono text-xs text-zinc-400">
            <span>
              {pad(index + 1)} / {pad(total)}
            </span>
            {project.category ? (
              <span className="tracking-[0.2em] text-violet-300 uppercase">{project.category}</span>
            ) : null}
          </p>
          <h3
            id={headingId}
            className="mt-3 text-4xl leading-[0.95] font-semibold tracking-[-0.04em] text-balance"
          >
            {project.title}
          </h3>
          {project.description ? (
            <p className="mt-3 text-base leading-relaxed text-zinc-400">{project.description}</p>
          ) : null}
        </div>
      </article>
    </li>
  );
}
