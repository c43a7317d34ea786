/**
 * Splits `items` into `columns` lists for a masonry layout: each item goes to the currently
 * shortest column (ties: leftmost), given each item's relative height (e.g. 1 / aspect ratio).
 * Order within a column keeps the input order, so reading order stays roughly row by row.
 */
export function distributeIntoColumns<T>(
  items: readonly T[],
  columns: number,
  heightOf: (item: T, index: number) => number,
): T[][] {
  const count = Math.max(1, Math.floor(columns));
  const lists: T[][] = Array.from({ length: count }, () => []);
  const heights = new Array<number>(count).fill(0);
  items.forEach((item, index) => {
    let target = 0;
    for (let c = 1; c < count; c++) if (heights[c]! < heights[target]!) target = c;
    lists[target]!.push(item);
    heights[target]! += heightOf(item, index);
  });
  return lists;
}
