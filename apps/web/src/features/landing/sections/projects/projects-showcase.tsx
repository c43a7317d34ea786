import { cn } from '@forma/ui';
import { Suspense } from 'react';
import {
  useContent,
  useProjects,
  useProjectsEnabled,
  useProjectsStyle,
  useSetting,
} from '../../data';
import { VariantSections, variantId } from '../shared/variant-sections';
import { PROJECTS_STYLE_VIEWS } from './projects-styles';
import { pickProjects } from './pick-projects';
import type { ProjectsStyleProps } from './style-props';

const TONE = {
  light: 'bg-[#f4f3ef] text-ink',
  dark: 'bg-[#06060a] text-white',
} as const;

/**
 * The projects showcase (desktop `#projects`, mobile `#projects-mobile`), hidden when the
 * projectsSectionEnabled setting is 'false'. The selectedProjectsStyle setting picks one of the
 * five styles of SPEC 4 (unknown: 'shader'); only the active style's chunk is loaded. The server
 * renders the layout of the device the request named, or both (CSS shows the one for the width);
 * once hydrated, only the layout for the window stays (useSectionLayouts; the other section is an
 * empty anchor).
 */
export function ProjectsShowcase() {
  const enabled = useProjectsEnabled();
  const style = useProjectsStyle();
  // Same query as useProjectsStyle: wait for it so the default style's chunk is not fetched first.
  const styleLoading = useSetting('selectedProjectsStyle').isLoading;
  const { content } = useContent('projects');
  const { items: works, isLoading: worksLoading } = useProjects();
  if (!enabled) return null;

  const { tone, View } = PROJECTS_STYLE_VIEWS[style];
  const ready = !styleLoading && !worksLoading;
  const props = (layout: ProjectsStyleProps['layout']): ProjectsStyleProps => ({
    projects: pickProjects(works, content),
    layout,
    content,
    titleId: `${variantId('projects', layout)}-title`,
  });
  const body = (layout: ProjectsStyleProps['layout']) =>
    ready ? (
      <Suspense fallback={<Placeholder />}>
        <View {...props(layout)} />
      </Suspense>
    ) : (
      <Placeholder />
    );

  return (
    <VariantSections
      id="projects"
      aria-busy={!ready || undefined}
      data-projects-style={style}
      data-section-theme={tone}
      className={cn('relative overflow-x-clip', TONE[tone])}
    >
      {body}
    </VariantSections>
  );
}

/** Reserves room while the setting or the style's chunk loads (keeps anchors from jumping). */
function Placeholder() {
  return <div aria-hidden className="min-h-[80vh]" />;
}
