import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import {
  DEFAULT_TRPC_MAX_BATCH_SIZE,
  parseTotpKey,
  totpKeyring,
  weakPasswordMessage,
  type TotpKeyring,
} from '@forma/api';
import { registerInput } from '@forma/validators';
import { z } from 'zod';
import { DEFAULT_PUBLIC_CACHE_POLICY, type PublicCachePolicy } from './cache/cache-control';

/**
 * The runtime contract of DESIGN.md, validated once at start. This is the only module that reads
 * `process.env`; everything else receives an `Env`.
 */

/** The directory holding pnpm-workspace.yaml, found by walking up from `from`; else `from`. */
export function findRepoRoot(from: string = process.cwd()): string {
  let dir = resolve(from);
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(from);
    dir = parent;
  }
}

const flag = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : !/^(0|false|no|off)$/i.test(v)));

/** An optional string; empty counts as unset. */
const optional = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

const BOOLEAN = /^(1|0|true|false|yes|no|on|off)$/i;

/** The addresses of a comma-separated list, trimmed, empty entries dropped. */
const addressList = (v: string) =>
  v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);

/** A whole number of seconds from 0 to `max` in the variable `name`, `fallback` when unset. */
const seconds = (name: string, max: number, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a number of seconds` })
    .int(`${name} must be a whole number of seconds`)
    .min(0, `${name} must be at least 0`)
    .max(max, `${name} must be at most ${max}`)
    .default(fallback);

/** An optional 32-byte key (hex or base64) named `name`: undefined when unset or empty. */
const encryptionKey = (name: string) =>
  optional.transform((v, ctx) => {
    if (v === undefined) return undefined;
    try {
      return parseTotpKey(v);
    } catch (err) {
      ctx.addIssue({ code: 'custom', message: `${name} ${(err as Error).message}` });
      return z.NEVER;
    }
  });

const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/** The rule registration applies to a new password, as one sentence for the env error. */
const PASSWORD_RULE =
  'the registration password rule: 8-256 characters, not a common or guessable password';

/**
 * Why ADMIN_PASSWORD fails the registration rule (registerInput's length, then the zxcvbn
 * strength check with the username as a guessable word), as one line naming the variable and the
 * rule; null when it passes.
 */
function adminPasswordProblem(password: string, username: string | undefined): string | null {
  const parsed = registerInput.shape.password.safeParse(password);
  const reason = parsed.success
    ? weakPasswordMessage(password, username ? [username] : [])
    : (parsed.error.issues[0]?.message ?? 'Invalid password');
  return reason ? `ADMIN_PASSWORD does not meet ${PASSWORD_RULE}. ${reason}` : null;
}

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
        message: 'DATABASE_URL must start with postgres:// or postgresql://',
      }),
    DATA_DIR: z.string().default('./.data'),
    ADMIN_USERNAME: z.string().optional(),
    ADMIN_PASSWORD: z.string().optional(),
    SESSION_SECRET: z.string().optional(),
    /** Key of the TOTP secrets' encryption at rest; default derived from SESSION_SECRET. */
    TOTP_ENCRYPTION_KEY: encryptionKey('TOTP_ENCRYPTION_KEY'),
    /** The key before a rotation: secrets it opens are re-encrypted with the current one. */
    TOTP_ENCRYPTION_KEY_PREVIOUS: encryptionKey('TOTP_ENCRYPTION_KEY_PREVIOUS'),
    SEED_DEMO: flag(true),
    ADMIN_REQUIRE_2FA: flag(false),
    WEBHOOKS_ALLOW_PRIVATE: flag(false),
    WEB_DIST: z.string().optional(),
    /** `pnpm dev`: render the web app's Start pages from its sources through Vite (hot reload). */
    WEB_DEV: flag(false),
    TRUST_PROXY: z.string().optional(),
    /** Comma-separated origins allowed to send state-changing requests besides the site's own. */
    ALLOWED_ORIGINS: z
      .string()
      .optional()
      .refine(
        (v) =>
          v === undefined ||
          v
            .split(',')
            .map((o) => o.trim())
            .filter(Boolean)
            .every((o) => /^https?:\/\/[^/\s]+$/.test(o)),
        { message: 'ALLOWED_ORIGINS must list origins like https://example.com, comma-separated' },
      ),
    /** Days an audit log row is kept. */
    AUDIT_LOG_RETENTION_DAYS: z.coerce
      .number({ error: 'AUDIT_LOG_RETENTION_DAYS must be a number of days' })
      .int('AUDIT_LOG_RETENTION_DAYS must be a whole number of days')
      .min(1, 'AUDIT_LOG_RETENTION_DAYS must be at least 1')
      .max(36_500, 'AUDIT_LOG_RETENTION_DAYS must be at most 36500')
      .default(365),
    /** Multiplies every per-IP rate limit (e.g. 100 for end-to-end test runs from one IP). */
    RATE_LIMIT_SCALE: z.coerce.number().positive().max(10_000).default(1),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Longest wait for a Postgres connection, ms (a black-holed database answers 503 then). */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
    /** Longest SQL statement, ms (Postgres statement_timeout; 0 turns it off). */
    DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
    /** Longest time to receive a whole request (headers and body), ms. */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
    /** Most open sockets at once. */
    MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(2000),
    /** Most procedures in one batched tRPC request. */
    TRPC_MAX_BATCH_SIZE: z.coerce
      .number()
      .int()
      .min(1)
      .max(1000)
      .default(DEFAULT_TRPC_MAX_BATCH_SIZE),
    /** Seconds a CDN may serve a public answer without asking (Cache-Control s-maxage). */
    PUBLIC_CACHE_S_MAXAGE: seconds(
      'PUBLIC_CACHE_S_MAXAGE',
      86_400,
      DEFAULT_PUBLIC_CACHE_POLICY.sMaxAgeSeconds,
    ),
    /** Seconds after that a CDN may serve it once more while asking again (0 turns it off). */
    PUBLIC_CACHE_STALE_WHILE_REVALIDATE: seconds(
      'PUBLIC_CACHE_STALE_WHILE_REVALIDATE',
      604_800,
      DEFAULT_PUBLIC_CACHE_POLICY.staleWhileRevalidateSeconds,
    ),
    /** SMTP server of the new-lead e-mails, e.g. smtps://user:pass@smtp.example.com:465. */
    SMTP_URL: optional.refine((v) => v === undefined || /^smtps?:\/\/[^/\s]/.test(v), {
      message: 'SMTP_URL must be an smtp:// or smtps:// URL',
    }),
    /** Who gets the new-lead e-mails: one address or several, comma-separated. */
    NOTIFY_EMAIL: optional.refine(
      (v) =>
        v === undefined ||
        (addressList(v).length > 0 && addressList(v).every((a) => z.email().safeParse(a).success)),
      { message: 'NOTIFY_EMAIL must be an e-mail address, or several separated by commas' },
    ),
    /** The site's public address, for links in e-mails; default http://HOST:PORT. */
    PUBLIC_URL: optional.refine((v) => v === undefined || /^https?:\/\/[^/\s]+(\/\S*)?$/.test(v), {
      message: 'PUBLIC_URL must be an http:// or https:// URL',
    }),
    /** Days a lead is kept; unset keeps leads forever (spam goes after SPAM_RETENTION_DAYS). */
    LEAD_RETENTION_DAYS: optional.pipe(
      z.coerce
        .number<string | undefined>({ error: 'LEAD_RETENTION_DAYS must be a number of days' })
        .int('LEAD_RETENTION_DAYS must be a whole number of days')
        .min(1, 'LEAD_RETENTION_DAYS must be at least 1')
        .max(36_500, 'LEAD_RETENTION_DAYS must be at most 36500')
        .optional(),
    ),
    S3_BUCKET: optional,
    S3_ENDPOINT: optional.refine((v) => v === undefined || /^https?:\/\/[^/]/.test(v), {
      message: 'S3_ENDPOINT must be an http:// or https:// URL',
    }),
    S3_REGION: optional,
    S3_ACCESS_KEY_ID: optional,
    S3_SECRET_ACCESS_KEY: optional,
    S3_FORCE_PATH_STYLE: optional.refine((v) => v === undefined || BOOLEAN.test(v), {
      message: 'S3_FORCE_PATH_STYLE must be 1/0, true/false, yes/no or on/off',
    }),
  })
  .superRefine((v, ctx) => {
    const user = v.ADMIN_USERNAME || undefined;
    const pass = v.ADMIN_PASSWORD || undefined;
    if (Boolean(user) !== Boolean(pass))
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
      });
    if (pass) {
      const problem = adminPasswordProblem(pass, user);
      if (problem) ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: problem });
    }
    if (v.SESSION_SECRET && v.SESSION_SECRET.length < 32)
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'SESSION_SECRET must be at least 32 characters',
      });
    if (Boolean(v.SMTP_URL) !== Boolean(v.NOTIFY_EMAIL))
      ctx.addIssue({
        code: 'custom',
        path: ['NOTIFY_EMAIL'],
        message: 'SMTP_URL and NOTIFY_EMAIL must be set together',
      });
    if (Boolean(v.S3_ACCESS_KEY_ID) !== Boolean(v.S3_SECRET_ACCESS_KEY))
      ctx.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      });
    if (!v.S3_BUCKET && S3_VARIABLES.some((name) => v[name] !== undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'S3_BUCKET is required when any other S3_ variable is set',
      });
    if (v.NODE_ENV === 'production' && !v.SESSION_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'SESSION_SECRET is required when NODE_ENV=production',
      });
  });

export interface Env {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  /** Real Postgres; undefined means embedded PGlite under `dataDir`. */
  databaseUrl: string | undefined;
  /** Absolute directory for embedded database files, uploads and the dev session secret. */
  dataDir: string;
  admin: { username: string; password: string } | undefined;
  /** Cookie signing secret (32+ characters). */
  sessionSecret: string;
  /**
   * TOTP_ENCRYPTION_KEY and TOTP_ENCRYPTION_KEY_PREVIOUS (32 bytes each), undefined when unset;
   * `totpKeysOf` makes the keyring (deriving the key from `sessionSecret` when unset).
   */
  totpEncryption: { key: Buffer | undefined; previousKey: Buffer | undefined };
  seedDemo: boolean;
  /** ADMIN_REQUIRE_2FA: admins must turn on two-factor sign-in before using the console. */
  requireAdminTwoFactor: boolean;
  /**
   * WEBHOOKS_ALLOW_PRIVATE: webhooks may go to loopback and private addresses (development and
   * tests; cloud metadata addresses stay refused). Default false.
   */
  webhooksAllowPrivate: boolean;
  /** Absolute directory of the built web app. */
  webDist: string;
  /** WEB_DEV: the Start pages from the web app's sources through Vite (`pnpm dev`). */
  webDev: boolean;
  /** Fastify `trustProxy`: false, true, a hop count, or a list of addresses/CIDRs. */
  trustProxy: boolean | number | string;
  /** Extra origins allowed to send state-changing requests (CSRF check), without trailing /. */
  allowedOrigins: string[];
  /** Days an audit log row is kept (AUDIT_LOG_RETENTION_DAYS). */
  auditLogRetentionDays: number;
  /** Multiplier of every per-IP rate limit (1 in production). */
  rateLimitScale: number;
  logLevel: string;
  /** Postgres connect and statement timeouts, ms (DATABASE_CONNECT_TIMEOUT_MS, _QUERY_TIMEOUT_MS). */
  database: { connectTimeoutMs: number; queryTimeoutMs: number };
  /** HTTP timeouts and caps (REQUEST_TIMEOUT_MS, MAX_CONNECTIONS, TRPC_MAX_BATCH_SIZE). */
  limits: { requestTimeoutMs: number; maxConnections: number; trpcMaxBatchSize: number };
  /** S3-compatible storage of uploads (S3_* variables); undefined means `DATA_DIR/uploads`. */
  s3: S3Env | undefined;
  /** New-lead e-mails (SMTP_URL and NOTIFY_EMAIL); undefined sends none. */
  notifications: NotificationsEnv | undefined;
  /** The site's public address without a trailing / (PUBLIC_URL, default http://HOST:PORT). */
  publicUrl: string;
  /** Days a lead is kept (LEAD_RETENTION_DAYS); undefined keeps leads forever. */
  leadRetentionDays: number | undefined;
  /** How long a CDN may keep public answers (PUBLIC_CACHE_S_MAXAGE, _STALE_WHILE_REVALIDATE). */
  publicCaching: PublicCachePolicy;
}

/** Where new-lead e-mails go: the SMTP server (SMTP_URL) and the team's addresses (NOTIFY_EMAIL). */
export interface NotificationsEnv {
  smtpUrl: string;
  to: string[];
}

/** The S3_* variables: bucket, endpoint (non-AWS stores), region, keys, path-style URLs. */
export interface S3Env {
  bucket: string;
  endpoint: string | undefined;
  /** S3_REGION; default 'us-east-1'. */
  region: string;
  /** Both keys, or undefined for the SDK's default credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** S3_FORCE_PATH_STYLE; default true when S3_ENDPOINT is set. */
  forcePathStyle: boolean;
}

/** The error thrown for an invalid environment: one line per problem. */
export class EnvError extends Error {
  override name = 'EnvError';
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || /^(0|false|no|off)$/i.test(value)) return false;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** HOST as the host part of a URL: an IPv6 address in brackets. */
function urlHost(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/** The dev session secret kept in `DATA_DIR/session-secret`, generated on first use. */
function devSessionSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * Reads and validates the environment (DESIGN.md runtime contract). Relative DATA_DIR and
 * WEB_DIST resolve against the repository root. Without SESSION_SECRET outside production, a
 * secret is generated once and kept in DATA_DIR (skipped when `needsSessionSecret` is false, as in
 * the admin CLI). S3_BUCKET (with the other S3_* variables) turns on S3-compatible storage of
 * uploads (`s3`); SMTP_URL with NOTIFY_EMAIL turns on new-lead e-mails (`notifications`), whose
 * console links start with PUBLIC_URL. TOTP_ENCRYPTION_KEY(_PREVIOUS) must be 32 bytes in hex or
 * base64; ADMIN_PASSWORD must pass the registration password rule (length and zxcvbn strength).
 * Throws EnvError listing every problem.
 */
export function loadEnv(
  options: { source?: NodeJS.ProcessEnv; cwd?: string; needsSessionSecret?: boolean } = {},
): Env {
  const source = options.source ?? process.env;
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const v = parsed.data;
  const root = findRepoRoot(options.cwd);
  const fromRoot = (p: string) => (isAbsolute(p) ? p : resolve(root, p));
  const dataDir = fromRoot(v.DATA_DIR);
  const needsSecret = options.needsSessionSecret ?? true;
  return {
    nodeEnv: v.NODE_ENV,
    isProduction: v.NODE_ENV === 'production',
    port: v.PORT,
    host: v.HOST,
    databaseUrl: v.DATABASE_URL,
    dataDir,
    admin:
      v.ADMIN_USERNAME && v.ADMIN_PASSWORD
        ? { username: v.ADMIN_USERNAME, password: v.ADMIN_PASSWORD }
        : undefined,
    sessionSecret: v.SESSION_SECRET ?? (needsSecret ? devSessionSecret(dataDir) : ''),
    totpEncryption: { key: v.TOTP_ENCRYPTION_KEY, previousKey: v.TOTP_ENCRYPTION_KEY_PREVIOUS },
    seedDemo: v.SEED_DEMO,
    requireAdminTwoFactor: v.ADMIN_REQUIRE_2FA,
    webhooksAllowPrivate: v.WEBHOOKS_ALLOW_PRIVATE,
    webDist: fromRoot(v.WEB_DIST ?? 'apps/web/dist'),
    webDev: v.WEB_DEV,
    trustProxy: parseTrustProxy(v.TRUST_PROXY),
    allowedOrigins: (v.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    auditLogRetentionDays: v.AUDIT_LOG_RETENTION_DAYS,
    rateLimitScale: v.RATE_LIMIT_SCALE,
    logLevel: v.LOG_LEVEL,
    database: {
      connectTimeoutMs: v.DATABASE_CONNECT_TIMEOUT_MS,
      queryTimeoutMs: v.DATABASE_QUERY_TIMEOUT_MS,
    },
    limits: {
      requestTimeoutMs: v.REQUEST_TIMEOUT_MS,
      maxConnections: v.MAX_CONNECTIONS,
      trpcMaxBatchSize: v.TRPC_MAX_BATCH_SIZE,
    },
    notifications:
      v.SMTP_URL && v.NOTIFY_EMAIL
        ? { smtpUrl: v.SMTP_URL, to: addressList(v.NOTIFY_EMAIL) }
        : undefined,
    publicUrl: (v.PUBLIC_URL ?? `http://${urlHost(v.HOST)}:${v.PORT}`).replace(/\/+$/, ''),
    leadRetentionDays: v.LEAD_RETENTION_DAYS,
    publicCaching: {
      sMaxAgeSeconds: v.PUBLIC_CACHE_S_MAXAGE,
      staleWhileRevalidateSeconds: v.PUBLIC_CACHE_STALE_WHILE_REVALIDATE,
    },
    s3: v.S3_BUCKET
      ? {
          bucket: v.S3_BUCKET,
          endpoint: v.S3_ENDPOINT,
          region: v.S3_REGION ?? 'us-east-1',
          credentials:
            v.S3_ACCESS_KEY_ID && v.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: v.S3_ACCESS_KEY_ID, secretAccessKey: v.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle:
            v.S3_FORCE_PATH_STYLE === undefined
              ? Boolean(v.S3_ENDPOINT)
              : !/^(0|false|no|off)$/i.test(v.S3_FORCE_PATH_STYLE),
        }
      : undefined,
  };
}

/**
 * The keys of the TOTP secrets' encryption at rest: TOTP_ENCRYPTION_KEY, else a key derived from
 * SESSION_SECRET (HKDF-SHA256, fixed info label), and TOTP_ENCRYPTION_KEY_PREVIOUS when set.
 * Throws an EnvError when there is neither a key nor a session secret (only possible with
 * `needsSessionSecret: false`).
 */
export function totpKeysOf(env: Pick<Env, 'totpEncryption' | 'sessionSecret'>): TotpKeyring {
  try {
    return totpKeyring({ ...env.totpEncryption, sessionSecret: env.sessionSecret });
  } catch (err) {
    throw new EnvError(
      `Invalid environment:\n  TOTP_ENCRYPTION_KEY: unset, and ${(err as Error).message}`,
    );
  }
}
