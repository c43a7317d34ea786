import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { createTestDatabase, DATABASE_KINDS, truncateAll } from '../testing';
import * as collections from './collections';
import { ListQueryError, ReorderMismatchError } from './crud';
import { insertUser } from './users';

describe.each(DATABASE_KINDS)('crud repositories on %s', (kind) => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await createTestDatabase(kind);
  });
  afterAll(async () => h?.close());
  beforeEach(async () => truncateAll(h));

  const designer = (name: string, orderIndex: number, title = 'Designer') =>
    collections.designers.create(h.db, { name, title, orderIndex, skills: ['UX', 'Brand'] });

  it('creates rows with defaults and array / json columns', async () => {
    const d = await designer('Ana', 0);
    expect(d).toMatchObject({
      name: 'Ana',
      skills: ['UX', 'Brand'],
      isAvailable: true,
      featured: false,
    });
    expect(d.createdAt).toBeInstanceOf(Date);
    const p = await collections.patterns.create(h.db, {
      name: 'Dots',
      cssProperties: { opacity: 0.4 },
    });
    expect(p.cssProperties).toEqual({ opacity: 0.4 });
    expect(p.status).toBe('pending');
  });

  it('lists with case-insensitive search over several columns', async () => {
    await designer('Ana Lima', 0);
    await designer('Bruno', 1, 'Brand lead');
    await designer('Chen', 2);
    expect(
      (await collections.designers.list(h.db, { search: 'ANA' })).items.map((d) => d.name),
    ).toEqual(['Ana Lima']);
    expect((await collections.designers.list(h.db, { search: 'brand' })).total).toBe(1);
    expect((await collections.designers.list(h.db, { search: '  ' })).total).toBe(3);
    // LIKE wildcards are matched literally
    expect((await collections.designers.list(h.db, { search: '%' })).total).toBe(0);
  });

  it('sorts by the default order and pages with limit / offset and a total', async () => {
    for (const [i, name] of ['E', 'D', 'C', 'B', 'A'].entries())
      await designer(name, i === 0 ? 9 : i);
    const all = await collections.designers.list(h.db);
    expect(all.items.map((d) => d.name)).toEqual(['D', 'C', 'B', 'A', 'E']);
    const page = await collections.designers.list(h.db, { limit: 2, offset: 2 });
    expect(page.items.map((d) => d.name)).toEqual(['B', 'A']);
    expect(page.total).toBe(5);
  });

  it('updates, reads and deletes by id; missing ids give undefined / false', async () => {
    const d = await designer('Ana', 0);
    const u = await collections.designers.update(h.db, d.id, { title: 'Lead', featured: true });
    expect(u).toMatchObject({ id: d.id, title: 'Lead', featured: true, name: 'Ana' });
    expect(await collections.designers.update(h.db, d.id, {})).toMatchObject({ title: 'Lead' });
    expect(await collections.designers.byId(h.db, d.id)).toMatchObject({ title: 'Lead' });
    expect(await collections.designers.update(h.db, 999_999, { title: 'x' })).toBeUndefined();
    expect(await collections.designers.delete(h.db, d.id)).toBe(true);
    expect(await collections.designers.delete(h.db, d.id)).toBe(false);
    expect(await collections.designers.byId(h.db, d.id)).toBeUndefined();
    expect(await collections.designers.count(h.db)).toBe(0);
  });

  it('deletes a designer’s works with the designer', async () => {
    const d = await designer('Ana', 0);
    await collections.designerWorks.create(h.db, {
      designerId: d.id,
      title: 'W',
      mediaUrl: '/a.webp',
    });
    expect(await collections.designerWorks.count(h.db)).toBe(1);
    await collections.designers.delete(h.db, d.id);
    expect(await collections.designerWorks.count(h.db)).toBe(0);
  });

  it('touches updatedAt of patterns on update', async () => {
    const p = await collections.patterns.create(h.db, { name: 'Dots' });
    await new Promise((r) => setTimeout(r, 20));
    const u = await collections.patterns.update(h.db, p.id, { status: 'ready' });
    expect(u!.updatedAt.getTime()).toBeGreaterThan(p.updatedAt.getTime());
  });

  it('never returns the password column of users', async () => {
    const created = await insertUser(h.db, { username: 'ana', passwordHash: 'hash' });
    const listed = await collections.users.list(h.db);
    expect(listed.items).toHaveLength(1);
    for (const row of [listed.items[0], await collections.users.byId(h.db, created!.id)]) {
      expect(row).toMatchObject({ username: 'ana', isAdmin: false, role: null });
      expect(row).not.toHaveProperty('password');
    }
    const updated = await collections.users.update(h.db, created!.id, { role: 'editor' });
    expect(updated).toMatchObject({ isAdmin: false, role: 'editor' });
    expect(updated).not.toHaveProperty('password');
  });

  it('sorts by a whitelisted column either way, ties by the default order', async () => {
    await designer('Chen', 0, 'B');
    await designer('Ana', 1, 'A');
    await designer('Bruno', 2, 'A');
    const names = async (sort: string) =>
      (await collections.designers.list(h.db, { sort })).items.map((d) => d.name);
    expect(await names('name')).toEqual(['Ana', 'Bruno', 'Chen']);
    expect(await names('-name')).toEqual(['Chen', 'Bruno', 'Ana']);
    // equal titles keep the default order (orderIndex)
    expect(await names('title')).toEqual(['Ana', 'Bruno', 'Chen']);
    expect(await names('-title')).toEqual(['Chen', 'Ana', 'Bruno']);
  });

  it('filters by whitelisted columns and counts the filtered total', async () => {
    const a = await designer('Ana', 0);
    await designer('Bruno', 1);
    await collections.designers.update(h.db, a.id, { featured: true, isAvailable: false });
    const featured = await collections.designers.list(h.db, { filters: { featured: true } });
    expect(featured.items.map((d) => d.name)).toEqual(['Ana']);
    expect(featured.total).toBe(1);
    const both = await collections.designers.list(h.db, {
      filters: { featured: false, isAvailable: true, ignored: undefined },
    });
    expect(both.items.map((d) => d.name)).toEqual(['Bruno']);
  });

  it('refuses sort and filter columns outside the whitelist before any SQL', async () => {
    await expect(collections.designers.list(h.db, { sort: 'bio' })).rejects.toThrow(ListQueryError);
    await expect(
      collections.designers.list(h.db, { sort: 'name; drop table designers' }),
    ).rejects.toThrow(ListQueryError);
    await expect(collections.designers.list(h.db, { filters: { password: 'x' } })).rejects.toThrow(
      ListQueryError,
    );
    expect(await collections.designers.count(h.db)).toBe(0);
  });

  it('deletes and updates many rows at once, reporting the ids touched', async () => {
    const a = await designer('Ana', 0);
    const b = await designer('Bruno', 1);
    const c = await designer('Chen', 2);
    expect(
      (await collections.designers.updateMany(h.db, [a.id, c.id, 999_999], { featured: true }))
        .sort()
        .join(),
    ).toBe([a.id, c.id].sort().join());
    expect((await collections.designers.byId(h.db, b.id))?.featured).toBe(false);
    expect(await collections.designers.deleteMany(h.db, [a.id, b.id, 999_999])).toHaveLength(2);
    expect((await collections.designers.list(h.db)).items.map((d) => d.name)).toEqual(['Chen']);
  });

  it('reorders a whole list in one transaction, or nothing when the ids do not match', async () => {
    const a = await designer('Ana', 0);
    const b = await designer('Bruno', 1);
    const c = await designer('Chen', 2);
    await collections.designers.reorder(h.db, [c.id, a.id, b.id]);
    expect((await collections.designers.list(h.db)).items.map((d) => d.name)).toEqual([
      'Chen',
      'Ana',
      'Bruno',
    ]);
    await expect(collections.designers.reorder(h.db, [a.id, b.id])).rejects.toThrow(
      ReorderMismatchError,
    );
    await expect(collections.designers.reorder(h.db, [a.id, b.id, 999_999])).rejects.toThrow(
      ReorderMismatchError,
    );
    expect((await collections.designers.list(h.db)).items.map((d) => d.name)).toEqual([
      'Chen',
      'Ana',
      'Bruno',
    ]);
  });

  it('reorders the works of one designer only', async () => {
    const ana = await designer('Ana', 0);
    const bruno = await designer('Bruno', 1);
    const work = (designerId: number, title: string, orderIndex: number) =>
      collections.designerWorks.create(h.db, {
        designerId,
        title,
        mediaUrl: '/a.webp',
        orderIndex,
      });
    const w1 = await work(ana.id, 'One', 0);
    const w2 = await work(ana.id, 'Two', 1);
    const other = await work(bruno.id, 'Other', 0);
    await collections.designerWorks.reorder(h.db, [w2.id, w1.id], ana.id);
    const titles = (
      await collections.designerWorks.list(h.db, { filters: { designerId: ana.id } })
    ).items.map((w) => w.title);
    expect(titles).toEqual(['Two', 'One']);
    await expect(
      collections.designerWorks.reorder(h.db, [w2.id, other.id], ana.id),
    ).rejects.toThrow(ReorderMismatchError);
    await expect(collections.designerWorks.reorder(h.db, [w2.id, w1.id])).rejects.toThrow(
      ReorderMismatchError,
    );
  });
});
