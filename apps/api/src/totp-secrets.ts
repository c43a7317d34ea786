import {
  openTotpSecretWith,
  sealTotpSecret,
  TotpDecryptionError,
  type TotpKeyring,
} from '@forma/api';
import {
  listTwoFactorSecrets,
  listWebhookSecrets,
  replaceTwoFactorSecrets,
  replaceWebhookSecrets,
  type DB,
} from '@forma/db';
import type { FastifyBaseLogger } from 'fastify';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** What one start-up pass over the stored TOTP secrets did, counted per secret. */
export interface TotpSecretsPass {
  /** Secrets found in clear (stored before encryption) and encrypted now. */
  encrypted: number;
  /** Secrets opened with TOTP_ENCRYPTION_KEY_PREVIOUS and re-encrypted with the current key. */
  rotated: number;
  /** Secrets no configured key opens (left as they are; their TOTP codes fail until fixed). */
  unreadable: number;
}

/** Adds `counts` to `pass`. */
function add(pass: TotpSecretsPass, counts: TotpSecretsPass): void {
  pass.encrypted += counts.encrypted;
  pass.rotated += counts.rotated;
  pass.unreadable += counts.unreadable;
}

/**
 * A re-sealer for one row: `reseal(stored)` answers the value to store instead (itself when it
 * needs nothing; itself too when no key opens it, counted as unreadable), `counts` what it did,
 * `changed()` whether any value changed.
 */
function resealer(keys: TotpKeyring) {
  let changed = false;
  const counts: TotpSecretsPass = { encrypted: 0, rotated: 0, unreadable: 0 };
  const reseal = (stored: string | null): string | null => {
    if (stored === null) return null;
    try {
      const { secret, openedWith } = openTotpSecretWith(stored, keys);
      if (openedWith === 'current') return stored;
      counts[openedWith === 'clear' ? 'encrypted' : 'rotated'] += 1;
      changed = true;
      return sealTotpSecret(secret, keys);
    } catch (err) {
      if (!(err instanceof TotpDecryptionError)) throw err;
      counts.unreadable += 1;
      return stored;
    }
  };
  return { reseal, counts, changed: () => changed };
}

/**
 * The start-up pass over the stored TOTP secrets (enabled and pending) and the webhook signing
 * secrets (current and rotated-out, issue 43): encrypts those still in
 * clear and re-encrypts with the current key those only the previous key opens, each row in place
 * with a compare-and-set (safe with several instances starting at once). Runs in apps/api rather
 * than as a migration because the key lives in the environment, which migrations never read.
 * Secrets no key opens are counted and logged as an error, not fatal: the site stays up and those
 * users can still sign in with a recovery code. Returns the counts; throws on database errors.
 */
export async function encryptTotpSecrets(
  db: DB,
  keys: TotpKeyring,
  log: Log,
): Promise<TotpSecretsPass> {
  const pass: TotpSecretsPass = { encrypted: 0, rotated: 0, unreadable: 0 };
  for (const row of await listTwoFactorSecrets(db)) {
    const { reseal, counts, changed } = resealer(keys);
    const next = { secret: reseal(row.secret), pendingSecret: reseal(row.pendingSecret) };
    // A row changed meanwhile (a new enrolment, another instance's pass) is left to its writer.
    if (changed() && !(await replaceTwoFactorSecrets(db, row, next))) continue;
    add(pass, counts);
  }
  // Webhook signing secrets are sealed with the same key (issue 43): re-sealed the same way.
  for (const row of await listWebhookSecrets(db)) {
    const { reseal, counts, changed } = resealer(keys);
    const next = { secret: reseal(row.secret)!, previousSecret: reseal(row.previousSecret) };
    if (changed() && !(await replaceWebhookSecrets(db, row, next))) continue;
    add(pass, counts);
  }
  if (pass.encrypted + pass.rotated > 0)
    log.info({ encrypted: pass.encrypted, rotated: pass.rotated }, 'TOTP secrets encrypted');
  if (pass.unreadable > 0)
    log.error(
      { unreadable: pass.unreadable },
      'TOTP secrets cannot be decrypted with TOTP_ENCRYPTION_KEY or TOTP_ENCRYPTION_KEY_PREVIOUS ' +
        '(or the key derived from SESSION_SECRET): set TOTP_ENCRYPTION_KEY_PREVIOUS to the key ' +
        'they were encrypted with; until then those users sign in with a recovery code',
    );
  return pass;
}
