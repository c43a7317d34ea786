import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded component and a way to fetch its chunk ahead of its first render. */
export interface PreloadableLazy<P> {
  View: LazyExoticComponent<ComponentType<P>>;
  /** Fetches the chunk (once, shared with View); resolves when it is in, never rejects. */
  preload: () => Promise<void>;
}

/**
 * `React.lazy(load)` whose chunk can be fetched before the component renders: an island
 * hydrating a lazy component must have its chunk first, or the update that follows hydration
 * (useHydrated) would replace the server's markup with the Suspense fallback while it loads.
 * A failed download is forgotten, so the next render or preload tries again.
 */
export function preloadableLazy<P>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableLazy<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return {
    View: lazy(loadOnce),
    preload: () =>
      loadOnce().then(
        () => undefined,
        () => undefined,
      ),
  };
}
