import { collections, uploadUsage } from '@forma/db';
import { byIdInput } from '@forma/validators';
import { TRPCError } from '@trpc/server';
import { createTRPCRouter, viewerProcedure } from '../trpc';

/** The media screen's procedures beyond the generic CRUD (issue 19 item 2). */
export const mediaExtraRouter = createTRPCRouter({
  /**
   * Where a media file is used ({ id }): `{ items }`, each `{ entity, id, label, designerId? }`
   * (designers, designer works, testimonials, clients, patterns, content blocks, in that order);
   * empty when unused. Throws NOT_FOUND for an unknown id.
   */
  usage: viewerProcedure.input(byIdInput).query(async ({ ctx, input }) => {
    const file = await collections.media.byId(ctx.db, input.id);
    if (!file) throw new TRPCError({ code: 'NOT_FOUND', message: 'Media file not found' });
    return { items: await uploadUsage(ctx.db, file.url) };
  }),
});
