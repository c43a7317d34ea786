import { useEffect, useState } from 'react';

/**
 * Whether an element has come within `rootMargin` of the viewport since the component hydrated
 * or mounted (it stays true). Returns a callback ref for the element and the flag. False on the
 * server and in the hydrating render (effects run only in the browser), so what renders on
 * `true` (a `<video>`: each costs the browser a media player and its style and layout, even
 * paused) is never in the server's markup. Without IntersectionObserver it turns true at once.
 */
export function useNearOnce<T extends Element>(
  rootMargin = '200px',
): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, rootMargin]);
  return [setElement, near];
}
