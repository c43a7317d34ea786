import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * Keyboard focus after rows are deleted (issue 22 item 2): once the list no longer holds them,
 * focus moves to the row that took their place (the next one, else the one before), to its first
 * link (else button or input), or to `container` when no row is left, never to the page's body.
 * Rows are found by their `data-row-id`. `items` are the rows on screen now. Returns `markDeleted`,
 * to call with the ids of rows whose deletion the server has confirmed.
 */
export function useFocusAfterDelete(
  items: readonly { id: number }[],
  container: RefObject<HTMLElement | null>,
): (deletedIds: readonly number[]) => void {
  const pending = useRef<{ deleted: Set<number>; next: number | null } | null>(null);
  const rows = useRef(items);
  rows.current = items;

  const focusWhenGone = useCallback(() => {
    const wanted = pending.current;
    if (!wanted || rows.current.some((r) => wanted.deleted.has(r.id))) return;
    pending.current = null;
    const root = container.current;
    const row = wanted.next === null ? null : root?.querySelector(`[data-row-id="${wanted.next}"]`);
    const target =
      row?.querySelector<HTMLElement>('a[href]') ??
      row?.querySelector<HTMLElement>('button:not([disabled]), input:not([disabled])') ??
      root;
    target?.focus();
  }, [container]);

  useEffect(focusWhenGone, [items, focusWhenGone]);

  return useCallback(
    (deletedIds) => {
      const deleted = new Set(deletedIds);
      const list = rows.current;
      const first = list.findIndex((r) => deleted.has(r.id));
      const after = list.slice(first + 1).find((r) => !deleted.has(r.id));
      const before = list
        .slice(0, Math.max(first, 0))
        .reverse()
        .find((r) => !deleted.has(r.id));
      pending.current = { deleted, next: (after ?? before)?.id ?? null };
      focusWhenGone();
    },
    [focusWhenGone],
  );
}
