import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { hashPreviewToken } from '@forma/api';
import {
  addReleaseItem,
  collections,
  createPreviewLink,
  createRelease,
  findPreviewLink,
  publishRelease,
  revokePreviewLink,
  saveContent,
  saveContentDraft,
  putSetting,
  saveSettingDraft,
} from '@forma/db';
import { DATABASE_KINDS, truncateAll } from '@forma/db/testing';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServerEntryPath } from '../src/start-app/start-app';
import { createTestApp, type TestApp, WEB_DIST } from './helpers';

/**
 * The shareable preview link (issue 20 item 2): `/preview/{token}` shows the site with every
 * draft to anyone with the link, never cached or indexed; `/` never shows a draft; an expired,
 * revoked or unknown link says so. Uses the real web build, as landing-document.test.ts does.
 */
const HOUR = 3_600_000;

const heroTitle = (html: string) =>
  new JSDOM(html).window.document.querySelector('#hero-title')?.textContent?.trim();

describe.each(DATABASE_KINDS)('the preview link on %s', (kind) => {
  let t: TestApp;
  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  /** A link made in the database, as the console's `previewLinks.create` makes it. */
  async function makeLink(expiresInMs = 24 * HOUR, releaseId: number | null = null) {
    const token = randomBytes(32).toString('base64url');
    const link = await createPreviewLink(t.database.db, {
      tokenHash: hashPreviewToken(token),
      userId: null,
      expiresAt: new Date(Date.now() + expiresInMs),
      releaseId,
    });
    return { token, link, url: `/preview/${token}` };
  }

  beforeAll(async () => {
    if (!existsSync(startServerEntryPath(WEB_DIST)))
      throw new Error(`no web build at ${WEB_DIST}: run pnpm build first`);
    t = await createTestApp(kind, { webDist: WEB_DIST, publicUrl: 'https://forma.example' });
  }, 60_000);
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await truncateAll(t.database);
  });

  it('shows the drafts to anyone with the link, marked, never cached nor indexed; / keeps the published block', async () => {
    await saveContent(t.database.db, 'hero', { title: 'Published title' }, null);
    await saveContentDraft(t.database.db, 'hero', { title: 'Draft title for Monday' }, null);
    await saveContentDraft(t.database.db, 'about', { title: 'Draft about title' }, null);
    const { url, link } = await makeLink();

    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(heroTitle(res.body)).toBe('Draft title for Monday');
    const doc = new JSDOM(res.body).window.document;
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(doc.querySelector('#about')?.textContent).toContain('Draft about title');
    expect(doc.querySelector('aside[aria-label="Preview"]')?.textContent).toMatch(
      /every unpublished draft.*until \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC/,
    );
    // The page hydrates from the drafts too: they are in the data Start sends with it.
    const pageData = Array.from(doc.querySelectorAll('script:not([src])'), (s) => s.textContent);
    expect(pageData.join('\n')).toContain('Draft title for Monday');
    expect(res.body).toContain(link.expiresAt.toISOString());

    const live = await get('/');
    expect(heroTitle(live.body)).toBe('Published title');
    expect(live.body).not.toContain('Draft title for Monday');
    expect(live.body).not.toContain('aria-label="Preview"');
  });

  it('shows the records as their drafts say, and the drafts never published; the public reads show neither', async () => {
    const db = t.database.db;
    const live = await collections.testimonials.create(db, {
      name: 'Live Client',
      quote: 'The published quote stays on the site',
    });
    await collections.drafts.testimonials.saveDraft(
      db,
      live.id,
      { quote: 'A reworded quote waiting as a draft' },
      null,
    );
    await collections.drafts.testimonials.createDraft(
      db,
      { name: 'New Client', quote: 'A brand-new testimonial not yet published' },
      null,
    );
    const designer = await collections.drafts.designers.createDraft(
      db,
      { name: 'Unpublished Designer', title: 'Motion designer' },
      null,
    );
    const { url } = await makeLink();

    const preview = (await get(url)).body;
    expect(preview).toContain('A reworded quote waiting as a draft');
    expect(preview).toContain('A brand-new testimonial not yet published');
    expect(preview).not.toContain('The published quote stays on the site');

    const home = (await get('/')).body;
    expect(home).toContain('The published quote stays on the site');
    for (const body of [
      home,
      (await get('/api/testimonials')).body,
      (await get('/api/designers')).body,
      (await get('/designers')).body,
      (await get('/sitemap.xml')).body,
    ]) {
      expect(body).not.toContain('A reworded quote waiting as a draft');
      expect(body).not.toContain('A brand-new testimonial not yet published');
      expect(body).not.toContain('Unpublished Designer');
      expect(body).not.toContain(designer.slug);
    }
    expect((await get(`/designers/${designer.slug}`)).statusCode).toBe(404);
  });

  it("shows a release's link its own drafts over the published site, never another release's or a loose one (issue 39 item 1)", async () => {
    const db = t.database.db;
    await saveContent(db, 'hero', { title: 'Published title' }, null);
    await saveContentDraft(db, 'hero', { title: 'Hero draft of release A' }, null);
    await saveContentDraft(db, 'about', { title: 'About draft of release B' }, null);
    const inA = await collections.testimonials.create(db, {
      name: 'Release A client',
      quote: 'Published quote of the release A record',
    });
    await collections.drafts.testimonials.saveDraft(
      db,
      inA.id,
      { quote: 'Reworded quote in release A' },
      null,
    );
    const loose = await collections.drafts.testimonials.createDraft(
      db,
      { name: 'Loose client', quote: 'A new testimonial in no release' },
      null,
    );
    const offB = await collections.testimonials.create(db, {
      name: 'Leaving client',
      quote: 'A quote release C takes off the site',
    });
    const a = await createRelease(db, { name: 'Spring launch', userId: null });
    const b = await createRelease(db, { name: 'About rewrite', userId: null });
    const c = await createRelease(db, { name: 'Clean-up', userId: null, action: 'unpublish' });
    await addReleaseItem(db, a.id, { entity: 'content', entityKey: 'hero' });
    await addReleaseItem(db, a.id, { entity: 'testimonials', entityKey: String(inA.id) });
    await addReleaseItem(db, b.id, { entity: 'content', entityKey: 'about' });
    await addReleaseItem(db, c.id, { entity: 'testimonials', entityKey: String(offB.id) });

    const ofA = (await get((await makeLink(24 * HOUR, a.id)).url)).body;
    expect(heroTitle(ofA)).toBe('Hero draft of release A');
    expect(ofA).toContain('Reworded quote in release A');
    expect(ofA).toContain('A quote release C takes off the site');
    for (const elsewhere of [
      'About draft of release B',
      'A new testimonial in no release',
      'Published quote of the release A record',
    ])
      expect(ofA, elsewhere).not.toContain(elsewhere);
    expect(loose.name).toBe('Loose client');
    const barOfA = new JSDOM(ofA).window.document.querySelector('aside[aria-label="Preview"]');
    expect(barOfA?.textContent).toContain(
      'the release “Spring launch” published, and no other draft',
    );

    const ofB = (await get((await makeLink(24 * HOUR, b.id)).url)).body;
    expect(heroTitle(ofB)).toBe('Published title');
    expect(ofB).toContain('About draft of release B');
    expect(ofB).toContain('Published quote of the release A record');

    const ofC = (await get((await makeLink(24 * HOUR, c.id)).url)).body;
    expect(ofC).not.toContain('A quote release C takes off the site');
    expect(ofC).toContain('Published quote of the release A record');
    expect(
      new JSDOM(ofC).window.document.querySelector('aside[aria-label="Preview"]')?.textContent,
    ).toContain('once the release “Clean-up” takes its records off it');

    // A link made outside a release shows every draft, and says so.
    const all = (await get((await makeLink()).url)).body;
    for (const draft of [
      'Hero draft of release A',
      'About draft of release B',
      'A new testimonial in no release',
    ])
      expect(all, draft).toContain(draft);
  });

  it('shows /designers and the profiles with the drafts, its links staying in the preview; the public pages never (issue 39 item 5)', async () => {
    const db = t.database.db;
    const live = await collections.designers.create(db, {
      name: 'Published Person',
      title: 'Brand designer',
      bio: 'The published bio',
      skills: ['Branding'],
    });
    await collections.drafts.designers.saveDraft(
      db,
      live.id,
      { bio: 'A rewritten bio waiting as a draft', skills: ['Branding', 'Motion'] },
      null,
    );
    const draft = await collections.drafts.designers.createDraft(
      db,
      { name: 'Draft Newcomer', title: 'Motion designer', skills: ['Motion'] },
      null,
    );
    await collections.drafts.designerWorks.createDraft(
      db,
      { designerId: draft.id, title: 'A draft work of the newcomer', mediaUrl: '/x.jpg' },
      null,
    );
    const { token, url } = await makeLink();

    const directory = await get(`${url}/designers`);
    expect(directory.statusCode).toBe(200);
    expect(directory.headers['cache-control']).toBe('private, no-store');
    expect(directory.headers['x-robots-tag']).toBe('noindex, nofollow');
    const doc = new JSDOM(directory.body).window.document;
    const names = Array.from(doc.querySelectorAll('main h2 a'), (a) => a.textContent);
    expect(names).toEqual(expect.arrayContaining(['Published Person', 'Draft Newcomer']));
    const card = doc.querySelector<HTMLAnchorElement>('main h2 a[href*="draft-newcomer"]');
    expect(card?.getAttribute('href')).toBe(`/preview/${token}/designers/${draft.slug}`);
    expect(doc.querySelector('aside[aria-label="Preview"]')?.textContent).toContain(
      'every unpublished draft',
    );
    expect(doc.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
    // Its search and filters read the drafts: the drafted skill finds both.
    const motion = new JSDOM((await get(`${url}/designers?skill=Motion`)).body).window.document;
    expect(Array.from(motion.querySelectorAll('main h2 a'), (a) => a.textContent).sort()).toEqual([
      'Draft Newcomer',
      'Published Person',
    ]);
    const searched = (await get(`${url}/designers?q=rewritten`)).body;
    expect(searched).toContain('Published Person');
    expect(searched).not.toContain('Draft Newcomer');
    expect((await get(`${url}/designers?page=x`)).statusCode).toBe(400);

    const profile = await get(`${url}/designers/${draft.slug}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toContain('A draft work of the newcomer');
    const profileDoc = new JSDOM(profile.body).window.document;
    expect(profileDoc.querySelector('h1')?.textContent).toContain('Draft Newcomer');
    expect(profileDoc.querySelector('nav[aria-label="Breadcrumb"] a')?.getAttribute('href')).toBe(
      `/preview/${token}/designers`,
    );
    expect(profileDoc.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect((await get(`${url}/designers/${live.slug}`)).body).toContain(
      'A rewritten bio waiting as a draft',
    );
    expect((await get(`${url}/designers/nobody-here`)).statusCode).toBe(404);

    // The landing page of the link sends "See all designers" to the preview's directory.
    const landing = new JSDOM((await get(url)).body).window.document;
    const seeAll = Array.from(landing.querySelectorAll('a')).find((a) =>
      a.textContent?.includes('See all designers'),
    );
    expect(seeAll?.getAttribute('href')).toBe(`/preview/${token}/designers`);

    // The public pages show neither draft.
    for (const path of [
      '/designers',
      '/designers?skill=Motion',
      '/sitemap.xml',
      `/designers/${live.slug}`,
    ]) {
      const body = (await get(path)).body;
      expect(body, path).not.toContain('Draft Newcomer');
      expect(body, path).not.toContain('A rewritten bio waiting as a draft');
    }
    expect((await get(`/designers/${draft.slug}`)).statusCode).toBe(404);

    // A release's link shows its own designer only; a revoked link opens none of the pages.
    const release = await createRelease(db, { name: 'Newcomer', userId: null });
    await addReleaseItem(db, release.id, { entity: 'designers', entityKey: String(draft.id) });
    const ofRelease = (await get(`${(await makeLink(24 * HOUR, release.id)).url}/designers`)).body;
    expect(ofRelease).toContain('Draft Newcomer');
    expect(ofRelease).not.toContain('A rewritten bio waiting as a draft');
    const revoked = await makeLink();
    await revokePreviewLink(db, revoked.link.id);
    for (const path of ['/designers', `/designers/${draft.slug}`]) {
      const res = await get(`${revoked.url}${path}`);
      expect(res.statusCode, path).toBe(410);
      expect(res.body).not.toContain('Draft Newcomer');
    }
    expect((await get(`/preview/${'x'.repeat(300)}/designers`)).statusCode).toBe(404);
  });

  it("shows a release's items as the release holds them, not a draft changed since (issue 39 item 2)", async () => {
    const db = t.database.db;
    await saveContent(db, 'hero', { title: 'Published title' }, null);
    await saveContentDraft(db, 'hero', { title: 'Reviewed hero title' }, null);
    const quote = await collections.testimonials.create(db, {
      name: 'Held client',
      quote: 'Published quote',
    });
    await collections.drafts.testimonials.saveDraft(
      db,
      quote.id,
      { quote: 'Reviewed quote' },
      null,
    );
    const release = await createRelease(db, { name: 'Held', userId: null });
    await addReleaseItem(db, release.id, { entity: 'content', entityKey: 'hero' });
    await addReleaseItem(db, release.id, { entity: 'testimonials', entityKey: String(quote.id) });
    // Edited after they were added: the release still publishes what was reviewed.
    await saveContentDraft(db, 'hero', { title: 'A later hero draft' }, null);
    await collections.drafts.testimonials.saveDraft(db, quote.id, { quote: 'A later quote' }, null);

    const body = (await get((await makeLink(24 * HOUR, release.id)).url)).body;
    expect(heroTitle(body)).toBe('Reviewed hero title');
    expect(body).toContain('Reviewed quote');
    for (const later of ['A later hero draft', 'A later quote', 'Published quote'])
      expect(body, later).not.toContain(later);
    // A link made outside a release shows the drafts as they are now.
    const all = (await get((await makeLink()).url)).body;
    expect(heroTitle(all)).toBe('A later hero draft');
    expect(all).toContain('A later quote');

    // Once the release is published its link says so, rather than "revoked".
    const link = await makeLink(24 * HOUR, release.id);
    await publishRelease(db, release.id, null);
    const closed = await get(link.url);
    expect(closed.statusCode).toBe(410);
    expect(closed.body).toMatch(/The release “Held” this link previewed was published on/);
    expect(heroTitle((await get('/')).body)).toBe('Reviewed hero title');
  });

  it('shows the settings as their drafts say, an unset included; / keeps the published ones', async () => {
    const db = t.database.db;
    await putSetting(db, 'selectedContactFormDesign', '5');
    await saveSettingDraft(db, 'selectedContactFormDesign', '3', null);
    await saveSettingDraft(db, 'aiSectionEnabled', 'false', null);
    const { url } = await makeLink();
    const page = async (path: string) => new JSDOM((await get(path)).body).window.document;
    const design = (doc: Document) =>
      doc.querySelector('#contact')?.getAttribute('data-contact-design');

    const preview = await page(url);
    expect(preview.querySelector('#ai-section')).toBeNull();
    expect(design(preview)).toBe('3');
    const home = await page('/');
    expect(home.querySelector('#ai-section')).not.toBeNull();
    expect(design(home)).toBe('5');

    // A drafted unset brings the default back, in the preview only.
    await saveSettingDraft(db, 'selectedContactFormDesign', null, null);
    expect(design(await page(url))).toBe('default');
    expect(design(await page('/'))).toBe('5');
  });

  it('renders each request afresh: a draft saved after the first view is in the next', async () => {
    const { url } = await makeLink();
    expect(heroTitle((await get(url)).body)).not.toBe('Saved a moment later');
    await saveContentDraft(t.database.db, 'hero', { title: 'Saved a moment later' }, null);
    expect(heroTitle((await get(url)).body)).toBe('Saved a moment later');
  });

  it('says an expired link expired and a revoked one was revoked (410), never showing a draft', async () => {
    await saveContentDraft(t.database.db, 'hero', { title: 'Secret launch title' }, null);
    const expired = await makeLink(-HOUR);
    const revoked = await makeLink();
    expect(await revokePreviewLink(t.database.db, revoked.link.id)).toBe(true);

    const e = await get(expired.url);
    expect(e.statusCode).toBe(410);
    expect(e.body).toContain('This preview link expired on');
    const r = await get(revoked.url);
    expect(r.statusCode).toBe(410);
    expect(r.body).toContain('This preview link was revoked on');
    for (const res of [e, r]) {
      expect(res.body).not.toContain('Secret launch title');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    expect(
      (await findPreviewLink(t.database.db, hashPreviewToken(revoked.token)))?.revokedAt,
    ).not.toBeNull();
  });

  it('answers 404 with a page for an unknown or malformed token', async () => {
    await saveContentDraft(t.database.db, 'hero', { title: 'Secret launch title' }, null);
    for (const url of [
      `/preview/${randomBytes(32).toString('base64url')}`,
      '/preview/short',
      `/preview/${'x'.repeat(500)}`,
      '/preview/%3Cscript%3E',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('This preview link does not exist');
      expect(res.body).not.toContain('Secret launch title');
      // The address is never written into the page as markup (Start's own bare script aside).
      expect(res.body.replaceAll('<script>document.currentScript.remove();', '')).not.toContain(
        '<script>',
      );
    }
  });
});
