import { findUserByUsername, setSession, type DatabaseHandle } from '@forma/db';
import { createTestDatabase, truncateAll } from '@forma/db/testing';
import type { PublicUser } from '@forma/validators';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords';
import { callerAs, makeUser } from '../test-helpers';

describe('admin list, bulk and reorder procedures', () => {
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

  const designers = async (...names: string[]) => {
    const rows = [];
    for (const [orderIndex, name] of names.entries())
      rows.push(await caller.admin.designers.create({ name, title: 'Designer', orderIndex }));
    return rows;
  };

  it('sorts by a header column and filters, with the filtered total', async () => {
    const [, bruno] = await designers('Chen', 'Bruno', 'Ana');
    await caller.admin.designers.update({ id: bruno!.id, data: { featured: true } });
    const sorted = await caller.admin.designers.list({ sort: '-name' });
    expect(sorted.items.map((d) => d.name)).toEqual(['Chen', 'Bruno', 'Ana']);
    const featured = await caller.admin.designers.list({ filters: { featured: true } });
    expect(featured).toMatchObject({ total: 1, items: [{ name: 'Bruno' }] });
    // URL-style strings are accepted for boolean filters
    const notFeatured = await caller.admin.designers.list({
      sort: 'name',
      filters: { featured: 'false' as unknown as boolean },
    });
    expect(notFeatured.items.map((d) => d.name)).toEqual(['Ana', 'Chen']);
  });

  it('answers BAD_REQUEST for a sort column or filter outside the whitelist', async () => {
    await expect(caller.admin.designers.list({ sort: 'password' as never })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('sort must be one of'),
    });
    await expect(
      caller.admin.users.list({ filters: { password: 'x' } as never }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Unknown filter: password'),
    });
    await expect(
      caller.admin.patterns.list({ filters: { status: 'done' as never } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('bulk deletes and bulk features the selected rows', async () => {
    const [a, b, c] = await designers('Ana', 'Bruno', 'Chen');
    expect(
      await caller.admin.designers.bulkFeature({ ids: [a!.id, c!.id], featured: true }),
    ).toEqual({ updated: 2 });
    const featured = await caller.admin.designers.list({ filters: { featured: true } });
    expect(featured.items.map((d) => d.name)).toEqual(['Ana', 'Chen']);
    expect(await caller.admin.designers.bulkDelete({ ids: [a!.id, b!.id, 999] })).toEqual({
      deleted: 2,
    });
    expect((await caller.admin.designers.list()).items.map((d) => d.name)).toEqual(['Chen']);
    await expect(caller.admin.designers.bulkDelete({ ids: [] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(
      caller.admin.patterns.bulkFeature({ ids: [1], featured: true }),
    ).rejects.toMatchObject({ code: 'METHOD_NOT_SUPPORTED' });
  });

  it('refuses to bulk delete the signed-in admin, deleting nothing', async () => {
    const other = await makeUser(h, 'other');
    await expect(
      caller.admin.users.bulkDelete({ ids: [other.id, admin.id] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'You cannot delete your own account' });
    expect((await caller.admin.users.list()).total).toBe(2);
  });

  it('reorders designers and one designer’s works; a partial order is refused', async () => {
    const [a, b, c] = await designers('Ana', 'Bruno', 'Chen');
    expect(await caller.admin.designers.reorder({ ids: [c!.id, a!.id, b!.id] })).toEqual({
      success: true,
    });
    const publicNames = (await callerAs(h, null).catalog.designers()).map((d) => d.name);
    expect(publicNames).toEqual(['Chen', 'Ana', 'Bruno']);
    await expect(caller.admin.designers.reorder({ ids: [a!.id] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });

    const work = (title: string, orderIndex: number) =>
      caller.admin.designerWorks.create({
        designerId: a!.id,
        title,
        mediaUrl: '/uploads/a.webp',
        orderIndex,
      });
    const w1 = await work('One', 0);
    const w2 = await work('Two', 1);
    await caller.admin.designerWorks.reorder({ ids: [w2.id, w1.id], designerId: a!.id });
    const works = await callerAs(h, null).catalog.designerWorks({ designerId: a!.id });
    expect(works.map((w) => w.title)).toEqual(['Two', 'One']);
    await expect(caller.admin.designerWorks.reorder({ ids: [w2.id, w1.id] })).rejects.toMatchObject(
      { code: 'BAD_REQUEST', message: /designerId is required/ },
    );
    await expect(caller.admin.testimonials.reorder({ ids: [1] })).rejects.toMatchObject({
      code: 'METHOD_NOT_SUPPORTED',
    });
  });

  it('places a new designer at the end of the order', async () => {
    await designers('Ana', 'Bruno');
    const added = await caller.admin.designers.create({ name: 'Chen', title: 'Designer' });
    expect(added.orderIndex).toBe(2);
    const names = (await callerAs(h, null).catalog.designers()).map((d) => d.name);
    expect(names).toEqual(['Ana', 'Bruno', 'Chen']);
  });

  it('sets another user’s password and signs them out everywhere', async () => {
    const user = await makeUser(h, 'ana');
    await setSession(
      h.db,
      'sess-of-ana',
      { userId: user.id },
      { idleMs: 60_000, absoluteMs: 60_000 },
      user.id,
    );
    expect(
      await caller.admin.users.setPassword({ id: user.id, password: 'new-password-1' }),
    ).toEqual({ success: true });
    const stored = await findUserByUsername(h.db, 'ana');
    expect(await verifyPassword(stored!.password, 'new-password-1')).toBe(true);
    const left = await h.db
      .selectFrom('sessions')
      .select('id')
      .where('userId', '=', user.id)
      .execute();
    expect(left).toEqual([]);

    await expect(
      caller.admin.users.setPassword({ id: user.id, password: 'short' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller.admin.users.setPassword({ id: admin.id, password: 'new-password-1' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller.admin.users.setPassword({ id: 99_999, password: 'new-password-1' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      callerAs(h, user).admin.users.setPassword({ id: user.id, password: 'new-password-1' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
