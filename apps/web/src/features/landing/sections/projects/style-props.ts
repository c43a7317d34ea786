import type { ShowcaseProject } from './pick-projects';

/** What every projects style receives: the same data, whichever layout is active. */
export interface ProjectsStyleProps {
  projects: ShowcaseProject[];
  /** Desktop (`#projects`, 768 px and wider) or mobile (`#projects-mobile`). */
  layout: 'desktop' | 'mobile';
  content: { badgeText: string; title: string; subtitle: string };
  /** Id for the section title (the section is labelled by it). */
  titleId: string;
}
