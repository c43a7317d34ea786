import { cn } from '@forma/ui';
import { ArrowDown, ArrowRight } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { focusRing, SectionHeader } from '../../shared/section-header';
import { columnsClass, useMasonryColumnCounts } from '../../shared/use-media-query';
import { distributeIntoColumns } from '../masonry';
import type { ShowcaseProject } from '../pick-projects';
import { ASPECT, mediaLimits, orientationOf, ProjectMedia } from '../project-media';
import type { ProjectsStyleProps } from '../style-props';

/** Projects shown before 'Show all projects', in the masonry and in the phone carousel. */
const INITIAL_COUNT = 9;

/**
 * 'shader' (the default style): a masonry of cards over a slowly drifting gradient-and-grain
 * backdrop (pure CSS, still with reduced motion); a snapping carousel on phones.
 */
export default function ShaderProjects({ projects, layout, content, titleId }: ProjectsStyleProps) {
  const desktop = layout === 'desktop';
  return (
    <div className={desktop ? 'py-32' : 'py-20'}>
      <ShaderBackdrop />
      <div className={cn('relative', desktop && 'mx-auto max-w-7xl px-8')}>
        <SectionHeader
          tone="light"
          badge={content.badgeText}
          title={content.title}
          subtitle={content.subtitle}
          titleId={titleId}
          className={desktop ? undefined : 'px-5'}
        />
        {desktop ? <ProjectsGrid projects={projects} /> : <ProjectsCarousel projects={projects} />}
      </div>
    </div>
  );
}

/**
 * Masonry of project cards (portrait and landscape keep their aspect ratios): the first
 * INITIAL_COUNT, and 'Show all N projects' for the rest. Until then a masonry of every card comes
 * in a `<noscript>`: one without JavaScript, or a crawler that runs none, shows it in place of the
 * first (issue 18 item 4).
 */
function ProjectsGrid({ projects }: { projects: ShowcaseProject[] }) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? projects : projects.slice(0, INITIAL_COUNT);
  const rest = projects.slice(shown.length);
  return (
    <>
      {/* Without JavaScript the masonry in the <noscript> below, of every card, takes its place. */}
      <div className={rest.length ? 'unscripted:hidden' : undefined}>
        <Masonry projects={shown} className="mt-16" />
      </div>
      {rest.length ? (
        // Without JavaScript, `display: contents` puts its masonry in the page. With it, the
        // browser keeps the element hidden (its text is never shown), whatever the class.
        <noscript className="contents scripted:hidden">
          <Masonry projects={projects} className="mt-16" />
        </noscript>
      ) : null}
      {projects.length > INITIAL_COUNT ? (
        // Without JavaScript the button could not work: it is not shown.
        <div className="mt-10 hidden justify-center scripted:flex">
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

/**
 * Cards in balanced columns, one layout per column count the page may need (CSS shows the one
 * for the width).
 */
function Masonry({ projects, className }: { projects: ShowcaseProject[]; className: string }) {
  const { counts, both } = useMasonryColumnCounts();
  const items = projects.map((project, i) => ({
    project,
    orientation: orientationOf(project, i),
  }));
  return counts.map((count) => (
    <div key={count} className={cn(className, 'flex items-start gap-6', columnsClass(count, both))}>
      {distributeIntoColumns(items, count, (item) =>
        item.orientation === 'portrait' ? 1.5 : 0.75,
      ).map((column, c) => (
        <ul key={c} className="flex min-w-0 flex-1 flex-col gap-6">
          {column.map(({ project, orientation }) => (
            <li key={project.id}>
              <ProjectCard project={project} aspect={ASPECT[orientation]} revealDescription />
            </li>
          ))}
        </ul>
      ))}
    </div>
  ));
}

/**
 * Horizontal, snapping carousel of project cards for phones: the first INITIAL_COUNT, then a
 * 'Show all N projects' card that adds the rest and scrolls to the first added one. The rest come
 * in a `<noscript>` until then: a browser running scripts reads it as text, not elements (issue
 * 18, speed: a phone builds, styles and lays out only the cards it shows), and one without
 * JavaScript, or a crawler that runs none, shows every card (issue 18 item 4).
 */
function ProjectsCarousel({ projects }: { projects: ShowcaseProject[] }) {
  const [expanded, setExpanded] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const shown = expanded ? projects : projects.slice(0, INITIAL_COUNT);
  const rest = projects.slice(shown.length);
  useEffect(() => {
    if (!expanded) return;
    // The 'Show all' card is gone: the list keeps the focus, at the first card it added.
    const list = listRef.current;
    const first = list?.children[INITIAL_COUNT] as HTMLElement | undefined;
    list?.focus({ preventScroll: true });
    list?.scrollTo({ left: first ? first.offsetLeft - list.offsetLeft : 0 });
  }, [expanded]);
  return (
    <ul
      ref={listRef}
      aria-label="Projects"
      // The region scrolls sideways: it takes focus so keys can scroll it.
      tabIndex={0}
      className={cn(
        'mt-10 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-4 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
        focusRing,
        '-outline-offset-2',
      )}
    >
      {shown.map((project) => (
        <CarouselItem key={project.id} project={project} />
      ))}
      {rest.length ? (
        // Without JavaScript, `display: contents` makes its cards the list's own items. With it,
        // the browser keeps the element hidden (its text is never shown), whatever the class.
        <noscript className="contents scripted:hidden">
          {rest.map((project) => (
            <CarouselItem key={project.id} project={project} />
          ))}
        </noscript>
      ) : null}
      {rest.length ? (
        // Without JavaScript every card is there already, and the button could not work.
        <li className="hidden w-[82%] max-w-sm shrink-0 snap-start scripted:flex">
          <button
            type="button"
            onClick={() => setExpanded(true)}
            className={cn(
              'flex w-full flex-col items-center justify-center gap-3 rounded-3xl border border-black/10 bg-white/60 text-lg font-semibold text-ink',
              focusRing,
              'focus-visible:outline-violet-600',
            )}
          >
            {`Show all ${projects.length} projects`}
            <ArrowRight aria-hidden className="size-5" />
          </button>
        </li>
      ) : null}
    </ul>
  );
}

/** One card of the phone carousel. */
function CarouselItem({ project }: { project: ShowcaseProject }) {
  return (
    <li className="w-[82%] max-w-sm shrink-0 snap-start">
      <ProjectCard project={project} aspect="aspect-[4/5]" />
    </li>
  );
}

function ProjectCard({
  project,
  aspect,
  revealDescription = false,
}: {
  project: ShowcaseProject;
  aspect: string;
  /**
   * Desktop: the description slides in on hover or focus (always shown on touch screens), and a
   * sheen sweeps across on hover.
   */
  revealDescription?: boolean;
}) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      tabIndex={revealDescription ? 0 : undefined}
      className={cn(
        'group relative mx-auto overflow-hidden rounded-3xl bg-zinc-900 shadow-[0_30px_60px_-30px_rgba(15,15,30,0.45)] ring-1 ring-black/5',
        focusRing,
        'focus-visible:outline-violet-600',
      )}
      style={mediaLimits(project)}
    >
      <div className={cn('relative w-full overflow-hidden', aspect)}>
        <ProjectMedia
          project={project}
          className="transition-transform duration-700 ease-out group-hover:scale-[1.04] group-focus-visible:scale-[1.04] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
        {/* The 'shader' sheen: a soft light band that sweeps across on hover (not on a phone's
            carousel, where nothing hovers). */}
        {revealDescription ? (
          <div
            aria-hidden
            className="pointer-events-none absolute inset-0 -translate-x-full bg-gradient-to-r from-transparent via-white/25 to-transparent mix-blend-overlay transition-transform duration-1000 ease-out group-hover:translate-x-full motion-reduce:hidden"
          />
        ) : null}
        <div
          aria-hidden
          className="absolute inset-x-0 bottom-0 h-1/2 bg-gradient-to-t from-black/85 via-black/35 to-transparent"
        />
      </div>
      <div className="absolute inset-x-0 bottom-0 p-5 text-white md:p-6">
        {project.category ? (
          <span className="inline-flex rounded-full border border-white/20 bg-black/30 px-2.5 py-0.5 text-xs font-semibold tracking-wider uppercase backdrop-blur-md">
            {project.category}
          </span>
        ) : null}
        <h3 id={headingId} className="mt-2.5 text-lg font-semibold tracking-tight md:text-xl">
          {project.title}
        </h3>
        {project.description ? (
          <p
            className={cn(
              'line-clamp-2 text-sm leading-relaxed text-zinc-200',
              revealDescription
                ? 'max-h-0 opacity-0 transition-all duration-500 group-hover:mt-1 group-hover:max-h-12 group-hover:opacity-100 group-focus-visible:mt-1 group-focus-visible:max-h-12 group-focus-visible:opacity-100 motion-reduce:transition-none [@media(hover:none)]:mt-1 [@media(hover:none)]:max-h-12 [@media(hover:none)]:opacity-100'
                : 'mt-1',
            )}
          >
            {project.description}
          </p>
        ) : null}
      </div>
    </article>
  );
}

const GRAIN =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='160' height='160'%3E%3Cfilter id='n'%3E%3CfeTurbulence type='fractalNoise' baseFrequency='.85' numOctaves='3' stitchTiles='stitch'/%3E%3C/filter%3E%3Crect width='100%25' height='100%25' filter='url(%23n)' opacity='.55'/%3E%3C/svg%3E\")";

/** Drifting colour fields plus film grain: the 'shader' look, in CSS only. */
function ShaderBackdrop() {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 overflow-hidden">
      <style href="forma-projects-shader" precedence="default">{`
        @keyframes forma-shader-a { 0%,100% { transform: translate3d(0,0,0) scale(1) } 50% { transform: translate3d(-12%,8%,0) scale(1.15) } }
        @keyframes forma-shader-b { 0%,100% { transform: translate3d(0,0,0) scale(1.1) } 50% { transform: translate3d(14%,-6%,0) scale(.95) } }
      `}</style>
      <div className="absolute -top-40 right-[-10%] h-[34rem] w-[46rem] rounded-full bg-gradient-to-l from-cyan-200/60 to-violet-300/40 blur-3xl [animation:forma-shader-a_22s_ease-in-out_infinite] motion-reduce:[animation:none]" />
      <div className="absolute top-1/3 left-[-15%] h-[30rem] w-[40rem] rounded-full bg-gradient-to-tr from-rose-200/50 via-amber-100/40 to-transparent blur-3xl [animation:forma-shader-b_28s_ease-in-out_infinite] motion-reduce:[animation:none]" />
      <div className="absolute bottom-[-10rem] left-1/3 h-[26rem] w-[36rem] rounded-full bg-gradient-to-r from-violet-200/50 to-sky-200/40 blur-3xl [animation:forma-shader-a_34s_ease-in-out_infinite_reverse] motion-reduce:[animation:none]" />
      <div
        className="absolute inset-0 opacity-[0.18] mix-blend-multiply"
        style={{ backgroundImage: GRAIN }}
      />
    </div>
  );
}
