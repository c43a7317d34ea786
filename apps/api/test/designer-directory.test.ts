import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { DIRECTORY_PAGE_SIZE } from '@forma/validators';
import { DATABASE_KINDS, truncateAll } from '@forma/db/testing';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServerEntryPath } from '../src/start-app/start-app';
import { variantStep } from '../src/jobs/image-variants';
import {
  createTestApp,
  errorBody,
  signedInClient,
  type Client,
  type TestApp,
  WEB_DIST,
} from './helpers';
import { noiseJpeg, upload } from './upload-helpers';

/**
 * The public designer directory and profiles (issue 19 item 5) as a visitor without JavaScript
 * and a crawler read them: the real web build (apps/web dist and dist-ssr, made by `pnpm build`
 * before the tests run), on both databases.
 */
const PUBLIC_URL = 'https://forma.example';

const parse = (html: string) => new JSDOM(html).window.document;
const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim();
/** The designer names of a directory page, in order. */
const cardNames = (html: string) =>
  Array.from(parse(html).querySelectorAll('ul[aria-label="Designers"] > li h2')).map((h) =>
    text(h),
  );

describe.each(DATABASE_KINDS)('the designer directory on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  const createDesigner = async (fields: Record<string, unknown>) => {
    const res = await admin.post('/api/admin/designers', fields);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; slug: string; name: string };
  };

  beforeAll(async () => {
    if (!existsSync(startServerEntryPath(WEB_DIST)))
      throw new Error(`no web build at ${WEB_DIST}: run pnpm build first`);
    t = await createTestApp(kind, { webDist: WEB_DIST, publicUrl: PUBLIC_URL });
  }, 60_000);
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await truncateAll(t.database);
    admin = await signedInClient(t, 'boss', true);
  });

  it('gives every designer a stable slug from the name, unique, editable and checked', async () => {
    const ada = await createDesigner({ name: 'Ada Quill', title: 'Product designer' });
    expect(ada.slug).toBe('ada-quill');
    const twin = await createDesigner({ name: 'Ada  Quill!', title: 'Brand designer' });
    expect(twin.slug).toBe(`ada-quill-${twin.id}`);
    const accents = await createDesigner({ name: 'Zoë Ångström', title: 'Motion designer' });
    expect(accents.slug).toBe('zoe-angstrom');

    // A rename keeps the address; an admin may choose another one.
    const renamed = await admin.patch(`/api/admin/designers/${ada.id}`, {
      name: 'Ada Q. Lovelace',
    });
    expect(renamed.json()).toMatchObject({ name: 'Ada Q. Lovelace', slug: 'ada-quill' });
    const moved = await admin.patch(`/api/admin/designers/${ada.id}`, { slug: 'Ada-Lovelace' });
    expect(moved.json()).toMatchObject({ slug: 'ada-lovelace' });

    const bad = await admin.patch(`/api/admin/designers/${ada.id}`, { slug: 'ada lovelace!' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(errorBody(bad))).toContain(
      'Use lowercase letters, digits and single hyphens',
    );
    const taken = await admin.patch(`/api/admin/designers/${twin.id}`, { slug: 'ada-lovelace' });
    expect(taken.statusCode).toBe(409);
    expect(errorBody(taken).message).toBe(
      'Another designer already has this slug: choose another one',
    );
  });

  it('lists every designer in pages, featured first, with filters and search in the URL', async () => {
    const total = DIRECTORY_PAGE_SIZE + 6;
    for (let i = 0; i < total; i++)
      await createDesigner({
        name: `Designer ${String(i).padStart(2, '0')}`,
        title: i % 2 ? 'Brand designer' : 'Product designer',
        skills: i % 3 === 0 ? ['Figma', 'Prototyping'] : ['Branding'],
        isAvailable: i % 5 !== 0,
        featured: i === total - 1,
        bio: i === 7 ? 'Shipped a typography system for a newsroom.' : '',
      });

    const first = await get('/designers');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    const names = cardNames(first.body);
    expect(names).toHaveLength(DIRECTORY_PAGE_SIZE);
    expect(names[0]).toBe(`Designer ${total - 1}`); // featured first
    const doc = parse(first.body);
    expect(text(doc.querySelector('[role="status"]'))).toBe(
      `1–${DIRECTORY_PAGE_SIZE} of ${total} designers`,
    );
    expect(doc.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/designers?page=2');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${PUBLIC_URL}/designers`,
    );
    // The page's own inline scripts (the framework's boot and data) are allowed by hash, none else.
    const policy = String(first.headers['content-security-policy']);
    const inline = Array.from(doc.querySelectorAll('script:not([src])')).filter(
      (script) => script.getAttribute('type') !== 'application/ld+json',
    );
    for (const script of inline)
      expect(policy).toContain(
        `'sha256-${createHash('sha256')
          .update(script.textContent ?? '')
          .digest('base64')}'`,
      );
    expect(/script-src([^;]*)/.exec(policy)?.[1]).not.toContain('unsafe-inline');
    // The card links to the profile.
    const link = doc.querySelector('ul[aria-label="Designers"] > li h2 a');
    expect(link?.getAttribute('href')).toBe(`/designers/designer-${total - 1}`);

    const second = await get('/designers?page=2');
    expect(cardNames(second.body)).toHaveLength(total - DIRECTORY_PAGE_SIZE);
    expect(parse(second.body).querySelector('a[rel="prev"]')?.getAttribute('href')).toBe(
      '/designers',
    );

    const figma = cardNames((await get('/designers?skill=figma')).body);
    expect(figma).toHaveLength(Math.ceil(total / 3));
    const available = cardNames((await get('/designers?skill=Figma&available=1')).body);
    expect(available.every((name) => Number(name!.slice(-2)) % 5 !== 0)).toBe(true);
    expect(available.length).toBeGreaterThan(0);
    expect(available.length).toBeLessThan(figma.length);

    // Full-text search of skills, title, bio and works; a name prefix matches too.
    const searched = await get('/designers?q=typography');
    expect(cardNames(searched.body)).toEqual(['Designer 07']);
    expect(parse(searched.body).querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex',
    );
    expect(cardNames((await get('/designers?q=Designer%2012')).body)).toContain('Designer 12');
    const none = parse((await get('/designers?q=zeppelin')).body);
    expect(text(none.querySelector('[role="status"]'))).toBe('No designers match.');
    expect(none.querySelector('a[href="/designers"]')).not.toBeNull();
  });

  it.each([
    ['/designers?page=abc', 'page must be a whole number from 1 to 1000'],
    ['/designers?page=0', 'page must be a whole number from 1 to 1000'],
    ['/designers?available=yes', 'available must be 1 or left out'],
    [`/designers?q=${'x'.repeat(101)}`, 'Search must be at most 100 characters'],
    ['/designers?skill=a&skill=b', undefined],
  ])('answers %s with 400 and a page that says why', async (url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    const doc = parse(res.body);
    expect(text(doc.querySelector('h1'))).toBe('That search did not work');
    if (message) expect(text(doc.querySelector('main'))).toContain(message);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('renders a profile with its works, share tags and a call that records the designer', async () => {
    const ada = await createDesigner({
      name: 'Ada Quill',
      title: 'Product designer',
      bio: 'Ada designs calm fintech products.\n\nShe led two rebrands.',
      skills: ['Fintech', 'UX Research'],
      portfolioUrl: 'https://ada.example',
      imageUrl: '/assets/designers/amara-okafor.webp',
    });
    const work = await admin.post('/api/admin/designer-works', {
      designerId: ada.id,
      title: 'Neobank onboarding',
      description: 'Account opening in five minutes.',
      mediaUrl: '/assets/works/amara-okafor-1.webp',
      category: 'UX/UI',
    });
    expect(work.statusCode).toBe(201);

    const res = await get('/designers/ada-quill');
    expect(res.statusCode).toBe(200);
    const doc = parse(res.body);
    expect(text(doc.querySelector('h1'))).toBe('Ada Quill');
    expect(text(doc.querySelector('main'))).toContain('She led two rebrands.');
    expect(
      Array.from(doc.querySelectorAll('ul[aria-label="Skills"] li')).map((li) => text(li)),
    ).toEqual(['Fintech', 'UX Research']);
    expect(text(doc.querySelector('#works-title + ul h3'))).toBe('Neobank onboarding');
    const call = Array.from(doc.querySelectorAll('a')).find(
      (a) => text(a) === 'Work with Ada Quill',
    );
    expect(call?.getAttribute('href')).toBe('/book?designer=ada-quill');
    expect(doc.querySelector('title')?.textContent).toBe('Ada Quill, Product designer · Forma');
    expect(doc.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      `${PUBLIC_URL}/assets/designers/amara-okafor.webp`,
    );
    const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(ld.mainEntity).toMatchObject({
      '@type': 'Person',
      name: 'Ada Quill',
      jobTitle: 'Product designer',
      sameAs: ['https://ada.example'],
    });

    // A save through the console is on the next visit.
    await admin.patch(`/api/admin/designers/${ada.id}`, { title: 'Principal designer' });
    expect(text(parse((await get('/designers/ada-quill')).body).querySelector('h1 + p'))).toBe(
      'Principal designer',
    );

    // The same profile for API clients.
    const api = await t.app.inject({ method: 'GET', url: '/api/designer-profiles/ada-quill' });
    expect(api.statusCode).toBe(200);
    expect(api.json()).toMatchObject({
      name: 'Ada Quill',
      slug: 'ada-quill',
      works: [{ title: 'Neobank onboarding' }],
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/designer-profiles/nobody' })).statusCode,
    ).toBe(404);
  });

  it.each(['/designers/nobody-here', '/designers/Bad%20Slug', `/designers/${'a'.repeat(61)}`])(
    'answers %s with a 404 page',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(text(parse(res.body).querySelector('h1'))).toBe('Designer not found');
    },
  );

  it('records on the lead which profile an inquiry came from', async () => {
    const ada = await createDesigner({ name: 'Ada Quill', title: 'Product designer' });
    const inquiry = {
      name: 'Jo Doe',
      email: 'jo@example.com',
      company: 'Acme',
      inquiryType: 'designer',
      message: 'We need Ada for a quarter.',
    };
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...inquiry, designer: 'ada-quill' },
    });
    expect(sent.statusCode).toBe(201);
    const lead = await admin.get(`/api/admin/leads/${sent.json().id}`);
    expect(lead.json().sourceDesigner).toEqual({
      id: ada.id,
      name: 'Ada Quill',
      slug: 'ada-quill',
    });

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...inquiry, designer: 'nobody' },
    });
    expect(unknown.statusCode).toBe(201);
    expect((await admin.get(`/api/admin/leads/${unknown.json().id}`)).json().sourceDesigner).toBe(
      null,
    );

    // The designer leaves: the lead stays, without the link.
    expect((await admin.delete(`/api/admin/designers/${ada.id}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/admin/leads/${sent.json().id}`)).json().sourceDesigner).toBe(
      null,
    );
  });

  it('shows an uploaded portrait at the right size once its variants are made', async () => {
    const photo = await noiseJpeg(1500, 1875);
    const uploaded = await upload(t, admin, { bytes: photo, filename: 'portrait.jpg' });
    expect(uploaded.statusCode).toBe(201);
    const url = String(uploaded.json().url);
    await createDesigner({ name: 'Ada Quill', title: 'Product designer', imageUrl: url });
    const portraitOf = async (path: string) => {
      const doc = parse((await get(path)).body);
      return doc.querySelector(`img[alt="Portrait of Ada Quill"]`) as HTMLImageElement | null;
    };
    // Before the job ran: the upload as it is.
    for (const path of ['/designers', '/designers/ada-quill', '/'])
      expect((await portraitOf(path))?.getAttribute('src'), path).toBe(url);

    const log = { info: () => {}, warn: () => {}, error: () => {} };
    expect(await variantStep({ db: t.database.db, storage: t.app.storage, log })).toMatchObject({
      outcome: 'made',
    });
    for (const path of ['/designers', '/designers/ada-quill', '/']) {
      const img = (await portraitOf(path))!;
      const picture = img.parentElement!;
      expect(picture.tagName, path).toBe('PICTURE');
      const sources = Array.from(picture.querySelectorAll('source'));
      expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
      const widths = sources[0]!
        .getAttribute('srcset')!
        .split(', ')
        .map((c) => c.split(' ')[1]);
      expect(widths).toEqual(['160w', '320w', '640w', '960w', '1280w']);
      expect(sources[0]!.getAttribute('sizes')).toBeTruthy();
      expect(img.getAttribute('src')).toMatch(/^\/uploads\/[a-f0-9]{64}-640w\.webp$/);
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1500', '1875']);
      expect(img.getAttribute('style')).toContain('object-position:50% 50%');
      expect(img.getAttribute('style')).toContain('data:image/webp;base64,');
    }
    // Lazy below the fold; the directory's first cards and the profile's portrait load at once.
    expect((await portraitOf('/'))!.getAttribute('loading')).toBe('lazy');
    expect((await portraitOf('/designers/ada-quill'))!.getAttribute('loading')).toBe('eager');
  });

  it("draws the landing page's uploaded images as <picture>, in hydrated and static sections", async () => {
    const urlOf = async (bytes: Buffer, filename: string) => {
      const res = await upload(t, admin, { bytes, filename });
      expect(res.statusCode).toBe(201);
      return String(res.json().url);
    };
    const portrait = await urlOf(await noiseJpeg(700, 875), 'portrait.jpg');
    const face = await urlOf(await noiseJpeg(600, 600), 'face.jpg');
    await createDesigner({ name: 'Ada Quill', title: 'Product designer', imageUrl: portrait });
    const created = await admin.post('/api/admin/testimonials', {
      name: 'Rita Vance',
      role: 'CEO',
      company: 'Northwind',
      quote: 'They found our designer in a week.',
      rating: 5,
      imageUrl: face,
    });
    expect(created.statusCode).toBe(201);
    await admin.patch(
      `/api/admin/media/${(await admin.get('/api/admin/media')).json().items[0].id}`,
      {
        alt: 'Rita Vance smiling',
      },
    );
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    while (await variantStep({ db: t.database.db, storage: t.app.storage, log }));

    const doc = parse((await get('/')).body);
    // The testimonials section (hydrated in the browser): its photo in a picture, with the
    // library's alt text.
    const photoImg = doc.querySelector('img[alt="Rita Vance smiling"]')!;
    expect(photoImg.parentElement!.tagName).toBe('PICTURE');
    expect(photoImg.closest('[data-island]')).not.toBeNull();
    expect(photoImg.parentElement!.querySelector('source')!.getAttribute('srcset')).toContain(
      `${face.slice(0, -'.jpg'.length)}-320w.avif 320w`,
    );
    expect(doc.querySelector('img[alt="Portrait of Ada Quill"]')!.parentElement!.tagName).toBe(
      'PICTURE',
    );
  });

  it("refuses a call of the pages' server functions from another site, like the API does", async () => {
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/_serverFn/any-function',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(crossSite.statusCode).toBe(403);
    expect(errorBody(crossSite).message).toMatch(/another site|cross-site/i);
  });

  it('lists the directory and every profile in the sitemap', async () => {
    await createDesigner({ name: 'Ada Quill', title: 'Product designer' });
    await createDesigner({ name: 'Bo Lind', title: 'Brand designer', featured: true });
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const xml = new JSDOM(res.body, { contentType: 'application/xml' }).window.document;
    expect(Array.from(xml.querySelectorAll('loc')).map((loc) => loc.textContent)).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/designers`,
      `${PUBLIC_URL}/designers/bo-lind`,
      `${PUBLIC_URL}/designers/ada-quill`,
    ]);
  });
});
