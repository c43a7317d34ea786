import { collections } from '@forma/db';
import { contactInput } from '@forma/validators';
import { createTRPCRouter, publicProcedure } from '../trpc';

/** The landing page's contact form (SPEC 2.9, SPEC 7 POST /api/contact). */
export const contactRouter = createTRPCRouter({
  /**
   * Stores a contact submission (name, email, company, inquiryType, message; all required)
   * before answering. Returns `{ success: true, id }`. Throws BAD_REQUEST with issues on bad input.
   */
  submit: publicProcedure.input(contactInput).mutation(async ({ ctx, input }) => {
    const row = await collections.contactSubmissions.create(ctx.db, input);
    return { success: true as const, id: row.id };
  }),
});
