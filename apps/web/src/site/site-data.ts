import {
  directoryHref,
  type DirectoryView,
  type ProfileView,
  type SiteMessage,
  type SitePageData,
} from '@forma/validators/directory';
import { notFound } from '@tanstack/react-router';
import { createServerFn } from '@tanstack/react-start';
import { setResponseStatus } from '@tanstack/react-start/server';
import { parseDirectorySearch } from './directory-search';
import { stringInput } from './string-input';

/** What every page of the site needs besides its own data: the canonical origin and the year. */
export interface PageBase {
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  /** The footer's year. */
  year: number;
}

/** The directory's data, or why its query was refused (answered 400). */
export type DirectoryPageData = PageBase &
  (({ ok: true; path: string } & SitePageData<DirectoryView>) | { ok: false; message: string });

/**
 * `GET /designers?q&skill&available&page` (issue 19 item 5): the page of designers for the query
 * string, validated by `directoryQuery`; a refused query (or one over SEARCH_MAX characters)
 * answers 400 with the first problem's message. Reads through the request context (apps/api): the server's own repositories.
 */
export const readDirectoryPage = createServerFn({ method: 'GET' })
  .validator(stringInput)
  .handler(async ({ data, context }): Promise<DirectoryPageData> => {
    const base = { publicUrl: context.publicUrl, year: new Date().getFullYear() };
    const parsed = await parseDirectorySearch(data);
    if (!parsed.ok) {
      setResponseStatus(400);
      return { ...base, ...parsed };
    }
    const page = await context.directory(parsed.query);
    return { ...base, ok: true, path: directoryHref(parsed.query, parsed.query.page), ...page };
  });

/** A designer's profile page's data. */
export type ProfilePageData = PageBase & SitePageData<ProfileView>;

/**
 * `GET /designers/{slug}`: the published designer's profile with their works; a malformed or
 * unknown slug is a 404 (the route's not-found page).
 */
export const readProfilePage = createServerFn({ method: 'GET' })
  .validator(stringInput)
  .handler(async ({ data, context }): Promise<ProfilePageData> => {
    const { SLUG_MAX, SLUG_PATTERN } = await import('@forma/validators');
    const profile =
      data.length <= SLUG_MAX && SLUG_PATTERN.test(data) ? await context.profile(data) : null;
    if (!profile) throw notFound();
    return { publicUrl: context.publicUrl, year: new Date().getFullYear(), ...profile };
  });

/** A message page's data: the message the server asked for (`POST /contact`), or none. */
export type MessagePageData = PageBase & { message: SiteMessage | null };

/** The message the server handed this request (the no-JavaScript contact form's answer). */
export const readMessagePage = createServerFn({ method: 'GET' }).handler(
  async ({ context }): Promise<MessagePageData> => ({
    publicUrl: context.publicUrl,
    year: new Date().getFullYear(),
    message: context.message ?? null,
  }),
);
