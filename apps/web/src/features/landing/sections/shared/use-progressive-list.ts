import { startTransition, useEffect, useState } from 'react';

/**
 * `items`, cut to the first `first` on the first render and complete from the next task on (a
 * transition): a long list (22 designer works) then renders, lays out and paints in two smaller
 * steps instead of one long task (TBT). Lists up to `first` items are never cut.
 */
export function useProgressiveList<T>(items: T[], first: number): T[] {
  const [complete, setComplete] = useState(false);
  const cut = !complete && items.length > first;
  useEffect(() => {
    if (!cut) return;
    const timer = setTimeout(() => startTransition(() => setComplete(true)), 0);
    return () => clearTimeout(timer);
  }, [cut]);
  return cut ? items.slice(0, first) : items;
}
