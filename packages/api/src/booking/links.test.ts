import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bookingLinkToken, bookingManagePath, verifyBookingLinkToken } from './links';

/** Issue 42 item 5: the signed manage links of a booking's e-mails. */
describe('booking manage links', () => {
  const current = randomBytes(32);
  const previous = randomBytes(32);
  const uid = randomUUID();

  it('a token verifies for its UID, and the manage path carries it', () => {
    const token = bookingLinkToken(uid, { current });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifyBookingLinkToken(uid, token, { current })).toBe(true);
    expect(bookingManagePath(uid, { current })).toBe(`/book/manage/${uid}?token=${token}`);
  });

  it('a changed UID or token, or another key, is refused', () => {
    const token = bookingLinkToken(uid, { current });
    expect(verifyBookingLinkToken(randomUUID(), token, { current })).toBe(false);
    const other = `${uid.slice(0, -1)}${uid.endsWith('0') ? '1' : '0'}`;
    expect(verifyBookingLinkToken(other, token, { current })).toBe(false);
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyBookingLinkToken(uid, flipped, { current })).toBe(false);
    expect(verifyBookingLinkToken(uid, token.slice(0, -1), { current })).toBe(false);
    expect(verifyBookingLinkToken(uid, `${token}A`, { current })).toBe(false);
    expect(verifyBookingLinkToken(uid, '', { current })).toBe(false);
    expect(verifyBookingLinkToken(uid, token, { current: randomBytes(32) })).toBe(false);
  });

  it('after a key rotation a link made with the previous key still verifies', () => {
    const old = bookingLinkToken(uid, { current: previous });
    expect(verifyBookingLinkToken(uid, old, { current, previous })).toBe(true);
    expect(verifyBookingLinkToken(uid, old, { current })).toBe(false);
    // New links are made with the current key.
    expect(bookingLinkToken(uid, { current, previous })).toBe(bookingLinkToken(uid, { current }));
  });
});
