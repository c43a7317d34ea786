import { collections } from '@forma/db';
import { DATABASE_KINDS, truncateAll } from '@forma/db/testing';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../src/cache/cache-control';
import { createTestApp, signedInClient, WEB_DIST, type TestApp } from './helpers';

const PUBLIC_URL = 'https://forma.example';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A sitemap parsed by a strict XML parser (throws on malformed XML): its urls. */
function parseSitemap(xml: string): { loc: string; lastmod: string | null }[] {
  const { document } = new JSDOM(xml, { contentType: 'application/xml' }).window;
  const root = document.documentElement;
  expect(root.localName).toBe('urlset');
  expect(root.namespaceURI).toBe(SITEMAP_NS);
  return [...root.getElementsByTagNameNS(SITEMAP_NS, 'url')].map((url) => ({
    loc: url.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]?.textContent ?? '',
    lastmod: url.getElementsByTagNameNS(SITEMAP_NS, 'lastmod')[0]?.textContent ?? null,
  }));
}

/** Waits long enough for the next write to be dated later at millisecond precision. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

describe.each(DATABASE_KINDS)(
  'robots.txt, sitemap.xml and noindex (issue 18 item 5) on %s',
  (kind) => {
    let t: TestApp;
    const get = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers });
    const lastmod = async () => {
      const res = await get('/sitemap.xml');
      expect(res.statusCode).toBe(200);
      return parseSitemap(res.body)[0]?.lastmod ?? null;
    };

    beforeAll(async () => {
      t = await createTestApp(kind, { webDist: WEB_DIST, publicUrl: PUBLIC_URL });
    });
    afterAll(async () => {
      await t?.close();
    });
    beforeEach(async () => truncateAll(t.database));

    it('GET /robots.txt: everything but the console, sign-in and API, and the sitemap', async () => {
      const res = await get('/robots.txt');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(res.headers['x-robots-tag']).toBeUndefined();
      const lines = res.body.split('\n').filter(Boolean);
      expect(lines).toEqual([
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /auth',
        'Disallow: /invite',
        'Disallow: /api',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]);
      const head = await t.app.inject({ method: 'HEAD', url: '/robots.txt' });
      expect(head.statusCode).toBe(200);
    });

    it('GET /sitemap.xml: the landing page and the directory, absolute, dated by the latest content write', async () => {
      const empty = await get('/sitemap.xml');
      expect(empty.statusCode).toBe(200);
      expect(empty.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(empty.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      // Nothing stored yet: the url without a date.
      expect(parseSitemap(empty.body)).toEqual([
        { loc: `${PUBLIC_URL}/`, lastmod: null },
        { loc: `${PUBLIC_URL}/designers`, lastmod: null },
      ]);

      const admin = await signedInClient(t, 'boss', true);
      const saved = await admin.put('/api/admin/content/hero', { content: { title: 'First' } });
      expect(saved.statusCode).toBe(200);
      const first = await lastmod();
      expect(first).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

      await tick();
      expect(
        (await admin.put('/api/admin/content/hero', { content: { title: 'Second' } })).statusCode,
      ).toBe(200);
      const second = await lastmod();
      expect(Date.parse(second!)).toBeGreaterThan(Date.parse(first!));

      // A designer has no updated_at: its edit is dated by the admin write's audit row.
      const designer = await collections.designers.create(t.database.db, {
        name: 'Ana',
        title: 'UX',
      });
      await tick();
      const created = await lastmod();
      expect(Date.parse(created!)).toBe(new Date(designer.createdAt).getTime());
      await tick();
      const edit = await admin.patch(`/api/admin/designers/${designer.id}`, { title: 'UI' });
      expect(edit.statusCode).toBe(200);
      expect(Date.parse((await lastmod())!)).toBeGreaterThan(Date.parse(created!));
    });

    it('GET /sitemap.xml answers 304 to its own ETag', async () => {
      const res = await get('/sitemap.xml');
      const etag = String(res.headers.etag);
      expect(etag).toMatch(/^"[^"]+"$/);
      const again = await get('/sitemap.xml', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    });

    it('marks the console and sign-in noindex, never / or the API', async () => {
      const admin = await signedInClient(t, 'seo-admin', true);
      for (const url of ['/admin', '/admin/designers?page=2', '/auth']) {
        for (const method of ['GET', 'HEAD'] as const) {
          const res = await admin.request({ method, url, headers: { accept: 'text/html' } });
          expect(res.statusCode, `${method} ${url}`).toBe(200);
          expect(res.headers['content-type'], url).toMatch(/^text\/html/);
          expect(res.headers['x-robots-tag'], `${method} ${url}`).toBe('noindex');
          // Nobody signed in: the console's document sends them to /auth, unindexed too.
          const visitor = await t.app.inject({ method, url, headers: { accept: 'text/html' } });
          expect(visitor.headers['x-robots-tag'], `${method} ${url}`).toBe('noindex');
        }
      }
      const console_ = new JSDOM(
        (await admin.request({ method: 'GET', url: '/admin', headers: { accept: 'text/html' } }))
          .body,
      ).window;
      expect(console_.document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
        'noindex',
      );

      const landing = await get('/', { accept: 'text/html' });
      expect(landing.statusCode).toBe(200);
      expect(landing.headers['x-robots-tag']).toBeUndefined();
      for (const url of ['/api/health', '/api/content/hero', '/sitemap.xml', '/missing.webp']) {
        const res = await get(url, { accept: 'text/html,*/*' });
        expect(res.headers['x-robots-tag'], url).toBeUndefined();
      }
    });
  },
);
