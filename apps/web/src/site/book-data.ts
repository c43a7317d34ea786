import type { BookingFormState } from '@forma/validators/directory';
import type { PublicBooking, SlotsAnswer } from '@forma/validators/booking';
import { createServerFn } from '@tanstack/react-start';
import { setResponseStatus } from '@tanstack/react-start/server';
import type { PageBase } from './site-data';

/** The `/book` page's query: the event type, zone, range, designer, chosen slot and UTM tags. */
export interface BookSearch {
  type?: string;
  tz?: string;
  from?: string;
  designer?: string;
  slot?: string;
  /** The site's page the visitor came from (a path: `/designers/ana`), kept as they move on. */
  page?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
}

export const BOOK_SEARCH_KEYS = [
  'type',
  'tz',
  'from',
  'designer',
  'slot',
  'page',
  'utm_source',
  'utm_medium',
  'utm_campaign',
] as const;

/** The manage page's query: the signed link's token and what the visitor is doing. */
export interface ManageSearch {
  token?: string;
  tz?: string;
  from?: string;
  /** '1': choosing a new time. */
  move?: string;
  /** '1': confirming the cancellation. */
  cancel?: string;
  /** 'moved' or 'cancelled' after a change; 'booked' right after booking. */
  done?: string;
  slot?: string;
}

export const MANAGE_SEARCH_KEYS = [
  'token',
  'tz',
  'from',
  'move',
  'cancel',
  'done',
  'slot',
] as const;

/** A route's search as strings of the known keys (anything else dropped). */
export function pickSearch<K extends string>(
  search: Record<string, unknown>,
  keys: readonly K[],
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = search[key];
    if (typeof value === 'string' && value.length <= 200) out[key] = value;
    else if (typeof value === 'number') out[key] = String(value);
  }
  return out;
}

/** The `/book` page's data. */
export interface BookPageData extends PageBase {
  search: BookSearch;
  slots: SlotsAnswer | null;
  /** Why the slots could not be shown (an unknown event type or zone). */
  error: string | null;
  designerName: string | null;
  form: BookingFormState | null;
}

/** `{ searchStr }` as the loader passes it. */
function searchInput(input: unknown): Record<string, string> {
  if (!input || typeof input !== 'object') throw new TypeError('expected an object');
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(input as Record<string, unknown>))
    if (typeof value === 'string') out[key] = value;
  return out;
}

/** The answer when the server gave no booking reads (never on a real request). */
const UNAVAILABLE = {
  ok: false,
  status: 503,
  message: 'The free times could not be read.',
} as const;

/**
 * `GET /book` (issue 42 item 2): the event type's free slots of 7 days from `from` in the zone
 * `tz` (else the team's), the designer named by `designer`, the page the visitor came from
 * (`page`, else the document's `context.cameFrom`: the lead's `source.page`), and a refused
 * no-JavaScript post's state (its status answered). Read in-process through the `booking` procedures
 * (context.booking).
 */
export const readBookPage = createServerFn({ method: 'GET' })
  .validator(searchInput)
  .handler(async ({ data, context }): Promise<BookPageData> => {
    const search = pickSearch(data, BOOK_SEARCH_KEYS) as BookSearch;
    // Where the visitor came from: kept in the address once known, else the document's Referer.
    if (search.page && !search.page.startsWith('/')) delete search.page;
    search.page ??= context.cameFrom;
    const read = context.booking
      ? await context.booking.slots({
          eventType: search.type,
          tz: search.tz,
          from: search.from,
          days: 7,
        })
      : UNAVAILABLE;
    let designerName: string | null = null;
    if (search.designer && /^[a-z0-9-]{1,60}$/.test(search.designer)) {
      const profile = await context.profile(search.designer).catch(() => null);
      designerName = profile?.view.designer.name ?? null;
    }
    const form = context.bookingForm ?? null;
    if (form) setResponseStatus(form.status);
    else if (!read.ok) setResponseStatus(read.status === 404 ? 404 : 400);
    return {
      publicUrl: context.publicUrl,
      year: new Date().getFullYear(),
      search,
      slots: read.ok ? read.value : null,
      error: read.ok ? null : read.message,
      designerName,
      form,
    };
  });

/** The manage page's data. */
export interface ManagePageData extends PageBase {
  uid: string;
  search: ManageSearch;
  booking: PublicBooking | null;
  /** The answer's status when the booking could not be shown (403: a tampered link). */
  status: number;
  error: string | null;
  /** The free times to move it to, when moving. */
  slots: SlotsAnswer | null;
  form: BookingFormState | null;
}

/**
 * `GET /book/manage/{uid}?token=` (issue 42 item 2): the booking of a signed link and, when
 * moving it (`move=1`), its host's free times; 403 for a tampered link, 404 for none.
 */
export const readManagePage = createServerFn({ method: 'GET' })
  .validator(searchInput)
  .handler(async ({ data, context }): Promise<ManagePageData> => {
    const uid = data.uid ?? '';
    const search = pickSearch(data, MANAGE_SEARCH_KEYS) as ManageSearch;
    const base = { publicUrl: context.publicUrl, year: new Date().getFullYear(), uid, search };
    const form = context.bookingForm ?? null;
    const bad = {
      ...base,
      booking: null,
      slots: null,
      form,
      status: 403,
      error: 'This booking link is not valid',
    };
    if (!context.booking || !search.token) {
      setResponseStatus(403);
      return bad;
    }
    const read = await context.booking.get({ uid, token: search.token });
    if (!read.ok) {
      const status = read.status === 404 ? 404 : 403;
      setResponseStatus(status);
      return {
        ...bad,
        status,
        error: status === 404 ? read.message : 'This booking link is not valid',
      };
    }
    const booking = read.value;
    let slots: SlotsAnswer | null = null;
    if (search.move === '1' && booking.status === 'confirmed') {
      const slotsRead = await context.booking.rescheduleSlots({
        uid,
        token: search.token,
        tz: search.tz ?? booking.timeZone,
        from: search.from,
        days: 7,
      });
      if (slotsRead.ok) slots = slotsRead.value;
    }
    if (form) setResponseStatus(form.status);
    return { ...base, booking, slots, form, status: 200, error: null };
  });
