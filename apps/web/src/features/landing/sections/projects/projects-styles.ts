import { readProjectsStyle, type ProjectsStyle } from '@forma/validators/values';
import type { ComponentType, LazyExoticComponent } from 'react';
import { preloadableLazy } from '../shared/preloadable-lazy';
import type { ProjectsStyleProps } from './style-props';

export interface ProjectsStyleView {
  /** Background tone of the section (the header reads it through `data-section-theme`). */
  tone: 'light' | 'dark';
  /** The style's layout, a separate chunk loaded only when that style is active. */
  View: LazyExoticComponent<ComponentType<ProjectsStyleProps>>;
  /** Fetches the layout's chunk ahead of its first render. */
  preload: () => Promise<void>;
}

const view = (
  tone: ProjectsStyleView['tone'],
  load: () => Promise<{ default: ComponentType<ProjectsStyleProps> }>,
): ProjectsStyleView => ({ tone, ...preloadableLazy(load) });

/** The five projects styles of SPEC 4, each its own lazily loaded component. */
export const PROJECTS_STYLE_VIEWS: Record<ProjectsStyle, ProjectsStyleView> = {
  shader: view('light', () => import('./styles/shader')),
  arc: view('dark', () => import('./styles/arc')),
  fullbleed: view('dark', () => import('./styles/fullbleed')),
  holo: view('dark', () => import('./styles/holo')),
  'advanced-holo': view('dark', () => import('./styles/advanced-holo')),
};

/**
 * Downloads the chunk of the style a stored setting value selects (resolveProjectsStyle), so the
 * section renders it at its full height when it mounts or hydrates instead of showing its
 * placeholder until the chunk arrives. Resolves when it is in; never rejects (a failed download
 * is left to the section's lazy View, which tries again).
 */
export function preloadProjectsStyle(value: string | null | undefined): Promise<void> {
  return PROJECTS_STYLE_VIEWS[resolveProjectsStyle(value)].preload();
}

/** The style a stored setting value selects: one of the five, anything else 'shader'. */
export function resolveProjectsStyle(value: string | null | undefined): ProjectsStyle {
  return readProjectsStyle(value);
}
