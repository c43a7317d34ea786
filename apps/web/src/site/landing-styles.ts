import type { LandingQueries } from '@forma/validators/landing';
import { preloadAiStyle } from '../features/landing/sections/ai-section/ai-styles';
import { preloadProjectsStyle } from '../features/landing/sections/projects/projects-styles';

/** The stored value of setting `key` in `queries` (null: not set). */
const settingOf = (queries: LandingQueries, key: string) =>
  (queries.find(([path]) => path === `/api/settings/${key}`)?.[1] ?? null) as string | null;

/**
 * Loads the code of the projects and AI styles `queries` select (each a chunk of its own), so
 * the page renders whole in one pass: on the server without a late boundary (the same HTML,
 * and ETag, on every render), in the browser without a placeholder.
 */
export async function preloadLandingStyles(queries: LandingQueries): Promise<void> {
  await Promise.all([
    preloadProjectsStyle(settingOf(queries, 'selectedProjectsStyle')),
    preloadAiStyle(settingOf(queries, 'selectedAiDesignStyle')),
  ]);
}
