import type { SendMailOptions } from 'nodemailer';
import { startPollingWorker, type PollingWorker } from './polling-worker';

/**
 * What the e-mail queues share (new-lead e-mails, invitations, booking e-mails; DESIGN.md
 * "Background work"): sending one claimed e-mail with the retry rule, and a polling worker that
 * closes its mailer when stopped.
 */

/** What a queue needs of nodemailer: send one message (rejects on failure), close. */
export interface Mailer {
  sendMail(message: SendMailOptions): Promise<unknown>;
  close(): void;
}

/** Longest error text kept on a queue row, characters. */
export const MAX_MAIL_ERROR_LENGTH = 1000;

/** How a sending went: sent, or failed with its error and when to retry (null: never). */
export type MailResult = { sent: true } | { sent: false; error: string; retryAt: Date | null };

/**
 * Sends `message` as attempt `attempts` of a queued e-mail. A failure is retried after
 * `backoffMs[attempts - 1]` ms (the last wait repeats) from `now`, unless `maxAttempts` were
 * made (then `retryAt` is null). Never throws: the error is in the result.
 */
export async function sendQueuedMail(options: {
  mailer: Pick<Mailer, 'sendMail'>;
  message: SendMailOptions;
  attempts: number;
  maxAttempts: number;
  backoffMs: readonly number[];
  now: Date;
}): Promise<MailResult> {
  try {
    await options.mailer.sendMail(options.message);
    return { sent: true };
  } catch (err) {
    const error = (err instanceof Error ? err.message : String(err)).slice(
      0,
      MAX_MAIL_ERROR_LENGTH,
    );
    const { backoffMs, attempts } = options;
    const wait = backoffMs[Math.min(attempts, backoffMs.length) - 1] ?? 0;
    const retryAt = attempts < options.maxAttempts ? new Date(options.now.getTime() + wait) : null;
    return { sent: false, error, retryAt };
  }
}

/**
 * Starts a mail queue's worker: a pass at once, then every `pollMs` ms and on `kick()`, each
 * pass running `step` until it returns false; `stop()` also closes `mailer`.
 */
export function startMailWorker(options: {
  name: string;
  step: () => Promise<boolean>;
  pollMs: number;
  log: { warn(obj: object, msg: string): void };
  mailer: Pick<Mailer, 'close'>;
}): PollingWorker {
  const worker = startPollingWorker(options);
  return {
    ...worker,
    async stop() {
      await worker.stop();
      options.mailer.close();
    },
  };
}
