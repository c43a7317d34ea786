import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  designerDirectory,
  designerProfile,
  directorySkills,
  type DB,
  type PublicDesigner,
  type PublicDesignerWork,
  type PublicChanges,
} from '@forma/db';
import {
  DIRECTORY_PAGE_SIZE,
  directoryHref,
  directoryQuery,
  profileHref,
  SLUG_PATTERN,
  SLUG_MAX,
  type DirectoryDesigner,
  type DirectoryWork,
} from '@forma/validators';
import { CONTACT_FORM_PATH } from '@forma/validators/contact';
import { PRODUCT_NAME } from '@forma/validators/values';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LandingDocument } from '../landing/cache';
import { createCriticalCss } from '../landing/critical-css';
import type { LandingServerModule, SitePageInput } from '../landing/ssr-module';
import { pickEncoding } from '../http-encoding';
import { matchesEtag } from '../rest/public-read';
import { registerContactForm } from './contact-form';
import { mediaFor } from './media';
import { createPageCache } from './page-cache';
import { excerpt, renderPageHead, type PageHeadInput } from './page-head';

/** The template of these pages in the web build (apps/web site.html) and its slots. */
export const SITE_TEMPLATE = 'site.html';
const SLOTS = { head: '<!--site-head-->', body: '<!--site-body-->' } as const;

/** Thrown by a page's render when there is nothing at its address (nothing is kept). */
class PageNotFound extends Error {
  override name = 'PageNotFound';
}

/** Options of {@link registerDirectoryPages}. */
export interface DirectoryPagesOptions {
  db: DB;
  webDist: string;
  ssr: LandingServerModule;
  /** The site's public address without a trailing slash (PUBLIC_URL). */
  publicUrl: string;
  changes: PublicChanges | undefined;
  /** The current year (footer); default the clock's. */
  year?: () => number;
}

const toDesigner = (d: PublicDesigner): DirectoryDesigner => ({
  id: d.id,
  name: d.name,
  title: d.title,
  slug: d.slug,
  bio: d.bio,
  imageUrl: d.imageUrl,
  portfolioUrl: d.portfolioUrl,
  skills: d.skills,
  availability: d.availability,
  isAvailable: d.isAvailable,
  featured: d.featured,
});

const toWork = (w: PublicDesignerWork): DirectoryWork => ({
  id: w.id,
  title: w.title,
  description: w.description,
  mediaUrl: w.mediaUrl,
  category: w.category,
  isVideo: w.isVideo,
  orientation: w.orientation === 'portrait' ? 'portrait' : 'landscape',
  projectUrl: w.projectUrl,
});

/**
 * The public designer directory and profiles (issue 19 item 5), server-rendered with the web
 * app's server build (`renderSitePage`) into apps/web site.html, its inline CSS reduced to the
 * rules the page uses, no script:
 * - `GET /designers?q&skill&available&page`: the query validated by `directoryQuery` (400 page
 *   with the message otherwise), DIRECTORY_PAGE_SIZE designers per page;
 * - `GET /designers/{slug}`: the profile, 404 page for an unknown or malformed slug.
 * Pages are kept per normalised address until the content changes (page-cache.ts), sent in the
 * encoding the client accepts with a weak ETag (304 when it matches), `Vary: Accept-Encoding`
 * and the app's public Cache-Control (a CDN may keep them; error pages `no-cache`). A search
 * (`q`) and the error pages are `noindex`. Registered only when the build has the template and
 * the server build exports the renderer. Kept pages go only when the change feed reports a
 * change of public data (never because of a request's method or status).
 * The contact form's no-JavaScript route answers with the same message pages (contact-form.ts).
 */
export function registerDirectoryPages(app: FastifyInstance, options: DirectoryPagesOptions): void {
  const templatePath = join(options.webDist, SITE_TEMPLATE);
  const renderSitePage = options.ssr.renderSitePage;
  if (!existsSync(templatePath) || typeof renderSitePage !== 'function') {
    app.log.warn('designer directory: the web build has no site template or renderer');
    return;
  }
  const template = readFileSync(templatePath, 'utf8');
  const criticalCss = createCriticalCss();
  const cache = createPageCache({ changes: options.changes });
  const year = options.year ?? (() => new Date().getFullYear());
  const { db, publicUrl } = options;
  app.addHook('onClose', (_instance, done) => {
    cache.close();
    done();
  });

  const page = async (head: PageHeadInput, body: SitePageInput) =>
    criticalCss(
      template
        .replace(SLOTS.head, () => renderPageHead(head))
        .replace(SLOTS.body, () => renderSitePage(body)),
    );

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    doc: LandingDocument,
  ) {
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply
      .code(status)
      // The same page for everyone: a CDN may keep a found page; an error page is asked again.
      .header('cache-control', status === 200 ? request.server.publicCacheControl : 'no-cache')
      .header('vary', 'accept-encoding')
      .header('etag', doc.etag)
      .type('text/html; charset=utf-8');
    if (status === 200 && matchesEtag(request.headers['if-none-match'], doc.etag))
      return reply.code(304).send();
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(doc[encoding]);
  }

  const message = (path: string, title: string, text: string) =>
    cache.get(`message:${title}\n${text}`, () =>
      page(
        { publicUrl, path, title: `${title} · ${PRODUCT_NAME}`, description: text, noindex: true },
        { kind: 'message', year: year(), title, text },
      ),
    );

  app.get('/designers', async (request, reply) => {
    const parsed = directoryQuery.safeParse(request.query ?? {});
    if (!parsed.success) {
      const text = parsed.error.issues[0]?.message ?? 'The search could not be read';
      return send(
        request,
        reply,
        400,
        await message('/designers', 'That search did not work', text),
      );
    }
    const query = parsed.data;
    const path = directoryHref(query, query.page);
    const doc = await cache.get(path, async () => {
      const [result, skills] = await Promise.all([
        designerDirectory(db, {
          q: query.q,
          skill: query.skill,
          available: query.available,
          limit: DIRECTORY_PAGE_SIZE,
          offset: (query.page - 1) * DIRECTORY_PAGE_SIZE,
        }),
        directorySkills(db),
      ]);
      const designers = result.items.map(toDesigner);
      const pageCount = Math.max(1, Math.ceil(result.total / DIRECTORY_PAGE_SIZE));
      const focus = [query.skill, query.available ? 'available now' : ''].filter(Boolean);
      const title = `${focus.length ? `Designers: ${focus.join(', ')}` : 'Designers'}${
        query.page > 1 ? `, page ${query.page}` : ''
      } · ${PRODUCT_NAME}`;
      return page(
        {
          publicUrl,
          path,
          title,
          description: `Browse ${result.total} vetted ${query.skill ? `${query.skill} ` : ''}designers for startups and VC-backed companies: skills, availability and selected work.`,
          image: designers[0]?.imageUrl
            ? { url: designers[0].imageUrl, alt: `Portrait of ${designers[0].name}` }
            : undefined,
          noindex: Boolean(query.q) || designers.length === 0,
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'CollectionPage',
            name: 'Designers',
            url: `${publicUrl}${path}`,
            mainEntity: {
              '@type': 'ItemList',
              numberOfItems: result.total,
              itemListElement: designers.map((d, i) => ({
                '@type': 'ListItem',
                position: (query.page - 1) * DIRECTORY_PAGE_SIZE + i + 1,
                url: `${publicUrl}${profileHref(d.slug)}`,
                name: d.name,
              })),
            },
          },
        },
        {
          kind: 'directory',
          year: year(),
          media: await mediaFor(
            db,
            designers.map((d) => d.imageUrl),
          ),
          view: { designers, total: result.total, query, pageCount, skills },
        },
      );
    });
    return send(request, reply, 200, doc);
  });

  app.get<{ Params: { slug: string } }>('/designers/:slug', async (request, reply) => {
    const slug = request.params.slug;
    const notFound = () =>
      message(
        profileHref(slug),
        'Designer not found',
        'There is no designer at this address. They may have left the network, or the link has a typo.',
      ).then((doc) => send(request, reply, 404, doc));
    if (slug.length > SLUG_MAX || !SLUG_PATTERN.test(slug)) return notFound();
    const path = profileHref(slug);
    let doc: LandingDocument;
    try {
      doc = await cache.get(path, async () => {
        const profile = await designerProfile(db, slug);
        if (!profile) throw new PageNotFound();
        const designer = toDesigner(profile.designer);
        const sameAs = /^https?:\/\//i.test(designer.portfolioUrl) ? [designer.portfolioUrl] : [];
        return page(
          {
            publicUrl,
            path,
            type: 'profile',
            title: `${designer.name}, ${designer.title} · ${PRODUCT_NAME}`,
            description: excerpt(
              designer.bio ||
                `${designer.name} is a ${designer.title} in the ${PRODUCT_NAME} network${
                  designer.skills.length ? `: ${designer.skills.join(', ')}` : ''
                }.`,
            ),
            image: designer.imageUrl
              ? { url: designer.imageUrl, alt: `Portrait of ${designer.name}` }
              : undefined,
            jsonLd: {
              '@context': 'https://schema.org',
              '@type': 'ProfilePage',
              url: `${publicUrl}${path}`,
              mainEntity: {
                '@type': 'Person',
                name: designer.name,
                jobTitle: designer.title,
                description: excerpt(designer.bio, 300),
                ...(designer.imageUrl ? { image: absolute(publicUrl, designer.imageUrl) } : {}),
                knowsAbout: designer.skills,
                sameAs,
              },
            },
          },
          {
            kind: 'profile',
            year: year(),
            media: await mediaFor(db, [
              designer.imageUrl,
              ...profile.works.filter((w) => !w.isVideo).map((w) => w.mediaUrl),
            ]),
            view: { designer, works: profile.works.map(toWork) },
          },
        );
      });
    } catch (err) {
      if (err instanceof PageNotFound) return notFound();
      throw err;
    }
    return send(request, reply, 200, doc);
  });

  // The landing page's contact form without JavaScript: its answers are message pages.
  registerContactForm(app, {
    page: ({ title, text, link }) =>
      cache.get(`contact:${title}\n${text}`, () =>
        page(
          {
            publicUrl,
            path: CONTACT_FORM_PATH,
            title: `${title} · ${PRODUCT_NAME}`,
            description: text,
            noindex: true,
          },
          { kind: 'message', year: year(), title, text, link },
        ),
      ),
    send,
  });
}

/** `url` as an absolute address of the site at `publicUrl` (absolute ones stay as they are). */
const absolute = (publicUrl: string, url: string) =>
  /^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
