import { cn } from '@forma/ui';
import type { ReactNode } from 'react';
import { focusRing, SectionHeader } from '../shared/section-header';
import { columnsClass, useMasonryColumnCounts } from '../shared/use-media-query';
import { distributeIntoColumns } from './masonry';
import type { ShowcaseProject } from './pick-projects';
import { ASPECT, orientationOf } from './project-media';
import type { ProjectsStyleProps } from './style-props';

type RenderCard = (project: ShowcaseProject, index: number, aspect: string) => ReactNode;

/**
 * Frame shared by the holo styles: a dark stage with a prismatic glow, the section header, then a
 * masonry of cards (desktop) or a snapping sideways carousel (phones).
 */
export function HoloLayout({
  projects,
  layout,
  content,
  titleId,
  renderCard,
}: ProjectsStyleProps & { renderCard: RenderCard }) {
  const desktop = layout === 'desktop';
  const { counts, both } = useMasonryColumnCounts();
  const indexed = projects.map((project, index) => ({ project, index }));
  return (
    <div className={desktop ? 'py-32' : 'py-20'}>
      <div aria-hidden className="pointer-events-none absolute inset-0 overflow-hidden">
        <div className="absolute -top-32 left-1/2 h-[36rem] w-[72rem] -translate-x-1/2 rounded-full bg-[conic-gradient(from_90deg,#f0abfc55,#67e8f955,#fde04755,#a78bfa55,#f0abfc55)] opacity-60 blur-[110px]" />
        <div className="absolute inset-0 bg-[radial-gradient(rgba(255,255,255,0.07)_1px,transparent_1px)] [mask-image:linear-gradient(to_bottom,black,transparent_70%)] bg-[size:22px_22px]" />
      </div>
      <SectionHeader
        badge={content.badgeText}
        title={content.title}
        subtitle={content.subtitle}
        titleId={titleId}
        className="relative px-5"
      />
      {desktop ? (
        counts.map((count) => (
          <div
            key={count}
            className={cn(
              'relative mx-auto mt-16 flex max-w-7xl items-start gap-7 px-8',
              columnsClass(count, both),
            )}
          >
            {distributeIntoColumns(indexed, count, ({ project, index }) =>
              orientationOf(project, index) === 'portrait' ? 1.5 : 0.75,
            ).map((column, c) => (
              <ul key={c} className="flex min-w-0 flex-1 flex-col gap-7">
                {column.map(({ project, index }) => (
                  <li key={project.id}>
                    {renderCard(project, index, ASPECT[orientationOf(project, index)])}
                  </li>
                ))}
              </ul>
            ))}
          </div>
        ))
      ) : (
        <ul
          aria-label="Projects"
          tabIndex={0}
          className={cn(
            'relative mt-10 flex snap-x snap-mandatory scroll-px-5 items-center gap-4 overflow-x-auto px-5 py-6 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
            focusRing,
            '-outline-offset-2',
          )}
        >
          {projects.map((project, index) => (
            <li key={project.id} className="w-[78%] max-w-sm shrink-0 snap-start">
              {renderCard(project, index, ASPECT[orientationOf(project, index)])}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
