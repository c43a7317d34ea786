import type { CollectionListSpec } from '@forma/validators/collection-lists';

/**
 * URL search of an admin collection list (`?q=&page=&sort=-name&featured=true`): the search text,
 * the page (from 1), the sort (`column` or `-column`, from the collection's sortable columns), the
 * view (`list` or `grid`) and one key per filter of the collection. A reload or a shared link shows the same view.
 */
export interface CollectionSearch {
  q?: string;
  page?: number;
  sort?: string;
  /** How rows show where a collection has a grid: 'list' or 'grid' (undefined: its default). */
  view?: 'list' | 'grid';
  /** Boolean filters are booleans, so the URL reads `?featured=true`, not `?featured="true"`. */
  [filter: string]: string | number | boolean | undefined;
}

/** Longest search text kept, characters. */
const MAX_QUERY = 200;
/** Highest page number accepted. */
const MAX_PAGE = 100_000;

function positiveInt(value: unknown, max: number): number | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
}

/**
 * A `validateSearch` for one collection's list route. Malformed values (an unknown sort column,
 * a filter value outside its whitelist) are dropped rather than failing the route; defaults stay
 * out of the URL. Every key is returned, also when undefined, so the router does not keep the raw
 * value. Plain code (no zod): route search validators are part of the initial JavaScript.
 */
export function collectionSearchValidator(spec: CollectionListSpec) {
  const sorts = new Set(spec.sortable.flatMap((c) => [c, `-${c}`]));
  return (search: Record<string, unknown>): CollectionSearch => {
    const rawQ = typeof search.q === 'string' ? search.q.trim() : undefined;
    const page = positiveInt(search.page, MAX_PAGE);
    const out: CollectionSearch = {
      q: rawQ && rawQ.length <= MAX_QUERY ? rawQ : undefined,
      page: page && page > 1 ? page : undefined,
      sort: typeof search.sort === 'string' && sorts.has(search.sort) ? search.sort : undefined,
      view: search.view === 'list' || search.view === 'grid' ? search.view : undefined,
    };
    for (const [column, filter] of Object.entries(spec.filters)) {
      const raw = search[column];
      const text = typeof raw === 'boolean' || typeof raw === 'number' ? String(raw) : raw;
      let value: string | boolean | undefined;
      if (typeof text === 'string') {
        if (filter.kind === 'boolean')
          value = text === 'true' ? true : text === 'false' ? false : undefined;
        else if (filter.values) value = filter.values.includes(text) ? text : undefined;
        else value = positiveInt(text, 2_147_483_647) ? text : undefined;
      }
      out[column] = value;
    }
    return out;
  };
}
