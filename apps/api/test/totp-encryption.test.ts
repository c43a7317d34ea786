import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  decryptTotpSecret,
  deriveTotpKey,
  encryptTotpSecret,
  hashPassword,
  type TotpKeyring,
} from '@forma/api';
import { createWebhookEndpoint, insertUser, openDatabase, type DatabaseHandle } from '@forma/db';
import { DATABASE_KINDS, truncateAll } from '@forma/db/testing';
import { sql } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootstrap } from '../src/bootstrap';
import { loadEnv } from '../src/env';
import { encryptTotpSecrets } from '../src/totp-secrets';
import {
  Client,
  createTestApp,
  createUser,
  PASSWORD,
  signedInClient,
  TEST_SECRET,
  type TestApp,
} from './helpers';

/** The authenticator app of a test: the current code of `secret`. */
const codeOf = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now(),
  });

/** A random base32 TOTP secret, as enrolment makes them. */
const newSecret = () => new Secret({ size: 20 }).base32;

const silentLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

describe.each(DATABASE_KINDS)('TOTP secrets encrypted at rest on %s', (kind) => {
  let t: TestApp;
  /** The key the test app uses when TOTP_ENCRYPTION_KEY is unset: derived from SESSION_SECRET. */
  const derived = deriveTotpKey(TEST_SECRET);
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
  /** The next 30 s step (a code is accepted once). */
  const nextStep = () => vi.setSystemTime(Date.now() + 30_000);

  const storedRow = async (userId: number) =>
    t.database.db
      .selectFrom('userTwoFactor')
      .select(['secret', 'pendingSecret'])
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();

  /** Signs in with the password, then a code of `secret`; returns the second step's response. */
  async function signIn(username: string, secret: string) {
    const client = new Client(t.app);
    const first = await client.post('/api/login', { username, password: PASSWORD });
    expect(first.json()).toEqual({ twoFactorRequired: true });
    nextStep();
    return client.post('/api/login/2fa', { code: codeOf(secret) });
  }

  /** Inserts `username` with two-factor sign-in on and `stored` as the stored secret. */
  async function userWithStoredSecret(username: string, stored: string, pending?: string) {
    const user = await createUser(t.database, username, true);
    await t.database.db
      .insertInto('userTwoFactor')
      .values({
        userId: user.id,
        secret: stored,
        pendingSecret: pending ?? null,
        enabledAt: new Date(),
      })
      .execute();
    return user;
  }

  it('stores the enrolled secret encrypted, and sign-in with a code still works', async () => {
    const admin = await signedInClient(t, 'boss', true);
    const setup = await admin.post('/api/user/2fa/setup');
    const { secret } = setup.json() as { secret: string };
    const userId = (await admin.get('/api/user')).json().id as number;

    const pending = await storedRow(userId);
    expect(pending.pendingSecret).toMatch(/^v1:/);
    expect(pending.pendingSecret).not.toContain(secret);
    expect(decryptTotpSecret(pending.pendingSecret!, derived)).toBe(secret);

    expect((await admin.post('/api/user/2fa/enable', { code: codeOf(secret) })).statusCode).toBe(
      200,
    );
    const enabled = await storedRow(userId);
    expect(enabled.pendingSecret).toBeNull();
    expect(enabled.secret).not.toBe(secret);
    expect(enabled.secret).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(decryptTotpSecret(enabled.secret!, derived)).toBe(secret);

    const ok = await signIn('boss', secret);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ username: 'boss', isAdmin: true });
  });

  it('the start-up pass encrypts a clear secret in place; sign-in keeps working', async () => {
    const secret = newSecret();
    const pendingSecret = newSecret();
    const user = await userWithStoredSecret('boss', secret, pendingSecret);
    // Stored in clear (before this change), sign-in already works: clear secrets are read as is.
    expect((await signIn('boss', secret)).statusCode).toBe(200);

    const log = silentLog();
    const keys: TotpKeyring = { current: derived };
    expect(await encryptTotpSecrets(t.database.db, keys, log)).toEqual({
      encrypted: 2,
      rotated: 0,
      unreadable: 0,
    });
    expect(log.info).toHaveBeenCalledWith({ encrypted: 2, rotated: 0 }, 'TOTP secrets encrypted');
    const row = await storedRow(user.id);
    expect(row.secret).toMatch(/^v1:/);
    expect(row.pendingSecret).toMatch(/^v1:/);
    expect(decryptTotpSecret(row.secret!, derived)).toBe(secret);
    expect(decryptTotpSecret(row.pendingSecret!, derived)).toBe(pendingSecret);
    expect((await signIn('boss', secret)).statusCode).toBe(200);

    // A second pass has nothing left to do and leaves the values untouched.
    expect(await encryptTotpSecrets(t.database.db, keys, silentLog())).toEqual({
      encrypted: 0,
      rotated: 0,
      unreadable: 0,
    });
    expect(await storedRow(user.id)).toEqual(row);
  });

  it('re-encrypts secrets of TOTP_ENCRYPTION_KEY_PREVIOUS with the current key', async () => {
    const oldKey = randomBytes(32);
    const secret = newSecret();
    const user = await userWithStoredSecret('boss', encryptTotpSecret(secret, oldKey));
    // The app's key (derived) cannot open it, and nothing says what the old key was: 500.
    const client = new Client(t.app);
    await client.post('/api/login', { username: 'boss', password: PASSWORD });
    expect((await client.post('/api/login/2fa', { code: codeOf(secret) })).statusCode).toBe(500);

    const log = silentLog();
    const pass = await encryptTotpSecrets(
      t.database.db,
      { current: derived, previous: oldKey },
      log,
    );
    expect(pass).toEqual({ encrypted: 0, rotated: 1, unreadable: 0 });
    const row = await storedRow(user.id);
    expect(decryptTotpSecret(row.secret!, derived)).toBe(secret);
    expect(() => decryptTotpSecret(row.secret!, oldKey)).toThrow();
    expect((await signIn('boss', secret)).statusCode).toBe(200);
  });

  it('re-encrypts webhook signing secrets (current and rotated-out) with the current key too', async () => {
    const oldKey = randomBytes(32);
    const endpoint = await createWebhookEndpoint(t.database.db, {
      url: 'https://hooks.example/in',
      description: '',
      events: ['lead.created'],
      active: true,
      secret: encryptTotpSecret('whsec_new', oldKey),
      createdBy: null,
    });
    await t.database.db
      .updateTable('webhookEndpoints')
      .set({ previousSecret: encryptTotpSecret('whsec_old', oldKey) })
      .execute();
    const pass = await encryptTotpSecrets(
      t.database.db,
      { current: derived, previous: oldKey },
      silentLog(),
    );
    expect(pass).toEqual({ encrypted: 0, rotated: 2, unreadable: 0 });
    const row = await t.database.db
      .selectFrom('webhookEndpoints')
      .select(['secret', 'previousSecret'])
      .where('id', '=', endpoint.id)
      .executeTakeFirstOrThrow();
    expect(decryptTotpSecret(row.secret, derived)).toBe('whsec_new');
    expect(decryptTotpSecret(row.previousSecret!, derived)).toBe('whsec_old');
    // Once done, a second pass has nothing to do.
    expect(
      await encryptTotpSecrets(t.database.db, { current: derived, previous: oldKey }, silentLog()),
    ).toEqual({ encrypted: 0, rotated: 0, unreadable: 0 });
  });

  it('leaves secrets no key opens as they are and logs an error', async () => {
    const stored = encryptTotpSecret(newSecret(), randomBytes(32));
    const user = await userWithStoredSecret('boss', stored);
    const log = silentLog();
    expect(await encryptTotpSecrets(t.database.db, { current: derived }, log)).toEqual({
      encrypted: 0,
      rotated: 0,
      unreadable: 1,
    });
    expect(log.error).toHaveBeenCalledWith(
      { unreadable: 1 },
      expect.stringMatching(/set TOTP_ENCRYPTION_KEY_PREVIOUS/),
    );
    expect((await storedRow(user.id)).secret).toBe(stored);
  });
});

describe('start-up (bootstrap) with TOTP secrets', () => {
  // A database of its own in the test Postgres cluster: bootstrap opens (and closes) it by URL.
  let admin: DatabaseHandle;
  let databaseUrl: string;
  const name = `test_totp_${randomBytes(6).toString('hex')}`;
  beforeAll(async () => {
    const base = process.env.TEST_DATABASE_URL!;
    admin = await openDatabase({ databaseUrl: base, poolSize: 1 });
    await sql.raw(`create database ${name}`).execute(admin.db);
    const url = new URL(base);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  });
  afterAll(async () => {
    await sql.raw(`drop database if exists ${name} with (force)`).execute(admin.db);
    await admin.close();
  });

  it('encrypts clear secrets, then rotates them to a new TOTP_ENCRYPTION_KEY', async () => {
    const source = {
      DATABASE_URL: databaseUrl,
      SEED_DEMO: '0',
      SESSION_SECRET: TEST_SECRET,
      DATA_DIR: join(tmpdir(), 'forma-totp-unused'),
    };
    const log = silentLog();
    const secret = newSecret();
    const first = await bootstrap(loadEnv({ source }), log);
    try {
      const user = await insertUser(first.db, {
        username: 'boss',
        passwordHash: await hashPassword(PASSWORD),
        role: 'admin',
      });
      await first.db
        .insertInto('userTwoFactor')
        .values({ userId: user!.id, secret, enabledAt: new Date() })
        .execute();
    } finally {
      await first.close();
    }

    // Restart without TOTP_ENCRYPTION_KEY: encrypted with the key derived from SESSION_SECRET.
    const second = await bootstrap(loadEnv({ source }), log);
    const storedSecret = () =>
      second.db.selectFrom('userTwoFactor').select('secret').executeTakeFirstOrThrow();
    let stored: string | null;
    try {
      stored = (await storedSecret()).secret;
    } finally {
      await second.close();
    }
    expect(stored).toMatch(/^v1:/);
    expect(decryptTotpSecret(stored!, deriveTotpKey(TEST_SECRET))).toBe(secret);

    // Restart with a new key and the derived one as the previous: rotated to the new key.
    const newKey = randomBytes(32);
    const third = await bootstrap(
      loadEnv({
        source: {
          ...source,
          TOTP_ENCRYPTION_KEY: newKey.toString('base64'),
          TOTP_ENCRYPTION_KEY_PREVIOUS: deriveTotpKey(TEST_SECRET).toString('hex'),
        },
      }),
      log,
    );
    try {
      const row = await third.db
        .selectFrom('userTwoFactor')
        .select('secret')
        .executeTakeFirstOrThrow();
      expect(decryptTotpSecret(row.secret!, newKey)).toBe(secret);
    } finally {
      await third.close();
    }
    expect(log.info).toHaveBeenCalledWith({ encrypted: 1, rotated: 0 }, 'TOTP secrets encrypted');
    expect(log.info).toHaveBeenCalledWith({ encrypted: 0, rotated: 1 }, 'TOTP secrets encrypted');
  });
});
