/**
 * The Calls screen's URL search (`/admin/calls?when=past&host=3&status=cancelled&q=ann&page=2`,
 * issue 42): its tab, filters, search, sort and page.
 *
 * Plain code on purpose (no zod, no admin imports): route `validateSearch` functions are part of
 * the route tree, i.e. of the initial JavaScript of every page including the landing page.
 */

const STATUSES = ['confirmed', 'cancelled', 'no_show'] as const;
/** The list's orders (`callsListInput.sort` of the validators). */
export const CALL_SORTS = ['starts', '-starts', 'name', '-name', 'created', '-created'] as const;
export type CallSort = (typeof CALL_SORTS)[number];

/** The Calls screen's state, kept in the URL. */
export interface CallsSearch {
  /** Past calls (latest first) instead of the upcoming ones. */
  when?: 'past';
  host?: number;
  status?: (typeof STATUSES)[number];
  q?: string;
  sort?: CallSort;
  page?: number;
  /** The call whose details are open. */
  call?: number;
}

const positive = (value: unknown, max = 1_000_000_000) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= max ? n : undefined;
};

/** Reads the URL's search params leniently: unknown or malformed values are dropped. */
export function validateCallsSearch(raw: Record<string, unknown>): CallsSearch {
  const page = positive(raw.page, 10_000);
  const q = typeof raw.q === 'string' ? raw.q.trim().slice(0, 100) : '';
  return {
    when: raw.when === 'past' ? 'past' : undefined,
    host: positive(raw.host),
    status: STATUSES.find((status) => status === raw.status),
    q: q || undefined,
    sort: CALL_SORTS.find((sort) => sort === raw.sort),
    page: page && page > 1 ? page : undefined,
    call: positive(raw.call),
  };
}
