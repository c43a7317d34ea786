import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { hashPassword, verifyPassword } from './passwords';

/** Issuer shown in authenticator apps. */
export const TOTP_ISSUER = 'Forma';
/** RFC 6238 defaults every authenticator app understands: SHA-1, 6 digits, 30 s. */
const PERIOD_SECONDS = 30;
/** Codes of the previous and the next 30 s step are accepted too (clock drift). */
const WINDOW = 1;
/** How many recovery codes enrolment hands out. */
export const RECOVERY_CODE_COUNT = 10;

const totpOf = (secret: string, label = 'account') =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new random 160-bit TOTP secret, base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * What enrolment shows: the otpauth:// URI and its QR code as an SVG data URL (scanned by an
 * authenticator app), plus the secret for typing in by hand.
 */
export async function totpEnrolment(
  secret: string,
  username: string,
): Promise<{ secret: string; otpauthUrl: string; qrCode: string }> {
  const otpauthUrl = totpOf(secret, username).toString();
  const svg = await QRCode.toString(otpauthUrl, {
    type: 'svg',
    margin: 2,
    errorCorrectionLevel: 'M',
    color: { dark: '#000000', light: '#ffffff' },
  });
  const qrCode = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return { secret, otpauthUrl, qrCode };
}

/**
 * The 30 s time step a 6-digit `code` belongs to when it is valid for `secret` at `now` (one step
 * of drift either way), else null. Callers record the step so a code is accepted once.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** Unambiguous lower-case letters and digits (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Recovery codes as shown once: `xxxxx-xxxxx`, about 49 bits each. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** A recovery code as stored and compared: lower case, no dash or spaces. */
export const normalizeRecoveryCode = (code: string) => code.replace(/[\s-]+/g, '').toLowerCase();

/** The argon2id hash of a recovery code (salted, slow: the codes have under 112 bits). */
export function hashRecoveryCode(code: string): Promise<string> {
  return hashPassword(normalizeRecoveryCode(code));
}

/** The id of the stored code `code` matches, or null. */
export async function matchRecoveryCode(
  stored: readonly { id: number; codeHash: string }[],
  code: string,
): Promise<number | null> {
  const normalized = normalizeRecoveryCode(code);
  for (const row of stored) if (await verifyPassword(row.codeHash, normalized)) return row.id;
  return null;
}
