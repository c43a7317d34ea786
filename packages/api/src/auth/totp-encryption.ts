import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encryption at rest of TOTP secrets (AES-256-GCM). A stored secret reads
 * `v1:<iv>:<tag>:<ciphertext>`, each part base64url: a random 96-bit IV, the 128-bit GCM tag and
 * the encrypted base32 secret; the `v1` prefix is authenticated too (additional data). The key is
 * TOTP_ENCRYPTION_KEY, or derived from SESSION_SECRET with HKDF-SHA256 when that is unset; a
 * previous key (TOTP_ENCRYPTION_KEY_PREVIOUS) still opens older secrets during a rotation.
 */

/** Length of an AES-256 key in bytes. */
export const TOTP_KEY_BYTES = 32;
/** The version prefix of the current stored format. */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** HKDF `info` of the key derived from SESSION_SECRET (changing it changes the key). */
export const TOTP_KEY_HKDF_INFO = 'forma/totp-secret-encryption/v1';
/** A TOTP secret stored before encryption existed: plain base32. */
const CLEAR_SECRET = /^[A-Z2-7]+=*$/;

/** The keys TOTP secrets are sealed and opened with. */
export interface TotpKeyring {
  /** Seals every new secret and opens them first (32 bytes). */
  current: Buffer;
  /** Opens secrets sealed before a rotation (32 bytes); the start-up pass re-seals them. */
  previous?: Buffer | undefined;
}

/** A stored TOTP secret that is malformed, tampered with or sealed with another key. */
export class TotpDecryptionError extends Error {
  override name = 'TotpDecryptionError';
}

/**
 * Reads a 32-byte key written as 64 hex digits or as base64 / base64url (43 characters, or 44
 * with the `=` padding). Returns the key bytes; throws an Error saying the expected format for
 * anything else (the caller names the variable).
 */
export function parseTotpKey(text: string): Buffer {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const key = Buffer.from(value.replace(/=$/, ''), 'base64url');
    if (key.length === TOTP_KEY_BYTES) return key;
  }
  throw new Error(
    'must be 32 random bytes written as 64 hex digits or 44 base64 characters ' +
      '(e.g. the output of `openssl rand -base64 32`)',
  );
}

/**
 * The TOTP key derived from the session secret: HKDF-SHA256 over `sessionSecret` with the fixed
 * info label TOTP_KEY_HKDF_INFO and no salt. Returns 32 bytes; throws an Error when
 * `sessionSecret` is shorter than 32 characters (too weak to derive a key from).
 */
export function deriveTotpKey(sessionSecret: string): Buffer {
  if (sessionSecret.length < 32)
    throw new Error('a TOTP key is derived only from a SESSION_SECRET of 32+ characters');
  return Buffer.from(
    hkdfSync('sha256', sessionSecret, Buffer.alloc(0), TOTP_KEY_HKDF_INFO, TOTP_KEY_BYTES),
  );
}

/**
 * The keyring of a configuration: `key` (TOTP_ENCRYPTION_KEY) when given, else the key derived
 * from `sessionSecret`; `previousKey` (TOTP_ENCRYPTION_KEY_PREVIOUS) as the previous key.
 * Throws as `deriveTotpKey` when neither a key nor a usable session secret is given.
 */
export function totpKeyring(options: {
  key?: Buffer | undefined;
  previousKey?: Buffer | undefined;
  sessionSecret: string;
}): TotpKeyring {
  return {
    current: options.key ?? deriveTotpKey(options.sessionSecret),
    previous: options.previousKey,
  };
}

/** True when `stored` is in the current sealed format (`v1:...`), whatever its key. */
export function isSealedTotpSecret(stored: string): boolean {
  return stored.startsWith(`${VERSION}:`);
}

/**
 * Encrypts the base32 TOTP `secret` with `key` (32 bytes) under a fresh random IV. Returns the
 * stored form `v1:<iv>:<tag>:<ciphertext>` (base64url parts). Throws on a key of another length.
 */
export function encryptTotpSecret(secret: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(VERSION));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((b) => b.toString('base64url'));
  return [VERSION, ...parts].join(':');
}

/**
 * Decrypts a stored `v1:...` secret with `key`. Returns the base32 secret; throws
 * TotpDecryptionError when the value is malformed, was altered, or was sealed with another key.
 */
export function decryptTotpSecret(stored: string, key: Buffer): string {
  const [version, iv, tag, ciphertext, ...rest] = stored.split(':');
  if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined)
    throw new TotpDecryptionError('Not an encrypted TOTP secret');
  if (rest.length > 0) throw new TotpDecryptionError('Not an encrypted TOTP secret');
  const ivBytes = Buffer.from(iv, 'base64url');
  const tagBytes = Buffer.from(tag, 'base64url');
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES)
    throw new TotpDecryptionError('Not an encrypted TOTP secret');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, ivBytes, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(VERSION));
    decipher.setAuthTag(tagBytes);
    const clear = Buffer.concat([
      decipher.update(Buffer.from(ciphertext, 'base64url')),
      decipher.final(),
    ]);
    return clear.toString('utf8');
  } catch {
    throw new TotpDecryptionError(
      'The TOTP secret cannot be decrypted: wrong key or altered value',
    );
  }
}

/** Encrypts `secret` with the keyring's current key (see `encryptTotpSecret`). */
export function sealTotpSecret(secret: string, keys: TotpKeyring): string {
  return encryptTotpSecret(secret, keys.current);
}

/** How a stored secret was opened: with the current key, the previous one, or stored in clear. */
export type OpenedWith = 'current' | 'previous' | 'clear';

/**
 * Opens a stored secret with the keyring: a `v1:` value with the current key, else the previous
 * one; a plain base32 value (written before encryption, or by an older instance during a rolling
 * upgrade; the start-up pass encrypts those) as it is. Returns the base32 secret and which way it
 * was opened; throws TotpDecryptionError when no key opens it or it is neither form.
 */
export function openTotpSecretWith(
  stored: string,
  keys: TotpKeyring,
): { secret: string; openedWith: OpenedWith } {
  if (!isSealedTotpSecret(stored)) {
    if (CLEAR_SECRET.test(stored)) return { secret: stored, openedWith: 'clear' };
    throw new TotpDecryptionError('Not a TOTP secret in a known format');
  }
  try {
    return { secret: decryptTotpSecret(stored, keys.current), openedWith: 'current' };
  } catch (err) {
    if (!keys.previous) throw err;
    return { secret: decryptTotpSecret(stored, keys.previous), openedWith: 'previous' };
  }
}

/** The base32 secret of a stored value (see `openTotpSecretWith`); throws TotpDecryptionError. */
export function openTotpSecret(stored: string, keys: TotpKeyring): string {
  return openTotpSecretWith(stored, keys).secret;
}
