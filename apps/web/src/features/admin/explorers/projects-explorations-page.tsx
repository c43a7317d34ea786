import type { ProjectAnswer } from '@forma/validators';
import { cn } from '@forma/ui';
import { CONTENT_DEFAULTS, readProjectsStyle, type ProjectsStyle } from '@forma/validators/values';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useId } from 'react';
import { contentQuery, listQuery, mergeContent } from '../../landing/data';
import { pickProjects, type ShowcaseProject } from '../../landing/sections/projects/pick-projects';
import { PROJECTS_STYLE_VIEWS } from '../../landing/sections/projects/projects-styles';
import type { ProjectsStyleProps } from '../../landing/sections/projects/style-props';
import { useIsDesktop } from '../../landing/sections/shared/use-media-query';
import { PreviewSkeleton, SectionExplorer, type StyleChoice } from './section-explorer';

/** The projects showcase styles of SPEC 4; 'shader' is the default. */
const PROJECTS_STYLE_CHOICES: readonly StyleChoice<ProjectsStyle>[] = [
  {
    value: 'shader',
    label: 'Shader',
    description:
      'A masonry of cards over a slowly drifting gradient backdrop; a snapping carousel on phones.',
  },
  {
    value: 'arc',
    label: 'Arc',
    description:
      'The cards sit on a wide arc that turns as the page scrolls; drag it or use the arrow keys.',
  },
  {
    value: 'fullbleed',
    label: 'Full bleed',
    description:
      'One project per screen-high panel, media edge to edge; each panel sticks while the next slides over.',
  },
  {
    value: 'holo',
    label: 'Holo',
    description: 'Holographic cards whose iridescent sheen follows the pointer, tilting on hover.',
  },
  {
    value: 'advanced-holo',
    label: 'Advanced holo',
    description: 'Holo cards with parallax depth layers; a card opens the project in a dialog.',
  },
];

/** The section's background per tone, as the landing showcase draws it. */
const TONE = {
  light: 'bg-[#f4f3ef] text-ink',
  dark: 'bg-[#06060a] text-white',
} as const;

/**
 * /admin/projects-explorations (issue 8 item 5): the projects showcase's style
 * (`selectedProjectsStyle`) and visibility (`projectsSectionEnabled`), previewed on the works `/`
 * shows (`/api/projects`, else the projects content block, else the 5 samples: SPEC 3 / 4) by
 * the landing page's own style components.
 */
export function ProjectsExplorationsPage() {
  const works = useQuery(listQuery<ProjectAnswer>('/api/projects'));
  const content = useQuery(contentQuery('projects'));
  const merged = mergeContent(CONTENT_DEFAULTS.projects, content.data?.content);
  const projects = pickProjects(works.data, merged);
  const failed = works.isError ? works.error : content.isError ? content.error : null;
  return (
    <SectionExplorer
      title="Projects designs"
      description="Choose how the projects showcase looks on the landing page, or hide it. Each preview shows the works the landing page shows."
      settings={{
        section: 'Projects section',
        styleKey: 'selectedProjectsStyle',
        enabledKey: 'projectsSectionEnabled',
        readStyle: readProjectsStyle,
      }}
      choices={PROJECTS_STYLE_CHOICES}
      defaultValue="shader"
      enabledLabel="Show the projects section on the landing page"
      previewData={{
        isLoading: works.isPending || content.isPending,
        error: failed,
        retry: () => {
          if (works.isError) void works.refetch();
          if (content.isError) void content.refetch();
        },
        retrying: works.isFetching || content.isFetching,
        errorTitle: works.isError
          ? 'Could not load the designer works; the preview shows the fallback projects.'
          : 'Could not load the saved projects texts; the preview shows the built-in ones.',
      }}
      renderPreview={(value) => (
        <ProjectsStylePreview style={value} projects={projects} content={merged} />
      )}
      testId="projects-design"
      gridClassName="sm:grid-cols-2 lg:grid-cols-3"
    />
  );
}

/**
 * One projects style as `/` draws it (same frame and style component; the desktop layout from
 * 768 px, else the mobile one), without the landing page's section ids.
 */
function ProjectsStylePreview({
  style,
  projects,
  content,
}: {
  style: ProjectsStyle;
  projects: ShowcaseProject[];
  content: ProjectsStyleProps['content'];
}) {
  const titleId = useId();
  const isDesktop = useIsDesktop();
  const { tone, View } = PROJECTS_STYLE_VIEWS[style];
  return (
    <section
      aria-labelledby={titleId}
      data-projects-style={style}
      className={cn('relative overflow-x-clip', TONE[tone])}
    >
      <Suspense fallback={<PreviewSkeleton />}>
        <View
          projects={projects}
          layout={isDesktop ? 'desktop' : 'mobile'}
          content={content}
          titleId={titleId}
        />
      </Suspense>
    </section>
  );
}
