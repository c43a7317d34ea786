import { hashPassword } from '@forma/api';
import {
  isDatabaseEmpty,
  migrateToLatest,
  openDatabase,
  pruneRateLimits,
  pruneSessions,
  seedDemoContent,
  upsertAdmin,
  type DatabaseHandle,
  type DB,
} from '@forma/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './env';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** Deletes expired sessions and rate-limit windows; logs and swallows failures. */
export async function pruneExpired(db: DB, log: Log): Promise<void> {
  try {
    const [sessions, rateLimits] = await Promise.all([pruneSessions(db), pruneRateLimits(db)]);
    if (sessions + rateLimits > 0) log.info({ sessions, rateLimits }, 'pruned expired rows');
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

/**
 * Start-up work (DESIGN.md runtime contract): opens the database (Postgres pool errors are
 * logged, never fatal), runs the migrations, writes the demo content into an empty database
 * unless SEED_DEMO=0, makes sure the ADMIN_USERNAME admin exists with ADMIN_PASSWORD, and prunes
 * expired sessions. Returns the open database; throws when it cannot be opened or migrated.
 */
export async function bootstrap(env: Env, log: Log): Promise<DatabaseHandle> {
  const handle = await openDatabase({
    databaseUrl: env.databaseUrl,
    dataDir: env.dataDir,
    onPoolError: (err) => log.error({ err }, 'idle database connection failed'),
  });
  try {
    await migrateToLatest(handle.db);
    if (env.seedDemo && (await isDatabaseEmpty(handle.db))) {
      await seedDemoContent(handle.db);
      log.info('demo content written');
    }
    if (env.admin) {
      await ensureAdmin(handle.db, env.admin);
      log.info({ username: env.admin.username }, 'admin ensured');
    }
    await pruneExpired(handle.db, log);
  } catch (err) {
    await handle.close().catch(() => {});
    throw err;
  }
  log.info({ kind: handle.kind }, 'database ready');
  return handle;
}
