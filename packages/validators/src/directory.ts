import type { PublicBooking, SlotsAnswer } from './booking';
import { BOOK_PATH } from './booking-values';
import type { DirectoryQuery } from './directory-query';
import type { MediaMap } from './media';
import type { DesignerAnswer, DesignerWorkAnswer } from './records';
import type { LandingPageData, PreviewLinkState } from './landing';

/** Designers per page of the public directory (issue 19 item 5). */
export const DIRECTORY_PAGE_SIZE = 24;
/** Highest page number the directory accepts. */
export const DIRECTORY_MAX_PAGE = 1000;

/** A designer as the directory and profile pages show it: the public record without its order. */
export type DirectoryDesigner = Omit<DesignerAnswer, 'orderIndex' | 'createdAt'>;

/** A designer work on a profile page. */
export type DirectoryWork = Pick<
  DesignerWorkAnswer,
  | 'id'
  | 'title'
  | 'description'
  | 'mediaUrl'
  | 'category'
  | 'isVideo'
  | 'orientation'
  | 'projectUrl'
>;

/** What the directory page `/designers` shows. */
export interface DirectoryView {
  designers: DirectoryDesigner[];
  /** Designers matching the query in all. */
  total: number;
  query: DirectoryQuery;
  pageCount: number;
  /** The skills to filter by, the most common first. */
  skills: ReadonlyArray<{ skill: string; count: number }>;
}

/** What a profile page `/designers/{slug}` shows. */
export interface ProfileView {
  designer: DirectoryDesigner;
  works: DirectoryWork[];
}

/** A directory or profile page's data with the variants of its uploaded images (issue 19 item 3). */
export interface SitePageData<View> {
  view: View;
  /** The page's uploaded images with their variants, by URL. */
  media: MediaMap;
}

/** A short page in the site's chrome: a title, a sentence and one link (the contact form's answers). */
export interface SiteMessage {
  title: string;
  text: string;
  /** The page's one link; default "See every designer" (/designers). */
  link?: { href: string; label: string };
}

/** Which drafts a live preview link shows and until when (issue 39 items 1 and 5). */
export type PreviewLinkInfo = Pick<
  Extract<PreviewLinkState, { state: 'live' }>,
  'release' | 'expiresAt'
>;

/**
 * What a preview link opens a page of the site to (issue 39 item 5: the directory and profiles
 * with the drafts it shows): the page's data with which drafts and until when, or why the link
 * does not open.
 */
export type PreviewOf<Page> =
  ({ state: 'live'; page: Page } & PreviewLinkInfo) | Exclude<PreviewLinkState, { state: 'live' }>;

/**
 * What the server hands the web app's server-rendered pages with every request (TanStack Start's
 * request context, apps/api plugins/start-app.ts): in-process reads of the stored content, never
 * a request to itself. Server-side only: the browser never sees it.
 */
export interface SiteRequestContext {
  /** The site's public address without a trailing slash (PUBLIC_URL): canonical URLs. */
  publicUrl: string;
  /** The directory page of `query`: designers, total, skills and the media of its portraits. */
  directory(query: DirectoryQuery): Promise<SitePageData<DirectoryView>>;
  /** The profile of the published designer `slug`, or null when there is none. */
  profile(slug: string): Promise<SitePageData<ProfileView> | null>;
  /**
   * The landing page's stored content (SPEC 2): the public reads it shows, with the media of
   * its uploaded images; when the database cannot be read, nothing stored (the built-in texts)
   * and `unavailable`.
   */
  landing(): Promise<
    Pick<LandingPageData, 'queries' | 'media' | 'shareImageUrl'> & { unavailable?: true }
  >;
  /** What the preview link `token` opens to: the landing page with its drafts, or why not. */
  preview(token: string): Promise<PreviewLinkState>;
  /** The directory page of `query` with the drafts the preview link `token` shows, or why not. */
  previewDirectory(
    token: string,
    query: DirectoryQuery,
  ): Promise<PreviewOf<SitePageData<DirectoryView>>>;
  /**
   * The profile of the designer `slug` with the drafts the preview link `token` shows (null when
   * that preview has no such designer), or why the link does not open.
   */
  previewProfile(token: string, slug: string): Promise<PreviewOf<SitePageData<ProfileView> | null>>;
  /** The server's sanitizer of a stored hero title (HTML in, safe inline HTML out). */
  sanitizeTitle(html: string): string;
  /**
   * The message page the server asked for (the no-JavaScript contact form's answer,
   * `POST /contact`); absent on a visitor's own request.
   */
  message?: SiteMessage;
  /**
   * Who signed in with this request, as `GET /api/user` answers it (its JSON; null for nobody):
   * the console's guard asks it with the document (issue 44 item 2). Asked lazily: only the
   * console's documents and server functions have it, so no page of the site carries the user.
   */
  sessionUser?: () => Promise<unknown>;
  /**
   * The page of this site the visitor came from (the path of the request's `Referer`, not a
   * booking page's own): a booking page's document records it as the lead's `source.page`
   * (issue 42 item 6). Absent on other pages and when it is another site's or none.
   */
  cameFrom?: string;
  /**
   * The public booking reads (issue 42), answered in-process by the `booking` procedures through
   * the tRPC caller: the slots of a range, the booking of a signed link, and its host's slots to
   * move it to.
   */
  booking?: BookingReads;
  /** The no-JavaScript booking forms' refused post, rendered again with what was typed. */
  bookingForm?: BookingFormState;
}

/** A booking read's answer: its value, or the status and message it was refused with. */
export type BookingRead<T> =
  { ok: true; value: T } | { ok: false; status: number; message: string };

/** The booking reads of a page (the `booking` procedures' inputs, as the page has them). */
export interface BookingReads {
  slots(input: {
    eventType?: string | undefined;
    tz?: string | undefined;
    from?: string | undefined;
    days: number;
  }): Promise<BookingRead<SlotsAnswer>>;
  get(input: { uid: string; token: string }): Promise<BookingRead<PublicBooking>>;
  rescheduleSlots(input: {
    uid: string;
    token: string;
    tz?: string | undefined;
    from?: string | undefined;
    days: number;
  }): Promise<BookingRead<SlotsAnswer>>;
}

/** A refused booking form post (`POST /book`, `/book/manage/{uid}/...`) as its page shows it. */
export interface BookingFormState {
  status: number;
  message: string;
  /** Field name to its message. */
  errors: Record<string, string>;
  /** What the visitor typed, by field name. */
  fields: Record<string, string>;
}

/**
 * The address of the directory for `query` on `page` (filters kept, defaults left out), under
 * `base` (a preview link's `/preview/{token}`; none for the site).
 */
export function directoryHref(
  query: Pick<DirectoryQuery, 'q' | 'skill' | 'available'>,
  page = 1,
  base = '',
): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.skill) params.set('skill', query.skill);
  if (query.available) params.set('available', '1');
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${base}/designers?${search}` : `${base}/designers`;
}

/** A profile's address, under `base` (a preview link's `/preview/{token}`; none for the site). */
export const profileHref = (slug: string, base = '') =>
  `${base}/designers/${encodeURIComponent(slug)}`;

/** The address of the preview link `token`'s pages: its landing page, and `/designers` below it. */
export const previewBase = (token: string) => `/preview/${encodeURIComponent(token)}`;

/**
 * "Work with {name}" of the designer of `slug`: the booking page with the designer recorded on
 * the call and its lead (issue 42; the same from a preview link, since a call is never a preview).
 */
export const workWithHref = (slug: string) => `${BOOK_PATH}?designer=${encodeURIComponent(slug)}`;
