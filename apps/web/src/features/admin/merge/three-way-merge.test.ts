import { describe, expect, it } from 'vitest';
import { applyChoices, threeWayMerge, type MergeField } from './three-way-merge';

const fields: MergeField[] = [
  { name: 'title', label: 'Title' },
  { name: 'tagline', label: 'Tagline' },
  { name: 'cta', label: 'Button' },
  {
    name: 'items',
    label: 'Cards',
    list: { itemLabel: (item, i) => (item as { title?: string }).title ?? `Item ${i + 1}` },
  },
];

describe('threeWayMerge', () => {
  it('takes each field from the only side that changed it', () => {
    const base = { title: 'A', tagline: 'B', cta: 'C' };
    const result = threeWayMerge(
      fields,
      base,
      { ...base, title: 'Mine' },
      { ...base, tagline: 'Theirs' },
    );
    expect(result.conflicts).toEqual([]);
    expect(result.merged).toEqual({ title: 'Mine', tagline: 'Theirs', cta: 'C' });
    expect(result.takenFromTheirs).toEqual(['Tagline']);
    expect(result.keptFromMine).toEqual(['Title']);
  });

  it('is no conflict when both made the same change', () => {
    const result = threeWayMerge(fields, { title: 'A' }, { title: 'Same' }, { title: 'Same' });
    expect(result.conflicts).toEqual([]);
    expect(result.merged.title).toBe('Same');
  });

  it('asks about a field both changed differently, and applies the choice', () => {
    const result = threeWayMerge(fields, { title: 'A' }, { title: 'Mine' }, { title: 'Theirs' });
    expect(result.conflicts).toEqual([
      { path: 'title', label: 'Title', base: 'A', mine: 'Mine', theirs: 'Theirs' },
    ]);
    expect(applyChoices(result, { title: 'theirs' }).title).toBe('Theirs');
    expect(applyChoices(result, { title: 'mine' }).title).toBe('Mine');
  });

  it('merges a list item by item while both kept its length', () => {
    const base = { items: [{ title: 'One' }, { title: 'Two' }, { title: 'Three' }] };
    const mine = { items: [{ title: 'One!' }, { title: 'Two' }, { title: 'Mine 3' }] };
    const theirs = { items: [{ title: 'One' }, { title: 'Two?' }, { title: 'Theirs 3' }] };
    const result = threeWayMerge(fields, base, mine, theirs);
    expect(result.merged.items).toEqual([
      { title: 'One!' },
      { title: 'Two?' },
      { title: 'Mine 3' },
    ]);
    expect(result.takenFromTheirs).toEqual(['Cards: Two?']);
    expect(result.conflicts.map((c) => c.path)).toEqual(['items.2']);
    expect(applyChoices(result, { 'items.2': 'theirs' }).items).toEqual([
      { title: 'One!' },
      { title: 'Two?' },
      { title: 'Theirs 3' },
    ]);
  });

  it('asks about the whole list when both added, removed or moved items', () => {
    const base = { items: [{ title: 'One' }, { title: 'Two' }] };
    const mine = { items: [{ title: 'Two' }, { title: 'One' }] };
    const theirs = { items: [{ title: 'One' }, { title: 'Two' }, { title: 'New' }] };
    const result = threeWayMerge(fields, base, mine, theirs);
    expect(result.conflicts).toEqual([
      expect.objectContaining({ path: 'items', base: base.items, mine: mine.items }),
    ]);
    expect(applyChoices(result, { items: 'theirs' }).items).toEqual(theirs.items);
  });

  it('takes a list only they reordered', () => {
    const base = { items: [{ title: 'One' }, { title: 'Two' }] };
    const theirs = { items: [{ title: 'Two' }, { title: 'One' }] };
    const result = threeWayMerge(fields, base, { ...base, title: 'Mine' }, theirs);
    expect(result.conflicts).toEqual([]);
    expect(result.merged).toEqual({ title: 'Mine', items: theirs.items });
  });
});
