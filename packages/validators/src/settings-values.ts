/**
 * Setting values and their lenient readers (SPEC 3, SPEC 4), free of zod so the landing page can
 * read settings without loading the schemas (settings.ts builds its strict writers from these).
 */

/** The projects showcase styles (SPEC 4); anything else reads as 'shader'. */
export const PROJECTS_STYLES = ['shader', 'arc', 'fullbleed', 'holo', 'advanced-holo'] as const;
export type ProjectsStyle = (typeof PROJECTS_STYLES)[number];

/** Lenient readers (SPEC 4). */
export const readProjectsStyle = (v: string | null | undefined): ProjectsStyle =>
  (PROJECTS_STYLES as readonly string[]).includes(v ?? '') ? (v as ProjectsStyle) : 'shader';
export const readEnabled = (v: string | null | undefined): boolean => v !== 'false';
export const readContactDesign = (v: string | null | undefined): number | null =>
  v && /^[1-7]$/.test(v) ? Number(v) : null;
export const readAiStyle = (v: string | null | undefined): number =>
  v && /^[1-7]$/.test(v) ? Number(v) : 0;
