import './zod-config';
import { z } from 'zod';
import { textString } from './common';
import type { MediaMap } from './media';

/** Designers per page of the public directory (issue 19 item 5). */
export const DIRECTORY_PAGE_SIZE = 24;
/** Highest page number the directory accepts. */
export const DIRECTORY_MAX_PAGE = 1000;

/**
 * The query string of `GET /designers` (issue 19 item 5), all optional: `q` words to search for
 * (at most 100 characters), `skill` one skill (at most 60), `available=1` only available
 * designers, `page` from 1. Empty values mean "not set" (a submitted form sends them empty).
 * Bad values are refused with their message (the page answers 400 with it).
 */
export const directoryQuery = z.object({
  q: textString('Search').trim().max(100, 'Search must be at most 100 characters').default(''),
  skill: textString('Skill').trim().max(60, 'Skill must be at most 60 characters').default(''),
  available: z
    .enum(['', '1'], { error: 'available must be 1 or left out' })
    .default('')
    .transform((value) => value === '1'),
  page: textString('page')
    .trim()
    .default('')
    .transform((value, ctx) => {
      if (value === '') return 1;
      const page = /^\d{1,7}$/.test(value) ? Number(value) : NaN;
      if (page >= 1 && page <= DIRECTORY_MAX_PAGE) return page;
      ctx.addIssue({
        code: 'custom',
        message: `page must be a whole number from 1 to ${DIRECTORY_MAX_PAGE}`,
      });
      return z.NEVER;
    }),
});
export type DirectoryQuery = z.output<typeof directoryQuery>;

/** A designer as the directory and profile pages show it. */
export interface DirectoryDesigner {
  id: number;
  name: string;
  title: string;
  slug: string;
  bio: string;
  imageUrl: string;
  portfolioUrl: string;
  skills: string[];
  availability: string;
  isAvailable: boolean;
  featured: boolean;
}

/** A designer work on a profile page. */
export interface DirectoryWork {
  id: number;
  title: string;
  description: string;
  mediaUrl: string;
  category: string;
  isVideo: boolean;
  orientation: 'portrait' | 'landscape';
  projectUrl: string;
}

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

/**
 * A server-rendered page of the site besides the landing page, as the server hands it to the web
 * app's server build (`renderSitePage`): the directory, a profile, or a short message (404, 400).
 */
export type SitePageInput = {
  year: number;
  /** The page's uploaded images with their variants, by URL (issue 19 item 3). */
  media?: MediaMap;
} & (
  | { kind: 'directory'; view: DirectoryView }
  | { kind: 'profile'; view: ProfileView }
  | {
      kind: 'message';
      title: string;
      text: string;
      /** The page's one link; default "See every designer" (/designers). */
      link?: { href: string; label: string };
    }
);

/** The address of the directory for `query` on `page` (filters kept, defaults left out). */
export function directoryHref(
  query: Pick<DirectoryQuery, 'q' | 'skill' | 'available'>,
  page = 1,
): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.skill) params.set('skill', query.skill);
  if (query.available) params.set('available', '1');
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/designers?${search}` : '/designers';
}

/** A profile's address. */
export const profileHref = (slug: string) => `/designers/${encodeURIComponent(slug)}`;

/** The contact form's address for an inquiry about the designer of `slug` ("Work with {name}"). */
export const workWithHref = (slug: string) => `/?designer=${encodeURIComponent(slug)}#contact`;
