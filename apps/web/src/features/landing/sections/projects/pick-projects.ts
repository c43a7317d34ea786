import type { ProjectAnswer, ProjectsContent } from '@forma/validators';
import { FIT_MODES, sampleProjects } from '@forma/validators/values';

/** A project as the showcase renders it, whatever its source. */
export interface ShowcaseProject {
  id: string;
  title: string;
  description: string;
  imageUrl: string;
  category: string;
  isVideo: boolean;
  /** Null for content-block projects, which do not say (the layout then picks one). */
  orientation: 'portrait' | 'landscape' | null;
  maxWidth: number | null;
  maxHeight: number | null;
  fitMode: 'crop' | 'contain' | 'cover' | 'fill';
}

type ContentItem = NonNullable<ProjectsContent['projects']>[number];

/** True for a fit mode the showcase knows (the API sends the stored text as it is). */
const isFitMode = (value: string): value is ShowcaseProject['fitMode'] =>
  (FIT_MODES as readonly string[]).includes(value);

const VIDEO_EXT = /\.(mp4|webm|mov)(\?.*)?$/i;

function fromWork(work: ProjectAnswer): ShowcaseProject {
  return {
    id: `work-${work.id}`,
    title: work.title ?? '',
    description: work.description ?? '',
    imageUrl: work.imageUrl ?? '',
    category: work.category ?? '',
    isVideo: !!work.isVideo,
    orientation: work.orientation === 'portrait' ? 'portrait' : 'landscape',
    maxWidth: work.maxWidth ?? null,
    maxHeight: work.maxHeight ?? null,
    fitMode: isFitMode(work.fitMode) ? work.fitMode : 'crop',
  };
}

function fromContent(item: ContentItem): ShowcaseProject {
  return {
    id: `content-${item.id}`,
    title: item.title ?? '',
    description: item.description ?? '',
    imageUrl: item.imageUrl ?? '',
    category: item.category ?? '',
    isVideo: VIDEO_EXT.test(item.imageUrl ?? ''),
    orientation: null,
    maxWidth: null,
    maxHeight: null,
    fitMode: 'crop',
  };
}

/**
 * The projects to show (SPEC 4): designer works of all designers if any exist, otherwise the
 * projects of the projects content block, otherwise the 5 built-in samples.
 */
export function pickProjects(
  works: readonly ProjectAnswer[] | null | undefined,
  content: { projects?: readonly ContentItem[] | undefined } | null | undefined,
): ShowcaseProject[] {
  if (works && works.length > 0) return works.map(fromWork);
  const stored = content?.projects;
  if (stored && stored.length > 0) return stored.map(fromContent);
  return sampleProjects.map(fromContent);
}

/** Poster of a video project: the same path with `.webp` when it is an `.mp4`. */
export function posterFor(url: string): string | undefined {
  return /\.mp4$/i.test(url) ? url.replace(/\.mp4$/i, '.webp') : undefined;
}
