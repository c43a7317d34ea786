import type { DatabaseHandle } from '@forma/db';
import { createTestDatabase, truncateAll } from '@forma/db/testing';
import type { PublicUser } from '@forma/validators';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callerAs, makeUser } from '../test-helpers';

/**
 * `admin.collection.*` (issue 22 item 24), the console's generic procedures: each behaves as the
 * typed `admin.<collection>.<operation>` it names, in answers, errors, roles and audit records.
 */
describe('admin.collection: the typed procedures by collection key', () => {
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

  it('answers what the typed procedures answer, and writes what they write', async () => {
    const generic = caller.admin.collection;
    const ana = await generic.create({
      collection: 'designers',
      input: { name: 'Ana', title: 'Product designer' },
    });
    expect(ana).toMatchObject({ name: 'Ana', skills: [], orderIndex: 0 });
    expect(ana.createdAt).toBeInstanceOf(Date);
    expect(await caller.admin.designers.byId({ id: ana.id })).toEqual(ana);
    await caller.admin.designers.create({ name: 'Bo', title: 'Brand', orderIndex: 1 });

    const page = await generic.list({ collection: 'designers', input: { search: 'prod' } });
    expect(page).toEqual(await caller.admin.designers.list({ search: 'prod' }));
    expect(page.items.map((row) => row.name)).toEqual(['Ana']);

    const updated = await generic.update({
      collection: 'designers',
      input: { id: ana.id, data: { featured: true } },
    });
    expect(updated).toMatchObject({ id: ana.id, featured: true });
    expect(
      await generic.bulkFeature({
        collection: 'designers',
        input: { ids: [ana.id], featured: false },
      }),
    ).toEqual({ updated: 1 });
    expect(await generic.delete({ collection: 'designers', input: { id: ana.id } })).toEqual({
      success: true,
    });
    await expect(
      generic.byId({ collection: 'designers', input: { id: ana.id } }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Designer not found' });
  });

  it('validates the input with the collection schema, field by field', async () => {
    const error = await caller.admin.collection
      .create({ collection: 'designers', input: { title: 'No name' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect(error).toMatchObject({ code: 'BAD_REQUEST' });
    expect((error as TRPCError).cause?.name).toBe('ZodError');
    // The same issue, with the same path, as the typed procedure reports.
    const typed: unknown = await caller.admin.designers
      .create({ title: 'No name' } as never)
      .catch((e: unknown) => e);
    expect(JSON.stringify((error as TRPCError).cause)).toBe(
      JSON.stringify((typed as TRPCError).cause),
    );

    await expect(
      caller.admin.collection.list({ collection: 'designers', input: { sort: 'password' } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller.admin.collection.list({ collection: 'sessions' as never, input: {} }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller.admin.collection.create({ collection: 'contactSubmissions', input: {} }),
    ).rejects.toMatchObject({ code: 'METHOD_NOT_SUPPORTED' });
  });

  it("checks the named collection's roles and records writes under the typed name", async () => {
    const viewer = callerAs(h, await makeUser(h, 'vera', { role: 'viewer' }));
    const editor = callerAs(h, await makeUser(h, 'eddie', { role: 'editor' }));
    const visitor = callerAs(h, await makeUser(h, 'visitor'));
    const input = { collection: 'designers' as const, input: { name: 'Cy', title: 'UX' } };
    const list = { collection: 'designers' as const, input: {} };

    await expect(callerAs(h, null).admin.collection.list(list)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(visitor.admin.collection.list(list)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Admin access required',
    });
    expect((await viewer.admin.collection.list(list)).total).toBe(0);
    await expect(viewer.admin.collection.create(input)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Your role can read the console but not change it',
    });
    const row = await editor.admin.collection.create(input);
    // Users are the admin's alone, through the generic procedures too.
    await expect(
      editor.admin.collection.list({ collection: 'users', input: {} }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'Admin access required' });
    expect((await caller.admin.collection.list({ collection: 'users', input: {} })).total).toBe(4);

    const log = await caller.auditLog.list({ search: 'designers' });
    expect(log.items[0]).toMatchObject({
      username: 'eddie',
      role: 'editor',
      action: 'admin.designers.create',
      entity: 'designers',
      entityId: String(row.id),
    });
  });
});
