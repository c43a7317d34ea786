import { setUserPassword } from '@forma/db';
import { setPasswordInput } from '@forma/validators';
import { TRPCError } from '@trpc/server';
import { hashPassword } from '../auth/passwords';
import { adminProcedure, createTRPCRouter } from '../trpc';

/** Procedures of the users screen beyond the generic CRUD (SPEC 2 /admin/users). */
export const usersExtraRouter = createTRPCRouter({
  /**
   * Sets another user's password ({ id, password }: 8-256 characters) as an argon2id hash and
   * signs that user out everywhere. Returns `{ success: true }`. Throws NOT_FOUND for an unknown
   * id, BAD_REQUEST for the admin's own account (they change it by signing in again with it).
   */
  setPassword: adminProcedure.input(setPasswordInput).mutation(async ({ ctx, input }) => {
    if (input.id === ctx.user.id)
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: 'You cannot reset your own password here',
      });
    const found = await setUserPassword(ctx.db, input.id, await hashPassword(input.password));
    if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: 'User not found' });
    return { success: true as const };
  }),
});
