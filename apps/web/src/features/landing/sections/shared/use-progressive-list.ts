import { startTransition, useEffect, useState } from 'react';

/**
 * `items`, `step` at a time: the first `step` on the first render, `step` more in each following
 * task (a transition), until all are shown. A long list (22 designer works) then renders, lays
 * out and paints in small steps instead of one long task (TBT). Lists up to `step` items are
 * never cut.
 */
export function useProgressiveList<T>(items: T[], step: number): T[] {
  const [count, setCount] = useState(step);
  const cut = count < items.length;
  useEffect(() => {
    if (!cut) return;
    const timer = setTimeout(() => startTransition(() => setCount((n) => n + step)), 0);
    return () => clearTimeout(timer);
  }, [cut, count, step]);
  return cut ? items.slice(0, count) : items;
}
