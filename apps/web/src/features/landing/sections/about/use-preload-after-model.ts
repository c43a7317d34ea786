import { useEffect, useState } from 'react';

const THRESHOLDS = Array.from({ length: 21 }, (_, i) => i / 20);

/**
 * True once the platform-model section (`#our-platform-model`) is mostly in view: at least 60%
 * of the viewport or of the section, whichever is smaller (its pin spacer makes it taller than the
 * viewport). Stays true afterwards. Without IntersectionObserver it is true at once.
 */
export function usePreloadAfterPlatformModel(sectionId = 'our-platform-model'): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const el = document.getElementById(sectionId);
    if (!el || typeof IntersectionObserver === 'undefined') {
      setReady(true);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        const viewport = entry.rootBounds?.height ?? window.innerHeight;
        const visible = entry.intersectionRect.height;
        if (visible >= 0.6 * Math.min(entry.boundingClientRect.height, viewport)) {
          setReady(true);
          observer.disconnect();
        }
      },
      { threshold: THRESHOLDS },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ready, sectionId]);
  return ready;
}
