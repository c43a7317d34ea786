import { destroyUserSessions, findUserById, setUserPassword } from '@forma/db';
import {
  revokeSessionsInput,
  setPasswordInput,
  revokeSessionsAnswer,
  successAnswer,
} from '@forma/validators';
import { TRPCError } from '@trpc/server';
import { withStrongPassword } from '../auth/password-strength';
import { hashPassword } from '../auth/passwords';
import { adminProcedure, createTRPCRouter } from '../trpc';

/** An admin's new password for a user: 8-256 characters, not common or guessable (zxcvbn). */
const strongSetPasswordInput = withStrongPassword(setPasswordInput, 'password');

/** Procedures of the users screen beyond the generic CRUD (SPEC 2 /admin/users). */
export const usersExtraRouter = createTRPCRouter({
  /**
   * Sets another user's password ({ id, password }: 8-256 characters, not common or guessable)
   * as an argon2id hash and signs that user out everywhere. Returns `{ success: true }`. Throws
   * NOT_FOUND for an unknown id, BAD_REQUEST for the admin's own account (they change it on the
   * Security page) or a weak password (an issue at `password`).
   */
  setPassword: adminProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/users/{id}/password',
        summary: "Set a user's password",
        tag: 'Admin: users',
        answer: successAnswer,
        answerDescription: 'Set',
      },
    })
    .input(strongSetPasswordInput)
    .mutation(async ({ ctx, input }) => {
      if (input.id === ctx.user.id)
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: 'You cannot reset your own password here',
        });
      const found = await setUserPassword(ctx.db, input.id, await hashPassword(input.password));
      if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: 'User not found' });
      return { success: true as const };
    }),

  /**
   * Ends every session of a user ({ id }): they must sign in again everywhere. For the admin's own
   * account the current session is kept. Returns `{ revoked }` (sessions ended). NOT_FOUND for an
   * unknown id.
   */
  revokeSessions: adminProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/users/{id}/sessions/revoke',
        summary: "End a user's sessions",
        tag: 'Admin: users',
        answer: revokeSessionsAnswer,
        answerDescription: 'How many ended',
      },
    })
    .input(revokeSessionsInput)
    .mutation(async ({ ctx, input }) => {
      const user = await findUserById(ctx.db, input.id);
      if (!user) throw new TRPCError({ code: 'NOT_FOUND', message: 'User not found' });
      const keep = input.id === ctx.user.id ? ctx.session.id() : null;
      return { revoked: await destroyUserSessions(ctx.db, input.id, keep) };
    }),
});
