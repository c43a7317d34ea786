import { describe, expect, it } from 'vitest';
import { directoryHref, workWithHref } from './directory';
import { directoryQuery } from './directory-query';

describe('directoryQuery (issue 19 item 5)', () => {
  it('reads an empty query as every designer on page 1', () => {
    expect(directoryQuery.parse({})).toEqual({ q: '', skill: '', available: false, page: 1 });
    expect(directoryQuery.parse({ q: '', skill: '', page: '' })).toMatchObject({ page: 1 });
  });

  it('reads the filters and the page a submitted form sends', () => {
    expect(
      directoryQuery.parse({ q: '  brand  ', skill: 'Figma', available: '1', page: '3' }),
    ).toEqual({ q: 'brand', skill: 'Figma', available: true, page: 3 });
  });

  it.each([
    [{ page: 'abc' }, 'page must be a whole number from 1 to 1000'],
    [{ page: '0' }, 'page must be a whole number from 1 to 1000'],
    [{ page: '1001' }, 'page must be a whole number from 1 to 1000'],
    [{ available: 'yes' }, 'available must be 1 or left out'],
    [{ q: 'x'.repeat(101) }, 'Search must be at most 100 characters'],
    [{ skill: ['a', 'b'] }, undefined],
  ])('refuses %j with its message', (input, message) => {
    const result = directoryQuery.safeParse(input);
    expect(result.success).toBe(false);
    if (message) expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('writes addresses that read back to the same query', () => {
    const query = { q: 'motion & 3d', skill: 'UX Research', available: true };
    const href = directoryHref(query, 2);
    expect(href).toBe('/designers?q=motion+%26+3d&skill=UX+Research&available=1&page=2');
    const params = Object.fromEntries(new URL(href, 'http://x').searchParams);
    expect(directoryQuery.parse(params)).toEqual({ ...query, page: 2 });
    expect(directoryHref({ q: '', skill: '', available: false })).toBe('/designers');
    expect(workWithHref('amara-okafor')).toBe('/book?designer=amara-okafor');
  });
});
