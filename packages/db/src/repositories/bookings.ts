import type { BookingSource, CallsListInput } from '@forma/validators/booking';
import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { DB } from '../client';
import type { BookingEmailKind, BookingsTable } from '../schema';
import { insertLeadEvent } from './leads';
import { recordWebhookEvent } from './webhooks';

/**
 * Booked calls (issue 42 items 4-6): booking a slot with no double booking (the exclusion
 * constraint `bookings_no_overlap` decides, not a check before the insert), rescheduling,
 * cancelling, no-shows, the lead each booking joins or creates, the e-mails each change queues
 * (`booking_emails`) and the webhook events. Every change is one transaction.
 */

/** A booking row with its host's name and event type. */
export interface BookingRecord extends Selectable<BookingsTable> {
  hostName: string;
  hostEmail: string;
  hostTimeZone: string;
  eventTypeSlug: string;
  eventTypeTitle: string;
  durationMin: number;
  designerSlug: string | null;
  designerName: string | null;
}

/** The error of a booking change: NOT_FOUND, CONFLICT (not confirmed any more; slot taken). */
export class BookingError extends Error {
  override name = 'BookingError';
  constructor(
    readonly code: 'NOT_FOUND' | 'CONFLICT',
    message: string,
  ) {
    super(message);
  }
}

/** Hours before a call its reminders are due. */
export const REMINDER_HOURS = { 'reminder-24h': 24, 'reminder-1h': 1 } as const;

const selectBooking = (db: DB) =>
  db
    .selectFrom('bookings as b')
    .innerJoin('bookingHosts as h', 'h.userId', 'b.hostId')
    .innerJoin('bookingEventTypes as t', 't.id', 'b.eventTypeId')
    .leftJoin('designers as d', 'd.id', 'b.designerId')
    .selectAll('b')
    .select([
      'h.displayName as hostName',
      'h.email as hostEmail',
      'h.timeZone as hostTimeZone',
      't.slug as eventTypeSlug',
      't.title as eventTypeTitle',
      't.durationMin',
      'd.slug as designerSlug',
      'd.name as designerName',
    ]);

/** The booking with iCalendar UID `uid`, or null. */
export async function findBookingByUid(db: DB, uid: string): Promise<BookingRecord | null> {
  return (await selectBooking(db).where('b.uid', '=', uid).executeTakeFirst()) ?? null;
}

/** The booking `id`, or null. */
export async function findBookingById(db: DB, id: number): Promise<BookingRecord | null> {
  return (await selectBooking(db).where('b.id', '=', id).executeTakeFirst()) ?? null;
}

const SORTS = {
  starts: ['b.startsAt', 'asc'],
  '-starts': ['b.startsAt', 'desc'],
  name: ['b.name', 'asc'],
  '-name': ['b.name', 'desc'],
  created: ['b.createdAt', 'asc'],
  '-created': ['b.createdAt', 'desc'],
} as const;

/**
 * The Calls screen's page: upcoming (ending after `now`, soonest first) or past (latest first)
 * calls, by host and status, searched in name, e-mail and company. Returns `{ items, total }`.
 */
export async function listCalls(
  db: DB,
  input: CallsListInput,
  now: Date = new Date(),
): Promise<{ items: BookingRecord[]; total: number }> {
  let query = selectBooking(db);
  query =
    input.when === 'upcoming'
      ? query.where('b.endsAt', '>', now)
      : query.where('b.endsAt', '<=', now);
  if (input.hostId) query = query.where('b.hostId', '=', input.hostId);
  if (input.status) query = query.where('b.status', '=', input.status);
  if (input.q) {
    const like = `%${input.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('b.name', 'ilike', like),
        eb('b.email', 'ilike', like),
        eb('b.company', 'ilike', like),
      ]),
    );
  }
  const [column, direction] =
    SORTS[input.sort ?? (input.when === 'upcoming' ? 'starts' : '-starts')];
  const [items, count] = await Promise.all([
    query
      .orderBy(column, direction)
      .orderBy('b.id', direction)
      .limit(input.limit)
      .offset(input.offset)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.n) };
}

/** Confirmed calls from `now` on, and the next one (the dashboard). */
export async function upcomingCallsSummary(
  db: DB,
  now: Date = new Date(),
): Promise<{ upcoming: number; next: BookingRecord | null }> {
  const [count, next] = await Promise.all([
    db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'confirmed')
      .where('endsAt', '>', now)
      .executeTakeFirstOrThrow(),
    selectBooking(db)
      .where('b.status', '=', 'confirmed')
      .where('b.endsAt', '>', now)
      .orderBy('b.startsAt')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { upcoming: Number(count.n), next: next ?? null };
}

/**
 * Queues `kind`'s e-mails (to the visitor and the host) for `booking` at its current SEQUENCE,
 * and for a confirmation or a reschedule the reminders still ahead (24 h and 1 h before the
 * call). E-mails of an older SEQUENCE still pending are dropped ('cancelled'): each change
 * sends only its own news. Call it in the change's transaction.
 */
async function queueBookingEmails(
  trx: DB,
  booking: { id: number; sequence: number; startsAt: Date },
  kind: 'confirmed' | 'rescheduled' | 'cancelled',
  now: Date,
): Promise<void> {
  await trx
    .updateTable('bookingEmails')
    .set({ status: 'cancelled' })
    .where('bookingId', '=', booking.id)
    .where('status', '=', 'pending')
    .where('sequence', '<', booking.sequence)
    .execute();
  const rows: { kind: BookingEmailKind; dueAt: Date }[] = [{ kind, dueAt: now }];
  if (kind !== 'cancelled')
    for (const [reminder, hours] of Object.entries(REMINDER_HOURS) as [
      BookingEmailKind,
      number,
    ][]) {
      const dueAt = new Date(booking.startsAt.getTime() - hours * 3_600_000);
      if (dueAt > now) rows.push({ kind: reminder, dueAt });
    }
  await trx
    .insertInto('bookingEmails')
    .values(
      rows.flatMap((row) =>
        (['visitor', 'host'] as const).map((recipient) => ({
          bookingId: booking.id,
          kind: row.kind,
          recipient,
          sequence: booking.sequence,
          dueAt: row.dueAt,
        })),
      ),
    )
    .execute();
}

/** The webhook events' booking (issue 43's outbox). */
function bookingSummary(b: BookingRecord) {
  return {
    id: b.id,
    uid: b.uid,
    eventType: b.eventTypeSlug,
    start: b.startsAt.toISOString(),
    end: b.endsAt.toISOString(),
    timeZone: b.timeZone,
    name: b.name,
    email: b.email,
    company: b.company,
    host: { id: b.hostId, name: b.hostName },
    leadId: b.leadId,
    designer: b.designerSlug,
    answers: b.answers,
    source: b.source,
  };
}

/** What `createBooking` books. */
export interface NewBooking {
  eventTypeId: number;
  start: Date;
  end: Date;
  /** Hosts free for the slot, in the order to try (least booked first). */
  hostIds: number[];
  name: string;
  email: string;
  company: string;
  /** The visitor's IANA zone. */
  timeZone: string;
  answers: Record<string, string>;
  source: BookingSource;
  designerSlug?: string | undefined;
  /** The video-call link template (`{uid}` is replaced) or the phone number. */
  location: string;
  /** The new lead's inquiry type and message, when no lead has the visitor's e-mail. */
  lead: { inquiryType: string; message: string };
  /** Queue the e-mails (SMTP is configured). */
  mail: boolean;
  now?: Date;
}

/**
 * How many confirmed calls host `hostId` has on the local date (in `timeZone`) of `start`,
 * leaving out booking `exceptId` (the one being moved). Read under the host's row lock.
 */
async function confirmedOnLocalDate(
  trx: DB,
  hostId: number,
  timeZone: string,
  start: Date,
  exceptId?: number,
): Promise<number> {
  let query = trx
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('hostId', '=', hostId)
    .where('status', '=', 'confirmed')
    .where(
      sql<boolean>`(starts_at at time zone ${timeZone})::date = (${start}::timestamptz at time zone ${timeZone})::date`,
    );
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const { n } = await query.executeTakeFirstOrThrow();
  return Number(n);
}

const EXCLUSION_VIOLATION = '23P01';
const codeOf = (err: unknown) =>
  typeof err === 'object' && err !== null ? (err as { code?: string }).code : undefined;

/** Thrown inside an attempt's transaction to roll it back and try the next host. */
class HostUnavailable extends Error {}

/**
 * Books the slot with the first host of `input.hostIds` that can take it, each in its own
 * transaction: locks the host's row (the daily maximum counts the host's confirmed calls of that
 * local date under the lock), inserts the booking (the exclusion constraint refuses an overlap:
 * then the next host), joins the newest non-spam lead with the visitor's e-mail or creates one,
 * adds `booked` to its timeline, queues the e-mails (`mail`) and records `booking.created`.
 * Returns the booking, or null when no host could take it (the slot was just taken). `db` must
 * not be a transaction (an attempt's failure ends its transaction).
 */
export async function createBooking(db: DB, input: NewBooking): Promise<BookingRecord | null> {
  const now = input.now ?? new Date();
  for (const hostId of input.hostIds) {
    try {
      return await db.transaction().execute(async (trx) => {
        const host = await trx
          .selectFrom('bookingHosts')
          .select(['userId', 'timeZone', 'bufferBeforeMin', 'bufferAfterMin', 'dailyMax', 'active'])
          .where('userId', '=', hostId)
          .forUpdate()
          .executeTakeFirst();
        if (!host?.active) throw new HostUnavailable();
        if (
          host.dailyMax !== null &&
          (await confirmedOnLocalDate(trx, hostId, host.timeZone, input.start)) >= host.dailyMax
        )
          throw new HostUnavailable();
        const uid = randomUUID();
        const inserted = await trx
          .insertInto('bookings')
          .values({
            uid,
            eventTypeId: input.eventTypeId,
            hostId,
            designerId: input.designerSlug
              ? sql<number | null>`(select id from designers where slug = ${input.designerSlug})`
              : null,
            startsAt: input.start,
            endsAt: input.end,
            blockedFrom: new Date(input.start.getTime() - host.bufferBeforeMin * 60_000),
            blockedUntil: new Date(input.end.getTime() + host.bufferAfterMin * 60_000),
            name: input.name,
            email: input.email,
            company: input.company,
            timeZone: input.timeZone,
            answers: JSON.stringify(input.answers),
            source: JSON.stringify({
              ...input.source,
              ...(input.designerSlug ? { designer: input.designerSlug } : {}),
            }),
            location: input.location.replaceAll('{uid}', uid),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
          .catch((err: unknown) => {
            if (codeOf(err) === EXCLUSION_VIOLATION) throw new HostUnavailable();
            throw err;
          });
        const leadId = await joinOrCreateLead(trx, input, now);
        await trx.updateTable('bookings').set({ leadId }).where('id', '=', inserted.id).execute();
        const booking = (await findBookingById(trx, inserted.id))!;
        await insertLeadEvent(trx, leadId, 'booked', bookingEventData(booking), null);
        if (input.mail) await queueBookingEmails(trx, booking, 'confirmed', now);
        await recordWebhookEvent(trx, {
          type: 'booking.created',
          actorId: null,
          data: { booking: bookingSummary(booking) },
        });
        return booking;
      });
    } catch (err) {
      if (err instanceof HostUnavailable) continue;
      throw err;
    }
  }
  return null;
}

/** A lead timeline entry's details of a booking. */
function bookingEventData(b: BookingRecord) {
  return {
    bookingId: b.id,
    eventType: b.eventTypeTitle,
    start: b.startsAt.toISOString(),
    timeZone: b.timeZone,
    hostName: b.hostName,
    source: b.source,
  };
}

/**
 * The newest non-spam lead with `input.email` (any case), or a new one; returns its id. A joined
 * lead without a designer takes the booking's (`input.designerSlug`).
 */
async function joinOrCreateLead(trx: DB, input: NewBooking, now: Date): Promise<number> {
  const existing = await trx
    .selectFrom('contactSubmissions')
    .select('id')
    .where(sql<boolean>`lower(email) = lower(${input.email})`)
    .where('status', '!=', 'spam')
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (existing) {
    // A booking from a designer's profile names the designer on a lead that names none yet.
    await trx
      .updateTable('contactSubmissions')
      .set({
        updatedAt: now,
        ...(input.designerSlug
          ? {
              designerId: sql<
                number | null
              >`coalesce(designer_id, (select id from designers where slug = ${input.designerSlug}))`,
            }
          : {}),
      })
      .where('id', '=', existing.id)
      .execute();
    return existing.id;
  }
  const row = await trx
    .insertInto('contactSubmissions')
    .values({
      name: input.name,
      email: input.email,
      company: input.company,
      inquiryType: input.lead.inquiryType,
      message: input.lead.message,
      designerId: input.designerSlug
        ? sql<number | null>`(select id from designers where slug = ${input.designerSlug})`
        : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertLeadEvent(trx, row.id, 'created', { status: 'new', source: 'booking' }, null);
  await recordWebhookEvent(trx, {
    type: 'lead.created',
    actorId: null,
    data: {
      lead: {
        id: row.id,
        name: input.name,
        email: input.email,
        company: input.company,
        inquiryType: input.lead.inquiryType,
        message: input.lead.message,
        designer: input.designerSlug ?? null,
        createdAt: now.toISOString(),
      },
    },
  });
  return row.id;
}

/** Locks booking `where` for this transaction; throws NOT_FOUND, or CONFLICT when not confirmed. */
async function lockConfirmed(trx: DB, where: { id: number } | { uid: string }) {
  const query = trx.selectFrom('bookings').select(['id', 'status']);
  const row = await (
    'id' in where ? query.where('id', '=', where.id) : query.where('uid', '=', where.uid)
  )
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new BookingError('NOT_FOUND', 'Booking not found');
  if (row.status !== 'confirmed')
    throw new BookingError(
      'CONFLICT',
      row.status === 'cancelled' ? 'This call was cancelled' : 'This call is already over',
    );
  return row.id;
}

/**
 * Moves a confirmed booking to `start`-`end` with the same host (its buffers as they are now),
 * SEQUENCE + 1, same UID; queues 'rescheduled' e-mails and new reminders (`mail`), adds
 * `booking_rescheduled` to the lead's timeline and records `booking.rescheduled`. Throws
 * BookingError NOT_FOUND, or CONFLICT when it is not confirmed or the host is not free then (the
 * exclusion constraint).
 */
export async function rescheduleBooking(
  db: DB,
  where: { id: number } | { uid: string },
  change: {
    start: Date;
    end: Date;
    by: 'visitor' | 'host';
    actorId: number | null;
    mail: boolean;
    now?: Date;
  },
): Promise<BookingRecord> {
  const now = change.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const id = await lockConfirmed(trx, where);
    const before = (await findBookingById(trx, id))!;
    // The host's row under lock, as a new booking takes it: the daily maximum of the new date
    // counts the host's other confirmed calls of that local date.
    const host = await trx
      .selectFrom('bookingHosts')
      .select(['bufferBeforeMin', 'bufferAfterMin', 'dailyMax', 'timeZone'])
      .where('userId', '=', before.hostId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (host.dailyMax !== null) {
      const others = await confirmedOnLocalDate(
        trx,
        before.hostId,
        host.timeZone,
        change.start,
        id,
      );
      if (others >= host.dailyMax)
        throw new BookingError('CONFLICT', `${before.hostName} has no more calls free that day`);
    }
    await trx
      .updateTable('bookings')
      .set({
        startsAt: change.start,
        endsAt: change.end,
        blockedFrom: new Date(change.start.getTime() - host.bufferBeforeMin * 60_000),
        blockedUntil: new Date(change.end.getTime() + host.bufferAfterMin * 60_000),
        sequence: sql<number>`sequence + 1`,
        updatedAt: now,
      })
      .where('id', '=', id)
      .execute()
      .catch((err: unknown) => {
        if (codeOf(err) === EXCLUSION_VIOLATION)
          throw new BookingError(
            'CONFLICT',
            `${before.hostName} is not free at that time any more`,
          );
        throw err;
      });
    const booking = (await findBookingById(trx, id))!;
    if (booking.leadId)
      await insertLeadEvent(
        trx,
        booking.leadId,
        'booking_rescheduled',
        {
          ...bookingEventData(booking),
          previousStart: before.startsAt.toISOString(),
          by: change.by,
        },
        change.actorId,
      );
    if (change.mail) await queueBookingEmails(trx, booking, 'rescheduled', now);
    await recordWebhookEvent(trx, {
      type: 'booking.rescheduled',
      actorId: change.actorId,
      data: { booking: bookingSummary(booking), previousStart: before.startsAt.toISOString() },
    });
    return booking;
  });
}

/**
 * Cancels a confirmed booking: status 'cancelled', SEQUENCE + 1, pending e-mails and reminders
 * dropped, 'cancelled' e-mails queued (METHOD:CANCEL; `mail`), `booking_cancelled` on the lead's
 * timeline, `booking.cancelled` recorded. Throws BookingError NOT_FOUND or CONFLICT (not
 * confirmed).
 */
export async function cancelBooking(
  db: DB,
  where: { id: number } | { uid: string },
  change: {
    by: 'visitor' | 'host';
    reason: string;
    actorId: number | null;
    mail: boolean;
    now?: Date;
  },
): Promise<BookingRecord> {
  const now = change.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const id = await lockConfirmed(trx, where);
    await trx
      .updateTable('bookings')
      .set({
        status: 'cancelled',
        cancelledAt: now,
        cancelledBy: change.by,
        cancelReason: change.reason,
        sequence: sql<number>`sequence + 1`,
        updatedAt: now,
      })
      .where('id', '=', id)
      .execute();
    const booking = (await findBookingById(trx, id))!;
    if (booking.leadId)
      await insertLeadEvent(
        trx,
        booking.leadId,
        'booking_cancelled',
        { ...bookingEventData(booking), by: change.by, reason: change.reason },
        change.actorId,
      );
    if (change.mail) await queueBookingEmails(trx, booking, 'cancelled', now);
    else
      await trx
        .updateTable('bookingEmails')
        .set({ status: 'cancelled' })
        .where('bookingId', '=', id)
        .where('status', '=', 'pending')
        .execute();
    await recordWebhookEvent(trx, {
      type: 'booking.cancelled',
      actorId: change.actorId,
      data: { booking: bookingSummary(booking), by: change.by, reason: change.reason },
    });
    return booking;
  });
}

/**
 * Marks a confirmed call that has started as a no-show: status 'no_show', pending reminders
 * dropped, `no_show` on the lead's timeline. Throws BookingError NOT_FOUND, or CONFLICT when it
 * is not confirmed or has not started yet.
 */
export async function markBookingNoShow(
  db: DB,
  id: number,
  actorId: number | null,
  now: Date = new Date(),
): Promise<BookingRecord> {
  return db.transaction().execute(async (trx) => {
    await lockConfirmed(trx, { id });
    const before = (await findBookingById(trx, id))!;
    if (before.startsAt > now)
      throw new BookingError('CONFLICT', 'A call can be marked a no-show once it has started');
    await trx
      .updateTable('bookings')
      .set({ status: 'no_show', updatedAt: now })
      .where('id', '=', id)
      .execute();
    await trx
      .updateTable('bookingEmails')
      .set({ status: 'cancelled' })
      .where('bookingId', '=', id)
      .where('status', '=', 'pending')
      .execute();
    const booking = (await findBookingById(trx, id))!;
    if (booking.leadId)
      await insertLeadEvent(trx, booking.leadId, 'no_show', bookingEventData(booking), actorId);
    return booking;
  });
}

/** A claimed booking e-mail with its booking. */
export interface BookingEmailClaim {
  id: number;
  kind: BookingEmailKind;
  recipient: 'visitor' | 'host';
  sequence: number;
  attempts: number;
  booking: BookingRecord;
}

/**
 * Claims the next due booking e-mail (`due_at` reached, not leased, under `maxAttempts`) with
 * `FOR UPDATE SKIP LOCKED`, counting the attempt and leasing it for `leaseMs` ms, so no other
 * worker of any instance takes it meanwhile. An e-mail whose booking changed since it was
 * queued (another SEQUENCE), or a reminder of a call no longer confirmed, is settled
 * 'cancelled' here and the next one is claimed. Returns null when nothing is due.
 */
export async function claimBookingEmail(
  db: DB,
  options: { now: Date; leaseMs: number; maxAttempts: number },
): Promise<BookingEmailClaim | null> {
  for (;;) {
    const claimed = await db
      .updateTable('bookingEmails')
      .set({
        attempts: sql<number>`attempts + 1`,
        leaseUntil: new Date(options.now.getTime() + options.leaseMs),
      })
      .where(
        'id',
        '=',
        db
          .selectFrom('bookingEmails')
          .select('id')
          .where('status', '=', 'pending')
          .where('dueAt', '<=', options.now)
          .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<=', options.now)]))
          .where('attempts', '<', options.maxAttempts)
          .orderBy('dueAt')
          .orderBy('id')
          .limit(1)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['id', 'bookingId', 'kind', 'recipient', 'sequence', 'attempts'])
      .executeTakeFirst();
    if (!claimed) return null;
    const booking = await findBookingById(db, claimed.bookingId);
    // A reminder of a call that has already started (the instances were down when it was due)
    // would only confuse: it is dropped, as one of a moved or cancelled call is.
    const stale =
      !booking ||
      booking.sequence !== claimed.sequence ||
      (claimed.kind !== 'cancelled' && booking.status !== 'confirmed') ||
      (claimed.kind.startsWith('reminder-') && booking.startsAt <= options.now);
    if (!stale) return { ...claimed, booking };
    await db
      .updateTable('bookingEmails')
      .set({ status: 'cancelled', leaseUntil: null })
      .where('id', '=', claimed.id)
      .execute();
  }
}

/**
 * Settles claimed e-mail `id` of attempt `attempts`: sent, or failed with `error` and retried at
 * `retryAt` (null: failed for good). Only the claim's own attempt settles it (a worker whose
 * lease ran out does nothing). Returns whether it did.
 */
export async function settleBookingEmail(
  db: DB,
  id: number,
  attempts: number,
  outcome: { sent: true } | { sent: false; error: string; retryAt: Date | null },
): Promise<boolean> {
  const result = await db
    .updateTable('bookingEmails')
    .set(
      outcome.sent
        ? { status: 'sent', sentAt: sql`now()`, leaseUntil: null, lastError: null }
        : {
            status: outcome.retryAt ? 'pending' : 'failed',
            dueAt: outcome.retryAt ?? sql`due_at`,
            leaseUntil: null,
            lastError: outcome.error.slice(0, 1000),
          },
    )
    .where('id', '=', id)
    .where('attempts', '=', attempts)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  return result !== undefined;
}

/** A booking's e-mails, newest first (the Calls screen's detail). */
export async function listBookingEmails(db: DB, bookingId: number) {
  return db
    .selectFrom('bookingEmails')
    .select([
      'id',
      'kind',
      'recipient',
      'sequence',
      'status',
      'dueAt',
      'attempts',
      'lastError',
      'sentAt',
    ])
    .where('bookingId', '=', bookingId)
    .orderBy('dueAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
