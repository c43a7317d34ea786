import { Select, Spinner } from '@forma/ui';
import { LayoutGrid, List } from 'lucide-react';
import type { CollectionSearch } from '../../../lib/collection-search';
import { SearchBox } from '../components/search-box';
import { formatCount } from '../lib/format';
import type { AdminCollection } from './types';

/** The order a grid is sorted in (a table sorts by its headers): default, or a column either way. */
function SortSelect({
  collection,
  search,
  setSearch,
}: {
  collection: AdminCollection;
  search: CollectionSearch;
  setSearch: (patch: Partial<CollectionSearch>) => void;
}) {
  const { list: spec } = collection;
  const labelOf = (field: string) =>
    collection.columns.find((column) => column.field === field)?.label ?? field;
  return (
    <div className="w-full min-[420px]:w-52">
      <label htmlFor={`${spec.slug}-sort`} className="sr-only">
        Sort
      </label>
      <Select
        id={`${spec.slug}-sort`}
        className="h-11 text-sm"
        value={search.sort ?? ''}
        onChange={(event) => setSearch({ sort: event.target.value || undefined })}
      >
        <option value="">Sort: default</option>
        {spec.sortable.flatMap((field) => [
          <option key={field} value={field}>
            {labelOf(field)}, ascending
          </option>,
          <option key={`-${field}`} value={`-${field}`}>
            {labelOf(field)}, descending
          </option>,
        ])}
      </Select>
    </div>
  );
}

const VIEWS = [
  { value: 'grid', label: 'Grid', Icon: LayoutGrid },
  { value: 'list', label: 'List', Icon: List },
] as const;

/** The List / Grid switch of a collection with a grid (two toggle buttons). */
function ViewSwitch({
  view,
  onView,
}: {
  view: 'list' | 'grid';
  onView: (view: 'list' | 'grid') => void;
}) {
  const button =
    'inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm text-white/65 hover:text-white focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none aria-pressed:bg-white/10 aria-pressed:text-white';
  return (
    <div role="group" aria-label="View" className="flex rounded-full border border-white/10 p-0.5">
      {VIEWS.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onView(value)}
          className={button}
        >
          <Icon className="size-4" aria-hidden />
          {label}
        </button>
      ))}
    </div>
  );
}

/**
 * The bar above a collection list: the search box, one select per filter of the collection
 * (`Label: all / yes / no`, or its values), for a collection with a grid the List / Grid switch
 * (and in the grid a sort select), and the count of matching rows (announced politely, with a
 * spinner while a refetch runs). Changes go through `setSearch` (the URL).
 */
export function CollectionToolbar({
  collection,
  search,
  setSearch,
  total,
  counted,
  fetching,
  view,
}: {
  collection: AdminCollection;
  search: CollectionSearch;
  setSearch: (patch: Partial<CollectionSearch>, options?: { replace?: boolean }) => void;
  total: number;
  /** False until the first answer: no count is shown. */
  counted: boolean;
  fetching: boolean;
  /** The view shown, for a collection with a grid. */
  view: 'list' | 'grid';
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
          <div key={column} className="w-full min-[420px]:w-auto min-[420px]:min-w-40">
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
                  <option value="true">{filter.choices?.[0] ?? `${filter.label}: yes`}</option>
                  <option value="false">{filter.choices?.[1] ?? `${filter.label}: no`}</option>
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
        {view === 'grid' && (
          <SortSelect collection={collection} search={search} setSearch={setSearch} />
        )}
        {collection.grid && (
          <ViewSwitch
            view={view}
            onView={(next) => setSearch({ view: next, page: search.page }, { replace: true })}
          />
        )}
      </div>
      <p
        className="flex shrink-0 items-center gap-2 text-sm whitespace-nowrap text-white/50 lg:ml-auto"
        aria-live="polite"
      >
        {fetching && <Spinner className="size-4" label={null} />}
        {counted &&
          `${formatCount(total)} ${total === 1 ? spec.label.toLowerCase() : spec.plural.toLowerCase()}`}
      </p>
    </div>
  );
}
