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

/**
 * How many designers, projects and testimonials the landing page shows (issue 19 item 4): the
 * choices.
 */
export const LANDING_COUNTS = ['4', '6', '8', '12', '16', '24', '48'] as const;
/** Designers on the landing page when the setting is unset or unknown. */
export const DEFAULT_LANDING_DESIGNERS = 8;
/** Projects on the landing page when the setting is unset or unknown (the demo's 22 all show). */
export const DEFAULT_LANDING_PROJECTS = 24;
/** Testimonials on the landing page when the setting is unset or unknown. */
export const DEFAULT_LANDING_TESTIMONIALS = 12;
const readCount = (v: string | null | undefined, fallback: number): number =>
  (LANDING_COUNTS as readonly string[]).includes(v ?? '') ? Number(v) : fallback;
/** `landingDesignerCount` as a number (default DEFAULT_LANDING_DESIGNERS). */
export const readLandingDesignerCount = (v: string | null | undefined): number =>
  readCount(v, DEFAULT_LANDING_DESIGNERS);
/** `landingProjectCount` as a number (default DEFAULT_LANDING_PROJECTS). */
export const readLandingProjectCount = (v: string | null | undefined): number =>
  readCount(v, DEFAULT_LANDING_PROJECTS);
/** `landingTestimonialCount` as a number (default DEFAULT_LANDING_TESTIMONIALS). */
export const readLandingTestimonialCount = (v: string | null | undefined): number =>
  readCount(v, DEFAULT_LANDING_TESTIMONIALS);
