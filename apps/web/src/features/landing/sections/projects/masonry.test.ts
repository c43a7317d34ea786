import { describe, expect, it } from 'vitest';
import { distributeIntoColumns } from './masonry';

describe('distributeIntoColumns', () => {
  it('fills the shortest column first, leftmost on ties', () => {
    const heights = [1.5, 0.75, 0.75, 0.75, 0.75];
    const cols = distributeIntoColumns(heights, 3, (h) => h);
    expect(cols).toEqual([[1.5], [0.75, 0.75], [0.75, 0.75]]);
  });

  it('keeps every item exactly once, in input order per column', () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    const cols = distributeIntoColumns(items, 3, (i) => (i % 2 ? 1.5 : 0.75));
    expect(cols.flat().sort((a, b) => a - b)).toEqual(items);
    for (const col of cols) expect([...col].sort((a, b) => a - b)).toEqual(col);
  });

  it('treats fewer than one column as one', () => {
    expect(distributeIntoColumns([1, 2], 0, () => 1)).toEqual([[1, 2]]);
  });
});
