import { describe, expect, it } from 'vitest';
import { changedValues } from './use-record-draft-actions';

describe('changedValues', () => {
  it('keeps only the fields the admin changed', () => {
    expect(
      changedValues({ title: 'New', description: 'Same', category: 'UX' }, { title: true }),
    ).toEqual({ title: 'New' });
  });

  it('keeps a field cleared to an empty value', () => {
    expect(changedValues({ title: 'Kept', link: '' }, { link: true })).toEqual({ link: '' });
  });

  it('is empty when nothing changed (publish then only publishes the waiting draft)', () => {
    expect(changedValues({ title: 'Kept' }, {})).toEqual({});
  });

  it('keeps a nested field by its top-level name', () => {
    expect(
      changedValues({ media: { url: '/a.webp' }, title: 'x' }, { media: { url: true } }),
    ).toEqual({ media: { url: '/a.webp' } });
  });
});
