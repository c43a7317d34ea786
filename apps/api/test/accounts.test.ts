import { LOGIN_THROTTLE } from '@forma/api';
import { DATABASE_KINDS, truncateAll } from '@forma/db/testing';
import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  Client,
  createTestApp,
  createUser,
  errorBody,
  PASSWORD,
  signedInClient,
  type TestApp,
} from './helpers';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** One POST /api/login from `ip`. */
function loginFrom(t: TestApp, ip: string, username: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: ip,
    payload: { username, password },
  });
}

/** Ends every block of the failed-sign-in throttle now (as if its delays had passed). */
async function expireBlocks(t: TestApp) {
  await t.database.db
    .updateTable('rateLimits')
    .set({ resetAt: new Date(Date.now() - 1000) })
    .where('key', 'like', 'login-block:%')
    .execute();
}

describe.each(DATABASE_KINDS)('failed sign-in throttling on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // The per-IP request limit of /api/login (10 a minute) is covered in auth.test.ts.
    t = await createTestApp(kind, { rateLimitScale: 10 });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => truncateAll(t.database));

  it('limits an account attacked from many addresses: the 21st failure is throttled', async () => {
    await createUser(t.database, 'admin', true);
    const statuses: number[] = [];
    for (let i = 1; i <= 25; i++) {
      const res = await loginFrom(t, `10.1.0.${i}`, 'admin', 'wrong-password');
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(errorBody(res).message).toMatch(
          /^Too many failed sign-ins for this account\. Try again in \d+ seconds?\.$/,
        );
        expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
    }
    // Per-account limiting starts after LOGIN_THROTTLE.accountFree (20) failures.
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
  });

  it('the issue’s attack (110 wrong passwords from 11 addresses) gets few guesses checked', async () => {
    await createUser(t.database, 'admin', true);
    let checked = 0;
    let throttled = 0;
    for (let round = 0; round < 10; round++)
      for (let ip = 1; ip <= 11; ip++) {
        const res = await loginFrom(t, `10.2.0.${ip}`, 'admin', `guess-${round}-${ip}`);
        if (res.statusCode === 401) checked += 1;
        if (res.statusCode === 429) throttled += 1;
      }
    expect(checked + throttled).toBe(110);
    expect(checked).toBeLessThanOrEqual(LOGIN_THROTTLE.accountFree + 1);
    expect(throttled).toBeGreaterThanOrEqual(89);
  });

  it('blocks one address after 5 failures with growing delays; the owner elsewhere signs in', async () => {
    await createUser(t.database, 'ana');
    await createUser(t.database, 'bo');
    for (let i = 0; i < 5; i++)
      expect((await loginFrom(t, '10.3.0.1', 'ana', 'wrong-password')).statusCode).toBe(401);
    const blocked = await loginFrom(t, '10.3.0.1', 'ana', PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('1');
    expect(errorBody(blocked).message).toBe(
      'Too many failed sign-ins for this account from your address. Try again in 1 second.',
    );
    // Another account from the same address, and the same account from another address: fine.
    expect((await loginFrom(t, '10.3.0.1', 'bo', PASSWORD)).statusCode).toBe(200);
    expect((await loginFrom(t, '10.3.0.2', 'ana', PASSWORD)).statusCode).toBe(200);

    await expireBlocks(t);
    expect((await loginFrom(t, '10.3.0.1', 'ana', 'wrong-password')).statusCode).toBe(401);
    expect((await loginFrom(t, '10.3.0.1', 'ana', PASSWORD)).headers['retry-after']).toBe('2');
    await expireBlocks(t);
    expect((await loginFrom(t, '10.3.0.1', 'ana', 'wrong-password')).statusCode).toBe(401);
    expect((await loginFrom(t, '10.3.0.1', 'ana', PASSWORD)).headers['retry-after']).toBe('4');
    // Once the delay passed, the right password works and clears this address's failures.
    await expireBlocks(t);
    expect((await loginFrom(t, '10.3.0.1', 'ana', PASSWORD)).statusCode).toBe(200);
    expect((await loginFrom(t, '10.3.0.1', 'ana', 'wrong-password')).statusCode).toBe(401);
  });

  it('an attack from other addresses does not lock the owner out of a known address', async () => {
    await createUser(t.database, 'admin', true);
    expect((await loginFrom(t, '10.4.0.1', 'admin', PASSWORD)).statusCode).toBe(200);
    for (let i = 1; i <= 30; i++) await loginFrom(t, `10.4.1.${i}`, 'admin', 'wrong-password');
    expect((await loginFrom(t, '10.4.1.99', 'admin', PASSWORD)).statusCode).toBe(429);
    expect((await loginFrom(t, '10.4.0.1', 'admin', PASSWORD)).statusCode).toBe(200);
  });

  it('at 100 failures an hour the account is blocked until the hour ends', async () => {
    await createUser(t.database, 'admin', true);
    await loginFrom(t, '10.5.0.1', 'admin', 'wrong-password');
    await t.database.db
      .updateTable('rateLimits')
      .set({ count: LOGIN_THROTTLE.accountCeiling - 1 })
      .where('key', '=', 'login-fail:account:admin')
      .execute();
    expect((await loginFrom(t, '10.5.0.2', 'admin', 'wrong-password')).statusCode).toBe(401);
    const res = await loginFrom(t, '10.5.0.3', 'admin', PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(50 * 60);
    expect(errorBody(res).message).toMatch(/Try again in \d+ minutes\.$/);
  });

  it('throttles tRPC auth.login with the same counters and a Retry-After header', async () => {
    await createUser(t.database, 'ana');
    for (let i = 0; i < 5; i++) await loginFrom(t, '127.0.0.1', 'ana', 'wrong-password');
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ json: { username: 'ana', password: PASSWORD } }),
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json().error.json.message).toMatch(/^Too many failed sign-ins/);
  });
});

describe.each(DATABASE_KINDS)('passwords on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => truncateAll(t.database));

  it('registration refuses common and guessable passwords with a message at the field', async () => {
    for (const password of ['password', '12345678', 'qwertyuiop', 'mallory2024']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { username: 'mallory', password },
      });
      expect(res.statusCode, password).toBe(400);
      const body = errorBody(res);
      expect(body.message).toMatch(/Choose a longer password with a few uncommon words\.$/);
      expect(body.issues).toEqual([
        expect.objectContaining({ path: ['password'], message: body.message }),
      ]);
    }
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'mallory', password: 'password' },
    });
    expect(errorBody(first).message).toBe(
      'This is a heavily used password. Choose a longer password with a few uncommon words.',
    );
  });

  it('keeps every character of a long password (no truncation) up to 256', async () => {
    const long = `${'violet lantern '.repeat(20).slice(0, 255)}x`;
    expect(long).toHaveLength(256);
    const client = new Client(t.app);
    const res = await client.post('/api/register', { username: 'longpass', password: long });
    expect(res.statusCode).toBe(201);
    const almost = `${long.slice(0, 255)}y`;
    expect((await loginFrom(t, '10.6.0.1', 'longpass', almost)).statusCode).toBe(401);
    expect((await loginFrom(t, '10.6.0.2', 'longpass', long)).statusCode).toBe(200);
    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'longer', password: `${long}z` },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(errorBody(tooLong).message).toBe('Password must be at most 256 characters');
  });

  it('an admin cannot set a weak password for a user', async () => {
    const admin = await signedInClient(t, 'boss', true);
    const user = await createUser(t.database, 'ana');
    const res = await admin.post(`/api/admin/users/${user.id}/password`, {
      password: '12345678',
    });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).issues).toEqual([
      expect.objectContaining({ path: ['password'], message: expect.stringMatching(/used/) }),
    ]);
  });

  it('changing one’s password needs the current one and a strong new one', async () => {
    const ana = await signedInClient(t, 'ana');
    const wrong = await ana.post('/api/user/password', {
      currentPassword: 'not-it',
      newPassword: 'violet lantern harbour',
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorBody(wrong).issues).toEqual([
      expect.objectContaining({ path: ['currentPassword'] }),
    ]);
    const weak = await ana.post('/api/user/password', {
      currentPassword: PASSWORD,
      newPassword: 'password',
    });
    expect(weak.statusCode).toBe(400);
    expect(errorBody(weak).issues).toEqual([expect.objectContaining({ path: ['newPassword'] })]);
  });
});

describe.each(DATABASE_KINDS)('sessions on %s', (kind) => {
  let t: TestApp;
  let clock = Date.now();
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => new Date(clock) });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    clock = Date.now();
    await truncateAll(t.database);
  });
  const status = async (client: Client) => (await client.get('/api/user')).statusCode;

  it('a user session ends after 7 idle days', async () => {
    const ana = await signedInClient(t, 'ana');
    clock += 7 * DAY - MINUTE;
    expect(await status(ana)).toBe(200);
    clock += 7 * DAY + MINUTE; // idle since the last request
    expect(await status(ana)).toBe(401);
  });

  it('a user session used every 6 days still ends 30 days after sign-in', async () => {
    const ana = await signedInClient(t, 'ana');
    const row = await t.database.db.selectFrom('sessions').selectAll().executeTakeFirstOrThrow();
    expect(row.createdAt).toBeInstanceOf(Date);
    for (let day = 6; day < 30; day += 6) {
      clock += 6 * DAY;
      expect(await status(ana), `day ${day}`).toBe(200);
    }
    clock += 6 * DAY; // day 30+: past the absolute lifetime
    expect(await status(ana)).toBe(401);
  });

  it('an admin session ends after 30 idle minutes and 12 hours in all', async () => {
    const admin = await signedInClient(t, 'boss', true);
    clock += 29 * MINUTE;
    expect(await status(admin)).toBe(200);
    clock += 29 * MINUTE; // slid: 29 minutes after the last use
    expect(await status(admin)).toBe(200);
    clock += 31 * MINUTE;
    expect(await status(admin)).toBe(401);

    const again = new Client(t.app);
    await again.post('/api/login', { username: 'boss', password: PASSWORD });
    for (let used = 0; used < 12 * HOUR - 25 * MINUTE; used += 25 * MINUTE) {
      clock += 25 * MINUTE;
      expect(await status(again)).toBe(200);
    }
    clock += 25 * MINUTE;
    expect(await status(again)).toBe(401);
  });

  it('requests for the build’s hashed files do not read the session (nor keep it alive)', async () => {
    const admin = await signedInClient(t, 'boss', true);
    clock += 29 * MINUTE;
    // With the cookie, as a browser sends it: a read would slide the idle expiry by 29 minutes.
    expect((await admin.get('/_start/app-0000.js')).statusCode).toBe(404);
    clock += 2 * MINUTE; // 31 idle minutes since the sign-in
    expect(await status(admin)).toBe(401);
  });

  it('a password change ends the user’s other sessions and keeps this one', async () => {
    const here = await signedInClient(t, 'ana');
    const elsewhere = new Client(t.app);
    await elsewhere.post('/api/login', { username: 'ana', password: PASSWORD });
    const res = await here.post('/api/user/password', {
      currentPassword: PASSWORD,
      newPassword: 'violet lantern harbour',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await status(here)).toBe(200);
    expect(await status(elsewhere)).toBe(401);
    const relogin = new Client(t.app);
    expect(
      (
        await relogin.post('/api/login', {
          username: 'ana',
          password: 'violet lantern harbour',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('an admin ends every session of a user (REST), and a change of rights does too', async () => {
    const admin = await signedInClient(t, 'boss', true);
    const ana = await signedInClient(t, 'ana');
    const anaPhone = new Client(t.app);
    await anaPhone.post('/api/login', { username: 'ana', password: PASSWORD });
    const id = (await ana.get('/api/user')).json().id as number;

    expect((await ana.post(`/api/admin/users/${id}/sessions/revoke`)).statusCode).toBe(403);
    expect(
      (await new Client(t.app).post(`/api/admin/users/${id}/sessions/revoke`)).statusCode,
    ).toBe(401);
    const res = await admin.post(`/api/admin/users/${id}/sessions/revoke`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ revoked: 2 });
    expect(await status(ana)).toBe(401);
    expect(await status(anaPhone)).toBe(401);
    expect((await admin.post('/api/admin/users/99999/sessions/revoke')).statusCode).toBe(404);

    // The admin's own: the other sessions end, this one stays.
    const adminId = (await admin.get('/api/user')).json().id as number;
    const adminLaptop = new Client(t.app);
    await adminLaptop.post('/api/login', { username: 'boss', password: PASSWORD });
    expect((await admin.post(`/api/admin/users/${adminId}/sessions/revoke`)).json()).toEqual({
      revoked: 1,
    });
    expect(await status(admin)).toBe(200);
    expect(await status(adminLaptop)).toBe(401);

    await ana.post('/api/login', { username: 'ana', password: PASSWORD });
    expect((await admin.patch(`/api/admin/users/${id}`, { isAdmin: true })).statusCode).toBe(200);
    expect(await status(ana)).toBe(401);
  });
});

describe('the session cookie in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { production: true, trustProxy: true });
  });
  afterAll(async () => t?.close());

  it('is __Host-sid: Secure, Path=/, no Domain, HttpOnly; logout clears it', async () => {
    await createUser(t.database, 'ana');
    const https = { 'x-forwarded-proto': 'https' };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: https,
      payload: { username: 'ana', password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-sid=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).not.toMatch(/Domain=/i);
    const value = cookie.split(';', 1)[0]!;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { ...https, cookie: value },
    });
    expect(me.statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...https, cookie: value },
    });
    expect(String(out.headers['set-cookie'])).toMatch(/^__Host-sid=;/);
  });
});

/** The authenticator app of a test: codes of any 30 s step. */
function authenticator(secret: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return { code: () => totp.generate({ timestamp: Date.now() }) };
}

describe.each(DATABASE_KINDS)('two-factor sign-in on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await truncateAll(t.database);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());
  /** The next 30 s step (a code is accepted once, so each use needs a new step). */
  const nextStep = () => vi.setSystemTime(Date.now() + 30_000);

  async function enrol(client: Client) {
    const setup = await client.post('/api/user/2fa/setup');
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCode } = setup.json() as {
      secret: string;
      otpauthUrl: string;
      qrCode: string;
    };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Forma:boss\?/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1]!, 'base64').toString()).toMatch(/^<svg/);
    const app = authenticator(secret);
    const wrong = await client.post('/api/user/2fa/enable', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(errorBody(wrong).issues).toEqual([expect.objectContaining({ path: ['code'] })]);
    const res = await client.post('/api/user/2fa/enable', { code: app.code() });
    expect(res.statusCode).toBe(200);
    const { recoveryCodes } = res.json() as { recoveryCodes: string[] };
    return { app, secret, recoveryCodes };
  }

  it('enrols with a QR code, then asks for a code after the password', async () => {
    const admin = await signedInClient(t, 'boss', true);
    expect((await admin.get('/api/user/2fa')).json()).toEqual({
      enabled: false,
      enrolling: false,
      recoveryCodesLeft: 0,
      required: false,
    });
    const { app, secret, recoveryCodes } = await enrol(admin);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await admin.get('/api/user/2fa')).json()).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    // Only hashes are stored; the secret never leaves the server again.
    const stored = await t.database.db
      .selectFrom('twoFactorRecoveryCodes')
      .select('codeHash')
      .execute();
    expect(stored.every((r) => r.codeHash.startsWith('$argon2id$'))).toBe(true);
    expect((await admin.get('/api/user/2fa')).body).not.toContain(secret);
    expect((await admin.post('/api/user/2fa/setup')).statusCode).toBe(409);

    const client = new Client(t.app);
    const first = await client.post('/api/login', { username: 'boss', password: PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRequired: true });
    expect((await client.get('/api/user')).statusCode).toBe(401);
    expect((await client.get('/api/admin/designers')).statusCode).toBe(401);

    const wrong = await client.post('/api/login/2fa', { code: '123456' });
    expect(wrong.statusCode).toBe(400);
    expect(errorBody(wrong).message).toBe('Invalid authentication code');
    nextStep();
    const code = app.code();
    const ok = await client.post('/api/login/2fa', { code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ username: 'boss', isAdmin: true });
    expect((await client.get('/api/admin/designers')).statusCode).toBe(200);

    // The same code is accepted once.
    const replay = new Client(t.app);
    await replay.post('/api/login', { username: 'boss', password: PASSWORD });
    expect((await replay.post('/api/login/2fa', { code })).statusCode).toBe(400);
    // Without the password step there is nothing to finish.
    const bare = await new Client(t.app).post('/api/login/2fa', { code: app.code() });
    expect(bare.statusCode).toBe(401);
  });

  it('signs in once with each recovery code', async () => {
    const admin = await signedInClient(t, 'boss', true);
    const { recoveryCodes } = await enrol(admin);
    const client = new Client(t.app);
    await client.post('/api/login', { username: 'boss', password: PASSWORD });
    const res = await client.post('/api/login/2fa', { code: recoveryCodes[3]!.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect((await admin.get('/api/user/2fa')).json()).toMatchObject({ recoveryCodesLeft: 9 });
    const again = new Client(t.app);
    await again.post('/api/login', { username: 'boss', password: PASSWORD });
    expect((await again.post('/api/login/2fa', { code: recoveryCodes[3] })).statusCode).toBe(400);
  });

  it('limits wrong codes: 5 end the sign-in, then the account’s codes answer 429', async () => {
    const admin = await signedInClient(t, 'boss', true);
    const { app } = await enrol(admin);
    const client = new Client(t.app);
    await client.post('/api/login', { username: 'boss', password: PASSWORD });
    for (let i = 0; i < 4; i++)
      expect((await client.post('/api/login/2fa', { code: '111111' })).statusCode).toBe(400);
    const fifth = await client.post('/api/login/2fa', { code: '111111' });
    expect(fifth.statusCode).toBe(401);
    expect(errorBody(fifth).message).toBe(
      'Too many wrong codes. Enter your username and password again.',
    );
    await client.post('/api/login', { username: 'boss', password: PASSWORD });
    nextStep();
    const limited = await client.post('/api/login/2fa', { code: app.code() });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('turns two-factor sign-in off with a code', async () => {
    const admin = await signedInClient(t, 'boss', true);
    const { app } = await enrol(admin);
    expect((await admin.post('/api/user/2fa/disable', { code: '000000' })).statusCode).toBe(400);
    nextStep();
    const res = await admin.post('/api/user/2fa/disable', { code: app.code() });
    expect(res.statusCode).toBe(200);
    const client = new Client(t.app);
    const login = await client.post('/api/login', { username: 'boss', password: PASSWORD });
    expect(login.json()).toMatchObject({ username: 'boss' });
    expect(await t.database.db.selectFrom('twoFactorRecoveryCodes').selectAll().execute()).toEqual(
      [],
    );
  });
});

describe('ADMIN_REQUIRE_2FA', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { requireAdminTwoFactor: true });
  });
  afterAll(async () => t?.close());

  it('sends admins without two-factor sign-in to enrolment before anything else works', async () => {
    const admin = await signedInClient(t, 'boss', true);
    const me = await admin.get('/api/user');
    expect(me.json()).toMatchObject({ username: 'boss', twoFactorSetupRequired: true });
    const blocked = await admin.get('/api/admin/designers');
    expect(blocked.statusCode).toBe(403);
    expect(errorBody(blocked).message).toMatch(/^Set up two-factor authentication/);
    expect((await admin.get('/api/user/2fa')).json()).toMatchObject({ required: true });

    const { secret } = (await admin.post('/api/user/2fa/setup')).json() as { secret: string };
    const app = authenticator(secret);
    expect((await admin.post('/api/user/2fa/enable', { code: app.code() })).statusCode).toBe(200);
    expect((await admin.get('/api/admin/designers')).statusCode).toBe(200);
    expect((await admin.get('/api/user')).json()).not.toHaveProperty('twoFactorSetupRequired');
    // It cannot be turned off while required.
    const off = await admin.post('/api/user/2fa/disable', { code: app.code() });
    expect(off.statusCode).toBe(403);
    // Users who are not admins are not affected.
    const user = await signedInClient(t, 'ana');
    expect((await user.get('/api/user')).json()).not.toHaveProperty('twoFactorSetupRequired');
  });
});
