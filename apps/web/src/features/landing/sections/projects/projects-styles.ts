import { readProjectsStyle, type ProjectsStyle } from '@forma/validators/values';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ProjectsStyleProps } from './style-props';

export interface ProjectsStyleView {
  /** Background tone of the section (the header reads it through `data-section-theme`). */
  tone: 'light' | 'dark';
  /** The style's layout, a separate chunk loaded only when that style is active. */
  View: LazyExoticComponent<ComponentType<ProjectsStyleProps>>;
}

type StyleModule = { default: ComponentType<ProjectsStyleProps> };

/**
 * A style's chunk, fetched once: the lazy View and `preloadProjectsStyle` share the download.
 * A failed download is forgotten, so the next call tries again.
 */
function once(load: () => Promise<StyleModule>): () => Promise<StyleModule> {
  let loading: Promise<StyleModule> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}

const LOADERS: Record<ProjectsStyle, () => Promise<StyleModule>> = {
  shader: once(() => import('./styles/shader')),
  arc: once(() => import('./styles/arc')),
  fullbleed: once(() => import('./styles/fullbleed')),
  holo: once(() => import('./styles/holo')),
  'advanced-holo': once(() => import('./styles/advanced-holo')),
};

/** The five projects styles of SPEC 4, each its own lazily loaded component. */
export const PROJECTS_STYLE_VIEWS: Record<ProjectsStyle, ProjectsStyleView> = {
  shader: { tone: 'light', View: lazy(LOADERS.shader) },
  arc: { tone: 'dark', View: lazy(LOADERS.arc) },
  fullbleed: { tone: 'dark', View: lazy(LOADERS.fullbleed) },
  holo: { tone: 'dark', View: lazy(LOADERS.holo) },
  'advanced-holo': { tone: 'dark', View: lazy(LOADERS['advanced-holo']) },
};

/**
 * Downloads the chunk of the style a stored setting value selects (resolveProjectsStyle), so the
 * section renders it at its full height when it mounts instead of growing by its height (about
 * 1,400 px) once the chunk arrives. Resolves when it is in; never rejects (a failed download is
 * left to the section's lazy View, which tries again).
 */
export async function preloadProjectsStyle(value: string | null | undefined): Promise<void> {
  await LOADERS[resolveProjectsStyle(value)]().catch(() => undefined);
}

/** The style a stored setting value selects: one of the five, anything else 'shader'. */
export function resolveProjectsStyle(value: string | null | undefined): ProjectsStyle {
  return readProjectsStyle(value);
}
