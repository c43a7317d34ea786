import { existsSync } from 'node:fs';
import { DATABASE_KINDS, truncateAll } from '@forma/db/testing';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServerEntryPath } from '../src/start-app/start-app';
import { createTestApp, signedInClient, type Client, type TestApp, WEB_DIST } from './helpers';

/**
 * The landing page's contact form without JavaScript (issue 18 item 4): the browser posts the
 * fields, urlencoded, to /contact and gets a page back. Runs on the real web build (apps/web dist
 * and dist-ssr, made by `pnpm build` before the tests run), on both databases.
 */
const ORIGIN = 'http://localhost:80';

const FIELDS = {
  website: '',
  name: 'Nadia Reyes',
  email: 'nadia@example.com',
  company: 'Lumen Health',
  inquiryType: 'project',
  message: 'We need a product designer for our patient app.',
};

const parse = (html: string) => new JSDOM(html).window.document;

describe.each(DATABASE_KINDS)('the contact form without JavaScript on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  /** POSTs `fields` as a browser's form would, from `origin` (`Sec-Fetch-Site` to match). */
  const submit = (
    fields: Record<string, string>,
    origin = ORIGIN,
    site = origin === ORIGIN ? 'same-origin' : 'cross-site',
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/contact',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
        origin,
        'sec-fetch-site': site,
      },
      payload: new URLSearchParams(fields).toString(),
    });
  const leadNames = async () => {
    const res = await admin.get('/api/admin/leads?status=new');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: { name: string }[] }).items.map((l) => l.name);
  };

  beforeAll(async () => {
    if (!existsSync(startServerEntryPath(WEB_DIST)))
      throw new Error(`no web build at ${WEB_DIST}: run pnpm build first`);
    t = await createTestApp(kind, { webDist: WEB_DIST, publicUrl: 'https://forma.example' });
  }, 60_000);
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await truncateAll(t.database);
    admin = await signedInClient(t, 'boss', true);
  });

  it('stores the inquiry, then sends the visitor to a page that says it was sent', async () => {
    const res = await submit(FIELDS);
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe('/contact/sent');
    expect(await leadNames()).toEqual(['Nadia Reyes']);

    const sent = await t.app.inject({ method: 'GET', url: '/contact/sent' });
    expect(sent.statusCode).toBe(200);
    expect(sent.headers['content-type']).toMatch(/^text\/html/);
    const doc = parse(sent.body);
    expect(doc.querySelector('h1')?.textContent).toBe('Message sent!');
    expect(doc.querySelector('main')?.textContent).toContain(
      "Thank you for reaching out. We'll be in touch within 24 hours.",
    );
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
  });

  it('answers bad fields with a 400 page that says what is wrong, and stores nothing', async () => {
    const res = await submit({ ...FIELDS, email: 'not-an-address' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const doc = parse(res.body);
    expect(doc.querySelector('h1')?.textContent).toBe('Please check the form');
    expect(doc.querySelector('main')?.textContent).toContain(
      'Enter a valid email address. Go back',
    );
    expect(doc.querySelector('main a[href="/#contact"]')?.textContent).toBe('Back to the form');
    expect(await leadNames()).toEqual([]);

    // A form without its fields, or with one over its limit, is a 400 page too, never a 500.
    expect((await submit({})).statusCode).toBe(400);
    const long = await submit({ ...FIELDS, message: 'x'.repeat(70_000) });
    expect(long.statusCode).toBe(413);
    expect(parse(long.body).querySelector('h1')?.textContent).toBe('Please check the form');
  });

  it('refuses a form posted from another site, like the JSON endpoint does', async () => {
    const res = await submit(FIELDS, 'https://evil.example');
    expect(res.statusCode).toBe(403);
    expect(parse(res.body).querySelector('h1')?.textContent).toBe('Failed to send message');
    // Under `Referrer-Policy: no-referrer` a browser's form says `Origin: null`: where it comes
    // from is Sec-Fetch-Site.
    const crossSite = await submit(FIELDS, 'null');
    expect(crossSite.statusCode).toBe(403);
    expect(await leadNames()).toEqual([]);
  });

  it("takes a form from the site's own page that says Origin: null (no-referrer)", async () => {
    const res = await submit(FIELDS, 'null', 'same-origin');
    expect(res.statusCode, res.body).toBe(303);
    expect(await leadNames()).toEqual(['Nadia Reyes']);
  });

  it('reads forms on /contact only: the API still takes JSON alone', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      payload: new URLSearchParams(FIELDS).toString(),
    });
    expect(res.statusCode).toBe(415);
    expect(await leadNames()).toEqual([]);
  });
});
