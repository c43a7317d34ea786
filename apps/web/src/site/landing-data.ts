import type { LandingPageData, LandingQueries, PreviewLinkState } from '@forma/validators/landing';
import { heroDefaults } from '@forma/validators/values';
import { createServerFn } from '@tanstack/react-start';
import { setResponseStatus } from '@tanstack/react-start/server';
import { mergeContent } from '../features/landing/data';
import { renderHeroTitle } from '../features/landing/hero/title';
import { stringInput } from './string-input';

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
 * page with its built-in texts (the server's `unavailable` read), answered 503 (kept by no
 * cache).
 */
export const readLandingPage = createServerFn({ method: 'GET' }).handler(
  async ({ context }): Promise<LandingPageData> => {
    const read = await context.landing();
    if (read.unavailable) setResponseStatus(503);
    return landingPageData(read, context.publicUrl, context.sanitizeTitle);
  },
);

/** A preview link's page: the landing page with the drafts, or why the link does not open. */
export type PreviewPageData =
  | {
      state: 'live';
      release: Extract<PreviewLinkState, { state: 'live' }>['release'];
      expiresAt: string;
      page: LandingPageData;
    }
  | Exclude<PreviewLinkState, { state: 'live' }>;

/** How a link that does not open answers: 404 unknown, 410 expired or revoked, 503 unreadable. */
export const PREVIEW_STATUS = { missing: 404, closed: 410, unavailable: 503 } as const;

/**
 * `GET /preview/{token}` (issue 20 item 2): the whole landing page with the drafts the link shows
 * (every draft, or its release's: issue 39 item 1) for anyone with a live link; otherwise the state that says why not, with its status (PREVIEW_STATUS).
 * The token is checked by the server (SiteRequestContext.preview); an over-long one is unknown.
 */
export const readPreviewPage = createServerFn({ method: 'GET' })
  .validator(stringInput)
  .handler(async ({ data, context }): Promise<PreviewPageData> => {
    const link: PreviewLinkState =
      data.length <= 200 ? await context.preview(data) : { state: 'missing' };
    if (link.state !== 'live') {
      setResponseStatus(PREVIEW_STATUS[link.state]);
      return link;
    }
    return {
      state: 'live',
      release: link.release,
      expiresAt: link.expiresAt,
      page: landingPageData(
        { queries: link.queries, media: link.media, shareImageUrl: '' },
        context.publicUrl,
        context.sanitizeTitle,
      ),
    };
  });
