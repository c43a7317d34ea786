import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { createTestDatabase, DATABASE_KINDS } from '../testing';
import { findUserById, findUserByUsername, insertUser, setUserRole, upsertAdmin } from './users';

describe.each(DATABASE_KINDS)('users repository on %s', (kind) => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await createTestDatabase(kind);
  });
  afterAll(async () => h?.close());

  it('inserts a user without exposing the hash, and returns undefined for a taken name', async () => {
    const u = await insertUser(h.db, { username: 'ana', passwordHash: 'h1' });
    expect(u).toMatchObject({ username: 'ana', isAdmin: false });
    expect(u).not.toHaveProperty('password');
    expect(
      await insertUser(h.db, { username: 'ana', passwordHash: 'h2', role: 'admin' }),
    ).toBeUndefined();
    expect((await findUserByUsername(h.db, 'ana'))?.password).toBe('h1');
    const byId = await findUserById(h.db, u!.id);
    expect(byId).toMatchObject({ id: u!.id, username: 'ana' });
    expect(byId).not.toHaveProperty('password');
    expect(await findUserById(h.db, 999_999)).toBeUndefined();
  });

  it('upsertAdmin creates the admin, then resets its hash and admin flag', async () => {
    const created = await upsertAdmin(h.db, { username: 'root', passwordHash: 'a' });
    expect(created).toMatchObject({ username: 'root', isAdmin: true });
    expect(created).not.toHaveProperty('password');
    // promote an existing regular user and replace its hash
    await upsertAdmin(h.db, { username: 'ana', passwordHash: 'new' });
    const ana = await findUserByUsername(h.db, 'ana');
    expect(ana).toMatchObject({ isAdmin: true, password: 'new' });
    const again = await upsertAdmin(h.db, { username: 'root', passwordHash: 'b' });
    expect(again.id).toBe(created.id);
    expect((await findUserByUsername(h.db, 'root'))?.password).toBe('b');
  });

  it('setUserRole gives a role, ends the sessions, and keeps the last admin', async () => {
    const ed = (await insertUser(h.db, { username: 'role-ed', passwordHash: 'x' }))!;
    expect(ed).toMatchObject({ role: null, isAdmin: false });
    await h.db
      .insertInto('sessions')
      .values({
        id: 'role-ed-session',
        userId: ed.id,
        data: '{}',
        expiresAt: new Date(Date.now() + 60_000),
      })
      .execute();
    expect(await setUserRole(h.db, ed.id, 'editor')).toBe('changed');
    expect(await findUserById(h.db, ed.id)).toMatchObject({ role: 'editor', isAdmin: false });
    expect(await h.db.selectFrom('sessions').where('userId', '=', ed.id).execute()).toEqual([]);
    expect(await setUserRole(h.db, ed.id, 'editor')).toBe('unchanged');
    expect(await setUserRole(h.db, 999_999, 'viewer')).toBe('not-found');
    // `is_admin` follows the role, both ways.
    expect(await setUserRole(h.db, ed.id, 'admin')).toBe('changed');
    expect(await findUserById(h.db, ed.id)).toMatchObject({ role: 'admin', isAdmin: true });

    // Only admins left: 'root' (upsertAdmin above), 'ana' and 'role-ed'. Demote until one is left.
    const admins = await h.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .execute();
    const [last, ...others] = admins.map((admin) => admin.id);
    for (const id of others) expect(await setUserRole(h.db, id, 'viewer')).toBe('changed');
    expect(await setUserRole(h.db, last!, 'editor')).toBe('last-admin');
    expect(await setUserRole(h.db, last!, null)).toBe('last-admin');
    expect(await findUserById(h.db, last!)).toMatchObject({ role: 'admin', isAdmin: true });
  });

  it('two admins demoting each other at once leave one admin', async () => {
    await h.db.updateTable('users').set({ role: null }).execute();
    const a = (await insertUser(h.db, { username: 'race-a', passwordHash: 'x', role: 'admin' }))!;
    const b = (await insertUser(h.db, { username: 'race-b', passwordHash: 'x', role: 'admin' }))!;
    const outcomes = await Promise.all([
      setUserRole(h.db, a.id, 'editor'),
      setUserRole(h.db, b.id, 'editor'),
    ]);
    expect(outcomes.sort()).toEqual(['changed', 'last-admin']);
    const left = await h.db
      .selectFrom('users')
      .select('username')
      .where('isAdmin', '=', true)
      .execute();
    expect(left).toHaveLength(1);
  });
});
