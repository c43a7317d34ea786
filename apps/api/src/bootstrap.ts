import { setTimeout as sleep } from 'node:timers/promises';
import { hashPassword, isDatabaseUnavailable, type TotpKeyring } from '@forma/api';
import {
  BUILT_IN_MEDIA,
  DEMO_ASSETS,
  isDatabaseEmpty,
  migrateToLatest,
  openDatabase,
  pruneAuditLog,
  pruneWebhookEvents,
  pruneRateLimits,
  pruneSessions,
  seedDemoBookingHost,
  seedDemoContent,
  syncBuiltInMedia,
  upsertAdmin,
  type DatabaseHandle,
  type DB,
} from '@forma/db';
import type { FastifyBaseLogger } from 'fastify';
import { totpKeysOf, type Env } from './env';
import { encryptTotpSecrets } from './totp-secrets';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * Deletes expired sessions, rate-limit windows, audit log rows older than `auditLogDays`
 * (default 365) and webhook events done for a month; logs and swallows failures.
 */
export async function pruneExpired(db: DB, log: Log, auditLogDays = 365): Promise<void> {
  try {
    const [sessions, rateLimits, auditLog, webhookEvents] = await Promise.all([
      pruneSessions(db),
      pruneRateLimits(db),
      pruneAuditLog(db, auditLogDays),
      pruneWebhookEvents(db),
    ]);
    if (sessions + rateLimits + auditLog + webhookEvents > 0)
      log.info({ sessions, rateLimits, auditLog, webhookEvents }, 'pruned expired rows');
  } catch (err) {
    log.warn({ err }, 'pruning expired rows failed');
  }
}

/** Creates the admin or resets its password (argon2id) and admin flag. Returns its id. */
export async function ensureAdmin(
  db: DB,
  admin: { username: string; password: string },
): Promise<number> {
  const user = await upsertAdmin(db, {
    username: admin.username,
    passwordHash: await hashPassword(admin.password),
  });
  return user.id;
}

/** How long start-up waits for an unreachable database before it gives up, ms. */
export const STARTUP_WAIT_MS = 60_000;

/**
 * Start-up work (DESIGN.md runtime contract): opens the database (connection errors are logged,
 * never fatal; connect and statement timeouts from `env.database`), runs the migrations, encrypts
 * TOTP secrets still in clear or under TOTP_ENCRYPTION_KEY_PREVIOUS (see totp-secrets.ts), writes
 * the demo content into an empty database unless SEED_DEMO=0, makes sure the ADMIN_USERNAME admin
 * exists with ADMIN_PASSWORD, and prunes expired sessions. While the database cannot be reached
 * (see `isDatabaseUnavailable`) it retries every 1-5 s for up to `waitMs` (default
 * STARTUP_WAIT_MS). Returns the open database; throws when it cannot be opened or migrated.
 */
export async function bootstrap(
  env: Env,
  log: Log,
  options: { waitMs?: number } = {},
): Promise<DatabaseHandle> {
  // Before the database: a missing key is a configuration error, not a database one.
  const totpKeys = totpKeysOf(env);
  const handle = await openDatabase({
    databaseUrl: env.databaseUrl,
    dataDir: env.dataDir,
    connectTimeoutMs: env.database.connectTimeoutMs,
    queryTimeoutMs: env.database.queryTimeoutMs,
    onPoolError: (err) => log.warn({ reason: err.message }, 'database connection lost'),
  });
  const giveUpAt = Date.now() + (options.waitMs ?? STARTUP_WAIT_MS);
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await setUp(handle.db, env, log, totpKeys);
        break;
      } catch (err) {
        if (!isDatabaseUnavailable(err) || Date.now() >= giveUpAt) throw err;
        const delayMs = Math.min(attempt * 1000, 5000);
        log.warn({ reason: (err as Error).message, attempt, delayMs }, 'database unreachable');
        await sleep(delayMs);
      }
    }
  } catch (err) {
    await handle.close().catch(() => {});
    throw err;
  }
  log.info({ kind: handle.kind }, 'database ready');
  return handle;
}

/**
 * Migrations, TOTP secrets, demo content, the built-in files in the media library (the demo
 * content's only with it), the env admin and pruning (each safe to run again).
 */
async function setUp(db: DB, env: Env, log: Log, totpKeys: TotpKeyring): Promise<void> {
  await migrateToLatest(db);
  await encryptTotpSecrets(db, totpKeys, log);
  const freshDemo = env.seedDemo && (await isDatabaseEmpty(db));
  if (freshDemo) {
    await seedDemoContent(db);
    log.info('demo content written');
  }
  await syncBuiltInMedia(
    db,
    BUILT_IN_MEDIA.filter((file) => env.seedDemo || !file.url.startsWith(`${DEMO_ASSETS}/`)),
  );
  if (env.admin) {
    const adminId = await ensureAdmin(db, env.admin);
    log.info({ username: env.admin.username }, 'admin ensured');
    // The demo's calls go to the admin (issue 42), so /book has slots from the first start.
    if (freshDemo)
      await seedDemoBookingHost(db, adminId, env.notifications?.to[0] ?? 'calls@forma.example');
  }
  await pruneExpired(db, log, env.auditLogRetentionDays);
}
