import {
  allDesignerWorks,
  collections,
  designerProfile,
  worksOfDesigner,
  type DB,
  type PreviewScope,
  type PublicDesignerWork,
} from '@forma/db';
import {
  idSchema,
  SLUG_MAX,
  SLUG_PATTERN,
  designerRecord,
  designerWorkRecord,
  designerProfileRecord,
  projectRecord,
  testimonialRecord,
  clientRecord,
} from '@forma/validators';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { PUBLIC_READ_TABLES as TABLES, readThrough } from '../public-reads';
import type { ProcedureMeta } from '../rest-meta';
import { createTRPCRouter, publicProcedure } from '../trpc';

/** A designer work as the projects showcase shows it (SPEC 3 designer_works "shown as projects"). */
export function toProject(work: PublicDesignerWork) {
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

/**
 * The public lists of the landing page as the catalog answers them (published records only), or
 * with a `preview` scope as that preview link shows them (issue 20 item 2, issue 39 item 1:
 * every draft, or one release's): one definition of each list's order and shape for both.
 */
export const catalogLists = {
  designers: (db: DB, preview?: PreviewScope) =>
    preview
      ? collections.designers.previewItems(db, { sort: '-featured' }, preview)
      : collections.designers.items(db, { sort: '-featured' }),
  projects: async (db: DB, preview?: PreviewScope) =>
    (await allDesignerWorks(db, { preview })).map(toProject),
  testimonials: (db: DB, preview?: PreviewScope) =>
    preview
      ? collections.testimonials.previewItems(db, {}, preview)
      : collections.testimonials.items(db),
  clients: (db: DB, preview?: PreviewScope) =>
    preview ? collections.clients.previewItems(db, {}, preview) : collections.clients.items(db),
};

/**
 * The REST operation of a public list of SPEC 7 (`GET path`): the whole list, or one page of it
 * with `limit` / `offset` (`X-Total-Count`, `Link`). `what` names the whole list ("Every client").
 */
function publicList(
  path: `/api/${string}`,
  record: z.ZodType,
  summary: string,
  what: string,
  description?: string,
): ProcedureMeta {
  return {
    rest: {
      method: 'GET',
      path,
      summary,
      ...(description ? { description } : {}),
      tag: 'Public content',
      answer: z.array(record),
      answerDescription: `${what}, or one page of them with \`limit\` / \`offset\``,
      paged: true,
    },
  };
}

/**
 * Public reads of the landing page (SPEC 7: clients, testimonials, designers, works, projects),
 * through the host's cache (`ctx.publicReads`) when it has one.
 */
export const catalogRouter = createTRPCRouter({
  /**
   * Every designer in display order: featured first, then orderIndex, then creation (the
   * landing page shows the first ones, as many as `landingDesignerCount`: issue 19 item 4).
   */
  designers: publicProcedure
    .meta(
      publicList(
        '/api/designers',
        designerRecord,
        'Designers',
        'Every designer',
        'Featured first, then by their order.',
      ),
    )
    .query(({ ctx }) =>
      readThrough(ctx.publicReads, 'designers', TABLES.designers, () =>
        catalogLists.designers(ctx.db),
      ),
    ),

  /** Works of one designer in display order; an unknown designer id gives []. BAD_REQUEST for a bad id. */
  designerWorks: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/designer-works/{designerId}',
        summary: "A designer's works",
        tag: 'Public content',
        answer: z.array(designerWorkRecord),
        answerDescription: "The designer's works",
      },
    })
    .input(z.object({ designerId: idSchema }))
    .query(({ ctx, input }) =>
      readThrough(ctx.publicReads, `designerWorks:${input.designerId}`, TABLES.designerWorks, () =>
        worksOfDesigner(ctx.db, input.designerId),
      ),
    ),

  /**
   * One designer's profile by its slug (issue 19 item 5): the designer with its works in order.
   * NOT_FOUND for an unknown slug, BAD_REQUEST for a malformed one.
   */
  designerProfile: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/designer-profiles/{slug}',
        summary: "A designer's profile by its slug",
        description:
          'Issue 19 item 5: the designer of /designers/{slug} with its works in order. 404 for an unknown slug.',
        tag: 'Public content',
        answer: designerProfileRecord,
        answerDescription: 'The profile',
        errors: [404],
      },
    })
    .input(
      z.object({
        slug: z
          .string()
          .max(SLUG_MAX, `slug must be at most ${SLUG_MAX} characters`)
          .regex(SLUG_PATTERN, 'slug is lowercase letters, digits and single hyphens'),
      }),
    )
    .query(async ({ ctx, input }) => {
      const profile = await readThrough(
        ctx.publicReads,
        `designerProfile:${input.slug}`,
        TABLES.designerProfile,
        async () => (await designerProfile(ctx.db, input.slug)) ?? null,
      );
      if (!profile) throw new TRPCError({ code: 'NOT_FOUND', message: 'Designer not found' });
      return { ...profile.designer, works: profile.works };
    }),

  /** Works of all designers in the project shape (featured first, then designer order). */
  projects: publicProcedure
    .meta(
      publicList(
        '/api/projects',
        projectRecord,
        'Projects: the designer works the projects section shows',
        'Every project',
      ),
    )
    .query(({ ctx }) =>
      readThrough(ctx.publicReads, 'projects', TABLES.projects, () =>
        catalogLists.projects(ctx.db),
      ),
    ),

  /** Every testimonial (featured first). */
  testimonials: publicProcedure
    .meta(publicList('/api/testimonials', testimonialRecord, 'Testimonials', 'Every testimonial'))
    .query(({ ctx }) =>
      readThrough(ctx.publicReads, 'testimonials', TABLES.testimonials, () =>
        catalogLists.testimonials(ctx.db),
      ),
    ),

  /** Every client (partner logo), featured first. */
  clients: publicProcedure
    .meta(publicList('/api/clients', clientRecord, 'Client logos', 'Every client'))
    .query(({ ctx }) =>
      readThrough(ctx.publicReads, 'clients', TABLES.clients, () => catalogLists.clients(ctx.db)),
    ),
});
