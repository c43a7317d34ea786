import { createLead, seedDemoContent, type DatabaseHandle, type NewLead } from '@forma/db';
import { createTestDatabase, DATABASE_KINDS, truncateAll } from '@forma/db/testing';
import type { PublicUser } from '@forma/validators';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callerAs, makeUser } from '../test-helpers';

const lead = (over: Partial<NewLead> = {}): NewLead => ({
  name: 'Dana Lee',
  email: 'dana@example.com',
  company: 'Acme',
  inquiryType: 'project',
  message: 'We need a website',
  ...over,
});

describe.each(DATABASE_KINDS)('admin.leads router on %s', (kind) => {
  let h: DatabaseHandle;
  let admin: PublicUser;
  let member: PublicUser;
  beforeAll(async () => {
    h = await createTestDatabase(kind);
  });
  afterAll(async () => h?.close());
  beforeEach(async () => {
    await truncateAll(h);
    admin = await makeUser(h, 'admin', { isAdmin: true });
    member = await makeUser(h, 'member');
  });

  it('is admin only', async () => {
    await expect(callerAs(h, null).admin.leads.list({})).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(callerAs(h, member).admin.leads.assignees()).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(
      callerAs(h, member).admin.leads.deleteByEmail({ email: 'a@b.co' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('the dashboard leaves spam out of its counts and latest submissions, which carry their status', async () => {
    const caller = callerAs(h, admin);
    const real = await createLead(h.db, lead({ name: 'Real Person' }));
    await createLead(h.db, lead({ name: 'Spam Bot', status: 'spam', spamReason: 'honeypot' }));
    const dash = await caller.admin.dashboard();
    expect(dash.counts.unreadContactSubmissions).toBe(1);
    expect(dash.counts.contactSubmissions).toBe(1);
    expect(dash.latestContactSubmissions.map((s) => s.name)).toEqual(['Real Person']);
    expect(dash.latestContactSubmissions[0]).toMatchObject({ id: real.id, status: 'new' });
  });

  it('the generic contactSubmissions.update writes through the lead writes: event, actor, updated_at', async () => {
    const caller = callerAs(h, admin);
    const { id } = await createLead(h.db, lead({ name: 'Generic Write' }));
    const longAgo = new Date('2020-01-01T00:00:00Z');
    await h.db
      .updateTable('contactSubmissions')
      .set({ updatedAt: longAgo })
      .where('id', '=', id)
      .execute();
    const row = await caller.admin.contactSubmissions.update({ id, data: { isRead: true } });
    expect(row).toMatchObject({ id, isRead: true });
    expect(row.updatedAt.getTime()).toBeGreaterThan(longAgo.getTime());
    const detail = await caller.admin.leads.byId({ id });
    expect(detail.events[0]).toMatchObject({ kind: 'read', actorName: 'admin' });
    await expect(
      caller.admin.contactSubmissions.update({ id: 999_999, data: { isRead: true } }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('works a lead through the pipeline; every write is audit-logged', async () => {
    const caller = callerAs(h, admin);
    const { id } = await createLead(h.db, lead());
    expect(await caller.admin.leads.setStatus({ id, status: 'contacted' })).toMatchObject({
      id,
      status: 'contacted',
    });
    expect(await caller.admin.leads.assign({ id, assigneeId: admin.id })).toMatchObject({
      assigneeName: 'admin',
    });
    await expect(caller.admin.leads.assign({ id, assigneeId: member.id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Leads can only be assigned to an admin or an editor',
    });
    // Opening an unread lead reads it without a timeline event, and it is not an update (the
    // "recently updated" order stays); a person's choice has one.
    const before = await caller.admin.leads.byId({ id });
    expect(await caller.admin.leads.setRead({ id, isRead: true, automatic: true })).toMatchObject({
      isRead: true,
      updatedAt: before.updatedAt,
    });
    expect((await caller.admin.leads.byId({ id })).events.map((e) => e.kind)).not.toContain('read');
    expect(await caller.admin.leads.setRead({ id, isRead: false })).toMatchObject({
      isRead: false,
    });
    expect(await caller.admin.leads.setRead({ id, isRead: true })).toMatchObject({ isRead: true });
    const note = await caller.admin.leads.addNote({ id, body: 'Follow up Monday' });
    expect(note).toMatchObject({ body: 'Follow up Monday', authorId: admin.id });
    const detail = await caller.admin.leads.byId({ id });
    expect(detail).toMatchObject({ status: 'contacted', noteCount: 1, isRead: true });
    expect(detail.events.map((e) => e.kind)).toEqual([
      'note',
      'read',
      'unread',
      'assigned',
      'status',
      'created',
    ]);
    expect(detail.events[4]).toMatchObject({
      data: { from: 'new', to: 'contacted' },
      actorName: 'admin',
    });
    const audit = await h.db
      .selectFrom('auditLog')
      .select(['action', 'entity', 'entityId'])
      .orderBy('id')
      .execute();
    expect(audit).toEqual(
      ['setStatus', 'assign', 'setRead', 'setRead', 'setRead', 'addNote'].map((p) => ({
        action: `admin.leads.${p}`,
        entity: 'leads',
        entityId: String(id),
      })),
    );
    expect(await caller.admin.leads.assignees()).toEqual([{ id: admin.id, username: 'admin' }]);
  });

  it('answers NOT_FOUND for a missing lead and BAD_REQUEST for bad input', async () => {
    const caller = callerAs(h, admin);
    for (const call of [
      () => caller.admin.leads.byId({ id: 424242 }),
      () => caller.admin.leads.setStatus({ id: 424242, status: 'won' }),
      () => caller.admin.leads.addNote({ id: 424242, body: 'x' }),
      () => caller.admin.leads.suggestDesigners({ id: 424242 }),
      () => caller.admin.leads.delete({ id: 424242 }),
    ])
      await expect(call()).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Lead not found' });
    for (const input of [
      { sort: 'password' },
      { status: 'archived' },
      { limit: 0 },
      { from: '23/11/2026' },
      { from: '2026-02-30' },
      { assigneeId: 'nobody' },
    ])
      await expect(caller.admin.leads.list(input as never)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    await expect(caller.admin.leads.addNote({ id: 1, body: '   ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('suggests only published designers', async () => {
    const caller = callerAs(h, admin);
    await seedDemoContent(h.db);
    const fintech = await createLead(
      h.db,
      lead({ inquiryType: 'designer', message: 'We need a brand identity for a fintech' }),
    );
    const input = { id: fintech.id, availableOnly: false, limit: 20 };
    const [top] = await caller.admin.leads.suggestDesigners(input);
    expect(top).toBeDefined();
    await h.db
      .updateTable('designers')
      .set({ publishedAt: null })
      .where('id', '=', top!.id)
      .execute();
    const after = await caller.admin.leads.suggestDesigners(input);
    expect(after.length).toBeGreaterThan(0);
    expect(after.map((s) => s.id)).not.toContain(top!.id);
  });

  it('lists, boards, suggests and shortlists designers, deletes', async () => {
    const caller = callerAs(h, admin);
    await seedDemoContent(h.db);
    const fintech = await createLead(
      h.db,
      lead({ inquiryType: 'designer', message: 'We need a brand identity for a fintech' }),
    );
    await createLead(h.db, lead({ name: 'Bot', status: 'spam', spamReason: 'honeypot' }));
    const list = await caller.admin.leads.list({});
    expect(list.total).toBe(1);
    expect(list.counts).toMatchObject({ new: 1, spam: 1 });
    const board = await caller.admin.leads.board({});
    expect(board.columns.new.total).toBe(1);
    expect(board.columns.spam.items.map((l) => l.name)).toEqual(['Bot']);

    const suggestions = await caller.admin.leads.suggestDesigners({
      id: fintech.id,
      availableOnly: false,
    });
    expect(suggestions.length).toBeGreaterThan(1);
    expect(suggestions.slice(0, 2).map((s) => s.title)).toEqual(
      expect.arrayContaining(['Brand & Identity Designer', 'Motion & Brand Designer']),
    );
    // By default only available designers are suggested.
    const available = await caller.admin.leads.suggestDesigners({ id: fintech.id, limit: 20 });
    expect(available.length).toBeGreaterThan(0);
    expect(available.every((s) => s.isAvailable)).toBe(true);
    expect(available.length).toBeLessThan(
      (
        await caller.admin.leads.suggestDesigners({
          id: fintech.id,
          availableOnly: false,
          limit: 20,
        })
      ).length,
    );
    const [top] = suggestions;
    const shortlist = await caller.admin.leads.shortlistAdd({
      id: fintech.id,
      designerId: top!.id,
    });
    expect(shortlist.map((d) => d.name)).toEqual([top!.name]);
    expect(
      (await caller.admin.leads.suggestDesigners({ id: fintech.id, availableOnly: false })).find(
        (s) => s.id === top!.id,
      )?.shortlisted,
    ).toBe(true);
    await expect(
      caller.admin.leads.shortlistAdd({ id: fintech.id, designerId: 999999 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Designer not found' });
    expect(
      await caller.admin.leads.shortlistRemove({ id: fintech.id, designerId: top!.id }),
    ).toEqual([]);

    expect(await caller.admin.leads.delete({ id: fintech.id })).toEqual({ id: fintech.id });
    expect(await caller.admin.leads.deleteByEmail({ email: 'DANA@example.com' })).toEqual({
      deleted: 1,
    });
    expect((await caller.admin.leads.list({ status: 'spam' })).total).toBe(0);
  });

  it('exportRows yields every lead under the filters to server-side callers', async () => {
    for (let i = 0; i < 3; i++) await createLead(h.db, lead({ name: `L${i}` }));
    const rows = [];
    for await (const row of await callerAs(h, admin).admin.leads.exportRows({ sort: 'name' }))
      rows.push(row.name);
    expect(rows).toEqual(['L0', 'L1', 'L2']);
    await expect(callerAs(h, member).admin.leads.exportRows({})).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
