import { describe, expect, it } from 'vitest';
import { deleteByEmailInput, leadFilters, leadListInput } from './leads';

describe('lead inputs', () => {
  it('accepts calendar days only', () => {
    expect(leadFilters.parse({ from: '2024-02-29', to: '2026-11-23' })).toEqual({
      from: '2024-02-29',
      to: '2026-11-23',
    });
    for (const day of ['2026-02-30', '2025-02-29', '2026-13-01', '2026-1-1', '23/11/2026'])
      expect(leadFilters.safeParse({ from: day }).success, day).toBe(false);
  });

  it('defaults the list page and whitelists the sort', () => {
    expect(leadListInput.parse({})).toEqual({ sort: '-createdAt', limit: 20, offset: 0 });
    expect(leadListInput.safeParse({ sort: 'password' }).success).toBe(false);
    expect(leadFilters.parse({ assigneeId: 'none' }).assigneeId).toBe('none');
    expect(leadFilters.parse({ assigneeId: '7' }).assigneeId).toBe(7);
  });

  it('trims the e-mail to delete', () => {
    expect(deleteByEmailInput.parse({ email: ' a@b.co ' })).toEqual({ email: 'a@b.co' });
    expect(deleteByEmailInput.safeParse({ email: 'nope' }).success).toBe(false);
  });
});
