import type { Lead } from '@forma/validators';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { patchCachedLead, type LeadBoardData, type LeadListData } from './lead-cache';

const keys = { list: ['list'], board: ['board'], byId: ['byId'] };

function lead(id: number, patch: Partial<Lead> = {}): Lead {
  return {
    id,
    name: `Lead ${id}`,
    email: `l${id}@example.com`,
    company: 'Co',
    inquiryType: 'project',
    message: 'Hi',
    createdAt: new Date(0),
    updatedAt: new Date(0),
    isRead: false,
    status: 'new',
    spamReason: null,
    assigneeId: null,
    assigneeName: null,
    noteCount: 0,
    shortlistCount: 0,
    ...patch,
  };
}

const empty = { items: [], total: 0 };

function seeded() {
  const client = new QueryClient();
  const list: LeadListData = {
    items: [lead(1), lead(2)],
    total: 2,
    counts: { new: 2, contacted: 0, qualified: 0, matched: 0, won: 0, lost: 0, spam: 0 },
  };
  const board: LeadBoardData = {
    columns: {
      new: { items: [lead(1), lead(2)], total: 7 },
      contacted: empty,
      qualified: { items: [lead(3, { status: 'qualified' })], total: 1 },
      matched: empty,
      won: empty,
      lost: empty,
      spam: empty,
    },
  };
  client.setQueryData([...keys.list, { page: 1 }], list);
  client.setQueryData([...keys.board, {}], board);
  client.setQueryData([...keys.byId, { id: 1 }], {
    ...lead(1),
    notes: [],
    events: [],
    shortlist: [],
  });
  return client;
}

describe('patchCachedLead', () => {
  it('moves a board card to the top of its new column and updates totals, list and detail', () => {
    const client = seeded();
    patchCachedLead(client, keys, 1, { status: 'qualified' });
    const board = client.getQueryData<LeadBoardData>([...keys.board, {}])!;
    expect(board.columns.new.items.map((l) => l.id)).toEqual([2]);
    expect(board.columns.new.total).toBe(6);
    expect(board.columns.qualified.items.map((l) => l.id)).toEqual([1, 3]);
    expect(board.columns.qualified.total).toBe(2);
    const list = client.getQueryData<LeadListData>([...keys.list, { page: 1 }])!;
    expect(list.items[0]!.status).toBe('qualified');
    expect(client.getQueryData<Lead>([...keys.byId, { id: 1 }])!.status).toBe('qualified');
  });

  it('rolls every touched answer back', () => {
    const client = seeded();
    const before = client.getQueryData([...keys.board, {}]);
    const rollback = patchCachedLead(client, keys, 1, { status: 'won', assigneeName: 'sam' });
    rollback();
    expect(client.getQueryData([...keys.board, {}])).toEqual(before);
    expect(client.getQueryData<Lead>([...keys.byId, { id: 1 }])!.status).toBe('new');
  });

  it('updates a card in place when the status stays', () => {
    const client = seeded();
    patchCachedLead(client, keys, 2, { assigneeId: 4, assigneeName: 'sam' });
    const board = client.getQueryData<LeadBoardData>([...keys.board, {}])!;
    expect(board.columns.new.items.map((l) => [l.id, l.assigneeName])).toEqual([
      [1, null],
      [2, 'sam'],
    ]);
    expect(board.columns.new.total).toBe(7);
  });
});
