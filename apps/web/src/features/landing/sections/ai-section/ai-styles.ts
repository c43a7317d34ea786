import { readAiStyle } from '@forma/validators/values';
import { preloadableLazy, type PreloadableLazy } from '../shared/preloadable-lazy';
import type { AiStyleProps } from './ai-content';

/** The seven AI section styles (1-7), each a lazily loaded chunk. */
export const AI_STYLES: Record<number, PreloadableLazy<AiStyleProps>> = {
  1: preloadableLazy(() => import('./styles/neural-network')),
  2: preloadableLazy(() => import('./styles/bento')),
  3: preloadableLazy(() => import('./styles/terminal')),
  4: preloadableLazy(() => import('./styles/before-after')),
  5: preloadableLazy(() => import('./styles/orbit')),
  6: preloadableLazy(() => import('./styles/timeline')),
  7: preloadableLazy(() => import('./styles/gradient-mesh')),
};

/** The style a stored setting selects: 1-7, or 0 (the default component) for anything else. */
export function resolveAiStyle(value: string | null | undefined): number {
  return readAiStyle(value);
}

/**
 * Downloads the chunk of the style a stored setting value selects (none for the default), so
 * the section hydrates or mounts with it in. Resolves when it is in; never rejects.
 */
export async function preloadAiStyle(value: string | null | undefined): Promise<void> {
  await AI_STYLES[resolveAiStyle(value)]?.preload();
}
