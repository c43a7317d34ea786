import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { createTestDatabase, DATABASE_KINDS } from '../testing';
import { findUserById, findUserByUsername, insertUser, upsertAdmin } from './users';

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
      await insertUser(h.db, { username: 'ana', passwordHash: 'h2', isAdmin: true }),
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
});
