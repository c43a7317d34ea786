import './zod-config';
import { z } from 'zod';

const PASSWORD_MAX = 256;

/**
 * A signed-in user changes their own password (/admin/security): the current one, and a new one
 * of 8-256 characters (the server also refuses common and guessable passwords).
 */
export const changePasswordInput = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  newPassword: z
    .string({ error: 'New password is required' })
    .min(8, 'Password must be at least 8 characters')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** A 6-digit TOTP code (enrolment, turning two-factor sign-in off). */
export const totpCodeInput = z.object({
  code: z
    .string({ error: 'Enter the 6-digit code from your authenticator app' })
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app')),
});
export type TotpCodeInput = z.infer<typeof totpCodeInput>;

/** The sign-in's second step: a 6-digit TOTP code or a recovery code (`xxxxx-xxxxx`). */
export const twoFactorLoginInput = z.object({
  code: z
    .string({ error: 'Enter the authentication code' })
    .transform((v) => v.replace(/\s+/g, '').toLowerCase())
    .pipe(
      z
        .string()
        .min(1, 'Enter the authentication code')
        .regex(
          /^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/,
          'Enter the 6-digit code from your authenticator app or a recovery code',
        ),
    ),
});
export type TwoFactorLoginInput = z.infer<typeof twoFactorLoginInput>;

/** What POST /api/login answers when the password was right and a code is needed next. */
export const twoFactorChallenge = z.object({ twoFactorRequired: z.literal(true) });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallenge>;

/** An admin ends every session of a user (/admin/users). */
export const revokeSessionsInput = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
export type RevokeSessionsInput = z.infer<typeof revokeSessionsInput>;
