import {
  directoryHref,
  previewBase,
  type DirectoryView,
  type PreviewOf,
  type ProfileView,
  type SitePageData,
} from '@forma/validators/directory';
import { notFound } from '@tanstack/react-router';
import { createServerFn } from '@tanstack/react-start';
import { setResponseStatus } from '@tanstack/react-start/server';
import { PREVIEW_STATUS } from './landing-data';
import { parseDirectorySearch } from './directory-search';
import type { PageBase } from './site-data';

/** Longest preview token read, characters (a real one is 43). */
const TOKEN_MAX = 200;

/** A preview page's input: the link's token and the page's own string (query string or slug). */
export interface PreviewPageInput {
  token: string;
  value: string;
}

/**
 * A PreviewPageInput from a server function's raw input; anything else throws (Start answers
 * the call with an error). Plain code: it runs in the browser too.
 */
export function previewPageInput(input: unknown): PreviewPageInput {
  const { token, value } = (input ?? {}) as Partial<PreviewPageInput>;
  if (typeof token !== 'string' || typeof value !== 'string')
    throw new TypeError('expected a token and a string');
  return { token, value };
}

/** The directory of a preview link: its page, or why the query was refused (answered 400). */
export type PreviewDirectoryPageData = PageBase & { base: string } & PreviewOf<
    ({ ok: true; path: string } & SitePageData<DirectoryView>) | { ok: false; message: string }
  >;

/**
 * `GET /preview/{token}/designers?q&skill&available&page` (issue 39 item 5): the directory with
 * the drafts the preview link shows (a draft designer listed here only), validated as the
 * public directory's query; a refused query answers 400, a link that does not open
 * PREVIEW_STATUS.
 */
export const readPreviewDirectoryPage = createServerFn({ method: 'GET' })
  .validator(previewPageInput)
  .handler(async ({ data, context }): Promise<PreviewDirectoryPageData> => {
    const base = {
      publicUrl: context.publicUrl,
      year: new Date().getFullYear(),
      base: previewBase(data.token),
    };
    const parsed = await parseDirectorySearch(data.value);
    // A refused query's page still says whether the link opens (that status wins).
    const query = parsed.ok ? parsed.query : { q: '', skill: '', available: false, page: 1 };
    const opened: PreviewOf<SitePageData<DirectoryView>> =
      data.token.length > TOKEN_MAX
        ? { state: 'missing' }
        : await context.previewDirectory(data.token, query);
    if (opened.state !== 'live') {
      setResponseStatus(PREVIEW_STATUS[opened.state]);
      return { ...base, ...opened };
    }
    if (!parsed.ok) {
      setResponseStatus(400);
      return { ...base, ...opened, page: parsed };
    }
    const path = directoryHref(parsed.query, parsed.query.page, base.base);
    return { ...base, ...opened, page: { ok: true, path, ...opened.page } };
  });

/** A designer's profile in a preview link. */
export type PreviewProfilePageData = PageBase & { base: string } & PreviewOf<
    SitePageData<ProfileView>
  >;

/**
 * `GET /preview/{token}/designers/{slug}` (issue 39 item 5): the profile of the designer with
 * the drafts the preview link shows (a draft designer, or a drafted slug, too); a designer the
 * preview does not show is the route's 404 page, a link that does not open PREVIEW_STATUS.
 */
export const readPreviewProfilePage = createServerFn({ method: 'GET' })
  .validator(previewPageInput)
  .handler(async ({ data, context }): Promise<PreviewProfilePageData> => {
    const base = {
      publicUrl: context.publicUrl,
      year: new Date().getFullYear(),
      base: previewBase(data.token),
    };
    const { SLUG_MAX, SLUG_PATTERN } = await import('@forma/validators');
    const slug = data.value.length <= SLUG_MAX && SLUG_PATTERN.test(data.value) ? data.value : '';
    const opened =
      data.token.length > TOKEN_MAX
        ? ({ state: 'missing' } as const)
        : await context.previewProfile(data.token, slug);
    if (opened.state !== 'live') {
      setResponseStatus(PREVIEW_STATUS[opened.state]);
      return { ...base, ...opened };
    }
    if (!opened.page) throw notFound();
    return { ...base, ...opened, page: opened.page };
  });
