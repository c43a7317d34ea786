import { clearRateLimit, hitRateLimit, holdRateLimit, peekRateLimit, type DB } from '@forma/db';
import { TRPCError } from '@trpc/server';
import type { Context } from '../trpc';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Failed-sign-in throttling per account (issue 9, OWASP ASVS level 2), on top of the per-IP
 * request limit of /api/login. Counters live in the shared `rate_limits` table (every instance
 * sees them), in one-hour windows:
 *
 * - per account and address: 5 failures are free, then each failure blocks that account from
 *   that address for 1 s, 2 s, 4 s, ... up to 15 minutes;
 * - per account, all addresses together: 20 failures are free, then each failure blocks the
 *   account for 1 s more (up to 30 s); at 100 failures the account is blocked until its hour
 *   ends. Addresses the account signed in from during the last 30 days are exempt from these
 *   account-wide blocks, so an attack from elsewhere does not lock the owner out.
 *
 * A blocked attempt is answered 429 with Retry-After and its password is not checked.
 */
export const LOGIN_THROTTLE = {
  window: HOUR,
  perAddressFree: 5,
  perAddressMaxDelay: 15 * MINUTE,
  accountFree: 20,
  accountMaxDelay: 30 * SECOND,
  accountCeiling: 100,
  knownAddressFor: 30 * DAY,
} as const;

const keys = (username: string, ip: string) => {
  const account = username.trim().toLowerCase();
  return {
    accountFailures: `login-fail:account:${account}`,
    accountBlock: `login-block:account:${account}`,
    addressFailures: `login-fail:address:${account}:${ip}`,
    addressBlock: `login-block:address:${account}:${ip}`,
    known: `login-known:${account}:${ip}`,
  };
};

/** Delay after the `n`th failure from one address (0 while still free). */
export function addressDelayMs(n: number): number {
  if (n < LOGIN_THROTTLE.perAddressFree) return 0;
  const ms = SECOND * 2 ** (n - LOGIN_THROTTLE.perAddressFree);
  return Math.min(ms, LOGIN_THROTTLE.perAddressMaxDelay);
}

/** Account-wide delay after its `m`th failure in the window (0 while still free). */
export function accountDelayMs(m: number, windowLeftMs: number): number {
  if (m >= LOGIN_THROTTLE.accountCeiling) return windowLeftMs;
  if (m < LOGIN_THROTTLE.accountFree) return 0;
  return Math.min(SECOND * (m - LOGIN_THROTTLE.accountFree + 1), LOGIN_THROTTLE.accountMaxDelay);
}

/** "37 seconds", "1 minute", "12 minutes". */
function humanDuration(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/** Throws 429 TOO_MANY_REQUESTS with Retry-After for a block with `ttlMs` left. */
function refuse(ctx: Pick<Context, 'setHeader'>, ttlMs: number, what: string): never {
  const seconds = Math.max(1, Math.ceil(ttlMs / SECOND));
  ctx.setHeader?.('retry-after', String(seconds));
  throw new TRPCError({
    code: 'TOO_MANY_REQUESTS',
    message: `Too many failed sign-ins ${what}. Try again in ${humanDuration(seconds)}.`,
  });
}

/**
 * The throttle of one sign-in attempt for `username` from `ip`: `check()` throws 429 while the
 * account is blocked for this address, `failed()` counts a wrong password, `succeeded()` clears
 * this address's failures and remembers it as the owner's.
 */
export function loginThrottle(
  ctx: Pick<Context, 'db' | 'clientIp' | 'setHeader'>,
  username: string,
) {
  const db: DB = ctx.db;
  const k = keys(username, ctx.clientIp ?? 'unknown');
  return {
    async check(): Promise<void> {
      const [address, account, known] = await Promise.all([
        peekRateLimit(db, k.addressBlock),
        peekRateLimit(db, k.accountBlock),
        peekRateLimit(db, k.known),
      ]);
      if (address.ttlMs > 0) refuse(ctx, address.ttlMs, 'for this account from your address');
      if (account.ttlMs > 0 && known.count === 0) refuse(ctx, account.ttlMs, 'for this account');
    },
    async failed(): Promise<void> {
      const [address, account] = await Promise.all([
        hitRateLimit(db, k.addressFailures, LOGIN_THROTTLE.window),
        hitRateLimit(db, k.accountFailures, LOGIN_THROTTLE.window),
      ]);
      const addressDelay = addressDelayMs(address.count);
      const accountDelay = accountDelayMs(account.count, account.ttlMs);
      await Promise.all([
        addressDelay > 0 ? holdRateLimit(db, k.addressBlock, addressDelay) : undefined,
        accountDelay > 0 ? holdRateLimit(db, k.accountBlock, accountDelay) : undefined,
      ]);
    },
    async succeeded(): Promise<void> {
      await Promise.all([
        clearRateLimit(db, k.addressFailures),
        clearRateLimit(db, k.addressBlock),
        holdRateLimit(db, k.known, LOGIN_THROTTLE.knownAddressFor),
      ]);
    },
  };
}
