import { collections, uploadsByName, uploadUsage } from '@forma/db';
import { byIdInput, mediaThumbnailInput, mediaUsageAnswer } from '@forma/validators';
import { mediaThumbnailUrl } from '@forma/validators/media';
import { TRPCError } from '@trpc/server';
import { createTRPCRouter, viewerProcedure } from '../trpc';

/** The media screen's procedures beyond the generic CRUD (issue 19 item 2). */
export const mediaExtraRouter = createTRPCRouter({
  /**
   * Where a media file is used ({ id }): `{ items }`, each `{ entity, id, label, designerId? }`
   * (designers, designer works, testimonials, clients, patterns, content blocks, in that order);
   * empty when unused. Throws NOT_FOUND for an unknown id.
   */
  usage: viewerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/media/{id}/usage',
        summary: 'Where a media file is used',
        description:
          'Designers, designer works, testimonials, clients, patterns and content blocks that show the file. A file in use cannot be deleted.',
        tag: 'Admin: media',
        answer: mediaUsageAnswer,
        answerDescription: 'Every place, or none',
      },
    })
    .input(byIdInput)
    .query(async ({ ctx, input }) => {
      const file = await collections.media.byId(ctx.db, input.id);
      if (!file) throw new TRPCError({ code: 'NOT_FOUND', message: 'Media file not found' });
      return { items: await uploadUsage(ctx.db, file.url) };
    }),

  /**
   * The address of a small version of an uploaded file (issue 39 item 9): its smallest WebP
   * variant at least `minWidth` px wide (its widest when none is), else the file itself (SVG,
   * video, an image whose variants are not made yet, or a file not in the library). Answers
   * `{ url }`; BAD_REQUEST for an address that is not an upload's.
   */
  thumbnail: viewerProcedure.input(mediaThumbnailInput).query(async ({ ctx, input }) => {
    const name = input.url.slice('/uploads/'.length);
    const row = (await uploadsByName(ctx.db, [name])).get(name);
    return { url: row ? mediaThumbnailUrl(row, input.minWidth) : input.url };
  }),
});
