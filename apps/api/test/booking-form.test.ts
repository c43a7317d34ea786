import { existsSync } from 'node:fs';
import { BOOKING_QUESTIONS, type SlotsAnswer } from '@forma/validators';
import { DATABASE_KINDS } from '@forma/db/testing';
import { JSDOM } from 'jsdom';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerEntryPath } from '../src/start-app/start-app';
import { createTestApp, signedInClient, type Client, type TestApp, WEB_DIST } from './helpers';
import { allWeek, ipSequence } from './booking-fixtures';

/**
 * The booking pages' forms without JavaScript (issue 42 item 2): the browser posts urlencoded
 * fields to `POST /book` and `POST /book/manage/{uid}/reschedule|cancel` and gets a page back.
 * Same-origin posts book, move and cancel (303 to the signed manage page); a cross-site post is
 * refused and stores nothing; a refused booking renders /book again with the message, each
 * field's error and what was typed; a taken time shows that day's free times again. Runs on the
 * real web build (made by `pnpm build` before the tests), on both databases.
 */
const ORIGIN = 'http://localhost:80';
const parse = (html: string) => new JSDOM(html).window.document;

const ALL_WEEK = allWeek('UTC');

/** Each post from its own address: the per-IP limit is another test's subject. */
const nextIp = ipSequence(43);
/** How many addresses were taken: the visitor's e-mail changes with it. */
let ipCount = 0;
const freshIp = () => {
  ipCount++;
  return nextIp();
};

describe.each(DATABASE_KINDS)('the booking forms without JavaScript on %s', (kind) => {
  let t: TestApp;
  let free: string[] = [];

  /** POSTs `fields` to `url` as a browser's form would, from `origin`. */
  const submit = (url: string, fields: Record<string, string>, origin = ORIGIN) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: freshIp(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
        origin,
        'sec-fetch-site': origin === ORIGIN ? 'same-origin' : 'cross-site',
      },
      payload: new URLSearchParams(fields).toString(),
    });
  /** The booking form's fields for `start`, as /book renders them. */
  const form = (start: string, over: Record<string, string> = {}) => ({
    start,
    timeZone: 'Asia/Kolkata',
    eventType: 'intro-call',
    page: '/book',
    from: start.slice(0, 10),
    name: 'Nadia Reyes',
    email: `nadia-${ipCount}@example.com`,
    company: 'Lumen Health',
    stage: BOOKING_QUESTIONS.stage.options![1]!,
    needs: 'A product designer for our patient app.',
    utm_source: 'newsletter',
    website: '',
    ...over,
  });
  const count = async (table: 'bookings' | 'contactSubmissions') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const page = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  beforeAll(async () => {
    if (!existsSync(startServerEntryPath(WEB_DIST)))
      throw new Error(`no web build at ${WEB_DIST}: run pnpm build first`);
    t = await createTestApp(kind, { webDist: WEB_DIST, publicUrl: 'https://forma.example' });
    const host: Client = await signedInClient(t, 'hana', 'viewer');
    const saved = await host.request({
      method: 'POST',
      url: '/trpc/calls.saveAvailability',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(superjson.serialize(ALL_WEEK)),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const slots = await t.app.inject({ method: 'GET', url: '/api/booking/slots?tz=UTC&days=7' });
    free = (slots.json() as SlotsAnswer).days
      .flatMap((d) => d.slots.map((s) => s.start))
      .filter((s) => s.endsWith(':00:00.000Z'))
      .slice(2);
    expect(free.length).toBeGreaterThan(10);
  }, 60_000);
  afterAll(async () => t?.close());

  it('books, then moves and cancels the call through its signed manage page', async () => {
    const booked = await submit('/book', form(free.shift()!));
    expect(booked.statusCode, booked.body).toBe(303);
    expect(booked.headers['cache-control']).toBe('private, no-store');
    const manage = String(booked.headers.location);
    expect(manage).toMatch(/^\/book\/manage\/[\w-]+\?token=[\w-]+&done=booked$/);
    const confirmation = await page(manage);
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.headers['cache-control']).toBe('private, no-store');
    // Its address holds the link's secret: never sent on as a referrer.
    expect(confirmation.headers['referrer-policy']).toBe('no-referrer');
    expect(parse(confirmation.body).querySelector('main')?.textContent).toContain(
      'Your call is booked.',
    );
    const booking = await t.database.db
      .selectFrom('bookings')
      .select(['uid', 'startsAt', 'source', 'leadId', 'sequence'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(booking.source).toMatchObject({ page: '/book', utmSource: 'newsletter' });
    expect(booking.leadId).not.toBeNull();

    const url = new URL(manage, ORIGIN);
    const token = url.searchParams.get('token')!;
    const to = free.shift()!;
    const moved = await submit(`/book/manage/${booking.uid}/reschedule`, { token, start: to });
    expect(moved.statusCode, moved.body).toBe(303);
    expect(String(moved.headers.location)).toMatch(/done=moved$/);
    const after = await t.database.db
      .selectFrom('bookings')
      .select(['startsAt', 'sequence', 'status'])
      .where('uid', '=', booking.uid)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ startsAt: new Date(to), sequence: 1, status: 'confirmed' });

    const cancelled = await submit(`/book/manage/${booking.uid}/cancel`, {
      token,
      reason: 'Found a designer',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(303);
    expect(String(cancelled.headers.location)).toMatch(/done=cancelled$/);
    const gone = await page(String(cancelled.headers.location));
    expect(parse(gone.body).querySelector('main')?.textContent).toContain(
      'Your call was cancelled.',
    );
  });

  it('the manage page of a call that has started says so, in place of moving or cancelling it', async () => {
    const booked = await submit('/book', form(free.shift()!, { email: 'late@founder.example' }));
    expect(booked.statusCode, booked.body).toBe(303);
    const manage = String(booked.headers.location).replace(/&done=booked$/, '');
    const uid = manage.match(/manage\/([^?]+)/)![1]!;
    const startsAt = new Date(Date.now() - 600_000);
    const endsAt = new Date(Date.now() + 1_200_000);
    await t.database.db
      .updateTable('bookings')
      .set({ startsAt, endsAt, blockedFrom: startsAt, blockedUntil: endsAt })
      .where('uid', '=', uid)
      .execute();
    for (const view of ['', '&move=1', '&cancel=1']) {
      const res = await page(`${manage}${view}`);
      expect(res.statusCode).toBe(200);
      const main = parse(res.body).querySelector('main')!;
      expect(main.textContent).toContain('This call has started');
      const links = [...main.querySelectorAll('a, button')].map((el) => el.textContent?.trim());
      expect(links, view).not.toContain('Reschedule');
      expect(links, view).not.toContain('Cancel the call');
      expect(main.querySelector('form[action$="/cancel"], form[action$="/reschedule"]')).toBeNull();
    }
  });

  it('records the site page the visitor came from, and keeps it through a refused post', async () => {
    // Opened from a profile: the document's Referer is that page, kept in its forms and links.
    const opened = await t.app.inject({
      method: 'GET',
      url: '/book?designer=ana-ortiz',
      headers: { accept: 'text/html', referer: 'http://localhost:80/designers/ana-ortiz' },
    });
    expect(opened.statusCode).toBe(200);
    // And it tells the next page of the site where the visitor was.
    expect(opened.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(opened.body).toContain('name="page" value="/designers/ana-ortiz"');
    expect(opened.body).toContain('page=%2Fdesigners%2Fana-ortiz');
    // Another site's address, or a booking page's own, is not where the visitor came from.
    for (const referer of ['https://other.example/designers/x', 'http://localhost:80/book'])
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/book',
            headers: { accept: 'text/html', referer },
          })
        ).body,
      ).not.toContain('page=');
    // A refused post keeps it (the page rendered again names it), then the booking records it.
    const start = free.pop()!;
    const refused = await submit(
      '/book',
      form(start, { page: '/designers/ana-ortiz', email: 'no' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('name="page" value="/designers/ana-ortiz"');
    const booked = await submit('/book', form(start, { page: '/designers/ana-ortiz' }));
    expect(booked.statusCode, booked.body).toBe(303);
    const uid = String(booked.headers.location).match(/manage\/([^?]+)/)![1]!;
    const row = await t.database.db
      .selectFrom('bookings')
      .select(['source'])
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow();
    expect(row.source).toMatchObject({ page: '/designers/ana-ortiz', utmSource: 'newsletter' });
  });

  it('refuses a cross-site post, books nothing and stores no lead', async () => {
    const before = [await count('bookings'), await count('contactSubmissions')];
    const res = await submit('/book', form(free[0]!), 'https://evil.example');
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect([await count('bookings'), await count('contactSubmissions')]).toEqual(before);
  });

  it('renders bad fields again under their fields, with what was typed, storing nothing', async () => {
    const before = [await count('bookings'), await count('contactSubmissions')];
    const res = await submit('/book', form(free[0]!, { name: '', email: 'not-an-address' }));
    expect(res.statusCode).toBe(400);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const doc = parse(res.body);
    expect(doc.querySelector('#book-email-error')?.textContent).toMatch(/valid email/i);
    expect(doc.querySelector('#book-name-error')?.textContent).toBeTruthy();
    expect(doc.querySelector<HTMLInputElement>('#book-company')?.value).toBe('Lumen Health');
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
    expect([await count('bookings'), await count('contactSubmissions')]).toEqual(before);
  });

  it('a time taken meanwhile is said at once, and that day is shown again without it', async () => {
    const taken = free.shift()!;
    expect((await submit('/book', form(taken, { email: 'first@example.com' }))).statusCode).toBe(
      303,
    );
    const res = await submit('/book', form(taken, { email: 'second@example.com' }));
    expect(res.statusCode).toBe(409);
    const doc = parse(res.body);
    expect(doc.querySelector('main')?.textContent).toContain('That time was just taken');
    const offered = [
      ...doc.querySelectorAll<HTMLAnchorElement>('ul[aria-label^="Free times on"] a'),
    ]
      .map((a) => new URL(a.href, ORIGIN).searchParams.get('slot'))
      .filter(Boolean);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered).not.toContain(taken);
  });

  it('a tampered manage link cannot move or cancel a call', async () => {
    const made = await submit('/book', form(free.shift()!, { email: 'tamper@example.com' }));
    const uid = new URL(String(made.headers.location), ORIGIN).pathname.split('/').at(-1)!;
    for (const action of ['reschedule', 'cancel'])
      expect(
        (await submit(`/book/manage/${uid}/${action}`, { token: 'A'.repeat(43), start: free[0]! }))
          .statusCode,
      ).toBe(403);
    const row = await t.database.db
      .selectFrom('bookings')
      .select(['status', 'sequence'])
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'confirmed', sequence: 0 });
  });
});
