import type { DatabaseHandle } from '@forma/db';
import { findUserByUsername } from '@forma/db';
import { createTestDatabase, truncateAll } from '@forma/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callerAs, FakeSession, makeUser } from '../test-helpers';

describe('auth router', () => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await createTestDatabase('pglite');
  });
  afterAll(async () => h?.close());
  beforeEach(async () => truncateAll(h));

  it('me is null when anonymous and the user when signed in', async () => {
    expect(await callerAs(h, null).auth.me()).toBeNull();
    const user = await makeUser(h, 'ana');
    const me = await callerAs(h, user).auth.me();
    expect(me).toMatchObject({ id: user.id, username: 'ana', isAdmin: false });
    expect(me).not.toHaveProperty('password');
  });

  it('registers a non-admin user, hashes the password and signs in', async () => {
    const session = new FakeSession();
    const caller = callerAs(h, null, session);
    const input = { username: 'newbie', password: 'long-enough-words', isAdmin: true } as never;
    const user = await caller.auth.register(input);
    expect(user).toMatchObject({ username: 'newbie', isAdmin: false });
    expect(user).not.toHaveProperty('password');
    expect(user.createdAt).toBeInstanceOf(Date);
    expect(session.current).toBe(user.id);
    expect(session.generation).toBe(1);
    const row = await findUserByUsername(h.db, 'newbie');
    expect(row?.password).toMatch(/^\$argon2id\$/);
    expect(row?.isAdmin).toBe(false);
  });

  it('refuses a taken username with CONFLICT', async () => {
    await makeUser(h, 'taken');
    await expect(
      callerAs(h, null).auth.register({ username: 'taken', password: 'long-enough-words' }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'Username already exists' });
  });

  it('validates register input', async () => {
    await expect(
      callerAs(h, null).auth.register({ username: 'ab', password: 'short' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('logs in with the right password and regenerates the session', async () => {
    const user = await makeUser(h, 'ana', { password: 'correct-horse' });
    const session = new FakeSession();
    const result = await callerAs(h, null, session).auth.login({
      username: 'ana',
      password: 'correct-horse',
    });
    expect(result).toEqual({
      id: user.id,
      username: 'ana',
      isAdmin: false,
      role: null,
      createdAt: user.createdAt,
    });
    expect(session.current).toBe(user.id);
    expect(session.generation).toBe(1);
  });

  it('answers UNAUTHORIZED the same way for a wrong password and an unknown user', async () => {
    await makeUser(h, 'ana', { password: 'correct-horse' });
    const session = new FakeSession();
    const caller = callerAs(h, null, session);
    const expected = { code: 'UNAUTHORIZED', message: 'Invalid username or password' };
    await expect(
      caller.auth.login({ username: 'ana', password: 'wrong-pass' }),
    ).rejects.toMatchObject(expected);
    await expect(
      caller.auth.login({ username: 'nobody', password: 'wrong-pass' }),
    ).rejects.toMatchObject(expected);
    expect(session.current).toBeNull();
  });

  it('logout destroys the session', async () => {
    const user = await makeUser(h, 'ana');
    const session = new FakeSession();
    const result = await callerAs(h, user, session).auth.logout();
    expect(result).toEqual({ success: true });
    expect(session.destroyed).toBe(1);
    expect(session.current).toBeNull();
  });
});
