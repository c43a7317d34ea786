import { Select, Spinner } from '@forma/ui';
import type { CollectionSearch } from '../../../lib/collection-search';
import { SearchBox } from '../components/search-box';
import { formatCount } from '../lib/format';
import type { AdminCollection } from './types';

/**
 * The bar above a collection list: the search box, one select per filter of the collection
 * (`Label: all / yes / no`, or its values) and the count of matching rows (announced politely,
 * with a spinner while a refetch runs). Changes go through `setSearch` (the URL).
 */
export function CollectionToolbar({
  collection,
  search,
  setSearch,
  total,
  counted,
  fetching,
}: {
  collection: AdminCollection;
  search: CollectionSearch;
  setSearch: (patch: Partial<CollectionSearch>, options?: { replace?: boolean }) => void;
  total: number;
  /** False until the first answer: no count is shown. */
  counted: boolean;
  fetching: boolean;
}) {
  const { list: spec } = collection;
  return (
    <div className="flex flex-col gap-3 border-b border-white/[0.07] px-4 py-4 sm:px-6 lg:flex-row lg:items-center">
      <SearchBox
        id={`${spec.slug}-search`}
        label={`Search ${spec.plural.toLowerCase()}`}
        value={search.q ?? ''}
        onSearch={(q) =>
          q !== (search.q ?? '') && setSearch({ q: q || undefined }, { replace: true })
        }
      />
      <div className="flex flex-wrap items-center gap-2">
        {Object.entries(spec.filters).map(([column, filter]) => (
          <div key={column} className="w-full min-[420px]:w-40">
            <label htmlFor={`${spec.slug}-filter-${column}`} className="sr-only">
              {filter.label}
            </label>
            <Select
              id={`${spec.slug}-filter-${column}`}
              className="h-11 text-sm"
              value={String(search[column] ?? '')}
              onChange={(event) => {
                const raw = event.target.value;
                const value =
                  raw === '' ? undefined : filter.kind === 'boolean' ? raw === 'true' : raw;
                setSearch({ [column]: value });
              }}
            >
              <option value="">{filter.label}: all</option>
              {filter.kind === 'boolean' ? (
                <>
                  <option value="true">{filter.label}: yes</option>
                  <option value="false">{filter.label}: no</option>
                </>
              ) : (
                filter.values?.map((value) => (
                  <option key={value} value={value}>
                    {filter.label}: {value}
                  </option>
                ))
              )}
            </Select>
          </div>
        ))}
      </div>
      <p className="flex items-center gap-2 text-sm text-white/50 lg:ml-auto" aria-live="polite">
        {fetching && <Spinner className="size-4" label={null} />}
        {counted &&
          `${formatCount(total)} ${total === 1 ? spec.label.toLowerCase() : spec.plural.toLowerCase()}`}
      </p>
    </div>
  );
}
