import { purgeOldLeads, type DB, type LeadPurgeCounts } from '@forma/db';
import { SPAM_RETENTION_DAYS } from '@forma/validators';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Lead retention (issue 11 item 6): spam is deleted SPAM_RETENTION_DAYS (30) days after it came
 * in; with LEAD_RETENTION_DAYS set, every lead is deleted that many days after it came in (unset
 * keeps leads forever). Runs on start and hourly on every instance: the deletes are idempotent.
 */

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/** Time between two runs, ms: one hour. */
export const RETENTION_INTERVAL_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export interface LeadRetentionOptions {
  db: DB;
  log: Log;
  /** Days a lead of any status is kept (LEAD_RETENTION_DAYS); undefined keeps leads forever. */
  leadRetentionDays?: number | undefined;
  /** The clock; default the real one (tests move it). */
  now?: () => Date;
}

/**
 * One retention run: deletes spam older than SPAM_RETENTION_DAYS days and, when
 * `leadRetentionDays` is set, leads older than that (by `createdAt`, relative to `now()`). Logs
 * the counts when something was deleted. Returns them. Database errors propagate.
 */
export async function purgeExpiredLeads(options: LeadRetentionOptions): Promise<LeadPurgeCounts> {
  const now = (options.now ?? (() => new Date()))().getTime();
  const days = options.leadRetentionDays;
  const counts = await purgeOldLeads(options.db, {
    spamBefore: new Date(now - SPAM_RETENTION_DAYS * DAY_MS),
    leadsBefore: days === undefined ? undefined : new Date(now - days * DAY_MS),
  });
  if (counts.spam + counts.leads > 0)
    options.log.info(
      { ...counts, spamRetentionDays: SPAM_RETENTION_DAYS, leadRetentionDays: days ?? null },
      'deleted expired leads',
    );
  return counts;
}

/**
 * Starts lead retention: a run at once, then every `intervalMs` (default one hour; the timer does
 * not keep the process alive). Errors are logged, never thrown. Returns `stop`, which resolves
 * once the current run ended.
 */
export function startLeadRetention(options: LeadRetentionOptions & { intervalMs?: number }): {
  stop(): Promise<void>;
} {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const run = () => {
    if (stopped) return;
    running = purgeExpiredLeads(options).catch((err: unknown) =>
      options.log.warn({ err }, 'deleting expired leads failed'),
    );
  };
  const timer = setInterval(run, options.intervalMs ?? RETENTION_INTERVAL_MS);
  timer.unref();
  run();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
