import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newTotpSecret } from './totp';
import {
  decryptTotpSecret,
  deriveTotpKey,
  encryptTotpSecret,
  isSealedTotpSecret,
  openTotpSecret,
  openTotpSecretWith,
  parseTotpKey,
  TotpDecryptionError,
  totpKeyring,
} from './totp-encryption';

const SESSION_SECRET = 'a-session-secret-that-is-at-least-32-characters';

/** `stored` with one character of its `part`-th field (1 iv, 2 tag, 3 ciphertext) changed. */
function tamper(stored: string, part: number): string {
  const parts = stored.split(':');
  const field = parts[part]!;
  const flipped = field[0] === 'A' ? 'B' : 'A';
  parts[part] = flipped + field.slice(1);
  return parts.join(':');
}

describe('TOTP secret encryption', () => {
  const key = randomBytes(32);

  it('round-trips a secret in the versioned v1 format, never showing it', () => {
    const secret = newTotpSecret();
    const stored = encryptTotpSecret(secret, key);
    expect(stored).toMatch(/^v1:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(stored).not.toContain(secret);
    expect(isSealedTotpSecret(stored)).toBe(true);
    expect(decryptTotpSecret(stored, key)).toBe(secret);
    // A fresh IV each time: the same secret never gives the same stored value.
    expect(encryptTotpSecret(secret, key)).not.toBe(stored);
  });

  it('refuses a tampered IV, tag or ciphertext, and malformed values', () => {
    const stored = encryptTotpSecret(newTotpSecret(), key);
    for (const part of [1, 2, 3])
      expect(() => decryptTotpSecret(tamper(stored, part), key)).toThrow(TotpDecryptionError);
    const bad = [
      '',
      'v2:' + stored.slice(3),
      stored.split(':').slice(0, 3).join(':'),
      `${stored}:extra`,
      'v1:short:short:abcd',
    ];
    for (const value of bad)
      expect(() => decryptTotpSecret(value, key), value).toThrow(TotpDecryptionError);
  });

  it('refuses the wrong key', () => {
    const stored = encryptTotpSecret(newTotpSecret(), key);
    expect(() => decryptTotpSecret(stored, randomBytes(32))).toThrow(/wrong key or altered value/);
  });

  it('opens with the current key, then the previous one; plain base32 is legacy clear', () => {
    const previous = randomBytes(32);
    const secret = newTotpSecret();
    const keys = { current: key, previous };
    expect(openTotpSecretWith(encryptTotpSecret(secret, key), keys)).toEqual({
      secret,
      openedWith: 'current',
    });
    expect(openTotpSecretWith(encryptTotpSecret(secret, previous), keys)).toEqual({
      secret,
      openedWith: 'previous',
    });
    expect(openTotpSecretWith(secret, keys)).toEqual({ secret, openedWith: 'clear' });
    expect(() => openTotpSecret(encryptTotpSecret(secret, previous), { current: key })).toThrow(
      TotpDecryptionError,
    );
    expect(() => openTotpSecret('not a secret', keys)).toThrow(TotpDecryptionError);
  });

  it('reads 32-byte keys in hex or base64, and refuses anything else', () => {
    const hex = key.toString('hex');
    expect(parseTotpKey(hex).equals(key)).toBe(true);
    expect(parseTotpKey(hex.toUpperCase()).equals(key)).toBe(true);
    expect(parseTotpKey(key.toString('base64')).equals(key)).toBe(true);
    expect(parseTotpKey(key.toString('base64url')).equals(key)).toBe(true);
    const bad = [
      '',
      'secret',
      randomBytes(16).toString('hex'),
      randomBytes(31).toString('base64'),
      randomBytes(33).toString('base64'),
      `${hex}00`,
      'g'.repeat(64),
    ];
    for (const value of bad) expect(() => parseTotpKey(value), value).toThrow(/32 random bytes/);
  });

  it('derives a stable key from SESSION_SECRET with HKDF, or uses the given key', () => {
    const derived = deriveTotpKey(SESSION_SECRET);
    expect(derived).toHaveLength(32);
    expect(deriveTotpKey(SESSION_SECRET).equals(derived)).toBe(true);
    expect(deriveTotpKey(`${SESSION_SECRET}!`).equals(derived)).toBe(false);
    // Not the secret's bytes themselves.
    expect(derived.equals(Buffer.from(SESSION_SECRET).subarray(0, 32))).toBe(false);
    expect(() => deriveTotpKey('short')).toThrow(/32\+ characters/);
    expect(totpKeyring({ sessionSecret: SESSION_SECRET }).current.equals(derived)).toBe(true);
    expect(totpKeyring({ key, sessionSecret: '' })).toEqual({ current: key, previous: undefined });
  });
});
