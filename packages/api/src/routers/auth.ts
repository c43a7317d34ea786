import { findUserByUsername, insertUser } from '@forma/db';
import { loginInput, registerInput } from '@forma/validators';
import { TRPCError } from '@trpc/server';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { toPublicUser } from '../auth/public-user';
import { createTRPCRouter, publicProcedure } from '../trpc';

/** Sign-in, sign-up and the current user (SPEC 2 /auth, SPEC 7 /api/user, /api/login, ...). */
export const authRouter = createTRPCRouter({
  /** The signed-in user (id, username, isAdmin, createdAt), or null when anonymous. */
  me: publicProcedure.query(({ ctx }) => (ctx.user ? toPublicUser(ctx.user) : null)),

  /**
   * Signs in with username and password; regenerates the session. Returns the public user.
   * Throws UNAUTHORIZED 'Invalid username or password' (same answer and timing for an unknown
   * user and a wrong password), BAD_REQUEST on malformed input.
   */
  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const user = await findUserByUsername(ctx.db, input.username);
    const valid = await verifyPassword(user?.password, input.password);
    if (!user || !valid) {
      throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Invalid username or password' });
    }
    await ctx.session.login(user.id);
    return toPublicUser(user);
  }),

  /**
   * Creates a (never admin) account and signs it in. Extra fields such as `isAdmin` are ignored.
   * Returns the public user. Throws CONFLICT 'Username already exists', BAD_REQUEST on bad input.
   */
  register: publicProcedure.input(registerInput).mutation(async ({ ctx, input }) => {
    const passwordHash = await hashPassword(input.password);
    const user = await insertUser(ctx.db, {
      username: input.username,
      passwordHash,
      isAdmin: false,
    });
    if (!user) throw new TRPCError({ code: 'CONFLICT', message: 'Username already exists' });
    await ctx.session.login(user.id);
    return toPublicUser(user);
  }),

  /** Signs out: destroys the session server-side. Returns `{ success: true }`, also when anonymous. */
  logout: publicProcedure.mutation(async ({ ctx }) => {
    await ctx.session.logout();
    return { success: true as const };
  }),
});
