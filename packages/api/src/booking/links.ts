import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { BOOK_MANAGE_PATH } from '@forma/validators/booking-values';
import type { TotpKeyring } from '../auth/totp-encryption';

/**
 * The signed links of a booking's e-mails (issue 42 item 5): `/book/manage/{uid}?token=`, where
 * the token is an HMAC-SHA256 of the booking's UID under a key derived (HKDF) from the server's
 * encryption key, so only this site can make one and a changed UID or token is refused. Keys
 * rotate with TOTP_ENCRYPTION_KEY: links made with the previous key keep working.
 */

/** HKDF `info` of the link key (changing it voids every link sent). */
const LINK_KEY_INFO = 'forma/booking-links/v1';

const linkKey = (key: Buffer) =>
  Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), LINK_KEY_INFO, 32));

const sign = (key: Buffer, uid: string) =>
  createHmac('sha256', linkKey(key)).update(`manage:${uid}`).digest('base64url');

/** The token of booking `uid`'s manage link (43 base64url characters). */
export function bookingLinkToken(uid: string, keys: TotpKeyring): string {
  return sign(keys.current, uid);
}

/** True when `token` was made for `uid` with the current or the previous key (constant time). */
export function verifyBookingLinkToken(uid: string, token: string, keys: TotpKeyring): boolean {
  const given = Buffer.from(token);
  return [keys.current, keys.previous].some((key) => {
    if (!key) return false;
    const expected = Buffer.from(sign(key, uid));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

/** The path of booking `uid`'s manage page with its token. */
export function bookingManagePath(uid: string, keys: TotpKeyring): string {
  return `${BOOK_MANAGE_PATH}/${uid}?token=${bookingLinkToken(uid, keys)}`;
}
