import { totpKeyring } from '@forma/api';
import {
  createBooking,
  findEventType,
  insertUser,
  saveHostAvailability,
  type DatabaseHandle,
  type NewBooking,
} from '@forma/db';
import { createTestDatabase, DATABASE_KINDS } from '@forma/db/testing';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  mailNextBookingEmail,
  startBookingMailer,
  type BookingMailerDeps,
} from '../src/jobs/booking-mailer';
import { createMailer } from '../src/jobs/lead-notifier';
import { until } from './helpers';
import { MailSink } from './mail-sink';

/**
 * The booking mailer (issue 42 item 5) through a local SMTP server: confirmations with the
 * invite, the reminders 24 h and 1 h before, each sent once across a restart, and two mailers
 * at once sending each e-mail exactly once, on both databases. The clock is the test's.
 */

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const keys = totpKeyring({ sessionSecret: 'a-session-secret-of-at-least-32-characters' });
const HOUR = 3_600_000;

/** The invite a message carries, parsed with ical.js. */
function inviteOf(mail: ParsedMail) {
  const part = mail.attachments.find((a) => /calendar|ics/i.test(a.contentType));
  if (!part) throw new Error(`no invite in "${mail.subject}"`);
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString('utf8')) as unknown[]);
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    organizer: String(event.organizer).toLowerCase(),
    attendees: event.attendees.map((a) => String(a.getFirstValue()).toLowerCase()),
  };
}

const toOf = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : [mail.to!]).flatMap((a) => a.value.map((v) => v.address));

/** What the sink received: "subject kind -> recipient" lines, sorted. */
const received = (sink: MailSink, from = 0) =>
  sink.messages
    .slice(from)
    .map((m) =>
      `${m.subject!.split(':')[0]} ${/tomorrow|in an hour/.exec(m.subject!)?.[0] ?? ''} -> ${toOf(m).join(',')}`.replace(
        '  ',
        ' ',
      ),
    )
    .sort();

describe.each(DATABASE_KINDS)('booking e-mails on %s', (kind) => {
  let h: DatabaseHandle;
  let sink: MailSink;
  let smtp: string;
  let hostId: number;
  let eventTypeId: number;
  let clock: Date;

  const deps = (): BookingMailerDeps => ({
    db: h.db,
    log: silent,
    mailer: createMailer(smtp),
    from: 'team@forma.example',
    publicUrl: 'https://forma.example',
    keys,
    now: () => clock,
    backoffMs: [0],
  });

  /** Sends every due e-mail with `mailer`; returns how many went. */
  async function drain(mailer: BookingMailerDeps) {
    let sent = 0;
    for (;;) {
      const outcome = await mailNextBookingEmail(mailer);
      if (!outcome) return sent;
      expect(outcome.status).toBe('sent');
      sent++;
    }
  }

  const book = (start: string, email: string, now: Date) =>
    createBooking(h.db, {
      eventTypeId,
      start: new Date(start),
      end: new Date(Date.parse(start) + 30 * 60_000),
      hostIds: [hostId],
      name: 'Ada Founder',
      email,
      company: 'Startup',
      timeZone: 'Asia/Kolkata',
      answers: { stage: 'Seed' },
      source: { page: '/book' },
      location: 'https://meet.example/forma-{uid}',
      lead: { inquiryType: 'project', message: 'Booked an Intro call' },
      mail: true,
      now,
    } satisfies NewBooking);

  beforeAll(async () => {
    sink = new MailSink();
    smtp = await sink.listen();
    h = await createTestDatabase(kind);
    hostId = (await insertUser(h.db, { username: 'hana', passwordHash: 'x', role: 'viewer' }))!.id;
    await saveHostAvailability(h.db, hostId, {
      active: true,
      displayName: 'Hana Host',
      email: 'hana@forma.example',
      timeZone: 'Europe/Berlin',
      weeklyHours: [{ weekday: 1, start: '09:00', end: '17:00' }],
      bufferBeforeMin: 0,
      bufferAfterMin: 0,
      minNoticeMin: 60,
      horizonDays: 365,
      dailyMax: null,
    });
    eventTypeId = (await findEventType(h.db, 'intro-call'))!.id;
  });
  afterAll(async () => {
    await h?.close();
    await sink?.close();
  });
  beforeEach(() => {
    sink.messages.length = 0;
  });

  it('sends the confirmations, then each reminder once, with a restart in between', async () => {
    const booked = new Date('2030-06-03T08:00:00.000Z');
    const start = '2030-06-10T12:00:00.000Z';
    clock = booked;
    const booking = (await book(start, 'ada@startup.example', booked))!;
    expect(booking).not.toBeNull();

    let mailer = deps();
    expect(await drain(mailer)).toBe(2);
    expect(received(sink)).toEqual([
      'Confirmed -> ada@startup.example',
      'Confirmed -> hana@forma.example',
    ]);
    const invite = inviteOf(sink.messages.find((m) => toOf(m)[0] === 'ada@startup.example')!);
    expect(invite).toMatchObject({
      method: 'REQUEST',
      uid: `${booking.uid}@forma`,
      sequence: 0,
      start,
      end: '2030-06-10T12:30:00.000Z',
      organizer: 'mailto:hana@forma.example',
      attendees: ['mailto:ada@startup.example'],
    });
    // Nothing more until a reminder is due.
    clock = new Date(Date.parse(start) - 24 * HOUR - 60_000);
    expect(await drain(mailer)).toBe(0);

    clock = new Date(Date.parse(start) - 24 * HOUR);
    expect(await drain(mailer)).toBe(2);
    expect(received(sink, 2)).toEqual([
      'Reminder tomorrow -> ada@startup.example',
      'Reminder tomorrow -> hana@forma.example',
    ]);
    expect(inviteOf(sink.messages[2]!)).toMatchObject({ method: 'REQUEST', sequence: 0 });

    // A restart: this mailer stops, a new one starts on the same database at the same time.
    mailer.mailer.close();
    mailer = deps();
    expect(await drain(mailer)).toBe(0);
    clock = new Date(Date.parse(start) - 2 * HOUR);
    expect(await drain(mailer)).toBe(0);
    expect(sink.messages).toHaveLength(4);

    clock = new Date(Date.parse(start) - HOUR);
    expect(await drain(mailer)).toBe(2);
    mailer.mailer.close();
    mailer = deps();
    clock = new Date(Date.parse(start) - 30 * 60_000);
    expect(await drain(mailer)).toBe(0);
    mailer.mailer.close();
    expect(received(sink, 4)).toEqual([
      'Reminder in an hour -> ada@startup.example',
      'Reminder in an hour -> hana@forma.example',
    ]);
    expect(sink.messages).toHaveLength(6);
    const rows = await h.db
      .selectFrom('bookingEmails')
      .select(['kind', 'recipient', 'status', 'attempts'])
      .where('bookingId', '=', booking.id)
      .execute();
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('two mailers running at once send each e-mail exactly once', async () => {
    const booked = new Date('2030-07-01T08:00:00.000Z');
    const start = '2030-07-08T12:00:00.000Z';
    const booking = (await book(start, 'bo@startup.example', booked))!;
    // The confirmations and the 24 h reminders are due; the 1 h ones are not yet.
    clock = new Date(Date.parse(start) - 23 * HOUR);
    const one = startBookingMailer({ ...deps(), pollMs: 20 });
    const two = startBookingMailer({ ...deps(), pollMs: 20 });
    one.kick();
    two.kick();
    const { value } = await until(
      async () => sink.messages.length,
      (n) => n >= 4,
      10_000,
    );
    expect(value).toBe(4);
    // A few more passes of both find nothing left to send.
    await new Promise((r) => setTimeout(r, 150));
    await Promise.all([one.stop(), two.stop()]);
    expect(received(sink)).toEqual([
      'Confirmed -> bo@startup.example',
      'Confirmed -> hana@forma.example',
      'Reminder tomorrow -> bo@startup.example',
      'Reminder tomorrow -> hana@forma.example',
    ]);
    const rows = await h.db
      .selectFrom('bookingEmails')
      .select(['kind', 'status', 'attempts'])
      .where('bookingId', '=', booking.id)
      .orderBy('id')
      .execute();
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(4);
    expect(rows.filter((r) => r.status === 'sent').every((r) => r.attempts === 1)).toBe(true);
    expect(rows.filter((r) => r.kind === 'reminder-1h').map((r) => r.status)).toEqual([
      'pending',
      'pending',
    ]);
  });

  it('a reschedule sends the same UID with SEQUENCE 1; a cancel sends METHOD:CANCEL and drops reminders', async () => {
    const booked = new Date('2030-05-01T08:00:00.000Z');
    clock = booked;
    const booking = (await book('2030-05-13T12:00:00.000Z', 'cy@startup.example', booked))!;
    const mailer = deps();
    expect(await drain(mailer)).toBe(2);
    const { rescheduleBooking, cancelBooking } = await import('@forma/db');
    await rescheduleBooking(
      h.db,
      { uid: booking.uid },
      {
        start: new Date('2030-05-13T13:00:00.000Z'),
        end: new Date('2030-05-13T13:30:00.000Z'),
        by: 'visitor',
        actorId: null,
        mail: true,
        now: booked,
      },
    );
    expect(await drain(mailer)).toBe(2);
    const moved = inviteOf(sink.messages.at(-1)!);
    expect(moved).toMatchObject({
      method: 'REQUEST',
      uid: `${booking.uid}@forma`,
      sequence: 1,
      start: '2030-05-13T13:00:00.000Z',
    });
    await cancelBooking(
      h.db,
      { uid: booking.uid },
      { by: 'visitor', reason: '', actorId: null, mail: true, now: booked },
    );
    expect(await drain(mailer)).toBe(2);
    const cancelled = inviteOf(sink.messages.at(-1)!);
    expect(cancelled).toMatchObject({
      method: 'CANCEL',
      uid: `${booking.uid}@forma`,
      sequence: 2,
    });
    // No reminder of a cancelled call, even when its time comes.
    clock = new Date('2030-05-13T12:30:00.000Z');
    expect(await drain(mailer)).toBe(0);
    mailer.mailer.close();
    expect(sink.messages).toHaveLength(6);
  });
});
