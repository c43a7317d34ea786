import { designerSlugs, latestPublicChange, type DB } from '@forma/db';
import { profileHref } from '@forma/validators';
import type { FastifyInstance } from 'fastify';
import { matchesEtag, strongEtag } from '../cache/public-read';

/**
 * The fixed public pages listed in the sitemap, as paths of the site (issue 18 item 5): the
 * landing page and the designer directory; every designer's profile follows them (issue 19
 * item 5, {@link sitemapPaths}).
 */
export const SITEMAP_PATHS: readonly string[] = ['/', '/designers'];

/** Every path of the sitemap: SITEMAP_PATHS, then each designer's profile in the site's order. */
export async function sitemapPaths(db: DB): Promise<string[]> {
  return [...SITEMAP_PATHS, ...(await designerSlugs(db)).map((slug) => profileHref(slug))];
}

/** Paths crawlers are asked to stay out of: the console, sign-in and the API. */
export const ROBOTS_DISALLOW: readonly string[] = ['/admin', '/auth', '/invite', '/api'];

/** Cache-Control of robots.txt: an hour, like the web build's other public files. */
export const ROBOTS_CACHE_CONTROL = 'public, max-age=3600';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/**
 * The text of `/robots.txt` for a site at `publicUrl` (no trailing slash): every crawler may
 * fetch everything but {@link ROBOTS_DISALLOW}, and the sitemap is `{publicUrl}/sitemap.xml`.
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * A sitemaps.org `urlset` document: one `<url>` per path of `paths` with its absolute `<loc>`
 * (`publicUrl` without a trailing slash + path) and, when `lastModified` is given, a `<lastmod>`
 * in ISO 8601 UTC with milliseconds (W3C Datetime). Texts are XML-escaped.
 */
export function sitemapXml(
  publicUrl: string,
  paths: readonly string[],
  lastModified: Date | null,
): string {
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
  const urls = paths.map(
    (path) => `  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc>${lastmod}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Options of {@link registerSeoRoutes}. */
export interface SeoRoutesOptions {
  db: DB;
  /** The site's public address without a trailing slash (PUBLIC_URL). */
  publicUrl: string;
}

/**
 * Search-engine routes (issue 18 item 5), registered on the root instance:
 * - `GET /robots.txt`: {@link robotsTxt}, text/plain, `Cache-Control: public, max-age=3600`;
 * - `GET /sitemap.xml`: {@link sitemapXml} of {@link sitemapPaths} dated by the latest public
 *   change in `db` (`latestPublicChange`), application/xml with a strong ETag (304 on
 *   If-None-Match) and the app's public Cache-Control; a database error answers like any REST error (503
 *   when unreachable).
 * The console and /auth say `noindex` themselves (start-app.ts). Both routes are exact paths, so they win over the web build's static wildcard (a robots.txt
 * file in the build is never served).
 */
export function registerSeoRoutes(app: FastifyInstance, options: SeoRoutesOptions): void {
  const robots = robotsTxt(options.publicUrl);
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('cache-control', ROBOTS_CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(robots),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const [paths, lastModified] = await Promise.all([
      sitemapPaths(options.db),
      latestPublicChange(options.db),
    ]);
    const body = sitemapXml(options.publicUrl, paths, lastModified);
    const etag = strongEtag(body);
    reply.header('cache-control', request.server.publicCacheControl).header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/xml; charset=utf-8').send(body);
  });
}
