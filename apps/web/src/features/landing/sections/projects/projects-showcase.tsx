import { cn } from '@forma/ui';
import { ArrowDown } from 'lucide-react';
import { useState, type CSSProperties } from 'react';
import { useContent, useProjects, useProjectsEnabled, useProjectsStyle } from '../../data';
import { focusRing, SectionHeader } from '../shared/section-header';
import { useIsDesktop, useMediaQuery } from '../shared/use-media-query';
import { distributeIntoColumns } from './masonry';
import { pickProjects, type ShowcaseProject } from './pick-projects';
import { ProjectMedia } from './project-media';

/** Projects shown before 'Show all projects' on desktop. */
const INITIAL_COUNT = 9;

/**
 * The projects showcase (desktop `#projects`, mobile `#projects-mobile`), hidden when the
 * projectsSectionEnabled setting is 'false'.
 *
 * Styles: only 'shader' (the default) is built so far, as the grid below. The 'arc', 'fullbleed',
 * 'holo' and 'advanced-holo' styles arrive in a later issue; until then every style renders this
 * layout and `data-projects-style` records the chosen one.
 */
export function ProjectsShowcase() {
  const enabled = useProjectsEnabled();
  const style = useProjectsStyle();
  const { content } = useContent('projects');
  const { items: works } = useProjects();
  const isDesktop = useIsDesktop();
  if (!enabled) return null;

  const projects = pickProjects(works, content);
  const header = (titleId: string, compact: boolean) => (
    <SectionHeader
      tone="light"
      badge={content.badgeText}
      title={content.title}
      subtitle={content.subtitle}
      titleId={titleId}
      className={compact ? 'px-5' : undefined}
    />
  );

  return (
    <>
      <section
        id="projects"
        aria-labelledby="projects-title"
        data-projects-style={style}
        data-section-theme="light"
        className="relative hidden overflow-hidden bg-[#f4f3ef] py-32 text-ink md:block"
      >
        <Backdrop />
        <div className="relative mx-auto max-w-7xl px-8">
          {header('projects-title', false)}
          {isDesktop ? <ProjectsGrid projects={projects} /> : null}
        </div>
      </section>

      <section
        id="projects-mobile"
        aria-labelledby="projects-mobile-title"
        data-projects-style={style}
        data-section-theme="light"
        className="relative overflow-hidden bg-[#f4f3ef] py-20 text-ink md:hidden"
      >
        <Backdrop />
        <div className="relative">
          {header('projects-mobile-title', true)}
          {!isDesktop ? <ProjectsCarousel projects={projects} /> : null}
        </div>
      </section>
    </>
  );
}

/** Masonry of project cards (portrait and landscape keep their aspect ratios). */
function ProjectsGrid({ projects }: { projects: ShowcaseProject[] }) {
  const [expanded, setExpanded] = useState(false);
  const isWide = useMediaQuery('(min-width: 1024px)');
  const shown = (expanded ? projects : projects.slice(0, INITIAL_COUNT)).map((project, i) => ({
    project,
    orientation: layoutOrientation(project, i),
  }));
  const columns = distributeIntoColumns(shown, isWide ? 3 : 2, (item) =>
    item.orientation === 'portrait' ? 1.5 : 0.75,
  );
  return (
    <>
      <div className="mt-16 flex items-start gap-6">
        {columns.map((column, c) => (
          <ul key={c} className="flex min-w-0 flex-1 flex-col gap-6">
            {column.map(({ project, orientation }) => (
              <li key={project.id}>
                <ProjectCard
                  project={project}
                  aspect={orientation === 'portrait' ? 'aspect-[2/3]' : 'aspect-[4/3]'}
                  revealDescription
                />
              </li>
            ))}
          </ul>
        ))}
      </div>
      {projects.length > INITIAL_COUNT ? (
        <div className="mt-10 flex justify-center">
          <button
            type="button"
            aria-expanded={expanded}
            onClick={() => setExpanded((v) => !v)}
            className={cn(
              'inline-flex items-center gap-2 rounded-full bg-ink px-6 py-3 text-sm font-semibold text-white shadow-lg shadow-black/10 transition hover:bg-zinc-800',
              focusRing,
              'focus-visible:outline-violet-600',
            )}
          >
            {expanded ? 'Show fewer projects' : `Show all ${projects.length} projects`}
            <ArrowDown
              aria-hidden
              className={cn('size-4 transition-transform', expanded && 'rotate-180')}
            />
          </button>
        </div>
      ) : null}
    </>
  );
}

/** Horizontal, snapping carousel of project cards for phones. */
function ProjectsCarousel({ projects }: { projects: ShowcaseProject[] }) {
  return (
    <ul
      aria-label="Projects"
      // The region scrolls sideways: it takes focus so keys can scroll it.
      tabIndex={0}
      className={cn(
        'mt-10 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-4 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
        focusRing,
        '-outline-offset-2',
      )}
    >
      {projects.map((project) => (
        <li key={project.id} className="w-[82%] max-w-sm shrink-0 snap-start">
          <ProjectCard project={project} aspect="aspect-[4/5]" />
        </li>
      ))}
    </ul>
  );
}

/**
 * Orientation of a grid card. Portrait cards are 2:3, exactly two landscape 4:3 cards tall, so
 * columns even out; content-block projects, which carry no orientation, get a portrait card every
 * 5 items.
 */
function layoutOrientation(project: ShowcaseProject, index: number): 'portrait' | 'landscape' {
  return project.orientation ?? (index % 5 === 0 ? 'portrait' : 'landscape');
}

function ProjectCard({
  project,
  aspect,
  revealDescription = false,
}: {
  project: ShowcaseProject;
  aspect: string;
  /** Desktop: the description slides in on hover (always shown on touch screens). */
  revealDescription?: boolean;
}) {
  const limits: CSSProperties = {
    maxWidth: project.maxWidth ?? undefined,
    maxHeight: project.maxHeight ?? undefined,
  };
  return (
    <figure
      className="group relative mx-auto overflow-hidden rounded-3xl bg-zinc-900 shadow-[0_30px_60px_-30px_rgba(15,15,30,0.45)] ring-1 ring-black/5"
      style={limits}
    >
      <div className={cn('relative w-full overflow-hidden', aspect)}>
        <ProjectMedia
          project={project}
          className="transition-transform duration-700 ease-out group-hover:scale-[1.04]"
        />
        {/* The 'shader' sheen: a soft light band that sweeps across on hover. */}
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 -translate-x-full bg-gradient-to-r from-transparent via-white/25 to-transparent mix-blend-overlay transition-transform duration-1000 ease-out group-hover:translate-x-full"
        />
        <div
          aria-hidden
          className="absolute inset-x-0 bottom-0 h-1/2 bg-gradient-to-t from-black/85 via-black/35 to-transparent"
        />
      </div>
      <figcaption className="absolute inset-x-0 bottom-0 p-5 text-white md:p-6">
        {project.category ? (
          <span className="inline-flex rounded-full border border-white/20 bg-black/30 px-2.5 py-0.5 text-[0.7rem] font-semibold tracking-wider uppercase backdrop-blur-md">
            {project.category}
          </span>
        ) : null}
        <h3 className="mt-2.5 text-lg font-semibold tracking-tight md:text-xl">{project.title}</h3>
        {project.description ? (
          <p
            className={cn(
              'line-clamp-2 text-sm leading-relaxed text-zinc-200',
              revealDescription
                ? 'max-h-0 opacity-0 transition-all duration-500 group-hover:mt-1 group-hover:max-h-12 group-hover:opacity-100 motion-reduce:transition-none [@media(hover:none)]:mt-1 [@media(hover:none)]:max-h-12 [@media(hover:none)]:opacity-100'
                : 'mt-1',
            )}
          >
            {project.description}
          </p>
        ) : null}
      </figcaption>
    </figure>
  );
}

function Backdrop() {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0">
      <div className="absolute -top-40 right-0 h-96 w-[40rem] rounded-full bg-gradient-to-l from-cyan-200/40 to-violet-200/30 blur-3xl" />
    </div>
  );
}
