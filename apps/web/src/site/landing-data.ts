import type {
  JsonValue,
  LandingPageData,
  LandingQueries,
  PreviewLinkState,
} from '@forma/validators/landing';
import { CONTENT_SECTIONS, SETTING_KEYS } from '@forma/validators';
import { heroDefaults } from '@forma/validators/values';
import { createServerFn } from '@tanstack/react-start';
import { setResponseStatus } from '@tanstack/react-start/server';
import { z } from 'zod';
import { mergeContent } from '../features/landing/data';
import { renderHeroTitle } from '../features/landing/hero/title';

/**
 * The landing page with nothing stored: every block, list and setting absent, so each section
 * shows its built-in texts (the answer when the database cannot be read).
 */
const NOTHING_STORED: LandingQueries = [
  ...CONTENT_SECTIONS.map((section) => [`/api/content/${section}`, null] as const),
  ...['clients', 'designers', 'projects', 'testimonials'].map((list): [string, JsonValue] => [
    `/api/${list}`,
    [],
  ]),
  ...SETTING_KEYS.map((key) => [`/api/settings/${key}`, null] as const),
];

/** The stored hero title of `queries`, merged over the built-in one. */
function heroTitleOf(queries: LandingQueries): string {
  const stored = queries.find(([path]) => path === '/api/content/hero')?.[1] as
    { content?: unknown } | null | undefined;
  return mergeContent(heroDefaults, stored?.content).title;
}

/** The landing page's data from what the server read, with the hero title rendered by `sanitize`. */
function landingPageData(
  read: Pick<LandingPageData, 'queries' | 'media' | 'shareImageUrl'>,
  publicUrl: string,
  sanitize: (html: string) => string,
): LandingPageData {
  const raw = heroTitleOf(read.queries);
  return {
    ...read,
    publicUrl,
    year: new Date().getFullYear(),
    heroTitle: { raw, html: renderHeroTitle(raw, heroDefaults.title, sanitize) },
  };
}

/**
 * `GET /` (SPEC 2, issue 38): the landing page's stored content (SiteRequestContext.landing, read
 * in-process), its media and the hero title's safe HTML. When the content cannot be read, the
 * page with its built-in texts, answered 503 (never kept by a cache).
 */
export const readLandingPage = createServerFn({ method: 'GET' }).handler(
  async ({ context }): Promise<LandingPageData> => {
    try {
      return landingPageData(await context.landing(), context.publicUrl, context.sanitizeTitle);
    } catch (err) {
      console.error('landing page: reading the content failed', err);
      setResponseStatus(503);
      return landingPageData(
        {
          queries: NOTHING_STORED,
          media: {},
          shareImageUrl: `${context.publicUrl}/share-image.jpg`,
        },
        context.publicUrl,
        context.sanitizeTitle,
      );
    }
  },
);

/** A preview link's page: the landing page with the drafts, or why the link does not open. */
export type PreviewPageData =
  | { state: 'live'; expiresAt: string; page: LandingPageData }
  | Exclude<PreviewLinkState, { state: 'live' }>;

/** How a link that does not open answers: 404 unknown, 410 expired or revoked, 503 unreadable. */
const PREVIEW_STATUS = { missing: 404, closed: 410, unavailable: 503 } as const;

/**
 * `GET /preview/{token}` (issue 20 item 2): the whole landing page with every draft for anyone
 * with a live link; otherwise the state that says why not, with its status (PREVIEW_STATUS).
 * The token is checked by the server (SiteRequestContext.preview); an over-long one is unknown.
 */
export const readPreviewPage = createServerFn({ method: 'GET' })
  .validator(z.string())
  .handler(async ({ data, context }): Promise<PreviewPageData> => {
    const link: PreviewLinkState =
      data.length <= 200 ? await context.preview(data) : { state: 'missing' };
    if (link.state !== 'live') {
      setResponseStatus(PREVIEW_STATUS[link.state]);
      return link;
    }
    return {
      state: 'live',
      expiresAt: link.expiresAt,
      page: landingPageData(
        { queries: link.queries, media: link.media, shareImageUrl: '' },
        context.publicUrl,
        context.sanitizeTitle,
      ),
    };
  });
