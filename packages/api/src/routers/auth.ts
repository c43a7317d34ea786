import {
  destroyUserSessions,
  enableTwoFactor,
  findTwoFactor,
  findUserById,
  findUserByUsername,
  insertUser,
  isTwoFactorEnabled,
  setPendingTwoFactorSecret,
  setUserPassword,
  disableTwoFactor,
  unusedRecoveryCodes,
} from '@forma/db';
import {
  changePasswordInput,
  isConsoleRole,
  loginInput,
  registerInput,
  totpCodeInput,
  twoFactorLoginInput,
  type PublicUser,
  currentUserAnswer,
  loginAnswer,
  publicUser,
  successAnswer,
  twoFactorStatusAnswer,
  twoFactorSetupAnswer,
  twoFactorEnableAnswer,
} from '@forma/validators';
import { TRPCError } from '@trpc/server';
import { loginThrottle } from '../auth/login-throttle';
import { withStrongPassword } from '../auth/password-strength';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { toPublicUser } from '../auth/public-user';
import {
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  totpEnrolment,
  totpStep,
} from '../auth/totp';
import { sealTotpSecret } from '../auth/totp-encryption';
import {
  fieldError,
  invalidCode,
  readTotpSecret,
  totpKeysOf,
  verifyTwoFactorCode,
} from '../auth/two-factor';
import { authedProcedure, createTRPCRouter, publicProcedure, type Context } from '../trpc';

/** Wrong codes one pending sign-in may try before the password must be entered again. */
const MAX_PENDING_FAILURES = 5;

/** Registration: 8-256 characters, and not a common or guessable password (zxcvbn). */
const strongRegisterInput = withStrongPassword(registerInput, 'password', (v) => [v.username]);
/** Changing one's own password: the new one must be strong and differ from the username. */
const strongChangePasswordInput = withStrongPassword(changePasswordInput, 'newPassword');

/** Signs `user` in (new session id) and forgets this address's failed sign-ins. */
async function completeLogin(ctx: Context, user: PublicUser): Promise<PublicUser> {
  await loginThrottle(ctx, user.username).succeeded();
  await ctx.session.login(user.id, { admin: isConsoleRole(user.role) });
  return toPublicUser(user);
}

/** The signed-in user plus `twoFactorSetupRequired` when ADMIN_REQUIRE_2FA asks them to enrol. */
async function currentUser(ctx: Context) {
  if (!ctx.user) return null;
  const user = toPublicUser(ctx.user);
  if (
    ctx.requireAdminTwoFactor &&
    isConsoleRole(user.role) &&
    !(await isTwoFactorEnabled(ctx.db, user.id))
  )
    return { ...user, twoFactorSetupRequired: true as const };
  return user;
}

/** Two-factor sign-in of the signed-in user (TOTP with an authenticator app, recovery codes). */
const twoFactorRouter = createTRPCRouter({
  /**
   * `{ enabled, enrolling, recoveryCodesLeft, required }`: whether sign-in asks for a code,
   * whether a secret awaits confirmation, unused recovery codes, and whether ADMIN_REQUIRE_2FA
   * makes it mandatory for this user.
   */
  status: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/user/2fa',
        summary: 'My two-factor sign-in status',
        tag: 'Account',
        answer: twoFactorStatusAnswer,
        answerDescription: 'The status',
      },
    })
    .query(async ({ ctx }) => {
      const state = await findTwoFactor(ctx.db, ctx.user.id);
      const enabled = Boolean(state?.secret);
      return {
        enabled,
        enrolling: Boolean(state?.pendingSecret),
        recoveryCodesLeft: enabled ? (await unusedRecoveryCodes(ctx.db, ctx.user.id)).length : 0,
        required: Boolean(ctx.requireAdminTwoFactor && isConsoleRole(ctx.user.role)),
      };
    }),

  /**
   * Starts enrolment: a new secret (kept server-side, encrypted, until confirmed) as `{ secret,
   * otpauthUrl, qrCode }` (an SVG data URL to scan). Throws CONFLICT when two-factor sign-in is
   * already on.
   */
  setup: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/user/2fa/setup',
        summary: 'Start enrolling in two-factor sign-in',
        tag: 'Account',
        answer: twoFactorSetupAnswer,
        answerDescription: 'The secret and its QR code',
        errors: [409],
      },
    })
    .mutation(async ({ ctx }) => {
      if (await isTwoFactorEnabled(ctx.db, ctx.user.id))
        throw new TRPCError({
          code: 'CONFLICT',
          message: 'Two-factor authentication is already on',
        });
      const keys = totpKeysOf(ctx);
      const secret = newTotpSecret();
      await setPendingTwoFactorSecret(ctx.db, ctx.user.id, sealTotpSecret(secret, keys));
      return totpEnrolment(secret, ctx.user.username);
    }),

  /**
   * Confirms enrolment with a current 6-digit code: turns two-factor sign-in on, ends the user's
   * other sessions and returns `{ recoveryCodes }` (10 one-time codes, shown this once; only
   * their hashes are kept). BAD_REQUEST for a wrong code, PRECONDITION_FAILED without `setup`.
   */
  enable: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/user/2fa/enable',
        summary: 'Finish enrolling: confirm a code',
        tag: 'Account',
        answer: twoFactorEnableAnswer,
        answerDescription: 'Enabled: the recovery codes, shown once',
        errors: [409],
        rateLimit: 'twoFactor',
      },
    })
    .input(totpCodeInput)
    .mutation(async ({ ctx, input }) => {
      const state = await findTwoFactor(ctx.db, ctx.user.id);
      if (state?.secret)
        throw new TRPCError({
          code: 'CONFLICT',
          message: 'Two-factor authentication is already on',
        });
      if (!state?.pendingSecret)
        throw new TRPCError({
          code: 'PRECONDITION_FAILED',
          message: 'Start the set-up again: no secret is waiting for confirmation',
        });
      const secret = readTotpSecret(ctx, state.pendingSecret);
      const step = totpStep(secret, input.code);
      if (step === null)
        throw invalidCode('That code does not match. Check the time on your device and try again.');
      const recoveryCodes = newRecoveryCodes();
      const hashes = await Promise.all(recoveryCodes.map(hashRecoveryCode));
      // Sealed again with the current key (the pending one may predate a key rotation).
      const sealed = sealTotpSecret(secret, totpKeysOf(ctx));
      await enableTwoFactor(ctx.db, ctx.user.id, sealed, step, hashes);
      await destroyUserSessions(ctx.db, ctx.user.id, ctx.session.id());
      return { recoveryCodes };
    }),

  /**
   * Turns two-factor sign-in off; needs a current code (or a recovery code). Refused with
   * FORBIDDEN for an admin while ADMIN_REQUIRE_2FA is on. Returns `{ success: true }`.
   */
  disable: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/user/2fa/disable',
        summary: 'Turn two-factor sign-in off',
        tag: 'Account',
        answer: successAnswer,
        answerDescription: 'Turned off',
        errors: [409],
        rateLimit: 'twoFactor',
      },
    })
    .input(twoFactorLoginInput)
    .mutation(async ({ ctx, input }) => {
      if (ctx.requireAdminTwoFactor && isConsoleRole(ctx.user.role))
        throw new TRPCError({
          code: 'FORBIDDEN',
          message: 'Two-factor authentication is required for admins on this site',
        });
      await verifyTwoFactorCode(ctx, ctx.user.id, input.code, { allowRecovery: true });
      await disableTwoFactor(ctx.db, ctx.user.id);
      return { success: true as const };
    }),
});

/** Sign-in, sign-up and the current user (SPEC 2 /auth, SPEC 7 /api/user, /api/login, ...). */
export const authRouter = createTRPCRouter({
  /**
   * The signed-in user (id, username, isAdmin, role, createdAt), or null when anonymous. Carries
   * `twoFactorSetupRequired: true` for an admin who must enrol first (ADMIN_REQUIRE_2FA).
   */
  me: publicProcedure
    .meta({
      rest: [
        {
          method: 'GET',
          path: '/api/user',
          summary: 'The signed-in user',
          description: 'SPEC 7. 401 when nobody is signed in.',
          tag: 'Account',
          answer: currentUserAnswer,
          answerDescription: 'The user',
          nullAnswers: { status: 401, message: 'Not authenticated' },
        },
        {
          method: 'GET',
          path: '/api/session/user',
          summary: 'Who is signed in, or null',
          description:
            "Issue 38: the site's header asks this (its pages are the same for every visitor, so a CDN can keep them). 200 with the user, or `null` for a visitor; never cached.",
          tag: 'Account',
          answer: currentUserAnswer.nullable(),
          answerDescription: 'The user, or null',
          private: true,
        },
      ],
    })
    .query(({ ctx }) => currentUser(ctx)),

  /**
   * Signs in with username and password; regenerates the session. Returns the public user, or
   * `{ twoFactorRequired: true }` when the account has two-factor sign-in (then
   * `verifyTwoFactor` finishes it). Throws UNAUTHORIZED 'Invalid username or password' (same
   * answer and timing for an unknown user and a wrong password), TOO_MANY_REQUESTS (with
   * Retry-After) while failed sign-ins block the account (see login-throttle.ts), BAD_REQUEST on
   * malformed input.
   */
  login: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/login',
        summary: 'Sign in',
        description:
          'Sets the `sid` session cookie. With two-factor sign-in on, answers `{ twoFactorRequired: true }` and POST /api/login/2fa finishes.',
        tag: 'Account',
        answer: loginAnswer,
        answerDescription: 'Signed in, or a code is needed',
        errors: [401],
        rateLimit: 'login',
      },
    })
    .input(loginInput)
    .mutation(async ({ ctx, input }) => {
      const throttle = loginThrottle(ctx, input.username);
      await throttle.check();
      const user = await findUserByUsername(ctx.db, input.username);
      const valid = await verifyPassword(user?.password, input.password);
      if (!user || !valid) {
        await throttle.failed();
        throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Invalid username or password' });
      }
      if (await isTwoFactorEnabled(ctx.db, user.id)) {
        await ctx.session.setPendingTwoFactor({ userId: user.id, failures: 0 });
        return { twoFactorRequired: true as const };
      }
      return completeLogin(ctx, user);
    }),

  /**
   * The second step of a two-factor sign-in: a 6-digit code from the authenticator app or a
   * recovery code (used up). Returns the public user and signs in. Throws UNAUTHORIZED when no
   * sign-in waits for a code (or it expired, or had 5 wrong codes: the password is asked again),
   * BAD_REQUEST 'Invalid authentication code', TOO_MANY_REQUESTS after 5 wrong codes in 15 min.
   */
  verifyTwoFactor: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/login/2fa',
        summary: 'Second sign-in step: the authenticator or a recovery code',
        tag: 'Account',
        answer: publicUser,
        answerDescription: 'Signed in',
        errors: [401],
        rateLimit: 'twoFactor',
      },
    })
    .input(twoFactorLoginInput)
    .mutation(async ({ ctx, input }) => {
      const pending = ctx.session.pendingTwoFactor();
      const expired = () =>
        new TRPCError({
          code: 'UNAUTHORIZED',
          message: 'Your sign-in expired. Enter your username and password again.',
        });
      if (!pending) throw expired();
      const user = await findUserById(ctx.db, pending.userId);
      if (!user) throw expired();
      try {
        await verifyTwoFactorCode(ctx, user.id, input.code, { allowRecovery: true });
      } catch (err) {
        if (err instanceof TRPCError && err.code === 'BAD_REQUEST') {
          const failures = pending.failures + 1;
          if (failures >= MAX_PENDING_FAILURES) {
            await ctx.session.setPendingTwoFactor(null);
            throw new TRPCError({
              code: 'UNAUTHORIZED',
              message: 'Too many wrong codes. Enter your username and password again.',
            });
          }
          await ctx.session.setPendingTwoFactor({ ...pending, failures });
        }
        throw err;
      }
      return completeLogin(ctx, user);
    }),

  /**
   * Creates a (never admin) account and signs it in. Extra fields such as `isAdmin` are ignored.
   * Returns the public user. Throws CONFLICT 'Username already exists', BAD_REQUEST on bad input
   * (also a common or guessable password, as an issue at `password`).
   */
  register: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/register',
        summary: 'Create an account',
        description: 'SPEC 7. Signs the new user in.',
        tag: 'Account',
        answer: publicUser,
        answerDescription: 'Registered and signed in',
        status: 201,
        errors: [409],
        rateLimit: 'register',
      },
    })
    .input(strongRegisterInput)
    .mutation(async ({ ctx, input }) => {
      const passwordHash = await hashPassword(input.password);
      const user = await insertUser(ctx.db, {
        username: input.username,
        passwordHash,
        role: null,
      });
      if (!user) throw new TRPCError({ code: 'CONFLICT', message: 'Username already exists' });
      await ctx.session.login(user.id, { admin: false });
      return toPublicUser(user);
    }),

  /**
   * Changes the signed-in user's password: needs the current one; the new one must be strong
   * (issue at `newPassword` otherwise). Ends every other session of the user and keeps this one
   * signed in (with a new id). Returns `{ success: true }`. BAD_REQUEST with an issue at
   * `currentPassword` when it is wrong.
   */
  changePassword: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/user/password',
        summary: 'Change my password',
        tag: 'Account',
        answer: successAnswer,
        answerDescription: 'Changed',
        rateLimit: 'password',
      },
    })
    .input(strongChangePasswordInput)
    .mutation(async ({ ctx, input }) => {
      const row = await findUserByUsername(ctx.db, ctx.user.username);
      if (!row || !(await verifyPassword(row.password, input.currentPassword))) {
        throw fieldError('currentPassword', 'Current password is not correct');
      }
      await setUserPassword(ctx.db, ctx.user.id, await hashPassword(input.newPassword));
      await ctx.session.login(ctx.user.id, { admin: isConsoleRole(ctx.user.role) });
      return { success: true as const };
    }),

  /** Signs out: destroys the session server-side. Returns `{ success: true }`, also when anonymous. */
  logout: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/logout',
        summary: 'Sign out',
        tag: 'Account',
        answer: successAnswer,
        answerDescription: 'Signed out',
      },
    })
    .mutation(async ({ ctx }) => {
      await ctx.session.logout();
      return { success: true as const };
    }),

  twoFactor: twoFactorRouter,
});
