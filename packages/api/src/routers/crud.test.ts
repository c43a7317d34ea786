import type { DatabaseHandle } from '@forma/db';
import { createTestDatabase, truncateAll } from '@forma/db/testing';
import type { PublicUser } from '@forma/validators';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callerAs, makeUser } from '../test-helpers';

describe('crud routers', () => {
  let h: DatabaseHandle;
  let admin: PublicUser;
  let caller: ReturnType<typeof callerAs>;
  beforeAll(async () => {
    h = await createTestDatabase('pglite');
  });
  afterAll(async () => h?.close());
  beforeEach(async () => {
    await truncateAll(h);
    admin = await makeUser(h, 'admin', { isAdmin: true });
    caller = callerAs(h, admin);
  });

  it('creates, lists, searches, pages, updates and deletes designers', async () => {
    const ana = await caller.admin.designers.create({ name: 'Ana', title: 'Product designer' });
    expect(ana).toMatchObject({ name: 'Ana', skills: [], isAvailable: true, orderIndex: 0 });
    expect(ana.createdAt).toBeInstanceOf(Date);
    await caller.admin.designers.create({ name: 'Bo', title: 'Brand', orderIndex: 1 });

    expect((await caller.admin.designers.list()).total).toBe(2);
    const found = await caller.admin.designers.list({ search: 'prod' });
    expect(found.items.map((d) => d.name)).toEqual(['Ana']);
    const page = await caller.admin.designers.list({ limit: 1, offset: 1 });
    expect(page).toMatchObject({ total: 2, items: [{ name: 'Bo' }] });
    await expect(caller.admin.designers.list({ limit: 500 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });

    const updated = await caller.admin.designers.update({ id: ana.id, data: { featured: true } });
    expect(updated).toMatchObject({ name: 'Ana', featured: true });
    expect(await caller.admin.designers.byId({ id: ana.id })).toMatchObject({ featured: true });

    expect(await caller.admin.designers.delete({ id: ana.id })).toEqual({ success: true });
    await expect(caller.admin.designers.byId({ id: ana.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(caller.admin.designers.delete({ id: ana.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      caller.admin.designers.update({ id: ana.id, data: { name: 'x' } }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Designer not found' });
  });

  it('refuses a designer work of an unknown designer', async () => {
    const input = { designerId: 999, title: 'Work', mediaUrl: '/uploads/a.webp' };
    await expect(caller.admin.designerWorks.create(input)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Designer not found',
    });
    const d = await caller.admin.designers.create({ name: 'Ana', title: 'T' });
    const work = await caller.admin.designerWorks.create({ ...input, designerId: d.id });
    await expect(
      caller.admin.designerWorks.update({ id: work.id, data: { designerId: 999 } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Designer not found' });

    const projects = await callerAs(h, null).catalog.projects();
    expect(projects).toEqual([
      {
        id: work.id,
        title: 'Work',
        description: '',
        imageUrl: '/uploads/a.webp',
        category: '',
        isVideo: false,
        orientation: 'landscape',
        maxWidth: null,
        maxHeight: null,
        fitMode: 'crop',
      },
    ]);
    expect(await callerAs(h, null).catalog.designerWorks({ designerId: d.id })).toHaveLength(1);
    expect(await callerAs(h, null).catalog.designerWorks({ designerId: 12345 })).toEqual([]);
  });

  it('contact submissions: no create, only isRead updates, visible on the dashboard', async () => {
    const { id } = await callerAs(h, null).contact.submit({
      name: 'Jo',
      email: 'jo@example.com',
      company: 'Acme',
      inquiryType: 'project',
      message: 'Hello',
    });
    await expect(caller.admin.contactSubmissions.create({} as never)).rejects.toMatchObject({
      code: 'METHOD_NOT_SUPPORTED',
    });
    const read = await caller.admin.contactSubmissions.update({ id, data: { isRead: true } });
    expect(read.isRead).toBe(true);
    await expect(
      caller.admin.contactSubmissions.update({ id, data: { message: 'x' } as never }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const dash = await caller.admin.dashboard();
    expect(dash.counts).toMatchObject({
      contactSubmissions: 1,
      unreadContactSubmissions: 0,
      users: 1,
    });
    expect(dash.latestContactSubmissions.map((s) => s.id)).toEqual([id]);
  });

  it('users: no password in rows, only isAdmin changes, never the own admin flag', async () => {
    const member = await makeUser(h, 'member');
    const list = await caller.admin.users.list();
    expect(list.total).toBe(2);
    for (const u of list.items) expect(u).not.toHaveProperty('password');
    await expect(caller.admin.users.create({} as never)).rejects.toMatchObject({
      code: 'METHOD_NOT_SUPPORTED',
    });
    expect(
      await caller.admin.users.update({ id: member.id, data: { role: 'admin' } }),
    ).toMatchObject({
      isAdmin: true,
      role: 'admin',
    });
    await expect(
      caller.admin.users.update({ id: admin.id, data: { role: 'editor' } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.admin.users.delete({ id: admin.id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await caller.admin.users.delete({ id: member.id })).toEqual({ success: true });
  });

  it('patterns keep cssProperties as JSON and validate the rating of testimonials', async () => {
    const p = await caller.admin.patterns.create({ name: 'Dots', cssProperties: { opacity: 0.3 } });
    expect(p.cssProperties).toEqual({ opacity: 0.3 });
    await expect(
      caller.admin.testimonials.create({ name: 'A', quote: 'Q', rating: 6 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await caller.admin.testimonials.create({ name: 'A', quote: 'Q', rating: 4 });
    expect(await callerAs(h, null).catalog.testimonials()).toHaveLength(1);
  });
});
