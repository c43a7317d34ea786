import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';

/**
 * The iCalendar invite of a booking (issue 42 item 5, RFC 5545 / 5546 iTIP): `METHOD:REQUEST`
 * for a new or moved call, `METHOD:CANCEL` for a cancelled one, with the booking's stable `UID`
 * and its `SEQUENCE` (0, then one more per change), so calendars update the same event.
 */

/** What an invite says about a call. */
export interface InviteBooking {
  uid: string;
  sequence: number;
  status: 'confirmed' | 'cancelled' | 'no_show';
  start: Date;
  end: Date;
  title: string;
  description: string;
  location: string;
  /** The manage page's absolute URL. */
  url: string;
  host: { name: string; email: string };
  visitor: { name: string; email: string };
}

/** The domain of every booking UID (`{uuid}@forma`). */
const UID_DOMAIN = 'forma';

/** The invite's `.ics` text: REQUEST while the call stands, CANCEL once it is cancelled. */
export function bookingInvite(booking: InviteBooking, stamp: Date = new Date()): string {
  const cancelled = booking.status === 'cancelled';
  const calendar = ical({
    prodId: { company: 'Forma', product: 'Booking', language: 'EN' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: `${booking.uid}@${UID_DOMAIN}`,
    sequence: booking.sequence,
    stamp,
    start: booking.start,
    end: booking.end,
    summary: booking.title,
    description: booking.description,
    location: booking.location,
    url: booking.url,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: booking.host.name, email: booking.host.email },
    attendees: [
      {
        name: booking.visitor.name,
        email: booking.visitor.email,
        role: ICalAttendeeRole.REQ,
        status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.NEEDSACTION,
        rsvp: !cancelled,
      },
    ],
  });
  return calendar.toString();
}

const compact = (date: Date) => date.toISOString().replace(/[-:]|\.\d{3}/g, '');

/**
 * "Add to calendar" links for a call: Google Calendar and Outlook on the web (the `.ics`
 * attachment covers Apple Calendar and the rest).
 */
export function addToCalendarLinks(
  booking: Pick<InviteBooking, 'start' | 'end' | 'title' | 'description' | 'location'>,
) {
  const google = new URL('https://calendar.google.com/calendar/render');
  google.search = new URLSearchParams({
    action: 'TEMPLATE',
    text: booking.title,
    dates: `${compact(booking.start)}/${compact(booking.end)}`,
    details: booking.description,
    location: booking.location,
  }).toString();
  const outlook = new URL('https://outlook.live.com/calendar/0/deeplink/compose');
  outlook.search = new URLSearchParams({
    subject: booking.title,
    startdt: booking.start.toISOString(),
    enddt: booking.end.toISOString(),
    body: booking.description,
    location: booking.location,
  }).toString();
  return { google: google.toString(), outlook: outlook.toString() };
}
