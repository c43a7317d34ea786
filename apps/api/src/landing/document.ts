import { createHash } from 'node:crypto';
import { sanitizeTitleHtml } from '@forma/api';
import { contactDetailsDefaults, contactSocialLinks, seoDefaults } from '@forma/validators/values';
import { listContentDrafts, listSettingDrafts, type DB } from '@forma/db';
import type { MediaMap } from '@forma/validators';
import type { FastifyInstance } from 'fastify';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImageUrl } from '../plugins/share-image';
import type { LandingSnapshot } from './cache';
import { createCriticalCss } from './critical-css';
import type { LandingLayout } from './device-layout';
import { renderLandingHead } from './head';
import { islandsRead, LANDING_READS, readLandingQueries, withRecordDrafts } from './landing-data';
import { mediaFor } from '../media-map';
import { assembleLandingDocument } from './render';
import type { LandingQueries, LandingServerModule } from './ssr-module';

export interface LandingDocumentSourceOptions {
  /** The database: the media library (the variants of the page's uploaded images). */
  db: DB;
  /** The built template (apps/web dist/landing.html). */
  template: string;
  /** The web app's server build (ssr-module.ts). */
  ssr: LandingServerModule;
  /** The site's public address without a trailing slash (PUBLIC_URL). */
  publicUrl: string;
  /** The current year (the footer's copyright line); default the clock's. */
  year?: () => number;
}

/**
 * The data the browser's islands hydrate from: the reads they use (islandsRead), and of the
 * page's media (`mediaKey`) only the images those reads show (a static section's portraits
 * are rendered already; their variants would be bytes for nothing).
 */
function islandQueries(queries: LandingQueries, mediaKey: string): LandingQueries {
  const reads = queries.filter(([path]) => path !== mediaKey && islandsRead(path));
  const media = queries.find(([path]) => path === mediaKey)?.[1] as MediaMap | undefined;
  if (!media) return reads;
  const shown = uploadUrlsOf(reads);
  const used = Object.entries(media).filter(([url]) => shown.has(url));
  return used.length > 0 ? [...reads, [mediaKey, Object.fromEntries(used)]] : reads;
}

/**
 * Every uploaded file's address in the page's data (`/uploads/...` strings anywhere in the
 * stored content and lists: portraits, works, testimonials' photos, logos, block images).
 */
export function uploadUrlsOf(data: unknown, found = new Set<string>()): Set<string> {
  if (typeof data === 'string') {
    if (data.startsWith('/uploads/')) found.add(data);
  } else if (Array.isArray(data)) for (const item of data) uploadUrlsOf(item, found);
  else if (data && typeof data === 'object')
    for (const value of Object.values(data)) uploadUrlsOf(value, found);
  return found;
}

/** The stored block of `path` in `queries`, merged over `defaults` (present, non-empty wins). */
function mergedBlock<T extends Record<string, string>>(
  queries: LandingQueries,
  path: string,
  defaults: T,
): T {
  const stored = (queries.find(([p]) => p === path)?.[1] as { content?: unknown } | null)?.content;
  const out = { ...defaults };
  if (stored && typeof stored === 'object')
    for (const key of Object.keys(defaults) as Array<keyof T>) {
      const value = (stored as Record<keyof T, unknown>)[key];
      if (typeof value === 'string' && value.trim() !== '') out[key] = value as T[keyof T];
    }
  return out;
}

/**
 * How the landing document is read and rendered (issue 18 items 1 and 5), for the document
 * cache (cache.ts): `read(layout)` takes the page's data from the public REST reads and keys it
 * by a hash of that data and the year; its `render()` renders the body for the device kind
 * `layout` (device-layout.ts) with the web app's server build and puts it, the head's tags (search, Open Graph, Twitter, JSON-LD from the stored `seo`
 * block) and the islands' data into the template, keeping inline only the CSS rules the page
 * uses (critical-css.ts). `fallback(layout)` is the page with the built-in
 * texts and empty lists, for when the database cannot be read.
 */
export function landingDocumentSource(app: FastifyInstance, options: LandingDocumentSourceOptions) {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const year = options.year ?? (() => new Date().getFullYear());
  const criticalCss = createCriticalCss();

  async function render(
    queries: LandingQueries,
    media: MediaMap = {},
    layout?: LandingLayout,
  ): Promise<string> {
    const seo = mergedBlock(queries, '/api/content/seo', seoDefaults);
    const contact = mergedBlock(queries, '/api/content/contactDetails', contactDetailsDefaults);
    const rendered = await options.ssr.renderLandingBody({
      queries,
      sanitizeTitle: sanitizeTitleHtml,
      media,
      ...(layout ? { layout } : {}),
    });
    const head = renderLandingHead({
      publicUrl,
      seo,
      shareImage: {
        url: shareImageUrl(publicUrl, seo),
        width: SHARE_IMAGE_WIDTH,
        height: SHARE_IMAGE_HEIGHT,
        type: 'image/jpeg',
      },
      sameAs: contactSocialLinks(contact).map((link) => link.href),
      logoUrl: `${publicUrl}/favicon.svg`,
    });
    const html = assembleLandingDocument(options.template, {
      head,
      body: rendered.html,
      queries: islandQueries(rendered.queries, options.ssr.LANDING_MEDIA_KEY),
      dataId: options.ssr.LANDING_DATA_ID,
    });
    return criticalCss(html);
  }

  return {
    /** The stored content now, to render for `layout` (none: every variant, CSS shows one). */
    async read(layout?: LandingLayout): Promise<LandingSnapshot> {
      const queries = await readLandingQueries(app);
      // Uploaded images at the right size once their variants are made (issue 19 item 3).
      const media = await mediaFor(options.db, uploadUrlsOf(queries));
      const key = createHash('sha1')
        .update(`${year()}\n${JSON.stringify(queries)}\n${JSON.stringify(media)}`)
        .digest('base64url')
        .slice(0, 16);
      return { key, render: () => render(queries, media, layout) };
    },
    fallback: (layout?: LandingLayout) =>
      render(
        LANDING_READS.map((path) => [path, null] as const),
        {},
        layout,
      ),
    /**
     * The page as it will be once every draft is published (issue 20 item 2, the preview
     * link): the published data with each content block's, setting's and record's draft in
     * its place, and the records never published, rendered for this request (never cached).
     * Throws LandingReadError as `read()` does.
     */
    async preview(): Promise<string> {
      const [published, contentDrafts, settingDrafts] = await Promise.all([
        readLandingQueries(app),
        listContentDrafts(options.db),
        listSettingDrafts(options.db),
      ]);
      // Settings first: the record lists are as long as the drafted counts say.
      const queries = await withRecordDrafts(
        withContentDrafts(withSettingDrafts(published, settingDrafts), contentDrafts),
        options.db,
      );
      return render(queries, await mediaFor(options.db, uploadUrlsOf(queries)));
    },
  };
}

/**
 * `queries` with each draft's block in place of its section's published one (`{ content }`, as
 * `GET /api/content/{section}` answers it).
 */
export function withContentDrafts(
  queries: LandingQueries,
  drafts: ReadonlyArray<{ section: string; content: unknown }>,
): LandingQueries {
  const bySection = new Map(drafts.map((draft) => [`/api/content/${draft.section}`, draft]));
  return queries.map(([path, data]) => {
    const draft = bySection.get(path);
    return draft ? ([path, { content: draft.content }] as const) : ([path, data] as const);
  });
}

/**
 * `queries` with each setting's draft in place of its published value (the raw value, or null
 * for a drafted unset, as the landing reads a setting).
 */
export function withSettingDrafts(
  queries: LandingQueries,
  drafts: ReadonlyArray<{ key: string; value: string | null }>,
): LandingQueries {
  const byPath = new Map(drafts.map((draft) => [`/api/settings/${draft.key}`, draft.value]));
  return queries.map(([path, data]) =>
    byPath.has(path) ? ([path, byPath.get(path) ?? null] as const) : ([path, data] as const),
  );
}
