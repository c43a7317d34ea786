import {
  claimTwoFactorStep,
  clearRateLimit,
  findTwoFactor,
  hitRateLimit,
  peekRateLimit,
  unusedRecoveryCodes,
  useRecoveryCode,
} from '@forma/db';
import { TRPCError } from '@trpc/server';
import type { Context } from '../trpc';
import { matchRecoveryCode, totpStep } from './totp';
import { openTotpSecret, TotpDecryptionError, type TotpKeyring } from './totp-encryption';

/** Wrong authentication codes allowed per user in `CODE_WINDOW_MS` before a 429. */
export const MAX_CODE_FAILURES = 5;
const CODE_WINDOW_MS = 15 * 60_000;

const failuresKey = (userId: number) => `two-factor-fail:${userId}`;

/** Throws 429 with Retry-After while the user has had too many wrong codes lately. */
async function checkCodeAttempts(ctx: Pick<Context, 'db' | 'setHeader'>, userId: number) {
  const failures = await peekRateLimit(ctx.db, failuresKey(userId));
  if (failures.count < MAX_CODE_FAILURES) return;
  const seconds = Math.max(1, Math.ceil(failures.ttlMs / 1000));
  ctx.setHeader?.('retry-after', String(seconds));
  throw new TRPCError({
    code: 'TOO_MANY_REQUESTS',
    message: `Too many wrong authentication codes. Try again in ${Math.ceil(seconds / 60)} minutes.`,
  });
}

/**
 * The keys of TOTP secrets' encryption at rest from the context. Throws INTERNAL_SERVER_ERROR
 * when the host gave none (secrets are never stored or read in clear).
 */
export function totpKeysOf(ctx: Pick<Context, 'totpKeys'>): TotpKeyring {
  if (!ctx.totpKeys)
    throw new TRPCError({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'No TOTP encryption key is configured',
    });
  return ctx.totpKeys;
}

/**
 * The base32 secret of a stored (encrypted) value. Throws INTERNAL_SERVER_ERROR, logged by the
 * host, when the configured keys cannot open it (TOTP_ENCRYPTION_KEY changed without
 * TOTP_ENCRYPTION_KEY_PREVIOUS, or SESSION_SECRET changed while the key is derived from it).
 */
export function readTotpSecret(ctx: Pick<Context, 'totpKeys'>, stored: string): string {
  try {
    return openTotpSecret(stored, totpKeysOf(ctx));
  } catch (err) {
    if (!(err instanceof TotpDecryptionError)) throw err;
    throw new TRPCError({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'A stored TOTP secret cannot be decrypted with TOTP_ENCRYPTION_KEY (or _PREVIOUS)',
      cause: err,
    });
  }
}

/**
 * Checks an authentication code of `userId`: a 6-digit TOTP code (each accepted once) or, when
 * `allowRecovery`, an unused recovery code (then used up). Wrong codes are counted: after
 * `MAX_CODE_FAILURES` in 15 minutes the user's code checks answer 429 with Retry-After.
 * The stored secret is decrypted with `ctx.totpKeys` (only for a TOTP code: recovery codes work
 * without it). Returns how the code matched; throws BAD_REQUEST 'Invalid authentication code' (an
 * issue at `code`) when it did not, PRECONDITION_FAILED when two-factor sign-in is off,
 * INTERNAL_SERVER_ERROR when the secret cannot be decrypted.
 */
export async function verifyTwoFactorCode(
  ctx: Pick<Context, 'db' | 'setHeader' | 'totpKeys'>,
  userId: number,
  code: string,
  options: { allowRecovery: boolean },
): Promise<'totp' | 'recovery'> {
  await checkCodeAttempts(ctx, userId);
  const state = await findTwoFactor(ctx.db, userId);
  if (!state?.secret)
    throw new TRPCError({
      code: 'PRECONDITION_FAILED',
      message: 'Two-factor authentication is not turned on',
    });
  let matched: 'totp' | 'recovery' | null = null;
  if (/^\d{6}$/.test(code)) {
    const step = totpStep(readTotpSecret(ctx, state.secret), code);
    if (step !== null && (await claimTwoFactorStep(ctx.db, userId, step))) matched = 'totp';
  } else if (options.allowRecovery) {
    const id = await matchRecoveryCode(await unusedRecoveryCodes(ctx.db, userId), code);
    if (id !== null && (await useRecoveryCode(ctx.db, id))) matched = 'recovery';
  }
  if (matched) {
    await clearRateLimit(ctx.db, failuresKey(userId));
    return matched;
  }
  await hitRateLimit(ctx.db, failuresKey(userId), CODE_WINDOW_MS);
  throw invalidCode();
}

/** BAD_REQUEST whose message is also an issue at `field` (forms show it under that field). */
export function fieldError(field: string, message: string): TRPCError {
  // Shaped like a ZodError (name and issues) so the error formatter and the REST adapter put the
  // message under the field; a plain Error, because tRPC keeps only Error instances as causes.
  const issues = [{ code: 'custom', path: [field], message }];
  return new TRPCError({
    code: 'BAD_REQUEST',
    message,
    cause: Object.assign(new Error(message), { name: 'ZodError', issues }),
  });
}

/** BAD_REQUEST 'Invalid authentication code' (or `message`) as an issue at `code`. */
export function invalidCode(message = 'Invalid authentication code'): TRPCError {
  return fieldError('code', message);
}
