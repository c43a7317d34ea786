import { readAiStyle } from '@forma/validators/values';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AiStyleProps } from './ai-content';

/** The seven AI section styles (1-7), each a lazily loaded chunk. */
export const AI_STYLE_VIEWS: Record<number, LazyExoticComponent<ComponentType<AiStyleProps>>> = {
  1: lazy(() => import('./styles/neural-network')),
  2: lazy(() => import('./styles/bento')),
  3: lazy(() => import('./styles/terminal')),
  4: lazy(() => import('./styles/before-after')),
  5: lazy(() => import('./styles/orbit')),
  6: lazy(() => import('./styles/timeline')),
  7: lazy(() => import('./styles/gradient-mesh')),
};

/** The style a stored setting selects: 1-7, or 0 (the default component) for anything else. */
export function resolveAiStyle(value: string | null | undefined): number {
  return readAiStyle(value);
}
