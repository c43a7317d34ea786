import { leadFilters } from '@forma/validators/leads';
import { describe, expect, it } from 'vitest';
import { leadExportUrl, leadFiltersOf, validateInboxSearch } from './inbox-search';

describe('validateInboxSearch', () => {
  it('keeps a valid view: board, filters, sort, search, page and open', () => {
    expect(
      validateInboxSearch({
        view: 'board',
        status: 'qualified',
        type: 'project',
        assignee: '4',
        read: 'false',
        from: '2026-11-01',
        to: '2026-11-23',
        sort: 'name',
        q: ' ada ',
        page: '2',
        open: 12,
      }),
    ).toEqual({
      view: 'board',
      status: 'qualified',
      type: 'project',
      assignee: 4,
      read: false,
      from: '2026-11-01',
      to: '2026-11-23',
      sort: 'name',
      q: 'ada',
      page: 2,
      open: 12,
    });
    expect(validateInboxSearch({ assignee: 'none', read: true }).assignee).toBe('none');
  });

  it('drops malformed values and defaults instead of failing the route', () => {
    expect(
      validateInboxSearch({
        view: 'grid',
        status: 'archived',
        type: 'jobs',
        assignee: '-1',
        read: 'maybe',
        from: '23/11/2026',
        to: '2026-13-45',
        sort: '-createdAt',
        q: 'x'.repeat(201),
        page: '1',
        open: 'abc',
      }),
    ).toEqual({
      view: undefined,
      status: undefined,
      type: undefined,
      assignee: undefined,
      read: undefined,
      from: undefined,
      to: undefined,
      sort: undefined,
      q: undefined,
      page: undefined,
      open: undefined,
    });
  });

  it('gives the server filters the contract accepts, and the CSV link the same', () => {
    const search = validateInboxSearch({
      status: 'spam',
      assignee: 'none',
      read: 'true',
      q: 'a&b',
    });
    expect(leadFilters.parse(leadFiltersOf(search))).toEqual({
      status: 'spam',
      assigneeId: 'none',
      isRead: true,
      q: 'a&b',
    });
    expect(leadExportUrl(search)).toBe(
      '/api/admin/leads/export.csv?q=a%26b&status=spam&assigneeId=none&isRead=true',
    );
    expect(leadExportUrl({})).toBe('/api/admin/leads/export.csv');
  });
});
