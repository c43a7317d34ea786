import { findUserByUsername } from '@forma/db';
import { DATABASE_KINDS, truncateAll } from '@forma/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  Client,
  createTestApp,
  createUser,
  errorBody,
  PASSWORD,
  sessionCookieOf,
  signedInClient,
  type TestApp,
} from './helpers';

describe.each(DATABASE_KINDS)('auth over REST on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => truncateAll(t.database));

  it('GET /api/user is 401 when anonymous and sets no cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(res.statusCode).toBe(401);
    expect(errorBody(res).message).toBe('Not authenticated');
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it('login sets an HttpOnly SameSite=Lax cookie and GET /api/user returns the user', async () => {
    await createUser(t.database, 'ana');
    const client = new Client(t.app);
    const res = await client.post('/api/login', { username: 'ana', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ username: 'ana', isAdmin: false });
    expect(typeof body.createdAt).toBe('string');
    expect(res.body).not.toMatch(/password|argon2/i);
    const cookie = sessionCookieOf(res)!;
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);

    const me = await client.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'ana', isAdmin: false });
    expect(me.body).not.toMatch(/password|argon2/i);
  });

  it('issues a new session id on login (no session fixation)', async () => {
    await createUser(t.database, 'ana');
    const client = new Client(t.app);
    await client.post('/api/login', { username: 'ana', password: PASSWORD });
    const first = client.cookie!;
    await client.post('/api/login', { username: 'ana', password: PASSWORD });
    const second = client.cookie!;
    expect(second).not.toBe(first);
    const old = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: first } });
    expect(old.statusCode).toBe(401);
    // A forged or unknown session id is ignored and replaced.
    const forged = new Client(t.app);
    forged.cookie = 'sid=attacker-chosen-id';
    const res = await forged.post('/api/login', { username: 'ana', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(forged.cookie).not.toBe('sid=attacker-chosen-id');
  });

  it('logout deletes the session row so the old cookie no longer authenticates', async () => {
    const client = await signedInClient(t, 'ana');
    const cookie = client.cookie!;
    expect(await t.database.db.selectFrom('sessions').selectAll().execute()).toHaveLength(1);
    const res = await client.post('/api/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await t.database.db.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
    const replay = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(replay.statusCode).toBe(401);
  });

  it('logout when anonymous still answers 200', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(res.statusCode).toBe(200);
  });

  it('rejects bad credentials with 401 and the same message for unknown users', async () => {
    await createUser(t.database, 'ana');
    for (const payload of [
      { username: 'ana', password: 'wrong-password' },
      { username: 'nobody', password: 'wrong-password' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/login', payload });
      expect(res.statusCode).toBe(401);
      expect(errorBody(res).message).toBe('Invalid username or password');
      expect(sessionCookieOf(res)).toBeUndefined();
    }
  });

  it('register creates a signed-in non-admin user (201), even when isAdmin is sent', async () => {
    const client = new Client(t.app);
    const res = await client.post('/api/register', {
      username: 'mallory',
      password: 'long-enough-words',
      isAdmin: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: 'mallory', isAdmin: false });
    expect(res.body).not.toMatch(/password|argon2/i);
    const row = await findUserByUsername(t.database.db, 'mallory');
    expect(row?.isAdmin).toBe(false);
    expect(row?.password).toMatch(/^\$argon2id\$/);
    const me = await client.get('/api/user');
    expect(me.json()).toMatchObject({ username: 'mallory', isAdmin: false });
    const admin = await client.get('/api/admin/designers');
    expect(admin.statusCode).toBe(403);
  });

  it('register answers 409 for a taken username and 400 for invalid input', async () => {
    await createUser(t.database, 'taken');
    const conflict = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'taken', password: 'long-enough-words' },
    });
    expect(conflict.statusCode).toBe(409);
    expect(errorBody(conflict).message).toBe('Username already exists');

    const short = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'ab', password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    const body = errorBody(short);
    expect(body.message).toBe('Username must be at least 3 characters');
    expect(body.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: ['username'] }),
        expect.objectContaining({ path: ['password'] }),
      ]),
    );
  });

  it('a deleted user no longer authenticates', async () => {
    const client = await signedInClient(t, 'ana');
    await t.database.db.deleteFrom('users').where('username', '=', 'ana').execute();
    expect((await client.get('/api/user')).statusCode).toBe(401);
  });

  it('rate-limits POST /api/login to 10 a minute per IP (429 JSON)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      // A new username each time: the per-account throttle stays out of the way.
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: `x${i}`, password: 'wrong-password' },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(errorBody(res).message).toMatch(/Too many requests/);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another IP has its own counter.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.0.0.9',
      payload: { username: 'x', password: 'wrong-password' },
    });
    expect(other.statusCode).toBe(401);
  });

  it('counts tRPC auth.login against the same per-IP limit as POST /api/login', async () => {
    // A new username each time: the per-account throttle stays out of the way.
    const payloadOf = (i: number) =>
      JSON.stringify({ json: { username: `x${i}`, password: 'wrong-password' } });
    const payload = payloadOf(99);
    const headers = { 'content-type': 'application/json' };
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: `x${i}`, password: 'wrong-password' },
      });
      expect(res.statusCode).toBe(401);
    }
    for (let i = 5; i < 10; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/trpc/auth.login',
        payload: payloadOf(i),
        headers,
      });
      expect(res.statusCode).toBe(401);
    }
    const limited = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload,
      headers,
    });
    expect(limited.statusCode).toBe(429);
    expect(errorBody(limited).message).toMatch(/Too many requests/);
    // Reads are not limited.
    expect((await t.app.inject({ method: 'GET', url: '/trpc/auth.me' })).statusCode).toBe(200);
  });

  it('counts every call of a tRPC batch (long batches are routed)', async () => {
    const calls = Array.from({ length: 20 }, () => 'auth.login').join(',');
    const input = Object.fromEntries(
      Array.from({ length: 20 }, (_, i) => [
        i,
        { json: { username: 'x', password: 'wrong-password' } },
      ]),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/trpc/${calls}?batch=1`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(input),
    });
    expect(res.statusCode).toBe(429);
  });
});
