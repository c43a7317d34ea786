import { BOOKINGS_PER_EMAIL, bookingLinkToken, totpKeyring } from '@forma/api';
import { createWebhookEndpoint, openDatabase, type DatabaseHandle } from '@forma/db';
import { DATABASE_KINDS } from '@forma/db/testing';
import { BOOKING_QUESTIONS, type PublicBooking, type SlotsAnswer } from '@forma/validators';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { checkAgainstOpenApi } from './openapi-check';
import {
  createTestApp,
  errorBody,
  signedInClient,
  TEST_SECRET,
  type Client,
  type TestApp,
} from './helpers';
import { allWeek, ipSequence } from './booking-fixtures';

/**
 * Booking a call through the REST API (issue 42 items 4-7), on both databases: slots in the
 * visitor's zone, a booking and its lead, the clear 409 of a taken slot, bad input and spam
 * storing nothing, the per-e-mail and per-IP limits, the signed manage links (see, move,
 * cancel), the webhook events and the OpenAPI paths; then ten visitors racing for the last
 * slot over two instances of one Postgres database.
 */

const keys = totpKeyring({ sessionSecret: TEST_SECRET });
const json = { 'content-type': 'application/json' };
const TAKEN = /That time was just taken/;

/** Calls tRPC mutation `path` as `client`. */
async function trpc<T>(client: Client, path: string, input: unknown): Promise<T> {
  const res = await client.request({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: json,
    payload: JSON.stringify(superjson.serialize(input)),
  });
  const body = res.json();
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  return superjson.deserialize(body.result.data) as T;
}

const ALL_WEEK = allWeek('Europe/Berlin');

/** Each request from its own address, so the per-IP limit is met only where a test means it. */
const freshIp = ipSequence(42);

const post = (app: FastifyInstance, url: string, payload: unknown, ip = freshIp()) =>
  app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });
const get = (app: FastifyInstance, url: string) =>
  app.inject({ method: 'GET', url, remoteAddress: freshIp() });

/** A visitor's booking of `start`. */
const details = (start: string, email: string, over: Record<string, unknown> = {}) => ({
  start,
  timeZone: 'Asia/Kolkata',
  name: 'Ada Founder',
  email,
  company: 'Startup Ltd',
  answers: { stage: BOOKING_QUESTIONS.stage.options![1], needs: 'A brand and a site' },
  source: { page: '/book', utmSource: 'newsletter', utmCampaign: 'launch' },
  fillMs: 9000,
  ...over,
});

/** The local date and minute of `iso` in `zone`, by Intl (not by the code under test). */
function localOf(iso: string, zone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minute: Number(parts.minute) };
}

const linkOf = (booking: PublicBooking) => {
  const url = new URL(booking.managePath, 'https://forma.example');
  return { uid: url.pathname.split('/').at(-1)!, token: url.searchParams.get('token')! };
};

async function count(h: DatabaseHandle, table: 'bookings' | 'contactSubmissions') {
  const row = await h.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(DATABASE_KINDS)('booking a call on %s', (kind) => {
  let t: TestApp;
  let free: string[] = [];
  /** The next free slot no earlier test booked (on the hour: no two overlap). */
  const take = () => free.shift()!;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      jobs: { kickPatternVectorizer: () => {}, kickBookingMailer: () => {} },
    });
    const host = await signedInClient(t, 'hana', 'viewer');
    await trpc(host, 'calls.saveAvailability', ALL_WEEK);
    await createWebhookEndpoint(t.database.db, {
      url: 'https://hooks.example.com/forma',
      description: 'bookings',
      events: ['booking.created', 'booking.rescheduled', 'booking.cancelled'],
      active: true,
      secret: 'not-used-here',
      createdBy: null,
    });
    const res = await get(t.app, '/api/booking/slots?tz=UTC&days=7');
    expect(res.statusCode).toBe(200);
    free = (res.json() as SlotsAnswer).days
      .flatMap((d) => d.slots.map((s) => s.start))
      .filter((s) => s.endsWith(':00:00.000Z'))
      .slice(2);
    expect(free.length).toBeGreaterThan(40);
  });
  afterAll(async () => t?.close());

  it('lists free slots by day in the visitor zone (Asia/Kolkata, Pacific/Chatham)', async () => {
    for (const [zone, minutes] of [
      ['Asia/Kolkata', [0, 30]],
      ['Pacific/Chatham', [15, 45]],
    ] as const) {
      const res = await get(t.app, `/api/booking/slots?tz=${encodeURIComponent(zone)}&days=3`);
      expect(res.statusCode).toBe(200);
      const answer = res.json() as SlotsAnswer;
      expect(answer.timeZone).toBe(zone);
      expect(answer.eventType).toMatchObject({ slug: 'intro-call', durationMin: 30 });
      expect(answer.days).toHaveLength(3);
      // The first day is today in that zone, then one after the other.
      expect(answer.days[0]!.date).toBe(localOf(new Date().toISOString(), zone).date);
      expect(answer.from).toBe(answer.days[0]!.date);
      for (const day of answer.days) {
        for (const slot of day.slots) {
          const local = localOf(slot.start, zone);
          expect(local.date, `${slot.start} in ${zone}`).toBe(day.date);
          expect(minutes).toContain(local.minute);
          expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(30 * 60_000);
        }
      }
      // Around the clock: a whole day has 46 or more half-hour slots (a day of a DST change too).
      expect(answer.days[1]!.slots.length).toBeGreaterThanOrEqual(46);
    }
    const bad = await get(t.app, '/api/booking/slots?tz=Mars%2FOlympus');
    expect(bad.statusCode).toBe(400);
    expect(errorBody(bad).message).toMatch(/zone/i);
  });

  it('books a slot (201 with the manage path), with a lead the next booking joins by e-mail', async () => {
    const start = take();
    const res = await post(t.app, '/api/bookings', details(start, 'ada@startup.example'));
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json() as PublicBooking;
    expect(booking).toMatchObject({
      status: 'confirmed',
      start,
      timeZone: 'Asia/Kolkata',
      hostName: 'Hana Host',
      sequence: 0,
    });
    expect(booking.managePath).toMatch(/^\/book\/manage\/[a-z0-9-]+\?token=[\w-]{43}$/);
    expect(Date.parse(booking.end) - Date.parse(start)).toBe(30 * 60_000);

    const rows = await t.database.db
      .selectFrom('bookings')
      .select(['uid', 'leadId', 'email', 'source'])
      .where('uid', '=', linkOf(booking).uid)
      .execute();
    expect(rows).toHaveLength(1);
    const lead = await t.database.db
      .selectFrom('contactSubmissions')
      .select(['id', 'email', 'status', 'name'])
      .where('id', '=', rows[0]!.leadId!)
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ email: 'ada@startup.example', status: 'new' });
    expect(rows[0]!.source).toMatchObject({ page: '/book', utmSource: 'newsletter' });
    const events = await t.database.db
      .selectFrom('leadEvents')
      .select('kind')
      .where('leadId', '=', lead.id)
      .execute();
    expect(events.map((e) => e.kind)).toEqual(expect.arrayContaining(['created', 'booked']));

    // A second call from the same address (another case) joins the same lead.
    const second = await post(t.app, '/api/bookings', details(take(), 'ADA@Startup.example'));
    expect(second.statusCode, second.body).toBe(201);
    const joined = await t.database.db
      .selectFrom('bookings')
      .select('leadId')
      .where('uid', '=', linkOf(second.json()).uid)
      .executeTakeFirstOrThrow();
    expect(joined.leadId).toBe(lead.id);
    const leads = await t.database.db
      .selectFrom('contactSubmissions')
      .select('id')
      .where(sql<boolean>`lower(email) = 'ada@startup.example'`)
      .execute();
    expect(leads).toHaveLength(1);

    // The same slot again: taken, said at once; the slot is no longer offered.
    const again = await post(t.app, '/api/bookings', details(start, 'bo@other.example'));
    expect(again.statusCode).toBe(409);
    expect(errorBody(again).message).toMatch(TAKEN);
    const slots = (await get(t.app, '/api/booking/slots?tz=UTC&days=14')).json() as SlotsAnswer;
    expect(slots.days.flatMap((d) => d.slots.map((s) => s.start))).not.toContain(start);
  });

  it('refuses bad input with a field message and stores nothing', async () => {
    const before = [
      await count(t.database, 'bookings'),
      await count(t.database, 'contactSubmissions'),
    ];
    const start = free[0]!;
    const cases: [Record<string, unknown>, RegExp][] = [
      [details(start, 'not-an-address'), /valid email/i],
      [details('tomorrow at ten', 'c@x.example'), /Start must be a date and time/],
      [details(start, 'c@x.example', { timeZone: 'Mars/Olympus' }), /zone/i],
      [details(start, 'c@x.example', { name: '' }), /Name/],
      [details(start, 'c@x.example', { answers: { stage: 'Galactic' } }), /Choose a company stage/],
      [details(start, 'c@x.example', { eventType: 'no-such-call' }), /cannot be booked/],
      [{ ...details(start, 'c@x.example'), start: 12 }, /Start/],
    ];
    for (const [payload, message] of cases) {
      const res = await post(t.app, '/api/bookings', payload);
      expect([400, 404], res.body).toContain(res.statusCode);
      const body = errorBody(res);
      expect(JSON.stringify(body), JSON.stringify(payload)).toMatch(message);
    }
    // A time that is not offered at all (in the past, off the half-hour grid) is said to be
    // that, not "just taken".
    const offGrid = new Date(new Date(start).getTime() + 7 * 60_000).toISOString();
    for (const at of [new Date(Date.now() - 86_400_000).toISOString(), offGrid]) {
      const res = await post(t.app, '/api/bookings', details(at, 'c@x.example'));
      expect(res.statusCode, at).toBe(400);
      expect(errorBody(res).message).toMatch(/not a time we offer/);
    }
    expect([
      await count(t.database, 'bookings'),
      await count(t.database, 'contactSubmissions'),
    ]).toEqual(before);
  });

  it('stores spam signals as a spam lead and books nothing', async () => {
    const bookings = await count(t.database, 'bookings');
    for (const over of [{ website: 'https://spam.example' }, { fillMs: 300 }]) {
      const res = await post(t.app, '/api/bookings', details(free[0]!, 'bot@spam.example', over));
      expect(res.statusCode).toBe(400);
      expect(errorBody(res).message).toMatch(/could not book this call/);
    }
    expect(await count(t.database, 'bookings')).toBe(bookings);
    const leads = await t.database.db
      .selectFrom('contactSubmissions')
      .select(['status', 'spamReason'])
      .where('email', '=', 'bot@spam.example')
      .orderBy('id')
      .execute();
    expect(leads).toEqual([
      { status: 'spam', spamReason: 'honeypot' },
      { status: 'spam', spamReason: 'too-fast' },
    ]);
  });

  it(`limits one e-mail address to ${BOOKINGS_PER_EMAIL} bookings a day (429)`, async () => {
    // Times refused (a lost race, a past time) are not bookings: they do not count.
    const past = new Date(Date.now() - 86_400_000).toISOString();
    for (let i = 0; i <= BOOKINGS_PER_EMAIL; i++) {
      const res = await post(t.app, '/api/bookings', details(past, 'busy@founder.example'));
      expect(res.statusCode, res.body).toBe(400);
    }
    for (let i = 0; i < BOOKINGS_PER_EMAIL; i++) {
      const res = await post(t.app, '/api/bookings', details(take(), 'busy@founder.example'));
      expect(res.statusCode, res.body).toBe(201);
    }
    const bookings = await count(t.database, 'bookings');
    const res = await post(t.app, '/api/bookings', details(free[0]!, 'Busy@Founder.example'));
    expect(res.statusCode).toBe(429);
    expect(errorBody(res).message).toMatch(/has booked 3 calls today/);
    expect(await count(t.database, 'bookings')).toBe(bookings);
  });

  it('limits one address to 10 booking requests a minute (429), any outcome', async () => {
    const ip = '192.0.2.77';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await post(t.app, '/api/bookings', { name: 'x' }, ip)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
    // Moving and cancelling count against the same limit.
    const cancel = await post(
      t.app,
      `/api/bookings/aaaaaaaaaa-bbbb/cancel`,
      { token: 'x'.repeat(43) },
      ip,
    );
    expect(cancel.statusCode).toBe(429);
    // Another address is not held back.
    expect((await post(t.app, '/api/bookings', { name: 'x' })).statusCode).toBe(400);
  });

  it('the signed link shows, moves and cancels the booking; a tampered one is refused', async () => {
    const res = await post(t.app, '/api/bookings', details(take(), 'mo@founder.example'));
    expect(res.statusCode, res.body).toBe(201);
    const booked = res.json() as PublicBooking;
    const { uid, token } = linkOf(booked);

    const shown = await get(t.app, `/api/bookings/${uid}?token=${token}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ uid, status: 'confirmed', sequence: 0 });

    const flipped = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const tampered = await get(t.app, `/api/bookings/${uid}?token=${flipped}`);
    expect(tampered.statusCode).toBe(403);
    expect(errorBody(tampered).message).toBe('This booking link is not valid');
    // An unknown UID with a real-looking token (another booking's) is refused alike.
    const unknown = '0f0f0f0f-1111-4222-8333-444455556666';
    expect((await get(t.app, `/api/bookings/${unknown}?token=${token}`)).statusCode).toBe(403);
    // A link this site did sign for a booking that does not exist: 404.
    const signed = bookingLinkToken(unknown, keys);
    expect((await get(t.app, `/api/bookings/${unknown}?token=${signed}`)).statusCode).toBe(404);
    expect((await get(t.app, `/api/bookings/${uid}?token=short`)).statusCode).toBe(400);

    // Moving: the booking's own host's free slots; a tampered link moves nothing.
    const slots = await get(t.app, `/api/bookings/${uid}/slots?token=${token}&tz=Asia%2FKolkata`);
    expect(slots.statusCode, slots.body).toBe(200);
    const to = take();
    expect(
      (slots.json() as SlotsAnswer).days.flatMap((d) => d.slots.map((s) => s.start)),
    ).toContain(to);
    const refused = await post(t.app, `/api/bookings/${uid}/reschedule`, {
      token: flipped,
      start: to,
    });
    expect(refused.statusCode).toBe(403);
    const moved = await post(t.app, `/api/bookings/${uid}/reschedule`, { token, start: to });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ uid, start: to, sequence: 1, status: 'confirmed' });
    expect(linkOf(moved.json()).token).toBe(token);

    // Cancelling: a tampered link cancels nothing; the real one does, once.
    const bad = await post(t.app, `/api/bookings/${uid}/cancel`, { token: flipped });
    expect(bad.statusCode).toBe(403);
    expect((await get(t.app, `/api/bookings/${uid}?token=${token}`)).json()).toMatchObject({
      status: 'confirmed',
    });
    const cancelled = await post(t.app, `/api/bookings/${uid}/cancel`, {
      token,
      reason: 'Found a designer',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ uid, status: 'cancelled' });
    const twice = await post(t.app, `/api/bookings/${uid}/cancel`, { token });
    expect(twice.statusCode).toBe(409);
    expect(errorBody(twice).message).toBe('This call was cancelled');
    const late = await post(t.app, `/api/bookings/${uid}/reschedule`, { token, start: take() });
    expect(late.statusCode).toBe(409);
    // Its time is free again.
    const again = await post(t.app, '/api/bookings', details(to, 'next@founder.example'));
    expect(again.statusCode, again.body).toBe(201);

    // The webhook outbox tells of each change.
    const events = await t.database.db
      .selectFrom('webhookEvents')
      .select(['type', 'data'])
      .where(sql<boolean>`data->'booking'->>'uid' = ${uid}`)
      .orderBy('occurredAt')
      .execute();
    expect(events.map((e) => e.type)).toEqual([
      'booking.created',
      'booking.rescheduled',
      'booking.cancelled',
    ]);
  });

  it('a call that has started cannot be moved or cancelled by its visitor', async () => {
    const res = await post(t.app, '/api/bookings', details(take(), 'late@founder.example'));
    expect(res.statusCode, res.body).toBe(201);
    const { uid, token } = linkOf(res.json() as PublicBooking);
    // Its time comes: it started ten minutes ago.
    await t.database.db
      .updateTable('bookings')
      .set(() => {
        const [startsAt, endsAt] = [
          new Date(Date.now() - 600_000),
          new Date(Date.now() + 1_200_000),
        ];
        return { startsAt, endsAt, blockedFrom: startsAt, blockedUntil: endsAt };
      })
      .where('uid', '=', uid)
      .execute();
    for (const [action, payload] of [
      ['cancel', { token }],
      ['reschedule', { token, start: free[free.length - 1]! }],
    ] as const) {
      const refused = await post(t.app, `/api/bookings/${uid}/${action}`, payload);
      expect(refused.statusCode, action).toBe(409);
      expect(errorBody(refused).message).toMatch(/already started/);
    }
    const still = await get(t.app, `/api/bookings/${uid}?token=${token}`);
    expect(still.json()).toMatchObject({ status: 'confirmed', sequence: 0 });
  });

  it('the console lists the call; an editor cancels it and the visitor is told', async () => {
    const res = await post(t.app, '/api/bookings', details(take(), 'kai@founder.example'));
    expect(res.statusCode, res.body).toBe(201);
    const { uid, token } = linkOf(res.json());
    const editor = await signedInClient(t, 'eddie', 'editor');
    const list = await editor.get('/api/admin/calls?q=kai%40founder');
    expect(list.statusCode, list.body).toBe(200);
    const { items, total } = list.json() as { items: { id: number; uid: string }[]; total: number };
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({ uid, hostName: 'Hana Host', status: 'confirmed' });
    const id = items[0]!.id;
    // A call still ahead is no no-show; a viewer may not cancel.
    await expect(trpc(editor, 'calls.noShow', { id })).rejects.toThrow(/409/);
    const viewer = await signedInClient(t, 'vera', 'viewer');
    await expect(trpc(viewer, 'calls.cancel', { id, reason: 'x' })).rejects.toThrow(/403/);
    await trpc(editor, 'calls.cancel', { id, reason: 'Host is ill' });
    expect((await get(t.app, `/api/bookings/${uid}?token=${token}`)).json()).toMatchObject({
      status: 'cancelled',
      sequence: 1,
    });
    const emails = await t.database.db
      .selectFrom('bookingEmails')
      .innerJoin('bookings', 'bookings.id', 'bookingEmails.bookingId')
      .select(['bookingEmails.kind', 'bookingEmails.recipient', 'bookingEmails.status'])
      .where('bookings.uid', '=', uid)
      .where('bookingEmails.kind', '=', 'cancelled')
      .execute();
    expect(emails.map((e) => e.recipient).sort()).toEqual(['host', 'visitor']);
    await expect(trpc(editor, 'calls.cancel', { id, reason: '' })).rejects.toThrow(/409/);
  });

  it('the OpenAPI document lists the booking paths', async () => {
    const res = await get(t.app, '/api/openapi.json');
    const paths = (res.json() as { paths: Record<string, Record<string, unknown>> }).paths;
    expect(Object.keys(paths['/api/booking/slots'] ?? {})).toEqual(['get']);
    expect(Object.keys(paths['/api/booking/event-types'] ?? {})).toEqual(['get']);
    expect(Object.keys(paths['/api/bookings'] ?? {})).toEqual(['post']);
    expect(Object.keys(paths['/api/bookings/{uid}'] ?? {})).toEqual(['get']);
    expect(Object.keys(paths['/api/bookings/{uid}/slots'] ?? {})).toEqual(['get']);
    expect(Object.keys(paths['/api/bookings/{uid}/reschedule'] ?? {})).toEqual(['post']);
    expect(Object.keys(paths['/api/bookings/{uid}/cancel'] ?? {})).toEqual(['post']);
    const book = paths['/api/bookings']!.post as { responses: Record<string, unknown> };
    expect(Object.keys(book.responses)).toEqual(
      expect.arrayContaining(['201', '400', '409', '429']),
    );
  });
});

describe.runIf(DATABASE_KINDS.includes('postgres'))(
  'the last free slot, raced over two instances of one Postgres',
  () => {
    let first: TestApp;
    let second: { app: FastifyInstance; database: DatabaseHandle };

    beforeAll(async () => {
      first = await createTestApp('postgres');
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(
        first.database.db,
      );
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${rows[0]!.name}`;
      const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
      const app = await buildApp({
        database,
        sessionSecret: TEST_SECRET,
        webDist: null,
        checkResponse: checkAgainstOpenApi,
      });
      second = { app, database };
    });
    afterAll(async () => {
      await second?.app.close();
      await second?.database.close();
      await first?.close();
    });

    it('ten concurrent bookings give one 201, nine 409 and one row', async () => {
      // One host with no weekly hours and one override: a single half hour three days ahead.
      const host = await signedInClient(first, 'solo', 'viewer');
      await trpc(host, 'calls.saveAvailability', { ...ALL_WEEK, weeklyHours: [] });
      const date = localOf(new Date(Date.now() + 3 * 86_400_000).toISOString(), 'Europe/Berlin');
      await trpc(host, 'calls.saveOverride', {
        date: date.date,
        intervals: [{ start: '10:00', end: '10:30' }],
      });
      const slots = (
        await get(second.app, `/api/booking/slots?tz=Europe%2FBerlin&from=${date.date}&days=1`)
      ).json() as SlotsAnswer;
      const starts = slots.days.flatMap((d) => d.slots.map((s) => s.start));
      expect(starts).toHaveLength(1);

      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          post(
            (i % 2 === 0 ? first : second).app,
            '/api/bookings',
            details(starts[0]!, `racer${i}@founders.example`),
          ),
        ),
      );
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, ...Array(9).fill(409)]);
      for (const lost of results.filter((r) => r.statusCode === 409))
        expect(errorBody(lost).message).toMatch(TAKEN);
      expect(await count(first.database, 'bookings')).toBe(1);
      const after = (
        await get(first.app, `/api/booking/slots?tz=Europe%2FBerlin&from=${date.date}&days=1`)
      ).json() as SlotsAnswer;
      expect(after.days[0]!.slots).toEqual([]);
    });
  },
);
