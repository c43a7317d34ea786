import {
  BookingError,
  cancelBooking,
  createBooking,
  createLead,
  findBookingByUid,
  findEventType,
  hitRateLimit,
  listEventTypes,
  peekRateLimit,
  rescheduleBooking,
  type BookingRecord,
} from '@forma/db';
import {
  bookInput,
  cancelBookingInput,
  manageBookingInput,
  publicBooking,
  publicEventType,
  rescheduleBookingInput,
  slotsAnswer,
  slotsInput,
} from '@forma/validators';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { totpKeysOf } from '../auth/two-factor';
import { verifyBookingLinkToken } from '../booking/links';
import {
  bookableEventType,
  bookingLeadMessage,
  hostsFreeFor,
  publicBookingOf,
  publicEventTypeOf,
  slotsAnswerFor,
} from '../booking/service';
import { createTRPCRouter, publicProcedure, type Context } from '../trpc';
import { spamReasonOf } from './contact';

/** Bookings one e-mail address may make per window (issue 42 item 7), and the window, ms. */
export const BOOKINGS_PER_EMAIL = 3;
export const BOOKING_EMAIL_WINDOW_MS = 24 * 60 * 60 * 1000;

const TAKEN = 'That time was just taken. Pick another one: the free times are shown again.';
const NOT_OFFERED =
  'That is not a time we offer (it has passed, or is outside our hours). Pick one of the free times.';

/**
 * Why nobody is free for a `type` call at `start` (within `scope`): CONFLICT when the time is
 * offered but was taken, BAD_REQUEST when it is not a time offered at all (past, off the grid,
 * outside the hours, notice or horizon).
 */
async function unavailable(
  db: Parameters<typeof hostsFreeFor>[0],
  type: Parameters<typeof hostsFreeFor>[1],
  start: Date,
  scope: Parameters<typeof hostsFreeFor>[3] = {},
): Promise<TRPCError> {
  const offered = await hostsFreeFor(db, type, start, { ...scope, offeredOnly: true });
  return offered.length > 0
    ? new TRPCError({ code: 'CONFLICT', message: TAKEN })
    : new TRPCError({ code: 'BAD_REQUEST', message: NOT_OFFERED });
}
const badLink = () =>
  new TRPCError({ code: 'FORBIDDEN', message: 'This booking link is not valid' });

/** Turns a repository BookingError into the matching tRPC error. */
function asTrpcError(error: unknown): never {
  if (error instanceof BookingError)
    throw new TRPCError({ code: error.code, message: error.message });
  throw error;
}

/** Whether booking e-mails can be sent (SMTP configured): they are queued only then. */
const mailOn = (ctx: Context) => ctx.jobs?.kickBookingMailer !== undefined;

/**
 * The booking behind a signed manage link: FORBIDDEN for a token that was not made for this
 * UID (tampered, or another booking's), NOT_FOUND when there is no such booking.
 */
async function bookingOfLink(ctx: Context, input: { uid: string; token: string }) {
  if (!verifyBookingLinkToken(input.uid, input.token, totpKeysOf(ctx))) throw badLink();
  const booking = await findBookingByUid(ctx.db, input.uid);
  if (!booking)
    throw new TRPCError({ code: 'NOT_FOUND', message: 'This booking no longer exists' });
  const type = await findEventType(ctx.db, booking.eventTypeSlug);
  return { booking, type: type! };
}

/**
 * Refuses a visitor's change to a call that has started (`booking.startsAt` at or before now):
 * CONFLICT. The host can still change it from the console.
 */
function notStarted(booking: BookingRecord): void {
  if (booking.startsAt.getTime() <= Date.now())
    throw new TRPCError({
      code: 'CONFLICT',
      message:
        'This call has already started, so it can no longer be moved or cancelled here. Reply to your invite to reach your host.',
    });
}

const answerOf = (
  ctx: Context,
  booking: BookingRecord,
  type: NonNullable<Awaited<ReturnType<typeof findEventType>>>,
) => publicBookingOf(booking, type, totpKeysOf(ctx));

const manageSlotsInput = manageBookingInput.extend({
  from: slotsInput.shape.from,
  days: slotsInput.shape.days,
  tz: slotsInput.shape.tz,
});

/**
 * Booking a call (issue 42 items 2-7), public: the event types, the free slots of a range of days
 * in the visitor's zone, booking one (a lead, invites, reminders), and the visitor's signed
 * links to see, move or cancel it.
 */
export const bookingRouter = createTRPCRouter({
  /** The event types a visitor can book, in order. */
  eventTypes: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/booking/event-types',
        summary: 'The kinds of call a visitor can book',
        tag: 'Booking',
        answer: z.array(publicEventType),
      },
    })
    .query(async ({ ctx }) =>
      (await listEventTypes(ctx.db, { activeOnly: true })).map(publicEventTypeOf),
    ),

  /**
   * Free slots: `days` (1-14, default 7) dates from `from` (default today) in `tz` (IANA;
   * default the team's zone), each with its free slots as ISO instants, and the dates of the
   * ranges before and after (`previous`, `next`; null at the ends). NOT_FOUND for an unknown or
   * switched-off event type; BAD_REQUEST for an unknown zone or a malformed date.
   */
  slots: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/booking/slots',
        summary: 'Free times to book, by day, in a time zone',
        tag: 'Booking',
        answer: slotsAnswer,
        errors: [404],
        private: true,
      },
    })
    .input(slotsInput)
    .query(async ({ ctx, input }) =>
      slotsAnswerFor(ctx.db, await bookableEventType(ctx.db, input.eventType), input),
    ),

  /**
   * Books `start` (one of the slots) with the free host booked least, as one transaction with
   * the lead (joined by e-mail or new), its timeline, the invites and reminders (when e-mail is
   * configured) and the `booking.created` event. Answers the booking with its signed manage
   * path (201). CONFLICT when the time was just taken; BAD_REQUEST when it is not a time offered
   * (past, off the grid, outside the hours); TOO_MANY_REQUESTS past
   * BOOKINGS_PER_EMAIL for one address in a day (per IP: the host's `booking` limit);
   * BAD_REQUEST for bad fields, or when the contact form's spam signals say spam (stored as a
   * spam lead, no call booked).
   */
  book: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/bookings',
        summary: 'Book a call',
        tag: 'Booking',
        answer: publicBooking,
        answerDescription: 'Booked',
        status: 201,
        errors: [404, 409],
        rateLimit: 'booking',
        private: true,
      },
    })
    .input(bookInput)
    .mutation(async ({ ctx, input }) => {
      const type = await bookableEventType(ctx.db, input.eventType);
      const start = new Date(input.start);
      const end = new Date(start.getTime() + type.durationMin * 60_000);
      const message = bookingLeadMessage(type, start, input.timeZone, input.answers);
      const spamReason = spamReasonOf({ website: input.website, fillMs: input.fillMs });
      if (spamReason) {
        await createLead(ctx.db, {
          name: input.name,
          email: input.email,
          company: input.company,
          inquiryType: input.designer ? 'designer' : 'project',
          message,
          status: 'spam',
          spamReason,
          designerSlug: input.designer,
        });
        ctx.log?.info({ spamReason }, 'booking stored as a spam lead');
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message:
            'We could not book this call. Please try again, or write to us through the contact form.',
        });
      }
      // Only a booking made counts against the address: a lost race (CONFLICT) does not.
      const emailKey = `booking-email:${input.email.toLowerCase()}`;
      const { count } = await peekRateLimit(ctx.db, emailKey);
      if (count >= BOOKINGS_PER_EMAIL)
        throw new TRPCError({
          code: 'TOO_MANY_REQUESTS',
          message: `This e-mail address has booked ${BOOKINGS_PER_EMAIL} calls today. Manage them from the links in your e-mails, or try again tomorrow.`,
        });
      const hostIds = await hostsFreeFor(ctx.db, type, start);
      const booking =
        hostIds.length === 0
          ? null
          : await createBooking(ctx.db, {
              eventTypeId: type.id,
              start,
              end,
              hostIds,
              name: input.name,
              email: input.email,
              company: input.company,
              timeZone: input.timeZone,
              answers: input.answers as Record<string, string>,
              source: input.source,
              designerSlug: input.designer,
              location: type.locationValue,
              lead: { inquiryType: input.designer ? 'designer' : 'project', message },
              mail: mailOn(ctx),
            });
      if (!booking) throw await unavailable(ctx.db, type, start);
      await hitRateLimit(ctx.db, emailKey, BOOKING_EMAIL_WINDOW_MS);
      ctx.jobs?.kickBookingMailer?.();
      ctx.jobs?.kickWebhooks?.();
      return answerOf(ctx, booking, type);
    }),

  /** The booking of a signed manage link. FORBIDDEN for a bad link; NOT_FOUND. */
  get: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/bookings/{uid}',
        summary: 'A booking, from its signed link',
        tag: 'Booking',
        answer: publicBooking,
        errors: [403],
        private: true,
      },
    })
    .input(manageBookingInput)
    .query(async ({ ctx, input }) => {
      const { booking, type } = await bookingOfLink(ctx, input);
      return answerOf(ctx, booking, type);
    }),

  /**
   * The free slots to move a booking to: its host's, with its own time counted free. Same
   * answer as `slots`; FORBIDDEN for a bad link.
   */
  rescheduleSlots: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/bookings/{uid}/slots',
        summary: 'Free times to move a booking to',
        tag: 'Booking',
        answer: slotsAnswer,
        errors: [403],
        private: true,
      },
    })
    .input(manageSlotsInput)
    .query(async ({ ctx, input }) => {
      const { booking, type } = await bookingOfLink(ctx, input);
      return slotsAnswerFor(
        ctx.db,
        type,
        { ...input, tz: input.tz ?? booking.timeZone },
        { hostId: booking.hostId, skipUid: booking.uid },
      );
    }),

  /**
   * Moves a booking to `start` with the same host: same UID, SEQUENCE + 1, new invites and
   * reminders. FORBIDDEN for a bad link; CONFLICT when it is cancelled or has started, or the
   * time was just taken; BAD_REQUEST when the time is not offered.
   */
  reschedule: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/bookings/{uid}/reschedule',
        summary: 'Move a booking to another time',
        tag: 'Booking',
        answer: publicBooking,
        errors: [403, 409],
        rateLimit: 'booking',
        private: true,
      },
    })
    .input(rescheduleBookingInput)
    .mutation(async ({ ctx, input }) => {
      const { booking, type } = await bookingOfLink(ctx, input);
      if (booking.status === 'confirmed') notStarted(booking);
      const start = new Date(input.start);
      const scope = { hostId: booking.hostId, skipUid: booking.uid };
      const free = await hostsFreeFor(ctx.db, type, start, scope);
      if (free.length === 0) throw await unavailable(ctx.db, type, start, scope);
      const moved = await rescheduleBooking(
        ctx.db,
        { uid: booking.uid },
        {
          start,
          end: new Date(start.getTime() + type.durationMin * 60_000),
          by: 'visitor',
          actorId: null,
          mail: mailOn(ctx),
        },
      ).catch(asTrpcError);
      ctx.jobs?.kickBookingMailer?.();
      ctx.jobs?.kickWebhooks?.();
      return answerOf(ctx, moved, type);
    }),

  /**
   * Cancels a booking (METHOD:CANCEL to both calendars, reminders dropped). FORBIDDEN for a bad
   * link; CONFLICT when it is already cancelled, or has started.
   */
  cancel: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/bookings/{uid}/cancel',
        summary: 'Cancel a booking',
        tag: 'Booking',
        answer: publicBooking,
        errors: [403, 409],
        rateLimit: 'booking',
        private: true,
      },
    })
    .input(cancelBookingInput)
    .mutation(async ({ ctx, input }) => {
      const { booking, type } = await bookingOfLink(ctx, input);
      if (booking.status === 'confirmed') notStarted(booking);
      const cancelled = await cancelBooking(
        ctx.db,
        { uid: booking.uid },
        { by: 'visitor', reason: input.reason, actorId: null, mail: mailOn(ctx) },
      ).catch(asTrpcError);
      ctx.jobs?.kickBookingMailer?.();
      ctx.jobs?.kickWebhooks?.();
      return answerOf(ctx, cancelled, type);
    }),
});
