import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { openDatabase, saveContent, type DatabaseHandle } from '@forma/db';
import { DATABASE_KINDS, truncateAll } from '@forma/db/testing';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { withoutLoadTimes } from '../src/start-app/page-cache';
import { startServerEntryPath } from '../src/start-app/start-app';
import {
  createTestApp,
  signedInClient,
  TEST_SECRET,
  LANDING_SECTION_IDS,
  type Client,
  type TestApp,
  until,
  WEB_DIST,
} from './helpers';

/**
 * The landing document (issue 18 item 1) as a crawler reads it: the real web build
 * (apps/web/dist and its server build dist-ssr, made by `pnpm build` before the tests run).
 */

/** The instances' version-check window without a live change feed (landing/cache.ts), ms. */
const THROTTLE_MS = 1000;

/** The document `html` parsed, scripts off (what a crawler that runs none sees). */
const parse = (html: string) => new JSDOM(html).window.document;
/** The text of the first element matching `selector`, whitespace collapsed. */
const textOf = (html: string, selector: string) =>
  parse(html).querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim();

/** A distinctive stored text for each content block, and where the page shows it. */
const STORED_TEXTS = {
  hero: { title: 'Stored hero title' },
  credibilityBar: { heading: 'Stored credibility heading' },
  platformModel: { title: 'Stored model title' },
  about: { title: 'Stored about title' },
  howItWorks: { title: 'Stored process title' },
  vcs: { title: 'Stored partners title' },
  advantage: { title: 'Stored gallery title' },
  projects: { title: 'Stored projects title' },
  aiDesignTools: { title: 'Stored AI title' },
  whyUs: { testimonialsTitle: 'Stored reviews title', contactHeadline: 'Stored contact headline' },
} as const;

/** The section ids of SPEC 2, in page order. */

describe.each(DATABASE_KINDS)('the server-rendered landing document on %s', (kind) => {
  let t: TestApp;
  /** A second instance on the same database (its own pool on Postgres). */
  let other: FastifyInstance;
  let otherDatabase: DatabaseHandle | null = null;
  let admin: Client;
  const getLanding = (app: FastifyInstance, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', ...headers } });

  beforeAll(async () => {
    if (!existsSync(startServerEntryPath(WEB_DIST)))
      throw new Error(`no web build at ${WEB_DIST}: run pnpm build first`);
    t = await createTestApp(kind, { webDist: WEB_DIST, publicUrl: 'https://forma.example' });
    if (kind === 'postgres') {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${t.database.connection!.database}`;
      otherDatabase = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    }
    other = await buildApp({
      database: otherDatabase ?? t.database,
      sessionSecret: TEST_SECRET,
      webDist: WEB_DIST,
      publicUrl: 'https://forma.example',
    });
  }, 60_000);
  afterAll(async () => {
    await other?.close();
    await otherDatabase?.close();
    await t?.close();
  });
  beforeEach(async () => {
    await truncateAll(t.database);
    admin = await signedInClient(t, 'boss', true);
  });

  it('holds every section with its stored texts, designers, testimonials, contact form and footer', async () => {
    for (const [section, content] of Object.entries(STORED_TEXTS))
      expect((await admin.put(`/api/admin/content/${section}`, { content })).statusCode).toBe(200);
    const designer = await admin.post('/api/admin/designers', {
      name: 'Ada Quill',
      title: 'Product designer',
      skills: ['UX'],
    });
    expect(designer.statusCode).toBe(201);
    const testimonial = await admin.post('/api/admin/testimonials', {
      name: 'Rita Vance',
      role: 'CEO',
      company: 'Northwind',
      quote: 'They found our designer in a week.',
      rating: 5,
    });
    expect(testimonial.statusCode).toBe(201);
    await admin.post('/api/admin/clients', { name: 'Acme Ventures' });

    const res = await getLanding(t.app);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toMatch(/^public, .*s-maxage=/);
    const html = res.body;
    const doc = parse(html);
    expect(doc.documentElement.lang).toBe('en');
    const text = doc.body.textContent!.replace(/\s+/g, ' ');
    for (const content of Object.values(STORED_TEXTS))
      for (const value of Object.values(content)) expect(text).toContain(value);
    expect(text).toContain('Ada Quill');
    expect(text).toContain('They found our designer in a week.');
    expect(text).toContain('Rita Vance');
    expect(text).toContain('Acme Ventures');
    // Every section, in SPEC 2 order.
    const positions = LANDING_SECTION_IDS.map((id) => {
      const at = html.indexOf(`id="${id}"`);
      expect(at, id).toBeGreaterThan(-1);
      return at;
    });
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // The contact form with its fields, and the footer with the current year.
    const form = doc.querySelector('#contact form')!;
    expect(form).not.toBeNull();
    for (const name of ['name', 'email', 'company', 'message'])
      expect(form.querySelector(`[name="${name}"]`), name).not.toBeNull();
    expect(textOf(html, 'footer')).toContain(String(new Date().getFullYear()));
    // Nobody signed in, and the page's data (what Start sends for hydration) as the public
    // REST API answers it.
    const scripts = Array.from(doc.querySelectorAll('script:not([src])'), (e) => e.textContent);
    expect(scripts.join('\n')).toContain('They found our designer in a week.');
    expect(html).not.toContain('"boss"');
    // The site's stylesheet, no admin classes.
    expect(html).toMatch(/<link rel="stylesheet" href="\/_start\/site-[\w-]+\.css"/);
    expect(html).not.toContain('data-save-bar');
    // Painted before any code is asked for (issue 38, speed): no module preloads.
    expect(html).not.toContain('rel="modulepreload"');
  });

  it('shows as many designers as the setting says, featured first (8 by default)', async () => {
    for (let i = 0; i < 10; i++)
      await admin.post('/api/admin/designers', {
        name: `Quill Designer ${String(i).padStart(2, '0')}`,
        title: 'Product designer',
        orderIndex: i,
        featured: i === 9,
      });
    const shown = async () => {
      const text = parse((await getLanding(t.app)).body).body.textContent!;
      return [...text.matchAll(/Quill Designer (\d\d)/g)].map((m) => m[1]);
    };
    expect(new Set(await shown())).toEqual(
      new Set(['09', '00', '01', '02', '03', '04', '05', '06']),
    );
    expect((await admin.put('/api/settings/landingDesignerCount', { value: '4' })).statusCode).toBe(
      200,
    );
    expect(new Set(await shown())).toEqual(new Set(['09', '00', '01', '02']));
    const refused = await admin.put('/api/settings/landingDesignerCount', { value: '5' });
    expect(refused.statusCode).toBe(400);
  });

  it('rotates through as many testimonials as the setting says, featured first (12 by default)', async () => {
    for (let i = 0; i < 14; i++)
      await admin.post('/api/admin/testimonials', {
        name: `Quoted Client ${String(i).padStart(2, '0')}`,
        role: 'CEO',
        company: 'Northwind',
        quote: 'They found our designer in a week.',
        rating: 5,
        featured: i === 13,
      });
    const shown = async () => {
      const html = (await getLanding(t.app)).body;
      return new Set([...html.matchAll(/Quoted Client (\d\d)/g)].map((m) => m[1]));
    };
    const byDefault = await shown();
    expect(byDefault.size).toBe(12);
    expect(byDefault.has('13')).toBe(true);
    expect(
      (await admin.put('/api/settings/landingTestimonialCount', { value: '4' })).statusCode,
    ).toBe(200);
    expect((await shown()).size).toBe(4);
    expect((await shown()).has('13')).toBe(true);
  });

  it('renders the stored hero title sanitized, with the break before "By the"', async () => {
    await admin.put('/api/admin/content/hero', {
      content: { title: 'Stored <em>title</em><script>alert(1)</script> By the best' },
    });
    const html = (await getLanding(t.app)).body;
    expect(textOf(html, '#hero-title')).toBe('Stored title By the best');
    expect(parse(html).querySelector('#hero-title')!.innerHTML).toBe(
      'Stored <em>title</em> <br>By the best',
    );
    expect(html).not.toContain('alert(1)');
  });

  it('shows the stored contact details in the panel and their profiles in the JSON-LD', async () => {
    const details = {
      phone: '+44 20 7946 0958',
      email: 'studio@forma.example',
      officeAddress: '10 Canal Street\nLondon N1 9AB',
      officeMapUrl: '',
      xUrl: 'https://x.com/forma_studio',
      linkedinUrl: 'https://www.linkedin.com/company/forma-studio',
    };
    const saved = await admin.put('/api/admin/content/contactDetails', { content: details });
    expect(saved.statusCode).toBe(200);
    const html = (await getLanding(t.app)).body;
    const contact = parse(html).querySelector('#contact')!;
    expect(contact.querySelector('a[href="tel:+442079460958"]')?.textContent).toBe(
      '+44 20 7946 0958',
    );
    expect(contact.querySelector('a[href="mailto:studio@forma.example"]')).not.toBeNull();
    const office = contact.querySelector('a[href^="https://maps.google.com/?q="]')!;
    expect(office.getAttribute('href')).toBe(
      `https://maps.google.com/?q=${encodeURIComponent('10 Canal Street, London N1 9AB')}`,
    );
    expect(office.textContent).toBe('10 Canal StreetLondon N1 9AB');
    expect(contact.querySelector('a[aria-label="Forma on X"]')?.getAttribute('href')).toBe(
      details.xUrl,
    );
    // A field left empty keeps its built-in value (YouTube here).
    const jsonLd = JSON.parse(
      parse(html).querySelector('script[type="application/ld+json"]')!.textContent!,
    ) as { '@graph': { '@type': string; sameAs?: string[] }[] };
    expect(jsonLd['@graph'].find((n) => n['@type'] === 'Organization')?.sameAs).toEqual([
      details.xUrl,
      details.linkedinUrl,
      'https://www.instagram.com',
      'https://www.youtube.com',
    ]);
    // Bad input is refused with the field named, and nothing is stored.
    const bad = await admin.put('/api/admin/content/contactDetails', {
      content: { ...details, email: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Email must be an e-mail address');
  });

  it('shows a save through one instance in the next GET / of another within 2 s', async () => {
    await admin.put('/api/admin/content/about', { content: { title: 'Before the save' } });
    await until(
      () => getLanding(other),
      (r) => textOf(r.body, '#about-title') === 'Before the save',
      3 * THROTTLE_MS,
    );
    await admin.put('/api/admin/content/about', { content: { title: 'Saved on instance A' } });
    const { value, elapsed } = await until(
      () => getLanding(other),
      (r) => textOf(r.body, '#about-title') === 'Saved on instance A',
      3 * THROTTLE_MS,
    );
    expect(textOf(value.body, '#about-title')).toBe('Saved on instance A');
    expect(elapsed).toBeLessThan(2000);
    // A new testimonial (another table) shows the same way.
    await admin.post('/api/admin/testimonials', { name: 'Late Reviewer', quote: 'Late quote.' });
    const late = await until(
      () => getLanding(other),
      (r) => r.body.includes('Late quote.'),
      3 * THROTTLE_MS,
    );
    expect(late.elapsed).toBeLessThan(2000);
    // A write straight into the database (a restore by another process) too.
    await saveContent(t.database.db, 'about', { title: 'Restored elsewhere' }, null);
    const restored = await until(
      () => getLanding(t.app),
      (r) => textOf(r.body, '#about-title') === 'Restored elsewhere',
      3 * THROTTLE_MS,
    );
    expect(restored.elapsed).toBeLessThan(2000);
  });

  it('sends br and gzip variants of the same document, with a per-version ETag', async () => {
    await admin.put('/api/admin/content/about', { content: { title: 'Compressed title' } });
    const plain = await getLanding(t.app);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const br = await getLanding(t.app, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    // A render after the cache's window differs only in Start's match load times.
    expect(withoutLoadTimes(brotliDecompressSync(br.rawPayload).toString())).toBe(
      withoutLoadTimes(plain.body),
    );
    const gz = await getLanding(t.app, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(withoutLoadTimes(gunzipSync(gz.rawPayload).toString())).toBe(
      withoutLoadTimes(plain.body),
    );
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);

    const etag = String(plain.headers.etag);
    expect(br.headers.etag).toBe(etag);
    const notModified = await getLanding(t.app, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    // The same content on another instance has the same ETag.
    const elsewhere = await until(
      () => getLanding(other),
      (r) => textOf(r.body, '#about-title') === 'Compressed title',
      3 * THROTTLE_MS,
    );
    expect(elsewhere.value.headers.etag).toBe(etag);
    await admin.put('/api/admin/content/about', { content: { title: 'Another title' } });
    const changed = await getLanding(t.app, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('sends every device the same page: both layouts, each shown by CSS, Vary: Accept-Encoding only', async () => {
    await admin.put('/api/admin/content/projects', { content: { title: 'Device projects title' } });
    await admin.put('/api/admin/content/whyUs', {
      content: { testimonialsTitle: 'Device reviews title' },
    });
    await admin.post('/api/admin/testimonials', {
      name: 'Rita Vance',
      role: 'CEO',
      company: 'Northwind',
      quote: 'They found our designer in a week.',
      rating: 5,
    });
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const phone = await getLanding(t.app, { 'sec-ch-ua-mobile': '?1', 'user-agent': iphone });
    const computer = await getLanding(t.app, { 'sec-ch-ua-mobile': '?0' });
    // Another instance's change notice may have re-rendered the page in between: only the time
    // the route was loaded may differ.
    expect(withoutLoadTimes(phone.body)).toBe(withoutLoadTimes(computer.body));
    expect(phone.headers.etag).toBe(computer.headers.etag);
    for (const res of [phone, computer]) expect(res.headers.vary).toBe('accept-encoding');

    const doc = parse(phone.body);
    const text = (id: string) => doc.getElementById(id)?.textContent?.replace(/\s+/g, ' ') ?? '';
    for (const id of ['projects', 'projects-mobile'])
      expect(text(id), id).toContain('Device projects title');
    for (const id of ['testimonials', 'testimonials-mobile']) {
      expect(text(id), id).toContain('Device reviews title');
      expect(text(id), id).toContain('They found our designer in a week.');
    }
    // CSS shows one of each pair.
    expect(doc.getElementById('projects')!.className).toContain('hidden md:block');
    expect(doc.getElementById('projects-mobile')!.className).toContain('md:hidden');
  });

  it('gives a signed-in visitor the page every visitor gets; the header asks who is signed in', async () => {
    const anonymous = await getLanding(t.app);
    const res = await admin.request({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(anonymous.headers['cache-control']);
    expect(res.headers['cache-control']).toMatch(/^public/);
    expect(res.headers.etag).toBe(anonymous.headers.etag);
    expect(res.body).toBe(anonymous.body);
    expect(res.body).not.toContain('boss');
    // The header's question: the user, or null (200) for a visitor.
    const me = await admin.get('/api/session/user');
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('private, no-store');
    expect(me.json()).toMatchObject({ username: 'boss', isAdmin: true });
    expect(me.json()).not.toHaveProperty('password');
    const nobody = await t.app.inject({ method: 'GET', url: '/api/session/user' });
    expect(nobody.statusCode).toBe(200);
    expect(nobody.json()).toBeNull();
  });

  it('checks who opens the console with its document, which names the screen’s code; shows the built texts when nothing is stored', async () => {
    // Issue 44 item 2: a visitor is sent to /auth by the document itself.
    const visitor = await t.app.inject({
      method: 'GET',
      url: '/admin/designers',
      headers: { accept: 'text/html' },
    });
    expect(visitor.statusCode).toBe(307);
    expect(visitor.headers.location).toBe('/auth');
    expect(visitor.headers['cache-control']).toBe('private, no-store');
    // An admin gets the console, rendered in the browser, with the screen's code preloaded.
    const deep = await admin.request({
      method: 'GET',
      url: '/admin/designers',
      headers: { accept: 'text/html' },
    });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['cache-control']).toBe('private, no-store');
    expect(deep.body).toContain('Checking admin authorization...');
    expect(deep.body).not.toContain('id="hero-title"');
    expect(deep.body).toMatch(/<link rel="modulepreload" href="\/_start\/designers-[\w-]+\.js"/);
    // ...and the hydration code the client entry imports, with everything it imports, so no
    // module waits for another to arrive first (one wave).
    const preloads = new Set(
      [...deep.body.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!),
    );
    const hydration = [...preloads].find((href) => /\/_start\/hydrate-document-/.test(href));
    expect(hydration).toBeDefined();
    const imported = [
      ...readFileSync(join(WEB_DIST, 'client', hydration!), 'utf8').matchAll(
        /(?:from|import)\s*"\.\/([^"]+\.js)"/g,
      ),
    ].map((m) => `/_start/${m[1]}`);
    expect(imported.length).toBeGreaterThan(5);
    expect(imported.filter((href) => !preloads.has(href))).toEqual([]);
    expect(deep.body).toContain('boss');
    const fresh = await getLanding(t.app);
    expect(textOf(fresh.body, '#hero-title')).toBe('Connect with elite design talent');
    expect(textOf(fresh.body, '#designers')).toContain('Our designer gallery is being curated.');
  });
});

describe('the landing document without a database', () => {
  it('serves the last page, or the built texts (503, kept by no cache), never an error page', async () => {
    const t = await createTestApp('pglite', { webDist: WEB_DIST });
    try {
      await saveContent(t.database.db, 'about', { title: 'Stored before the outage' }, null);
      const { value: before } = await until(
        () => getLanding(t.app),
        (r) => textOf(r.body, '#about-title') === 'Stored before the outage',
        3 * THROTTLE_MS,
      );
      expect(textOf(before.body, '#about-title')).toBe('Stored before the outage');
      await t.database.close();
      await new Promise((r) => setTimeout(r, THROTTLE_MS + 50));
      const during = await getLanding(t.app);
      expect(during.statusCode).toBe(200);
      expect(during.body).toBe(before.body);

      // An instance that never reached the database sends the built texts.
      const cold = await buildApp({
        database: t.database,
        sessionSecret: TEST_SECRET,
        webDist: WEB_DIST,
      });
      const built = await getLanding(cold);
      expect(built.statusCode).toBe(503);
      expect(built.headers['cache-control']).toBe('no-cache');
      expect(textOf(built.body, '#hero-title')).toBe('Connect with elite design talent');
      expect(textOf(built.body, '#about-title')).not.toBe('Stored before the outage');
      await cold.close();
    } finally {
      await t.app.close();
    }
  }, 60_000);

  function getLanding(app: FastifyInstance) {
    return app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
  }
});
