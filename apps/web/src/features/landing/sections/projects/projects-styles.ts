import { readProjectsStyle, type ProjectsStyle } from '@forma/validators/values';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ProjectsStyleProps } from './style-props';

export interface ProjectsStyleView {
  /** Background tone of the section (the header reads it through `data-section-theme`). */
  tone: 'light' | 'dark';
  /** The style's layout, a separate chunk loaded only when that style is active. */
  View: LazyExoticComponent<ComponentType<ProjectsStyleProps>>;
}

/** The five projects styles of SPEC 4, each its own lazily loaded component. */
export const PROJECTS_STYLE_VIEWS: Record<ProjectsStyle, ProjectsStyleView> = {
  shader: { tone: 'light', View: lazy(() => import('./styles/shader')) },
  arc: { tone: 'dark', View: lazy(() => import('./styles/arc')) },
  fullbleed: { tone: 'dark', View: lazy(() => import('./styles/fullbleed')) },
  holo: { tone: 'dark', View: lazy(() => import('./styles/holo')) },
  'advanced-holo': { tone: 'dark', View: lazy(() => import('./styles/advanced-holo')) },
};

/** The style a stored setting value selects: one of the five, anything else 'shader'. */
export function resolveProjectsStyle(value: string | null | undefined): ProjectsStyle {
  return readProjectsStyle(value);
}
