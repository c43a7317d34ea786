import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { createTestDatabase, DATABASE_KINDS } from '../testing';
import {
  findEventType,
  loadBookingCalendar,
  saveHostAvailability,
  saveHostOverride,
} from './booking-setup';
import {
  cancelBooking,
  claimBookingEmail,
  createBooking,
  listCalls,
  markBookingNoShow,
  rescheduleBooking,
  settleBookingEmail,
  type NewBooking,
} from './bookings';
import { createLead } from './leads';
import { insertUser } from './users';

const HOURS = {
  active: true,
  timeZone: 'Europe/Berlin',
  weeklyHours: [{ weekday: 1, start: '09:00', end: '17:00' }],
  bufferBeforeMin: 15,
  bufferAfterMin: 15,
  minNoticeMin: 60,
  horizonDays: 30,
  dailyMax: null,
};

/** Booked calls (issue 42 items 4-6) on both databases. */
describe.each(DATABASE_KINDS)('bookings on %s', (kind) => {
  let h: DatabaseHandle;
  let ann: number;
  let ben: number;
  let eventTypeId: number;
  const now = new Date('2027-03-01T08:00:00Z');
  const at = (iso: string, minutes = 30) => ({
    start: new Date(iso),
    end: new Date(new Date(iso).getTime() + minutes * 60_000),
  });
  const booking = (over: Partial<NewBooking> = {}): NewBooking => ({
    eventTypeId,
    ...at('2027-03-08T10:00:00Z'),
    hostIds: [ann, ben],
    name: 'Founder',
    email: 'founder@startup.example',
    company: 'Startup',
    timeZone: 'Asia/Kolkata',
    answers: { stage: 'Seed' },
    source: { page: '/book', utmSource: 'newsletter' },
    location: 'https://meet.example/forma-{uid}',
    lead: { inquiryType: 'project', message: 'Booked an Intro call' },
    mail: true,
    now,
    ...over,
  });

  beforeAll(async () => {
    h = await createTestDatabase(kind);
    ann = (await insertUser(h.db, { username: 'ann', passwordHash: 'x', role: 'admin' }))!.id;
    ben = (await insertUser(h.db, { username: 'ben', passwordHash: 'x', role: 'editor' }))!.id;
    await saveHostAvailability(h.db, ann, {
      ...HOURS,
      displayName: 'Ann',
      email: 'ann@forma.example',
    });
    await saveHostAvailability(h.db, ben, {
      ...HOURS,
      displayName: 'Ben',
      email: 'ben@forma.example',
    });
    eventTypeId = (await findEventType(h.db, 'intro-call'))!.id;
  });
  afterAll(async () => h?.close());
  beforeEach(async () => {
    await sql`truncate bookings, booking_emails, contact_submissions restart identity cascade`.execute(
      h.db,
    );
    await saveHostAvailability(h.db, ann, {
      ...HOURS,
      displayName: 'Ann',
      email: 'ann@forma.example',
    });
  });

  it('the database refuses an overlapping confirmed booking of one host, buffers included', async () => {
    await createBooking(h.db, booking({ hostIds: [ann] }));
    // 10:40 starts inside Ann's 15-minute buffer after the 10:00-10:30 call.
    const insert = (start: string) =>
      h.db
        .insertInto('bookings')
        .values({
          uid: `manual-${start}`,
          eventTypeId,
          hostId: ann,
          startsAt: new Date(start),
          endsAt: new Date(new Date(start).getTime() + 1_800_000),
          blockedFrom: new Date(new Date(start).getTime() - 900_000),
          blockedUntil: new Date(new Date(start).getTime() + 2_700_000),
          name: 'x',
          email: 'x@y.example',
          timeZone: 'UTC',
        })
        .execute();
    await expect(insert('2027-03-08T10:40:00Z')).rejects.toMatchObject({ code: '23P01' });
    // Touching blocked ranges are fine: 11:00 - 15 min = 10:45, where the first one's ends.
    await expect(insert('2027-03-08T11:00:00Z')).resolves.toBeDefined();
  });

  it('books the first free host, then the next one, then none; each booking is a lead', async () => {
    const first = await createBooking(h.db, booking());
    const second = await createBooking(h.db, booking({ email: 'other@startup.example' }));
    const third = await createBooking(h.db, booking({ email: 'third@startup.example' }));
    expect(first).toMatchObject({ hostId: ann, hostName: 'Ann', status: 'confirmed', sequence: 0 });
    expect(first!.location).toBe(`https://meet.example/forma-${first!.uid}`);
    expect(second).toMatchObject({ hostId: ben });
    expect(third).toBeNull();
    const leads = await h.db.selectFrom('contactSubmissions').selectAll().orderBy('id').execute();
    expect(leads.map((l) => [l.email, l.inquiryType])).toEqual([
      ['founder@startup.example', 'project'],
      ['other@startup.example', 'project'],
    ]);
    const events = await h.db
      .selectFrom('leadEvents')
      .select(['kind', 'data'])
      .where('leadId', '=', first!.leadId!)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.kind)).toEqual(['created', 'booked']);
    expect(events[1]!.data).toMatchObject({ hostName: 'Ann', source: { utmSource: 'newsletter' } });
  });

  it("joins the visitor's existing lead by e-mail, in any case", async () => {
    const lead = await createLead(h.db, {
      name: 'Founder',
      email: 'Founder@Startup.example',
      company: 'Startup',
      inquiryType: 'designer',
      message: 'Hello',
    });
    const made = await createBooking(h.db, booking());
    expect(made!.leadId).toBe(lead.id);
    expect(await h.db.selectFrom('contactSubmissions').select('id').execute()).toHaveLength(1);
  });

  it("a booking from a designer's profile names the designer on its lead, new or joined", async () => {
    await sql`truncate designers restart identity cascade`.execute(h.db);
    const designer = await h.db
      .insertInto('designers')
      .values({ name: 'Bo Lind', title: 'Motion Designer', bio: '', skills: [] })
      .returning(['id', 'slug'])
      .executeTakeFirstOrThrow();
    const fresh = await createBooking(
      h.db,
      booking({ designerSlug: designer.slug, email: 'new@startup.example' }),
    );
    const joinedLead = await createLead(h.db, {
      name: 'Founder',
      email: 'founder@startup.example',
      company: 'Startup',
      inquiryType: 'project',
      message: 'Hello',
    });
    const joined = await createBooking(
      h.db,
      booking({ designerSlug: designer.slug, ...at('2027-03-08T12:00:00Z') }),
    );
    expect(joined!.leadId).toBe(joinedLead.id);
    const leads = await h.db
      .selectFrom('contactSubmissions')
      .select(['id', 'designerId'])
      .where('id', 'in', [fresh!.leadId!, joined!.leadId!])
      .orderBy('id')
      .execute();
    expect(leads.map((l) => l.designerId)).toEqual([designer.id, designer.id]);
    const source = await h.db
      .selectFrom('bookings')
      .select(['designerId', 'source'])
      .where('id', '=', joined!.id)
      .executeTakeFirstOrThrow();
    expect(source.designerId).toBe(designer.id);
    expect(source.source).toMatchObject({ designer: designer.slug, page: '/book' });
  });

  it("the daily maximum counts the host's calls of that local date", async () => {
    await saveHostAvailability(h.db, ann, {
      ...HOURS,
      displayName: 'Ann',
      email: 'ann@forma.example',
      dailyMax: 1,
    });
    expect(await createBooking(h.db, booking({ hostIds: [ann] }))).not.toBeNull();
    expect(
      await createBooking(h.db, booking({ hostIds: [ann], ...at('2027-03-08T14:00:00Z') })),
    ).toBeNull();
    // 23:30 UTC on the 8th is the 9th in Berlin: another local date.
    expect(
      await createBooking(h.db, booking({ hostIds: [ann], ...at('2027-03-08T23:30:00Z') })),
    ).not.toBeNull();
  });

  it('the daily maximum holds for bookings made at once (the host row is locked)', async () => {
    await saveHostAvailability(h.db, ann, {
      ...HOURS,
      displayName: 'Ann',
      email: 'ann@forma.example',
      dailyMax: 2,
    });
    const made = await Promise.all(
      ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00'].map((time, i) =>
        createBooking(
          h.db,
          booking({
            hostIds: [ann],
            email: `v${i}@startup.example`,
            ...at(`2027-03-08T${time}:00Z`),
          }),
        ),
      ),
    );
    expect(made.filter(Boolean)).toHaveLength(2);
  });

  it('a reschedule onto a day the host has no calls left is refused; within the day it moves', async () => {
    await saveHostAvailability(h.db, ann, {
      ...HOURS,
      displayName: 'Ann',
      email: 'ann@forma.example',
      dailyMax: 1,
    });
    const monday = (await createBooking(h.db, booking({ hostIds: [ann] })))!;
    const nextMonday = (await createBooking(
      h.db,
      booking({ hostIds: [ann], email: 'later@startup.example', ...at('2027-03-15T10:00:00Z') }),
    ))!;
    const move = (id: number, iso: string) =>
      rescheduleBooking(
        h.db,
        { id },
        { ...at(iso), by: 'visitor', actorId: null, mail: false, now },
      );
    await expect(move(nextMonday.id, '2027-03-08T14:00:00Z')).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/no more calls free that day/),
    });
    // Its own call does not count against the day it already is on.
    await expect(move(monday.id, '2027-03-08T14:00:00Z')).resolves.toMatchObject({ sequence: 1 });
  });

  it('queues confirmations and the reminders still ahead; a reschedule replaces them; a cancel drops them', async () => {
    const made = (await createBooking(h.db, booking()))!;
    const emails = () =>
      h.db
        .selectFrom('bookingEmails')
        .select(['kind', 'recipient', 'sequence', 'status', 'dueAt'])
        .orderBy('id')
        .execute();
    expect((await emails()).map((e) => `${e.kind}/${e.recipient}/${e.status}`)).toEqual([
      'confirmed/visitor/pending',
      'confirmed/host/pending',
      'reminder-24h/visitor/pending',
      'reminder-24h/host/pending',
      'reminder-1h/visitor/pending',
      'reminder-1h/host/pending',
    ]);
    const moved = await rescheduleBooking(
      h.db,
      { uid: made.uid },
      {
        ...at('2027-03-08T12:00:00Z'),
        by: 'visitor',
        actorId: null,
        mail: true,
        now,
      },
    );
    expect(moved).toMatchObject({ uid: made.uid, sequence: 1 });
    const after = await emails();
    expect(
      after.filter((e) => e.status === 'pending').map((e) => `${e.kind}/${e.sequence}`),
    ).toEqual([
      'rescheduled/1',
      'rescheduled/1',
      'reminder-24h/1',
      'reminder-24h/1',
      'reminder-1h/1',
      'reminder-1h/1',
    ]);
    expect(
      after.find((e) => e.kind === 'reminder-1h' && e.sequence === 1)!.dueAt.toISOString(),
    ).toBe('2027-03-08T11:00:00.000Z');
    const cancelled = await cancelBooking(
      h.db,
      { uid: made.uid },
      {
        by: 'visitor',
        reason: 'Found a designer',
        actorId: null,
        mail: true,
        now,
      },
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', sequence: 2, cancelledBy: 'visitor' });
    expect((await emails()).filter((e) => e.status === 'pending').map((e) => e.kind)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    await expect(
      cancelBooking(
        h.db,
        { uid: made.uid },
        { by: 'visitor', reason: '', actorId: null, mail: true, now },
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    // The freed time can be booked again.
    expect(
      await createBooking(h.db, booking({ hostIds: [ann], email: 'n@x.example' })),
    ).not.toBeNull();
  });

  it('a reschedule onto a taken time of the host is refused and changes nothing', async () => {
    const one = (await createBooking(h.db, booking({ hostIds: [ann] })))!;
    await createBooking(h.db, booking({ hostIds: [ann], ...at('2027-03-08T12:00:00Z') }));
    await expect(
      rescheduleBooking(
        h.db,
        { id: one.id },
        {
          ...at('2027-03-08T12:15:00Z'),
          by: 'host',
          actorId: ann,
          mail: false,
          now,
        },
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    const again = await h.db
      .selectFrom('bookings')
      .select(['startsAt', 'sequence'])
      .where('id', '=', one.id)
      .executeTakeFirstOrThrow();
    expect(again).toEqual({ startsAt: new Date('2027-03-08T10:00:00Z'), sequence: 0 });
  });

  it('claims each due e-mail once, skips superseded ones, and settles only its own attempt', async () => {
    const made = (await createBooking(h.db, booking()))!;
    const options = { now, leaseMs: 60_000, maxAttempts: 5 };
    const a = await claimBookingEmail(h.db, options);
    const b = await claimBookingEmail(h.db, options);
    expect([a?.kind, a?.recipient, b?.kind, b?.recipient]).toEqual([
      'confirmed',
      'visitor',
      'confirmed',
      'host',
    ]);
    expect(await claimBookingEmail(h.db, options)).toBeNull(); // reminders are not due yet
    expect(await settleBookingEmail(h.db, a!.id, a!.attempts, { sent: true })).toBe(true);
    expect(await settleBookingEmail(h.db, a!.id, a!.attempts, { sent: true })).toBe(false);
    // Reschedule: the 24 h reminders of the old time are dropped when claimed.
    await rescheduleBooking(
      h.db,
      { id: made.id },
      { ...at('2027-03-09T10:00:00Z'), by: 'host', actorId: ann, mail: false, now },
    );
    const later = { ...options, now: new Date('2027-03-08T09:30:00Z') };
    const next = await claimBookingEmail(h.db, later);
    expect(next).toBeNull();
  });

  it('drops a reminder first claimed after its call started (the instances were down)', async () => {
    const made = (await createBooking(h.db, booking()))!;
    const options = { leaseMs: 60_000, maxAttempts: 5 };
    // The confirmations go out at once.
    for (let i = 0; i < 2; i++) {
      const c = (await claimBookingEmail(h.db, { ...options, now }))!;
      expect(c.kind).toBe('confirmed');
      await settleBookingEmail(h.db, c.id, c.attempts, { sent: true });
    }
    // Back up at 10:05, five minutes into the 10:00 call: no reminder, none left pending.
    expect(
      await claimBookingEmail(h.db, { ...options, now: new Date('2027-03-08T10:05:00Z') }),
    ).toBeNull();
    const left = await h.db
      .selectFrom('bookingEmails')
      .select(['kind', 'status'])
      .where('bookingId', '=', made.id)
      .where('kind', 'in', ['reminder-24h', 'reminder-1h'])
      .execute();
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((e) => e.status === 'cancelled')).toBe(true);
  });

  it('no-show needs a started call; the Calls list pages, searches and filters', async () => {
    const made = (await createBooking(h.db, booking()))!;
    await createBooking(
      h.db,
      booking({
        email: 'zed@else.example',
        name: 'Zed',
        company: 'Else',
        ...at('2027-03-15T10:00:00Z'),
      }),
    );
    await expect(markBookingNoShow(h.db, made.id, ann, now)).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    const later = new Date('2027-03-08T11:00:00Z');
    expect(await markBookingNoShow(h.db, made.id, ann, later)).toMatchObject({ status: 'no_show' });
    const upcoming = await listCalls(h.db, { when: 'upcoming', limit: 20, offset: 0 }, later);
    expect(upcoming.items.map((c) => c.name)).toEqual(['Zed']);
    const past = await listCalls(
      h.db,
      { when: 'past', limit: 20, offset: 0, status: 'no_show' },
      later,
    );
    expect(past).toMatchObject({ total: 1, items: [{ id: made.id }] });
    const searched = await listCalls(
      h.db,
      { when: 'upcoming', q: 'ELSE', limit: 20, offset: 0 },
      now,
    );
    expect(searched.items.map((c) => c.name)).toEqual(['Zed']);
  });

  it('loads the calendar: active hosts, their overrides and confirmed bookings', async () => {
    await saveHostOverride(h.db, ann, { date: '2027-03-08', intervals: [] });
    await createBooking(h.db, booking({ hostIds: [ben] }));
    const calendar = await loadBookingCalendar(h.db, {
      from: now,
      until: new Date('2027-03-31T00:00:00Z'),
    });
    expect(calendar.map((c) => [c.displayName, c.overrides, c.bookings.length])).toEqual([
      ['Ann', [{ date: '2027-03-08', intervals: [] }], 0],
      ['Ben', [], 1],
    ]);
  });
});
