import { collections, PATTERN_QUEUED } from '@forma/db';
import { byIdInput, patternRecord } from '@forma/validators';
import { TRPCError } from '@trpc/server';
import { afterPatternWrite, NO_PNG_MESSAGE } from '../patterns';
import { createTRPCRouter, editorProcedure } from '../trpc';

/** Procedures of the patterns screen beyond the generic CRUD (SPEC 2 /admin/patterns). */
export const patternsExtraRouter = createTRPCRouter({
  /**
   * Queues a pattern's PNG for vectorizing again ({ id }): status 'pending', attempts 0, no
   * message, and wakes the vectorizer. Returns the updated row. Throws NOT_FOUND for an unknown
   * id, BAD_REQUEST 'This pattern has no PNG to vectorize' when its `pngUrl` is empty.
   */
  vectorize: editorProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/patterns/{id}/vectorize',
        summary: "Vectorize a pattern's PNG again",
        description:
          'Queues the PNG for the vectorizer; the pattern comes back with status `pending`.',
        tag: 'Admin: patterns',
        answer: patternRecord,
        answerDescription: 'Queued',
        status: 202,
      },
    })
    .input(byIdInput)
    .mutation(async ({ ctx, input }) => {
      const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Pattern not found' });
      const existing = await collections.patterns.byId(ctx.db, input.id);
      if (!existing) throw notFound();
      if (!existing.pngUrl) throw new TRPCError({ code: 'BAD_REQUEST', message: NO_PNG_MESSAGE });
      const row = await collections.patterns.update(ctx.db, input.id, { ...PATTERN_QUEUED });
      if (!row) throw notFound();
      afterPatternWrite(ctx, row);
      return row;
    }),
});
