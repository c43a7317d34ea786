import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { seedDemoContent } from '../seed/seed';
import { createTestDatabase, DATABASE_KINDS, truncateAll } from '../testing';
import { createLead, LeadError, type NewLead } from './leads';
import { addToShortlist, removeFromShortlist, suggestDesigners } from './leads-designers';
import { leadExportRows } from './leads-export';
import { leadBoard, leadDetail, listLeads } from './leads-query';
import {
  addLeadNote,
  assignLead,
  deleteLead,
  deleteLeadsByEmail,
  leadAssignees,
  setLeadRead,
  setLeadStatus,
} from './leads-write';
import { insertUser } from './users';

const lead = (over: Partial<NewLead> = {}): NewLead => ({
  name: 'Dana Lee',
  email: 'dana@example.com',
  company: 'Acme',
  inquiryType: 'project',
  message: 'We need a website',
  ...over,
});

const page = { limit: 20, offset: 0 };

describe.each(DATABASE_KINDS)('leads repository on %s', (kind) => {
  let h: DatabaseHandle;
  let adminId: number;
  let memberId: number;
  beforeAll(async () => {
    h = await createTestDatabase(kind);
  });
  afterAll(async () => h?.close());
  beforeEach(async () => {
    await truncateAll(h);
    adminId = (await insertUser(h.db, { username: 'alice', passwordHash: 'x', role: 'admin' }))!.id;
    memberId = (await insertUser(h.db, { username: 'bob', passwordHash: 'x' }))!.id;
  });

  /** Sets a lead's created_at (the filters' and sorts' dates). */
  const backdate = (id: number, iso: string) =>
    sql`update contact_submissions set created_at = ${iso}::timestamptz, updated_at = ${iso}::timestamptz where id = ${id}`.execute(
      h.db,
    );

  it('createLead stores the row and a created event in one go', async () => {
    const row = await createLead(h.db, lead());
    expect(row).toMatchObject({ status: 'new', spamReason: null, isRead: false });
    const spam = await createLead(h.db, lead({ status: 'spam', spamReason: 'honeypot' }));
    expect(spam).toMatchObject({ status: 'spam', spamReason: 'honeypot' });
    const detail = await leadDetail(h.db, spam.id);
    expect(detail?.events).toMatchObject([
      { kind: 'created', data: { status: 'spam', spamReason: 'honeypot' }, actorId: null },
    ]);
    // Inside a caller's transaction (the contact form also queues its notification there).
    await h.db.transaction().execute(async (trx) => {
      const inner = await createLead(trx, lead({ name: 'In trx' }));
      expect(inner.name).toBe('In trx');
    });
    expect((await listLeads(h.db, page)).total).toBe(2);
  });

  it('status changes record from/to, spam is manual and leaving it clears the reason', async () => {
    const { id } = await createLead(h.db, lead());
    const before = (await leadDetail(h.db, id))!;
    await new Promise((r) => setTimeout(r, 5));
    const moved = await setLeadStatus(h.db, id, 'qualified', adminId);
    expect(moved.status).toBe('qualified');
    expect(moved.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    // Same status: nothing recorded.
    await setLeadStatus(h.db, id, 'qualified', adminId);
    expect(await setLeadStatus(h.db, id, 'spam', adminId)).toMatchObject({
      status: 'spam',
      spamReason: 'manual',
    });
    expect(await setLeadStatus(h.db, id, 'new', adminId)).toMatchObject({
      status: 'new',
      spamReason: null,
    });
    const events = (await leadDetail(h.db, id))!.events;
    expect(events.map((e) => [e.kind, e.data, e.actorName])).toEqual([
      ['status', { from: 'spam', to: 'new' }, 'alice'],
      ['status', { from: 'qualified', to: 'spam' }, 'alice'],
      ['status', { from: 'new', to: 'qualified' }, 'alice'],
      ['created', { status: 'new' }, null],
    ]);
    await expect(setLeadStatus(h.db, 9999, 'won', adminId)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('assigns to admins only, unassigns, and records read/unread and notes', async () => {
    const { id } = await createLead(h.db, lead());
    expect(await assignLead(h.db, id, adminId, adminId)).toMatchObject({
      assigneeId: adminId,
      assigneeName: 'alice',
    });
    await expect(assignLead(h.db, id, memberId, adminId)).rejects.toBeInstanceOf(LeadError);
    await expect(assignLead(h.db, id, 4242, adminId)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await assignLead(h.db, id, null, adminId)).toMatchObject({
      assigneeId: null,
      assigneeName: null,
    });
    expect((await setLeadRead(h.db, id, true, adminId)).isRead).toBe(true);
    await setLeadRead(h.db, id, true, adminId);
    expect((await setLeadRead(h.db, id, false, adminId)).isRead).toBe(false);
    const note = await addLeadNote(h.db, id, 'Called them, wants a quote', adminId);
    expect(note).toMatchObject({ body: 'Called them, wants a quote', authorName: 'alice' });
    await addLeadNote(h.db, id, 'Second', adminId);
    const detail = (await leadDetail(h.db, id))!;
    expect(detail.noteCount).toBe(2);
    expect(detail.notes.map((n) => n.body)).toEqual(['Second', 'Called them, wants a quote']);
    expect(detail.events.map((e) => e.kind)).toEqual([
      'note',
      'note',
      'unread',
      'read',
      'assigned',
      'assigned',
      'created',
    ]);
    expect(detail.events[4]!.data).toEqual({ assigneeId: null, assigneeName: null });
    expect(detail.events[5]!.data).toEqual({ assigneeId: adminId, assigneeName: 'alice' });
    expect(await leadAssignees(h.db)).toEqual([{ id: adminId, username: 'alice' }]);
    await expect(addLeadNote(h.db, 777, 'x', adminId)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('filters by status (spam hidden by default), type, assignee, read, dates and text; counts ignore the status filter', async () => {
    const a = await createLead(
      h.db,
      lead({ name: 'Ann', company: 'Zeta', inquiryType: 'designer' }),
    );
    const b = await createLead(
      h.db,
      lead({ name: 'Ben', email: 'BEN@x.io', message: 'Logo 50% off_' }),
    );
    const c = await createLead(h.db, lead({ name: 'Cat', company: 'beta' }));
    const s = await createLead(
      h.db,
      lead({ name: 'Spammy', status: 'spam', spamReason: 'too-fast' }),
    );
    await backdate(a.id, '2026-11-01T10:00:00Z');
    await backdate(b.id, '2026-11-02T23:59:59Z');
    await backdate(c.id, '2026-11-03T00:00:00Z');
    await backdate(s.id, '2026-11-02T12:00:00Z');
    await setLeadStatus(h.db, c.id, 'won', adminId);
    await assignLead(h.db, a.id, adminId, adminId);
    await setLeadRead(h.db, b.id, true, adminId);
    const names = async (q: Parameters<typeof listLeads>[1]) =>
      (await listLeads(h.db, q)).items.map((l) => l.name);

    const all = await listLeads(h.db, page);
    expect(all.items.map((l) => l.name)).toEqual(['Cat', 'Ben', 'Ann']);
    expect(all.total).toBe(3);
    expect(all.counts).toEqual({
      new: 2,
      contacted: 0,
      qualified: 0,
      matched: 0,
      won: 1,
      lost: 0,
      spam: 1,
    });
    expect(await names({ ...page, status: 'spam' })).toEqual(['Spammy']);
    const won = await listLeads(h.db, { ...page, status: 'won' });
    expect(won.items.map((l) => l.name)).toEqual(['Cat']);
    expect(won.total).toBe(1);
    expect(won.counts).toEqual(all.counts);
    expect(await names({ ...page, inquiryType: 'designer' })).toEqual(['Ann']);
    expect(await names({ ...page, assigneeId: adminId })).toEqual(['Ann']);
    expect(await names({ ...page, assigneeId: 'none' })).toEqual(['Cat', 'Ben']);
    expect(await names({ ...page, isRead: true })).toEqual(['Ben']);
    expect(await names({ ...page, isRead: false })).toEqual(['Cat', 'Ann']);
    expect(await names({ ...page, from: '2026-11-02', to: '2026-11-02' })).toEqual(['Ben']);
    expect(await names({ ...page, from: '2026-11-02' })).toEqual(['Cat', 'Ben']);
    expect(await names({ ...page, to: '2026-11-01' })).toEqual(['Ann']);
    expect(await names({ ...page, q: 'ben@X' })).toEqual(['Ben']);
    expect(await names({ ...page, q: 'BETA' })).toEqual(['Cat']);
    // Wildcards are literal.
    expect(await names({ ...page, q: '50%' })).toEqual(['Ben']);
    expect(await names({ ...page, q: '%' })).toEqual(['Ben']);
    expect(await names({ ...page, q: 'f_' })).toEqual(['Ben']);
    const filtered = await listLeads(h.db, { ...page, q: 'a', status: 'new' });
    expect(filtered.counts).toMatchObject({ new: 2, won: 1, spam: 1 });
    expect(filtered.items.map((l) => l.name)).toEqual(['Ben', 'Ann']);
    await expect(listLeads(h.db, { ...page, from: '2026-13-45' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('sorts by the whitelist only, ties broken by id, and pages', async () => {
    const rows = [];
    for (const [name, company] of [
      ['bea', 'Mango'],
      ['Adam', 'apple'],
      ['Carl', 'Banana'],
    ] as const)
      rows.push(await createLead(h.db, lead({ name, company })));
    await setLeadStatus(h.db, rows[0]!.id, 'lost', adminId);
    await setLeadStatus(h.db, rows[2]!.id, 'contacted', adminId);
    const order = async (sort: Parameters<typeof listLeads>[1]['sort']) =>
      (await listLeads(h.db, { ...page, sort })).items.map((l) => l.name);
    expect(await order('name')).toEqual(['Adam', 'bea', 'Carl']);
    expect(await order('-name')).toEqual(['Carl', 'bea', 'Adam']);
    expect(await order('company')).toEqual(['Adam', 'Carl', 'bea']);
    expect(await order('status')).toEqual(['Adam', 'Carl', 'bea']);
    expect(await order('-status')).toEqual(['bea', 'Carl', 'Adam']);
    expect(await order('createdAt')).toEqual(['bea', 'Adam', 'Carl']);
    expect(await order('-updatedAt')).toEqual(['Carl', 'bea', 'Adam']);
    expect(
      (await listLeads(h.db, { limit: 2, offset: 1, sort: 'name' })).items.map((l) => l.name),
    ).toEqual(['bea', 'Carl']);
    await expect(listLeads(h.db, { ...page, sort: 'password' as never })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('board: every status column with its first cards and total', async () => {
    for (let i = 0; i < 4; i++) await createLead(h.db, lead({ name: `N${i}` }));
    const w = await createLead(h.db, lead({ name: 'W' }));
    await setLeadStatus(h.db, w.id, 'won', adminId);
    await createLead(h.db, lead({ name: 'S', status: 'spam', spamReason: 'honeypot' }));
    const board = await leadBoard(h.db, {}, 3);
    expect(Object.keys(board)).toEqual([
      'new',
      'contacted',
      'qualified',
      'matched',
      'won',
      'lost',
      'spam',
    ]);
    expect(board.new.total).toBe(4);
    expect(board.new.items.map((l) => l.name)).toEqual(['N3', 'N2', 'N1']);
    expect(board.won).toMatchObject({ total: 1, items: [{ name: 'W' }] });
    expect(board.spam.total).toBe(1);
    expect(board.lost).toEqual({ total: 0, items: [] });
    expect((await leadBoard(h.db, { q: 'N1' })).new).toMatchObject({ total: 1 });
  });

  it('deletes one lead, and every lead of one address in any letter case', async () => {
    const a = await createLead(h.db, lead({ email: 'Pat@Example.com' }));
    await addLeadNote(h.db, a.id, 'note', adminId);
    await createLead(
      h.db,
      lead({ email: 'pat@example.COM', status: 'spam', spamReason: 'honeypot' }),
    );
    const other = await createLead(h.db, lead({ email: 'pat@example.org' }));
    expect(await deleteLeadsByEmail(h.db, ' PAT@example.com ')).toBe(2);
    expect(await deleteLeadsByEmail(h.db, 'pat@example.com')).toBe(0);
    const left = await h.db.selectFrom('contactSubmissions').select('id').execute();
    expect(left).toEqual([{ id: other.id }]);
    const notes = await h.db.selectFrom('leadNotes').select('id').execute();
    expect(notes).toEqual([]);
    expect(await deleteLead(h.db, other.id)).toBe(true);
    expect(await deleteLead(h.db, other.id)).toBe(false);
    expect(await h.db.selectFrom('leadEvents').select('id').execute()).toEqual([]);
  });

  it('suggests the brand designers first for a fintech brand identity, and shortlists', async () => {
    await seedDemoContent(h.db);
    const { id } = await createLead(
      h.db,
      lead({
        inquiryType: 'designer',
        company: 'Coinly',
        message: 'We need a brand identity for a fintech',
      }),
    );
    const suggestions = await suggestDesigners(h.db, id, { availableOnly: false, limit: 8 });
    expect(suggestions.length).toBeGreaterThan(1);
    expect(suggestions.every((s) => s.rank > 0)).toBe(true);
    const ranks = suggestions.map((s) => s.rank);
    expect([...ranks].sort((x, y) => y - x)).toEqual(ranks);
    expect(
      suggestions
        .slice(0, 2)
        .map((s) => s.title)
        .sort(),
    ).toEqual(['Brand & Identity Designer', 'Motion & Brand Designer']);
    const top = suggestions[0]!;
    expect(top.shortlisted).toBe(false);

    const list = await addToShortlist(h.db, id, top.id, adminId);
    expect(list.map((d) => d.id)).toEqual([top.id]);
    expect(await addToShortlist(h.db, id, top.id, adminId)).toEqual(list);
    const second = suggestions[1]!;
    expect((await addToShortlist(h.db, id, second.id, adminId)).map((d) => d.id)).toEqual([
      top.id,
      second.id,
    ]);
    const again = await suggestDesigners(h.db, id, { availableOnly: false, limit: 8 });
    expect(again.find((s) => s.id === top.id)?.shortlisted).toBe(true);
    expect((await removeFromShortlist(h.db, id, top.id, adminId)).map((d) => d.id)).toEqual([
      second.id,
    ]);
    expect(await removeFromShortlist(h.db, id, top.id, adminId)).toHaveLength(1);
    const detail = (await leadDetail(h.db, id))!;
    expect(detail.shortlistCount).toBe(1);
    expect(detail.events.map((e) => [e.kind, e.data.designerName])).toEqual([
      ['unshortlisted', top.name],
      ['shortlisted', second.name],
      ['shortlisted', top.name],
      ['created', undefined],
    ]);
    await expect(addToShortlist(h.db, id, 99999, adminId)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Designer not found',
    });
    await expect(addToShortlist(h.db, 99999, top.id, adminId)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Lead not found',
    });

    // availableOnly drops unavailable designers; a message without known words suggests nobody.
    await h.db
      .updateTable('designers')
      .set({ isAvailable: false })
      .where('id', '=', top.id)
      .execute();
    const available = await suggestDesigners(h.db, id, { availableOnly: true, limit: 8 });
    expect(available.map((s) => s.id)).not.toContain(top.id);
    const none = await createLead(
      h.db,
      lead({ inquiryType: 'questions', company: 'Qqq', message: 'Zzzxq wwvv -- ??? !!!' }),
    );
    expect(await suggestDesigners(h.db, none.id, { availableOnly: false, limit: 8 })).toEqual([]);
    const empty = await createLead(h.db, lead({ company: 'the', message: 'a an' }));
    await expect(
      suggestDesigners(h.db, empty.id, { availableOnly: false, limit: 8 }),
    ).resolves.toBeInstanceOf(Array);
  });

  it('exports every matching lead in keyset pages with notes and shortlist', async () => {
    await seedDemoContent(h.db);
    const designer = await h.db
      .selectFrom('designers')
      .select(['id', 'name'])
      .executeTakeFirstOrThrow();
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) ids.push((await createLead(h.db, lead({ name: `L${i}` }))).id);
    // Equal timestamps (with microseconds) must not lose or repeat rows across pages.
    await sql`update contact_submissions set created_at = '2026-11-20T10:00:00.123456Z' where id in (${sql.join(ids.slice(0, 4))})`.execute(
      h.db,
    );
    await createLead(h.db, lead({ name: 'Spam', status: 'spam', spamReason: 'honeypot' }));
    await addLeadNote(h.db, ids[2]!, 'First note', adminId);
    await addLeadNote(h.db, ids[2]!, 'Second note', adminId);
    await addToShortlist(h.db, ids[2]!, designer.id, adminId);
    for (const sort of ['-createdAt', 'createdAt', 'name', '-status', '-updatedAt'] as const) {
      const rows = [];
      for await (const row of leadExportRows(h.db, {}, sort, 2)) rows.push(row);
      const listed = await listLeads(h.db, { ...page, sort });
      expect(rows.map((r) => r.id)).toEqual(listed.items.map((l) => l.id));
    }
    const rows = [];
    for await (const row of leadExportRows(h.db, { q: 'L2' }, '-createdAt', 2)) rows.push(row);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.notes.map((n) => [n.body, n.authorName])).toEqual([
      ['First note', 'alice'],
      ['Second note', 'alice'],
    ]);
    expect(rows[0]!.shortlisted).toEqual([designer.name]);
    const spam = [];
    for await (const row of leadExportRows(h.db, { status: 'spam' })) spam.push(row.name);
    expect(spam).toEqual(['Spam']);
  });
});
