import {
  openTotpSecretWith,
  sealTotpSecret,
  TotpDecryptionError,
  type TotpKeyring,
} from '@forma/api';
import { listTwoFactorSecrets, replaceTwoFactorSecrets, type DB } from '@forma/db';
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

/**
 * The start-up pass over the stored TOTP secrets (enabled and pending): encrypts those still in
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
    let changed = false;
    const counts = { encrypted: 0, rotated: 0, unreadable: 0 };
    /** The value to store instead of `stored` (itself when it needs nothing). */
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
    const next = { secret: reseal(row.secret), pendingSecret: reseal(row.pendingSecret) };
    // A row changed meanwhile (a new enrolment, another instance's pass) is left to its writer.
    if (changed && !(await replaceTwoFactorSecrets(db, row, next))) continue;
    pass.encrypted += counts.encrypted;
    pass.rotated += counts.rotated;
    pass.unreadable += counts.unreadable;
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
