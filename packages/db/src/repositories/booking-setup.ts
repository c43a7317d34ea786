import type {
  AvailabilityInput,
  DateOverrideInput,
  EventTypeInput,
} from '@forma/validators/booking';
import { sql } from 'kysely';
import type { DB } from '../client';

/**
 * Who takes calls and what can be booked (issue 42 item 1): each console user's availability,
 * date overrides, and the event types. The slot engine (packages/api `booking/slots.ts`) reads
 * what `loadBookingCalendar` returns.
 */

/** A host's availability as stored (`availabilityInput` plus the user's id). */
export interface HostAvailability extends AvailabilityInput {
  userId: number;
}

/** A stored date override. */
export interface HostOverride extends DateOverrideInput {
  id: number;
  hostId: number;
}

/** A stored event type. */
export interface EventType extends EventTypeInput {
  id: number;
  position: number;
}

/** The error of a booking setup change: NOT_FOUND, CONFLICT (a taken slug). */
export class BookingSetupError extends Error {
  override name = 'BookingSetupError';
  constructor(
    readonly code: 'NOT_FOUND' | 'CONFLICT' | 'BAD_REQUEST',
    message: string,
  ) {
    super(message);
  }
}

const hostColumns = [
  'userId',
  'active',
  'displayName',
  'email',
  'timeZone',
  'weeklyHours',
  'bufferBeforeMin',
  'bufferAfterMin',
  'minNoticeMin',
  'horizonDays',
  'dailyMax',
] as const;

/** `userId`'s availability, or null when they have never set it (they take no calls). */
export async function getHostAvailability(
  db: DB,
  userId: number,
): Promise<HostAvailability | null> {
  const row = await db
    .selectFrom('bookingHosts')
    .select(hostColumns)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row ? { ...row, weeklyHours: row.weeklyHours as HostAvailability['weeklyHours'] } : null;
}

/** Every host with a name, for the Calls screen's filter: `{ userId, displayName, active }`. */
export async function listBookingHosts(
  db: DB,
): Promise<{ userId: number; displayName: string; active: boolean; timeZone: string }[]> {
  return db
    .selectFrom('bookingHosts')
    .select(['userId', 'displayName', 'active', 'timeZone'])
    .orderBy('displayName')
    .execute();
}

/** Creates or replaces `userId`'s availability. Returns it as stored. */
export async function saveHostAvailability(
  db: DB,
  userId: number,
  input: AvailabilityInput,
): Promise<HostAvailability> {
  const values = { ...input, weeklyHours: JSON.stringify(input.weeklyHours) };
  await db
    .insertInto('bookingHosts')
    .values({ userId, ...values })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ ...values, updatedAt: sql`now()` }))
    .execute();
  return (await getHostAvailability(db, userId))!;
}

/** `hostId`'s date overrides from `fromDate` ('YYYY-MM-DD') on, by date. */
export async function listHostOverrides(
  db: DB,
  hostId: number,
  fromDate?: string,
): Promise<HostOverride[]> {
  let query = db
    .selectFrom('bookingOverrides')
    .select(['id', 'hostId', sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date'), 'intervals'])
    .where('hostId', '=', hostId);
  if (fromDate) query = query.where('date', '>=', fromDate);
  const rows = await query.orderBy('date').execute();
  return rows.map((r) => ({ ...r, intervals: r.intervals }));
}

/**
 * Sets `hostId`'s hours on `input.date` (replacing an override of that date). Throws
 * BookingSetupError NOT_FOUND when the user has no availability yet.
 */
export async function saveHostOverride(
  db: DB,
  hostId: number,
  input: DateOverrideInput,
): Promise<HostOverride> {
  const host = await getHostAvailability(db, hostId);
  if (!host) throw new BookingSetupError('NOT_FOUND', 'Save your weekly hours first');
  const intervals = JSON.stringify(input.intervals);
  const row = await db
    .insertInto('bookingOverrides')
    .values({ hostId, date: input.date, intervals })
    .onConflict((oc) => oc.columns(['hostId', 'date']).doUpdateSet({ intervals }))
    .returning(['id'])
    .executeTakeFirstOrThrow();
  return { id: row.id, hostId, date: input.date, intervals: input.intervals };
}

/** Deletes one of `hostId`'s overrides; throws BookingSetupError NOT_FOUND when there is none. */
export async function deleteHostOverride(db: DB, hostId: number, id: number): Promise<void> {
  const result = await db
    .deleteFrom('bookingOverrides')
    .where('id', '=', id)
    .where('hostId', '=', hostId)
    .returning('id')
    .executeTakeFirst();
  if (!result) throw new BookingSetupError('NOT_FOUND', 'Override not found');
}

const eventTypeColumns = [
  'id',
  'slug',
  'title',
  'description',
  'durationMin',
  'locationKind',
  'locationValue',
  'questions',
  'active',
  'position',
] as const;

type EventTypeRow = Omit<EventType, 'questions'> & { questions: string[] };
const toEventType = (row: EventTypeRow): EventType => row as EventType;

/** Every event type, in the console's order (position, then title). */
export async function listEventTypes(db: DB, options: { activeOnly?: boolean } = {}) {
  let query = db.selectFrom('bookingEventTypes').select(eventTypeColumns);
  if (options.activeOnly) query = query.where('active', '=', true);
  const rows = await query.orderBy('position').orderBy('title').execute();
  return rows.map(toEventType);
}

/** The event type `slug`, or null (`activeOnly`: null for a switched-off one too). */
export async function findEventType(
  db: DB,
  slug: string,
  options: { activeOnly?: boolean } = {},
): Promise<EventType | null> {
  let query = db.selectFrom('bookingEventTypes').select(eventTypeColumns).where('slug', '=', slug);
  if (options.activeOnly) query = query.where('active', '=', true);
  const row = await query.executeTakeFirst();
  return row ? toEventType(row) : null;
}

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';

const eventTypeValues = (input: EventTypeInput) => ({
  ...input,
  questions: JSON.stringify(input.questions),
});

/** Adds an event type at the end. Throws BookingSetupError CONFLICT for a taken slug. */
export async function createEventType(db: DB, input: EventTypeInput): Promise<EventType> {
  try {
    const row = await db
      .insertInto('bookingEventTypes')
      .values({
        ...eventTypeValues(input),
        position: sql<number>`(select coalesce(max(position), 0) + 1 from booking_event_types)`,
      })
      .returning(eventTypeColumns)
      .executeTakeFirstOrThrow();
    return toEventType(row);
  } catch (err) {
    if (isUniqueViolation(err))
      throw new BookingSetupError('CONFLICT', `The slug "${input.slug}" is taken`);
    throw err;
  }
}

/** Changes event type `id`. Throws BookingSetupError NOT_FOUND or CONFLICT (slug). */
export async function updateEventType(
  db: DB,
  id: number,
  input: EventTypeInput,
): Promise<EventType> {
  try {
    const row = await db
      .updateTable('bookingEventTypes')
      .set({ ...eventTypeValues(input), updatedAt: sql`now()` })
      .where('id', '=', id)
      .returning(eventTypeColumns)
      .executeTakeFirst();
    if (!row) throw new BookingSetupError('NOT_FOUND', 'Event type not found');
    return toEventType(row);
  } catch (err) {
    if (isUniqueViolation(err))
      throw new BookingSetupError('CONFLICT', `The slug "${input.slug}" is taken`);
    throw err;
  }
}

/**
 * Deletes event type `id`. Throws BookingSetupError NOT_FOUND, or CONFLICT when calls were
 * booked with it (switch it off instead, so their history keeps its name).
 */
export async function deleteEventType(db: DB, id: number): Promise<void> {
  const used = await db
    .selectFrom('bookings')
    .select('id')
    .where('eventTypeId', '=', id)
    .limit(1)
    .executeTakeFirst();
  if (used)
    throw new BookingSetupError(
      'CONFLICT',
      'Calls were booked with this event type: switch it off instead of deleting it',
    );
  const result = await db
    .deleteFrom('bookingEventTypes')
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  if (!result) throw new BookingSetupError('NOT_FOUND', 'Event type not found');
}

/** One host as the slot engine needs it, with the overrides and confirmed bookings of a range. */
export interface CalendarHost extends HostAvailability {
  overrides: { date: string; intervals: { start: string; end: string }[] }[];
  bookings: { uid: string; start: Date; end: Date; blockedFrom: Date; blockedUntil: Date }[];
}

/**
 * The active hosts with their overrides and their confirmed bookings that end after `from` and
 * start before `until` (widened by a day each way for the daily maximum's local dates). Three
 * queries, whatever the number of hosts.
 */
export async function loadBookingCalendar(
  db: DB,
  range: { from: Date; until: Date },
): Promise<CalendarHost[]> {
  const hosts = await db
    .selectFrom('bookingHosts')
    .select(hostColumns)
    .where('active', '=', true)
    .orderBy('userId')
    .execute();
  if (hosts.length === 0) return [];
  const ids = hosts.map((h) => h.userId);
  const day = 86_400_000;
  const [overrides, bookings] = await Promise.all([
    db
      .selectFrom('bookingOverrides')
      .select(['hostId', sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date'), 'intervals'])
      .where('hostId', 'in', ids)
      .where('date', '>=', sql<string>`(${new Date(range.from.getTime() - 2 * day)})::date`)
      .execute(),
    db
      .selectFrom('bookings')
      .select(['hostId', 'uid', 'startsAt', 'endsAt', 'blockedFrom', 'blockedUntil'])
      .where('hostId', 'in', ids)
      .where('status', '=', 'confirmed')
      .where('blockedUntil', '>', new Date(range.from.getTime() - day))
      .where('blockedFrom', '<', new Date(range.until.getTime() + day))
      .execute(),
  ]);
  return hosts.map((host) => ({
    ...host,
    weeklyHours: host.weeklyHours as HostAvailability['weeklyHours'],
    overrides: overrides
      .filter((o) => o.hostId === host.userId)
      .map((o) => ({ date: o.date, intervals: o.intervals })),
    bookings: bookings
      .filter((b) => b.hostId === host.userId)
      .map((b) => ({
        uid: b.uid,
        start: b.startsAt,
        end: b.endsAt,
        blockedFrom: b.blockedFrom,
        blockedUntil: b.blockedUntil,
      })),
  }));
}
