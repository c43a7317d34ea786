import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { deriveTotpKey } from '@forma/api';
import { EnvError, findRepoRoot, loadEnv, totpKeysOf } from './env';

describe('loadEnv', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'forma-env-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('applies the defaults and resolves paths against the repository root', () => {
    const root = tempDir();
    writeFileSync(join(root, 'pnpm-workspace.yaml'), 'packages: []\n');
    const env = loadEnv({ source: {}, cwd: join(root) });
    expect(env).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: join(root, '.data'),
      webDist: join(root, 'apps/web/dist'),
      seedDemo: true,
      trustProxy: false,
      isProduction: false,
      admin: undefined,
    });
    // The generated dev secret is kept and reused.
    expect(env.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(root, '.data', 'session-secret'), 'utf8').trim()).toBe(
      env.sessionSecret,
    );
    expect(loadEnv({ source: {}, cwd: root }).sessionSecret).toBe(env.sessionSecret);
  });

  it('finds the monorepo root from a nested directory', () => {
    expect(findRepoRoot(join(import.meta.dirname, '..', 'test'))).toBe(
      join(import.meta.dirname, '..', '..', '..'),
    );
  });

  it('reads every variable', () => {
    const dir = tempDir();
    const env = loadEnv({
      source: {
        NODE_ENV: 'production',
        PORT: '8080',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://u@db/forma',
        DATA_DIR: dir,
        ADMIN_USERNAME: 'admin',
        ADMIN_PASSWORD: 'violet-harbor-quietly-7',
        SESSION_SECRET: 's'.repeat(32),
        SEED_DEMO: '0',
        TRUST_PROXY: '1',
        LOG_LEVEL: 'warn',
      },
    });
    expect(env).toMatchObject({
      isProduction: true,
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@db/forma',
      dataDir: dir,
      admin: { username: 'admin', password: 'violet-harbor-quietly-7' },
      sessionSecret: 's'.repeat(32),
      seedDemo: false,
      trustProxy: true,
      logLevel: 'warn',
    });
  });

  it('rejects invalid configurations with one line per problem', () => {
    const bad = [
      { NODE_ENV: 'production' },
      { SESSION_SECRET: 'short' },
      { ADMIN_USERNAME: 'admin' },
      { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'short' },
      { PORT: 'abc' },
      { DATABASE_URL: 'mysql://x' },
    ];
    for (const source of bad) {
      expect(
        () => loadEnv({ source: { DATA_DIR: tempDir(), ...source } }),
        JSON.stringify(source),
      ).toThrow(EnvError);
    }
    expect(() => loadEnv({ source: { NODE_ENV: 'production' } })).toThrow(
      /SESSION_SECRET is required/,
    );
  });

  describe('S3 storage variables', () => {
    const load = (source: Record<string, string>) =>
      loadEnv({ source: { DATA_DIR: tempDir(), ...source } });

    it('leaves S3 off without S3_BUCKET', () => {
      expect(load({}).s3).toBeUndefined();
      expect(load({ S3_BUCKET: '' }).s3).toBeUndefined();
    });

    it('reads a bucket on AWS with the default region and credential chain', () => {
      expect(load({ S3_BUCKET: 'forma' }).s3).toEqual({
        bucket: 'forma',
        endpoint: undefined,
        region: 'us-east-1',
        credentials: undefined,
        forcePathStyle: false,
      });
    });

    it('reads every S3 variable; path-style URLs by default with an endpoint', () => {
      const all = {
        S3_BUCKET: 'forma',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-west-3',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      };
      expect(load(all).s3).toEqual({
        bucket: 'forma',
        endpoint: 'http://127.0.0.1:9000',
        region: 'eu-west-3',
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        forcePathStyle: true,
      });
      expect(load({ ...all, S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
      expect(load({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: '1' }).s3?.forcePathStyle).toBe(true);
    });

    it('rejects half-set keys, a missing bucket, a bad endpoint or flag', () => {
      const bad: [Record<string, string>, RegExp][] = [
        [{ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' }, /set together/],
        [{ S3_BUCKET: 'b', S3_SECRET_ACCESS_KEY: 'secret' }, /set together/],
        [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /S3_BUCKET is required/],
        [{ S3_REGION: 'eu-west-3' }, /S3_BUCKET is required/],
        [{ S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }, /S3_BUCKET is required/],
        [{ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must be/],
        [{ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'maybe' }, /S3_FORCE_PATH_STYLE/],
      ];
      for (const [source, message] of bad) {
        expect(() => load(source), JSON.stringify(source)).toThrow(EnvError);
        expect(() => load(source), JSON.stringify(source)).toThrow(message);
      }
    });
  });

  it('reads the database timeouts and the HTTP limits, with defaults', () => {
    const load = (source: Record<string, string>) =>
      loadEnv({ source: { DATA_DIR: tempDir(), ...source } });
    const defaults = load({});
    expect(defaults.database).toEqual({ connectTimeoutMs: 5000, queryTimeoutMs: 15_000 });
    expect(defaults.limits).toEqual({
      requestTimeoutMs: 30_000,
      maxConnections: 2000,
      trpcMaxBatchSize: 10,
    });
    const set = load({
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_QUERY_TIMEOUT_MS: '0',
      REQUEST_TIMEOUT_MS: '10000',
      MAX_CONNECTIONS: '500',
      TRPC_MAX_BATCH_SIZE: '20',
    });
    expect(set.database).toEqual({ connectTimeoutMs: 2000, queryTimeoutMs: 0 });
    expect(set.limits).toEqual({
      requestTimeoutMs: 10_000,
      maxConnections: 500,
      trpcMaxBatchSize: 20,
    });
    const bad: Record<string, string>[] = [
      { REQUEST_TIMEOUT_MS: '0' },
      { MAX_CONNECTIONS: 'many' },
      { TRPC_MAX_BATCH_SIZE: '0' },
      { DATABASE_CONNECT_TIMEOUT_MS: '-1' },
    ];
    for (const source of bad) expect(() => load(source), JSON.stringify(source)).toThrow(EnvError);
  });
  it('reads how long a CDN may keep public answers, with defaults, and refuses bad values', () => {
    const load = (source: Record<string, string>) =>
      loadEnv({ source: { DATA_DIR: tempDir(), ...source } });
    expect(load({}).publicCaching).toEqual({ sMaxAgeSeconds: 2, staleWhileRevalidateSeconds: 30 });
    expect(
      load({ PUBLIC_CACHE_S_MAXAGE: '60', PUBLIC_CACHE_STALE_WHILE_REVALIDATE: '0' }).publicCaching,
    ).toEqual({ sMaxAgeSeconds: 60, staleWhileRevalidateSeconds: 0 });
    expect(() => load({ PUBLIC_CACHE_S_MAXAGE: '-1' })).toThrow(
      'PUBLIC_CACHE_S_MAXAGE must be at least 0',
    );
    expect(() => load({ PUBLIC_CACHE_STALE_WHILE_REVALIDATE: 'soon' })).toThrow(
      'PUBLIC_CACHE_STALE_WHILE_REVALIDATE must be a number of seconds',
    );
  });
  describe('lead notification and retention variables (issue 11)', () => {
    const load = (source: Record<string, string>) =>
      loadEnv({ source: { DATA_DIR: tempDir(), ...source } });

    it('sends no e-mails, keeps leads and links to http://HOST:PORT by default', () => {
      const env = load({});
      expect(env.notifications).toBeUndefined();
      expect(env.leadRetentionDays).toBeUndefined();
      expect(env.publicUrl).toBe('http://127.0.0.1:3000');
      expect(load({ HOST: '::1', PORT: '8080' }).publicUrl).toBe('http://[::1]:8080');
      expect(load({ SMTP_URL: '', NOTIFY_EMAIL: '', LEAD_RETENTION_DAYS: '' })).toMatchObject({
        notifications: undefined,
        leadRetentionDays: undefined,
      });
    });

    it('reads SMTP_URL, one or several NOTIFY_EMAIL addresses, PUBLIC_URL and the retention', () => {
      const env = load({
        SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
        NOTIFY_EMAIL: ' team@example.com , sales@example.com,',
        PUBLIC_URL: 'https://forma.example.com/',
        LEAD_RETENTION_DAYS: '365',
      });
      expect(env.notifications).toEqual({
        smtpUrl: 'smtps://user:pass@smtp.example.com:465',
        to: ['team@example.com', 'sales@example.com'],
      });
      expect(env.publicUrl).toBe('https://forma.example.com');
      expect(env.leadRetentionDays).toBe(365);
      expect(
        load({ SMTP_URL: 'smtp://127.0.0.1:2525', NOTIFY_EMAIL: 'a@b.co' }).notifications,
      ).toEqual({ smtpUrl: 'smtp://127.0.0.1:2525', to: ['a@b.co'] });
    });

    it('rejects a half-set SMTP pair, bad addresses, URLs and day counts', () => {
      const bad: [Record<string, string>, RegExp][] = [
        [{ SMTP_URL: 'smtp://127.0.0.1:2525' }, /set together/],
        [{ NOTIFY_EMAIL: 'team@example.com' }, /set together/],
        [{ SMTP_URL: 'http://mail', NOTIFY_EMAIL: 'a@b.co' }, /SMTP_URL must be/],
        [{ SMTP_URL: 'smtp://mail', NOTIFY_EMAIL: 'not-an-address' }, /NOTIFY_EMAIL must be/],
        [{ SMTP_URL: 'smtp://mail', NOTIFY_EMAIL: 'a@b.co, nope' }, /NOTIFY_EMAIL must be/],
        [{ SMTP_URL: 'smtp://mail', NOTIFY_EMAIL: ' , ' }, /NOTIFY_EMAIL must be/],
        [{ PUBLIC_URL: 'forma.example.com' }, /PUBLIC_URL must be/],
        [{ PUBLIC_URL: 'javascript:alert(1)' }, /PUBLIC_URL must be/],
        [{ LEAD_RETENTION_DAYS: '0' }, /at least 1/],
        [{ LEAD_RETENTION_DAYS: '1.5' }, /whole number/],
        [{ LEAD_RETENTION_DAYS: 'forever' }, /number of days/],
      ];
      for (const [source, message] of bad) {
        expect(() => load(source), JSON.stringify(source)).toThrow(EnvError);
        expect(() => load(source), JSON.stringify(source)).toThrow(message);
      }
    });
  });
  describe('ADMIN_PASSWORD strength (the registration rule)', () => {
    const load = (password: string, username = 'admin') =>
      loadEnv({
        source: { DATA_DIR: tempDir(), ADMIN_USERNAME: username, ADMIN_PASSWORD: password },
      });
    const RULE =
      /ADMIN_PASSWORD: ADMIN_PASSWORD does not meet the registration password rule: 8-256 characters, not a common or guessable password\./;

    it('refuses a short, long, common or guessable password, naming the variable and the rule', () => {
      const bad: [string, string, RegExp][] = [
        ['short', 'admin', /Password must be at least 8 characters/],
        ['x'.repeat(257), 'admin', /Password must be at most 256 characters/],
        ['password123', 'admin', /commonly used password/],
        ['12345678', 'admin', /heavily used password/],
        ['qwertyuiop', 'admin', /Choose a longer password with a few uncommon words/],
        ['harborview2026', 'harborview', /Choose a longer password/],
      ];
      for (const [password, username, reason] of bad) {
        let error: unknown;
        try {
          load(password, username);
        } catch (err) {
          error = err;
        }
        expect(error, password).toBeInstanceOf(EnvError);
        const message = (error as Error).message;
        expect(message, password).toMatch(/^Invalid environment:\n/);
        expect(message, password).toMatch(RULE);
        expect(message, password).toMatch(reason);
        // The password itself never appears in the error.
        expect(message, password).not.toContain(password);
      }
    });

    it('accepts a strong password', () => {
      expect(load('violet-harbor-quietly-7').admin).toEqual({
        username: 'admin',
        password: 'violet-harbor-quietly-7',
      });
    });

    it('stops the server at start-up with the message and no stack trace', () => {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: join(import.meta.dirname, '..'),
        env: {
          ...process.env,
          DATA_DIR: tempDir(),
          ADMIN_USERNAME: 'admin',
          ADMIN_PASSWORD: 'password123',
          SESSION_SECRET: 's'.repeat(32),
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(RULE);
      expect(run.stderr).toMatch(/commonly used password/);
      expect(run.stderr).not.toMatch(/^\s+at /m);
      expect(run.stdout).toBe('');
    });
  });

  describe('TOTP_ENCRYPTION_KEY and TOTP_ENCRYPTION_KEY_PREVIOUS', () => {
    const load = (source: Record<string, string>) =>
      loadEnv({ source: { DATA_DIR: tempDir(), ...source } });

    it('derives the key from SESSION_SECRET when unset', () => {
      const env = load({ SESSION_SECRET: 's'.repeat(32), TOTP_ENCRYPTION_KEY: '' });
      expect(env.totpEncryption).toEqual({ key: undefined, previousKey: undefined });
      const keys = totpKeysOf(env);
      expect(keys.current.equals(deriveTotpKey('s'.repeat(32)))).toBe(true);
      expect(keys.previous).toBeUndefined();
    });

    it('reads 32-byte keys in base64 or hex', () => {
      const key = randomBytes(32);
      const previous = randomBytes(32);
      const env = load({
        TOTP_ENCRYPTION_KEY: key.toString('base64'),
        TOTP_ENCRYPTION_KEY_PREVIOUS: previous.toString('hex'),
      });
      expect(env.totpEncryption.key?.equals(key)).toBe(true);
      expect(env.totpEncryption.previousKey?.equals(previous)).toBe(true);
      expect(totpKeysOf(env)).toEqual({ current: key, previous });
    });

    it('refuses keys of another length or format with a clear message', () => {
      const bad: Record<string, string>[] = [
        { TOTP_ENCRYPTION_KEY: 'not-a-key' },
        { TOTP_ENCRYPTION_KEY: randomBytes(16).toString('hex') },
        { TOTP_ENCRYPTION_KEY: randomBytes(24).toString('base64') },
        { TOTP_ENCRYPTION_KEY_PREVIOUS: randomBytes(31).toString('hex') },
      ];
      for (const source of bad) {
        const name = Object.keys(source)[0]!;
        expect(() => load(source), name).toThrow(EnvError);
        expect(() => load(source), name).toThrow(
          new RegExp(
            `${name}: ${name} must be 32 random bytes written as 64 hex digits or 44 base64 characters`,
          ),
        );
      }
    });

    it('needs a key or a session secret to make the keyring', () => {
      const env = loadEnv({ source: { DATA_DIR: tempDir() }, needsSessionSecret: false });
      expect(() => totpKeysOf(env)).toThrow(EnvError);
      expect(() => totpKeysOf(env)).toThrow(/TOTP_ENCRYPTION_KEY: unset/);
    });
  });
});
