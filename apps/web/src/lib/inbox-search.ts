/** The admin inbox's URL search (`?q=&page=&open=`). */
export interface InboxSearch {
  q?: string;
  page?: number;
  open?: number;
}

/** Longest search text kept, characters. */
const MAX_QUERY = 200;
/** Highest page number accepted. */
const MAX_PAGE = 100_000;

function positiveInt(value: unknown, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
}

/**
 * Parses the inbox's URL search: malformed values are dropped instead of failing the route, and
 * defaults (empty search, page 1) stay out of the URL. Every key is returned, also when
 * undefined: the router merges this over the raw search, so an omitted key would leak the raw value.
 *
 * Plain code on purpose (no zod): route `validateSearch` functions are part of the route tree,
 * i.e. of the initial JavaScript of every page including the landing page.
 */
export function validateInboxSearch(search: Record<string, unknown>): InboxSearch {
  const rawQ = typeof search.q === 'string' ? search.q.trim() : undefined;
  const q = rawQ !== undefined && rawQ.length <= MAX_QUERY ? rawQ : undefined;
  const page = positiveInt(search.page, MAX_PAGE);
  return {
    q: q || undefined,
    page: page && page > 1 ? page : undefined,
    open: positiveInt(search.open),
  };
}
