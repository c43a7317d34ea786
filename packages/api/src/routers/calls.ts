import {
  BookingError,
  BookingSetupError,
  cancelBooking,
  createEventType,
  deleteEventType,
  deleteHostOverride,
  findBookingById,
  findEventType,
  getHostAvailability,
  listBookingEmails,
  listBookingHosts,
  listCalls,
  listEventTypes,
  listHostOverrides,
  markBookingNoShow,
  rescheduleBooking,
  saveHostAvailability,
  saveHostOverride,
  updateEventType,
  upcomingCallsSummary,
  type BookingRecord,
} from '@forma/db';
import {
  availabilityInput,
  byIdInput,
  callCancelInput,
  callAnswer,
  callListAnswer,
  callNoShowInput,
  callRescheduleInput,
  callSlotsInput,
  callsListInput,
  dateOverrideInput,
  eventTypeInput,
  eventTypeUpdateInput,
} from '@forma/validators';
import { TRPCError } from '@trpc/server';
import { DateTime } from 'luxon';
import { totpKeysOf } from '../auth/two-factor';
import { bookingManagePath } from '../booking/links';
import { hostsFreeFor, slotsAnswerFor } from '../booking/service';
import {
  adminProcedure,
  createTRPCRouter,
  editorProcedure,
  viewerProcedure,
  type Context,
} from '../trpc';

/** Runs a repository call, turning its BookingError / BookingSetupError into a tRPC error. */
async function mapped<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof BookingError || error instanceof BookingSetupError)
      throw new TRPCError({ code: error.code, message: error.message });
    throw error;
  }
}

const mailOn = (ctx: Context) => ctx.jobs?.kickBookingMailer !== undefined;
const kick = (ctx: Context) => {
  ctx.jobs?.kickBookingMailer?.();
  ctx.jobs?.kickWebhooks?.();
};

/** A call as the console shows it (the booking without its blocked range). */
const callOf = ({ blockedFrom: _f, blockedUntil: _u, ...call }: BookingRecord) => call;

async function callOr404(ctx: Context, id: number) {
  const call = await findBookingById(ctx.db, id);
  if (!call) throw new TRPCError({ code: 'NOT_FOUND', message: 'This call no longer exists' });
  return call;
}

/**
 * The console's side of booking a call (issue 42 items 1 and 6): the Calls screen (every role
 * reads; editors and admins cancel, reschedule and mark no-shows, and the visitor is e-mailed),
 * each user's own availability and date overrides, and the event types (admins change them).
 */
export const callsRouter = createTRPCRouter({
  /**
   * A page of calls: upcoming (soonest first) or past (latest first), by host and status,
   * searched in name, e-mail and company: `{ items, total }`.
   */
  list: viewerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/calls',
        summary: 'Booked calls, upcoming or past',
        tag: 'Admin: calls',
        answer: callListAnswer,
      },
    })
    .input(callsListInput)
    .query(async ({ ctx, input }) => {
      const page = await listCalls(ctx.db, input);
      // Exactly the documented fields (the REST answer's schema allows no others).
      return { items: page.items.map((b) => callAnswer.parse(callOf(b))), total: page.total };
    }),

  /** One call with its e-mails (what was sent, what waits) and its visitor's manage link. */
  get: viewerProcedure.input(byIdInput).query(async ({ ctx, input }) => {
    const call = await callOr404(ctx, input.id);
    return {
      call: callOf(call),
      emails: await listBookingEmails(ctx.db, call.id),
      managePath: bookingManagePath(call.uid, totpKeysOf(ctx)),
    };
  }),

  /** Everyone who takes calls: `{ userId, displayName, active, timeZone }[]` (the host filter). */
  hosts: viewerProcedure.query(({ ctx }) => listBookingHosts(ctx.db)),

  /** The dashboard's line: confirmed calls ahead and the next one. */
  summary: viewerProcedure.query(async ({ ctx }) => {
    const { upcoming, next } = await upcomingCallsSummary(ctx.db);
    return { upcoming, next: next ? callOf(next) : null };
  }),

  /** The free slots of call `id`'s host to move it to (its own time counted free). */
  slots: editorProcedure.input(callSlotsInput).query(async ({ ctx, input }) => {
    const call = await callOr404(ctx, input.id);
    const type = (await findEventType(ctx.db, call.eventTypeSlug))!;
    return slotsAnswerFor(
      ctx.db,
      type,
      { ...input, tz: input.tz ?? call.hostTimeZone },
      { hostId: call.hostId, skipUid: call.uid },
    );
  }),

  /** Cancels a call for the team; the visitor gets the cancellation. NOT_FOUND; CONFLICT. */
  cancel: editorProcedure.input(callCancelInput).mutation(async ({ ctx, input }) => {
    const call = await mapped(
      cancelBooking(
        ctx.db,
        { id: input.id },
        { by: 'host', reason: input.reason, actorId: ctx.user.id, mail: mailOn(ctx) },
      ),
    );
    kick(ctx);
    return callOf(call);
  }),

  /**
   * Moves a call to `start` with its host; the visitor gets the new invite. NOT_FOUND; CONFLICT
   * when it is not confirmed or the host is not free then.
   */
  reschedule: editorProcedure.input(callRescheduleInput).mutation(async ({ ctx, input }) => {
    const call = await callOr404(ctx, input.id);
    const type = (await findEventType(ctx.db, call.eventTypeSlug))!;
    const start = new Date(input.start);
    const free = await hostsFreeFor(ctx.db, type, start, {
      hostId: call.hostId,
      skipUid: call.uid,
    });
    if (free.length === 0)
      throw new TRPCError({
        code: 'CONFLICT',
        message: `${call.hostName} is not free at ${DateTime.fromJSDate(start, { zone: call.hostTimeZone }).toFormat('d LLL HH:mm')}: pick one of the free times`,
      });
    const moved = await mapped(
      rescheduleBooking(
        ctx.db,
        { id: call.id },
        {
          start,
          end: new Date(start.getTime() + type.durationMin * 60_000),
          by: 'host',
          actorId: ctx.user.id,
          mail: mailOn(ctx),
        },
      ),
    );
    kick(ctx);
    return callOf(moved);
  }),

  /** Marks a call that has started as a no-show. NOT_FOUND; CONFLICT. */
  noShow: editorProcedure
    .input(callNoShowInput)
    .mutation(async ({ ctx, input }) =>
      callOf(await mapped(markBookingNoShow(ctx.db, input.id, ctx.user.id))),
    ),

  /**
   * The signed-in user's availability (null: they take no calls yet) and their date overrides
   * from today on.
   */
  availability: viewerProcedure.query(async ({ ctx }) => {
    const availability = await getHostAvailability(ctx.db, ctx.user.id);
    const today = DateTime.now()
      .setZone(availability?.timeZone ?? 'UTC')
      .toISODate()!;
    return {
      availability,
      overrides: availability ? await listHostOverrides(ctx.db, ctx.user.id, today) : [],
    };
  }),

  /** Saves the signed-in user's weekly hours, zone, buffers, notice, horizon and daily maximum. */
  saveAvailability: viewerProcedure
    .input(availabilityInput)
    .mutation(({ ctx, input }) => saveHostAvailability(ctx.db, ctx.user.id, input)),

  /** Sets the signed-in user's hours on one date (`[]`: a day off). NOT_FOUND before hours exist. */
  saveOverride: viewerProcedure
    .input(dateOverrideInput)
    .mutation(({ ctx, input }) => mapped(saveHostOverride(ctx.db, ctx.user.id, input))),

  /** Removes one of the signed-in user's overrides. NOT_FOUND. */
  deleteOverride: viewerProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
    await mapped(deleteHostOverride(ctx.db, ctx.user.id, input.id));
    return { success: true as const };
  }),

  /** Every event type, active or not, in order. */
  eventTypes: viewerProcedure.query(({ ctx }) => listEventTypes(ctx.db)),

  /** Adds an event type (admins). CONFLICT for a taken slug. */
  createEventType: adminProcedure
    .input(eventTypeInput)
    .mutation(({ ctx, input }) => mapped(createEventType(ctx.db, input))),

  /** Changes an event type (admins). NOT_FOUND; CONFLICT for a taken slug. */
  updateEventType: adminProcedure
    .input(eventTypeUpdateInput)
    .mutation(({ ctx, input }) => mapped(updateEventType(ctx.db, input.id, input.data))),

  /** Deletes an event type never booked (admins). NOT_FOUND; CONFLICT once booked. */
  deleteEventType: adminProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
    await mapped(deleteEventType(ctx.db, input.id));
    return { success: true as const };
  }),
});
