import { allDesignerWorks, collections, worksOfDesigner, type DesignerWork } from '@forma/db';
import { idSchema } from '@forma/validators';
import { z } from 'zod';
import { createTRPCRouter, publicProcedure } from '../trpc';

/** A designer work as the projects showcase shows it (SPEC 3 designer_works "shown as projects"). */
export function toProject(work: DesignerWork) {
  return {
    id: work.id,
    title: work.title,
    description: work.description,
    imageUrl: work.mediaUrl,
    category: work.category,
    isVideo: work.isVideo,
    orientation: work.orientation,
    maxWidth: work.maxWidth,
    maxHeight: work.maxHeight,
    fitMode: work.fitMode,
  };
}

/** Public reads of the landing page (SPEC 7: clients, testimonials, designers, works, projects). */
export const catalogRouter = createTRPCRouter({
  /** Every designer in display order (orderIndex, then creation). */
  designers: publicProcedure.query(({ ctx }) => collections.designers.items(ctx.db)),

  /** Works of one designer in display order; an unknown designer id gives []. BAD_REQUEST for a bad id. */
  designerWorks: publicProcedure
    .input(z.object({ designerId: idSchema }))
    .query(({ ctx, input }) => worksOfDesigner(ctx.db, input.designerId)),

  /** Works of all designers in the project shape (featured first, then designer order). */
  projects: publicProcedure.query(async ({ ctx }) => {
    const works = await allDesignerWorks(ctx.db);
    return works.map(toProject);
  }),

  /** Every testimonial (featured first). */
  testimonials: publicProcedure.query(({ ctx }) => collections.testimonials.items(ctx.db)),

  /** Every client (partner logo), featured first. */
  clients: publicProcedure.query(({ ctx }) => collections.clients.items(ctx.db)),
});
