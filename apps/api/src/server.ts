import closeWithGrace from 'close-with-grace';
import Fastify from 'fastify';
import { buildApp } from './app';
import { bootstrap, pruneExpired } from './bootstrap';
import { EnvError, loadEnv, totpKeysOf, type Env } from './env';
import { createMailer, startLeadNotifier, type LeadNotifier } from './jobs/lead-notifier';
import { startInvitationMailer } from './jobs/invitation-mailer';
import { startBookingMailer } from './jobs/booking-mailer';
import { startWebhookDeliverer } from './jobs/webhook-deliverer';
import { startLeadRetention } from './jobs/lead-retention';
import { startReleasePublisher } from './jobs/release-publisher';
import { startImageVariants } from './jobs/image-variants';
import { removeUploadFiles } from './jobs/upload-files';
import { startPatternVectorizer } from './jobs/pattern-vectorizer';
import { closeSharedTracePool } from './jobs/trace-pool';
import { handleProcessFaults } from './process-faults';
import { createStorage } from './storage';

const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Starts the server: validated env, bootstrap (migrate, seed, admin), the app on HOST:PORT, hourly
 * pruning, the pattern vectorizer, the lead notifier (with SMTP_URL and NOTIFY_EMAIL), lead
 * retention (on start, then hourly), and a graceful shutdown on signals (close Fastify, let the
 * workers finish their current item, then close the database). Database faults never end the
 * process (see process-faults.ts); other uncaught errors shut it down with exit code 1.
 */
async function main(): Promise<void> {
  let env: Env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = {
    level: env.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
  // A logger for start-up, before the app exists (same settings).
  const bootLog = Fastify({ logger }).log;
  // Closes whatever is open so far (filled in below); runs once.
  let closeAll: () => Promise<void> = async () => {};
  let closing: Promise<void> | null = null;
  const shutdown = () => (closing ??= closeAll());
  // Errors that escaped everything: a lost database is logged and survived, others end the
  // process after a graceful shutdown (close-with-grace only handles the signals).
  handleProcessFaults({ log: bootLog, shutdown });
  const database = await bootstrap(env, bootLog);
  const storage = createStorage(env);
  // Picks up what was left pending (or stuck in a crashed run) at once.
  const vectorizer = startPatternVectorizer({
    db: database.db,
    storage,
    log: bootLog.child({ job: 'pattern-vectorizer' }),
  });
  // Image variants: the first pass makes them for every upload that has none (issue 19 item 1).
  const variants = startImageVariants({
    db: database.db,
    storage,
    log: bootLog.child({ job: 'image-variants' }),
  });
  // New-lead e-mails only when SMTP is configured; without it no e-mail is queued.
  const notifier: LeadNotifier | null = env.notifications
    ? startLeadNotifier({
        db: database.db,
        log: bootLog.child({ job: 'lead-notifier' }),
        mailer: createMailer(env.notifications.smtpUrl),
        to: env.notifications.to,
        publicUrl: env.publicUrl,
      })
    : null;
  const totpKeys = totpKeysOf(env);
  // Invitation e-mails (issue 44 item 1) with the same SMTP server; without it the admin
  // shares the link the console shows.
  const invitationMailer = env.notifications
    ? startInvitationMailer({
        db: database.db,
        log: bootLog.child({ job: 'invitation-mailer' }),
        mailer: createMailer(env.notifications.smtpUrl),
        from: env.notifications.to[0]!,
        publicUrl: env.publicUrl,
        keys: totpKeys,
      })
    : null;
  // Booking e-mails and reminders (issue 42 item 5) with the same SMTP server; without it
  // bookings queue no e-mail and the console shows the calls.
  const bookingMailer = env.notifications
    ? startBookingMailer({
        db: database.db,
        log: bootLog.child({ job: 'booking-mailer' }),
        mailer: createMailer(env.notifications.smtpUrl),
        from: env.notifications.to[0]!,
        publicUrl: env.publicUrl,
        keys: totpKeys,
      })
    : null;
  // Webhooks (issue 43): every instance delivers from the outbox, each delivery once.
  const webhooks = startWebhookDeliverer({
    db: database.db,
    log: bootLog.child({ job: 'webhook-deliverer' }),
    keys: totpKeys,
    allowPrivate: env.webhooksAllowPrivate,
    listen: database.listen,
  });
  // Scheduled releases (issue 20 item 3): every instance looks; each release goes live once.
  const releases = startReleasePublisher({
    db: database.db,
    log: bootLog.child({ job: 'release-publisher' }),
  });
  const retention = startLeadRetention({
    db: database.db,
    log: bootLog.child({ job: 'lead-retention' }),
    leadRetentionDays: env.leadRetentionDays,
  });
  const app = await buildApp({
    database,
    sessionSecret: env.sessionSecret,
    production: env.isProduction,
    webDist: env.webDist,
    webDev: env.webDev,
    trustProxy: env.trustProxy,
    requireAdminTwoFactor: env.requireAdminTwoFactor,
    totpKeys,
    allowedOrigins: env.allowedOrigins,
    rateLimitScale: env.rateLimitScale,
    storage,
    jobs: {
      kickPatternVectorizer: () => vectorizer.kick(),
      kickImageVariants: () => variants.kick(),
      removeUploadFiles: (files) =>
        void removeUploadFiles({ db: database.db, storage, log: bootLog }, files),
      ...(notifier ? { kickLeadNotifier: () => notifier.kick() } : {}),
      ...(invitationMailer ? { kickInvitationMailer: () => invitationMailer.kick() } : {}),
      ...(bookingMailer ? { kickBookingMailer: () => bookingMailer.kick() } : {}),
      kickWebhooks: () => webhooks.kick(),
    },
    limits: env.limits,
    publicUrl: env.publicUrl,
    publicCaching: env.publicCaching,
    logger,
  });

  const pruning = setInterval(
    () => void pruneExpired(database.db, app.log, env.auditLogRetentionDays),
    PRUNE_INTERVAL_MS,
  );
  pruning.unref();

  closeAll = async () => {
    clearInterval(pruning);
    await app.close();
    await Promise.all([
      vectorizer.stop(),
      variants.stop(),
      notifier?.stop(),
      invitationMailer?.stop(),
      bookingMailer?.stop(),
      webhooks.stop(),
      retention.stop(),
      releases.stop(),
    ]);
    await closeSharedTracePool();
    await database.close();
  };
  closeWithGrace(
    { delay: 10_000, logger: app.log, skip: ['uncaughtException', 'unhandledRejection'] },
    async ({ signal }) => {
      app.log.info({ signal }, 'shutting down');
      await shutdown();
    },
  );

  await app.listen({ host: env.host, port: env.port });
  app.log.info({ driver: app.storage.driver }, 'uploads storage ready');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
