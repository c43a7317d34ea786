import type { MediaMap } from './media';

/**
 * The stored content the landing page is rendered from (SPEC 2, issue 38): each entry is a query
 * key (the public REST path the page's queries name, apps/web data.ts) and its data as that
 * query holds it: `{ content }` or null (not stored) for a content block, the list (its first
 * page, as long as the page's settings say) for a list, the raw value or null (not set) for a
 * setting. JSON, as the REST answers send it (dates as ISO strings).
 */
export type LandingQueries = ReadonlyArray<readonly [path: string, data: JsonValue]>;

/** A JSON value (what `JSON.parse` gives). */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** The landing page's data (the route's loader, apps/web src/site/routes/index.tsx). */
export interface LandingPageData {
  queries: LandingQueries;
  /** The uploaded images the page shows, with their variants, by URL. */
  media: MediaMap;
  /** The link-preview image's absolute address (`/share-image.jpg?v=`, 1200x630 JPEG). */
  shareImageUrl: string;
  /** The stored hero title (`raw`) and its safe HTML (SPEC 2 "Hero"). */
  heroTitle: { raw: string; html: string };
  /** PUBLIC_URL without a trailing slash: canonical and share URLs. */
  publicUrl: string;
  /** The footer's year. */
  year: number;
}

/** What a preview link (`/preview/{token}`, issue 20 item 2) opens to. */
export type PreviewLinkState =
  | {
      state: 'live';
      /**
       * The release the link was made for (its drafts only, or its records taken off the site),
       * or null: every draft (issue 39 item 1).
       */
      release: { name: string; action: 'publish' | 'unpublish' } | null;
      expiresAt: string;
      queries: LandingQueries;
      media: MediaMap;
    }
  | { state: 'missing' }
  | { state: 'closed'; message: string }
  | { state: 'unavailable' };

/** The ids of the landing page's sections in SPEC 2 order (the desktop variants). */
export const LANDING_SECTION_IDS = [
  'hero',
  'credibility-bar',
  'our-platform-model',
  'about',
  'how-it-works',
  'designers',
  'projects',
  'ai-section',
  'testimonials',
  'contact',
] as const;
