import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { addToCalendarLinks, bookingInvite, type InviteBooking } from './invite';

/**
 * Issue 42 item 5: the invite, parsed by a well-kept iCalendar parser (ical.js): METHOD:REQUEST
 * with a stable UID and a rising SEQUENCE, METHOD:CANCEL once cancelled.
 */
const booking: InviteBooking = {
  uid: '6f1c2d3e-4b5a-4c6d-8e7f-0123456789ab',
  sequence: 0,
  status: 'confirmed',
  start: new Date('2027-03-15T14:00:00.000Z'),
  end: new Date('2027-03-15T14:30:00.000Z'),
  title: 'Intro call: Ada and Grace (Forma)',
  description: 'Join: https://meet.example.com/abc\nReschedule or cancel: https://forma.test/x',
  location: 'https://meet.example.com/abc',
  url: 'https://forma.test/book/manage/6f1c?token=t',
  host: { name: 'Grace Host', email: 'grace@forma.test' },
  visitor: { name: 'Ada Visitor', email: 'ada@example.com' },
};

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    status: vevent.getFirstPropertyValue('status'),
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    summary: event.summary,
    description: event.description,
    location: event.location,
    organizer: String(vevent.getFirstPropertyValue('organizer')),
    organizerName: vevent.getFirstProperty('organizer')?.getParameter('cn'),
    attendees: event.attendees.map((a) => ({
      value: String(a.getFirstValue()),
      cn: a.getParameter('cn'),
      partstat: a.getParameter('partstat'),
      rsvp: a.getParameter('rsvp'),
    })),
  };
}

describe('booking invite (.ics)', () => {
  const stamp = new Date('2027-03-01T09:00:00.000Z');

  it('a new booking is a METHOD:REQUEST with the UID, SEQUENCE 0 and the right instants', () => {
    const invite = parse(bookingInvite(booking, stamp));
    expect(invite).toMatchObject({
      method: 'REQUEST',
      uid: `${booking.uid}@forma`,
      sequence: 0,
      status: 'CONFIRMED',
      summary: booking.title,
      description: booking.description,
      location: booking.location,
    });
    expect(invite.start.getTime()).toBe(booking.start.getTime());
    expect(invite.end.getTime()).toBe(booking.end.getTime());
    expect(invite.organizer.toLowerCase()).toBe('mailto:grace@forma.test');
    expect(invite.organizerName).toBe('Grace Host');
    expect(invite.attendees).toEqual([
      {
        value: expect.stringMatching(/^mailto:ada@example\.com$/i),
        cn: 'Ada Visitor',
        partstat: 'NEEDS-ACTION',
        rsvp: 'TRUE',
      },
    ]);
  });

  it('a reschedule keeps the UID and raises SEQUENCE; a cancel is METHOD:CANCEL', () => {
    const first = parse(bookingInvite(booking, stamp));
    const moved = parse(
      bookingInvite(
        {
          ...booking,
          sequence: 1,
          start: new Date('2027-03-16T09:30:00.000Z'),
          end: new Date('2027-03-16T10:00:00.000Z'),
        },
        stamp,
      ),
    );
    expect(moved.method).toBe('REQUEST');
    expect(moved.uid).toBe(first.uid);
    expect(moved.sequence).toBeGreaterThan(first.sequence);
    expect(moved.start.toISOString()).toBe('2027-03-16T09:30:00.000Z');
    expect(moved.end.toISOString()).toBe('2027-03-16T10:00:00.000Z');

    const cancelled = parse(bookingInvite({ ...booking, sequence: 2, status: 'cancelled' }, stamp));
    expect(cancelled).toMatchObject({
      method: 'CANCEL',
      uid: first.uid,
      sequence: 2,
      status: 'CANCELLED',
    });
    expect(cancelled.sequence).toBeGreaterThan(moved.sequence);
    expect(cancelled.attendees[0]).toMatchObject({ partstat: 'DECLINED' });
  });

  it('a call across a daylight-saving change keeps its instants (UTC in the file)', () => {
    // Berlin moves its clocks on 2027-03-28 at 01:00 UTC.
    const start = new Date('2027-03-28T00:45:00.000Z');
    const end = new Date('2027-03-28T01:30:00.000Z');
    const invite = parse(bookingInvite({ ...booking, start, end }, stamp));
    expect(invite.start.getTime()).toBe(start.getTime());
    expect(invite.end.getTime()).toBe(end.getTime());
  });

  it('add-to-calendar links carry the title and the times', () => {
    const links = addToCalendarLinks(booking);
    const google = new URL(links.google);
    expect(google.searchParams.get('dates')).toBe('20270315T140000Z/20270315T143000Z');
    expect(google.searchParams.get('text')).toBe(booking.title);
    const outlook = new URL(links.outlook);
    expect(outlook.searchParams.get('startdt')).toBe(booking.start.toISOString());
    expect(outlook.searchParams.get('subject')).toBe(booking.title);
  });
});
