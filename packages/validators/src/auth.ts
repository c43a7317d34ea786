import './zod-config';
import { z } from 'zod';
import { USER_ROLES } from './roles';
import { textString } from './common';

/** Login form and POST /api/login body (SPEC 2, 5, 7). */
export const loginInput = z.object({
  username: textString('Username', 'Username is required')
    .trim()
    .min(1, 'Username is required')
    .max(64, 'Username must be at most 64 characters'),
  password: textString('Password', 'Password is required')
    .min(1, 'Password is required')
    .max(256, 'Password must be at most 256 characters'),
});
export type LoginInput = z.infer<typeof loginInput>;

/**
 * Register form and POST /api/register body. Usernames: 3-64 of letters, digits, `.`, `_`, `-`;
 * passwords 8-256 characters. Extra fields are ignored; `isAdmin` can never be set here.
 */
export const registerInput = z.object({
  username: loginInput.shape.username
    .min(3, 'Username must be at least 3 characters')
    .regex(
      /^[a-zA-Z0-9._-]+$/,
      'Username may only contain letters, digits, dots, dashes and underscores',
    ),
  password: loginInput.shape.password.min(8, 'Password must be at least 8 characters'),
});
export type RegisterInput = z.infer<typeof registerInput>;

/** A user as every client sees it: never the password or its hash. */
export const publicUser = z.object({
  id: z.number().int(),
  username: z.string(),
  /** True exactly for the `admin` role (SPEC 6). */
  isAdmin: z.boolean(),
  /** The console role, or null for a registered visitor (issue 20 item 4, roles.ts). */
  role: z.enum(USER_ROLES).nullable(),
  createdAt: z.date(),
});
export type PublicUser = z.infer<typeof publicUser>;

/** An admin sets another user's password (/admin/users): same rules as registration. */
export const setPasswordInput = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  password: registerInput.shape.password,
});
export type SetPasswordInput = z.infer<typeof setPasswordInput>;
