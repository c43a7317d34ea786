import { COLLECTION_LISTS } from '@forma/validators/collection-lists';
import { describe, expect, it } from 'vitest';
import { collectionSearchValidator } from './collection-search';

describe('collectionSearchValidator', () => {
  const designers = collectionSearchValidator(COLLECTION_LISTS.designers);
  const patterns = collectionSearchValidator(COLLECTION_LISTS.patterns);

  it('keeps a valid view: search, page, sort and boolean filters as booleans', () => {
    expect(
      designers({ q: ' ana ', page: '3', sort: '-name', featured: 'true', isAvailable: false }),
    ).toEqual({ q: 'ana', page: 3, sort: '-name', featured: true, isAvailable: false });
  });

  it('drops what the list cannot do instead of failing the route', () => {
    expect(
      designers({ q: '', page: '0', sort: 'password', featured: 'maybe', isAvailable: 1 }),
    ).toEqual({
      q: undefined,
      page: undefined,
      sort: undefined,
      featured: undefined,
      isAvailable: undefined,
    });
    expect(designers({ page: 1 }).page).toBeUndefined();
    expect(designers({ q: 'x'.repeat(201) }).q).toBeUndefined();
  });

  it('keeps the list or grid view, nothing else', () => {
    expect(designers({ view: 'grid' }).view).toBe('grid');
    expect(designers({ view: 'list' }).view).toBe('list');
    expect(designers({ view: 'table' }).view).toBeUndefined();
  });

  it('accepts enum filters only from their values', () => {
    expect(patterns({ status: 'ready' }).status).toBe('ready');
    expect(patterns({ status: 'done' }).status).toBeUndefined();
  });
});
