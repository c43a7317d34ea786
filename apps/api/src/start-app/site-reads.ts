import {
  designerDirectory,
  designerProfile,
  directorySkills,
  previewDirectory,
  previewProfile,
  type DB,
  type DirectoryFilter,
  type DirectoryPage as DirectoryPageRows,
  type SkillCount,
  type PublicDesigner,
  type PublicDesignerWork,
} from '@forma/db';
import {
  DIRECTORY_PAGE_SIZE,
  type DirectoryDesigner,
  type DirectoryQuery,
  type DirectoryView,
  type DirectoryWork,
  type ProfileView,
  type SitePageData,
  type LandingQueries,
  type SiteRequestContext,
} from '@forma/validators';
import type { BookingRead, BookingReads } from '@forma/validators/directory';
import { sanitizeTitleHtml, validationIssuesOf } from '@forma/api';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance } from 'fastify';
import { mediaFor } from '../media-map';
import { shareImageUrl } from '../plugins/share-image';
import {
  anonymousCaller,
  landingMedia,
  NOTHING_STORED,
  readLandingQueries,
  readPreviewLink,
  withPreviewLink,
} from './landing-reads';

const toDesigner = (d: PublicDesigner): DirectoryDesigner => ({
  id: d.id,
  name: d.name,
  title: d.title,
  slug: d.slug,
  bio: d.bio,
  imageUrl: d.imageUrl,
  portfolioUrl: d.portfolioUrl,
  skills: d.skills,
  availability: d.availability,
  isAvailable: d.isAvailable,
  featured: d.featured,
});

const toWork = (w: PublicDesignerWork): DirectoryWork => ({
  id: w.id,
  title: w.title,
  description: w.description,
  mediaUrl: w.mediaUrl,
  category: w.category,
  isVideo: w.isVideo,
  orientation: w.orientation === 'portrait' ? 'portrait' : 'landscape',
  projectUrl: w.projectUrl,
});

/** The repositories' filter of the directory page of `query`. */
const directoryFilter = (query: DirectoryQuery): DirectoryFilter => ({
  q: query.q,
  skill: query.skill,
  available: query.available,
  limit: DIRECTORY_PAGE_SIZE,
  offset: (query.page - 1) * DIRECTORY_PAGE_SIZE,
});

/** The directory page of `query` from one page of designers, with the media of its portraits. */
async function directoryPage(
  db: DB,
  query: DirectoryQuery,
  found: DirectoryPageRows & { skills: SkillCount[] },
): Promise<SitePageData<DirectoryView>> {
  const designers = found.items.map(toDesigner);
  return {
    view: {
      designers,
      total: found.total,
      query,
      pageCount: Math.max(1, Math.ceil(found.total / DIRECTORY_PAGE_SIZE)),
      skills: found.skills,
    },
    media: await mediaFor(
      db,
      designers.map((d) => d.imageUrl),
    ),
  };
}

/** A profile page from a designer and its works, with the media of the portrait and images. */
async function profilePage(
  db: DB,
  profile: { designer: PublicDesigner; works: PublicDesignerWork[] },
): Promise<SitePageData<ProfileView>> {
  const designer = toDesigner(profile.designer);
  return {
    view: { designer, works: profile.works.map(toWork) },
    media: await mediaFor(db, [
      designer.imageUrl,
      ...profile.works.filter((w) => !w.isVideo).map((w) => w.mediaUrl),
    ]),
  };
}

/**
 * A booking read through the caller: its answer, or the HTTP status and message of its refusal
 * (the first field message for bad input), as the page shows it. Other errors propagate.
 */
async function bookingRead<T>(read: () => Promise<T>): Promise<BookingRead<T>> {
  try {
    return { ok: true, value: await read() };
  } catch (err) {
    if (!(err instanceof TRPCError) || err.code === 'INTERNAL_SERVER_ERROR') throw err;
    return {
      ok: false,
      status: getHTTPStatusCodeFromError(err),
      message: validationIssuesOf(err)?.[0]?.message ?? err.message,
    };
  }
}

/** The booking pages' reads (issue 42), in-process through the `booking` procedures. */
function bookingReads(app: FastifyInstance, db: DB): BookingReads {
  const caller = () => anonymousCaller(app, db).booking;
  return {
    slots: (input) => bookingRead(() => caller().slots(input)),
    get: (input) => bookingRead(() => caller().get(input)),
    rescheduleSlots: (input) => bookingRead(() => caller().rescheduleSlots(input)),
  };
}

/**
 * The reads the web app's server-rendered pages make (SiteRequestContext, issue 38: in-process,
 * through the tRPC caller and the repositories): the landing page's content (landing-reads.ts)
 * and a preview link's, the directory (DIRECTORY_PAGE_SIZE designers per page, featured
 * first, with the skills to filter by) and a published designer's profile, each with the
 * variants of the uploaded images it shows, and both as a preview link shows them (issue 39
 * item 5). `publicUrl` is PUBLIC_URL without a trailing slash.
 */
export function siteReads(app: FastifyInstance, db: DB, publicUrl: string): SiteRequestContext {
  return {
    publicUrl,
    sanitizeTitle: sanitizeTitleHtml,
    async landing() {
      let queries: LandingQueries;
      try {
        queries = await readLandingQueries(app, db);
      } catch (err) {
        app.log.error({ err }, 'landing page: reading the content failed');
        return {
          queries: NOTHING_STORED,
          media: {},
          shareImageUrl: shareImageUrl(publicUrl, { shareImage: '' }),
          unavailable: true,
        };
      }
      const seo = queries.find(([path]) => path === '/api/content/seo')?.[1] as
        { content?: { shareImage?: unknown } } | null | undefined;
      const shareImage = seo?.content?.shareImage;
      return {
        queries,
        media: await landingMedia(db, queries),
        shareImageUrl: shareImageUrl(publicUrl, {
          shareImage: typeof shareImage === 'string' ? shareImage : '',
        }),
      };
    },
    preview: (token) => readPreviewLink(app, db, token),
    async directory(query) {
      const [result, skills] = await Promise.all([
        designerDirectory(db, directoryFilter(query)),
        directorySkills(db),
      ]);
      return directoryPage(db, query, { ...result, skills });
    },
    async profile(slug) {
      const profile = await designerProfile(db, slug);
      return profile ? profilePage(db, profile) : null;
    },
    booking: bookingReads(app, db),
    previewDirectory: (token, query) =>
      withPreviewLink(app, db, token, async (scope) =>
        directoryPage(db, query, await previewDirectory(db, scope, directoryFilter(query))),
      ),
    previewProfile: (token, slug) =>
      withPreviewLink(app, db, token, async (scope) => {
        const profile = await previewProfile(db, scope, slug);
        return profile ? profilePage(db, profile) : null;
      }),
  };
}
