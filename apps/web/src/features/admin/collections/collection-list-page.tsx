import { createPortal } from 'react-dom';
import { Button, Card, Select, Spinner, cn, toast } from '@forma/ui';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
} from '@tanstack/react-table';
import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  Pencil,
  Plus,
  SearchX,
  Star,
  StarOff,
  Trash2,
} from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { CollectionSearch } from '../../../lib/collection-search';
import { ConfirmDialog } from '../components/confirm-dialog';
import { PageHeader } from '../components/page-header';
import { Pagination } from '../components/pagination';
import { SearchBox } from '../components/search-box';
import { Skeleton } from '../components/skeleton';
import { EmptyState, ErrorState } from '../components/states';
import { errorMessage } from '../lib/errors';
import { formatCount } from '../lib/format';
import { useAdminContext } from '../lib/use-admin-api';
import { CellValue, rowTitle } from './cells';
import { crudApi, type ListInput } from './crud-api';
import type { AdminCollection, CollectionRow } from './types';
import { useFocusAfterDelete } from './use-focus-after-delete';

const HIDE_BELOW = {
  sm: 'hidden sm:table-cell',
  md: 'hidden md:table-cell',
  lg: 'hidden lg:table-cell',
};

/** Reads the list input of the API from the URL search of a collection list. */
export function listInputFromSearch(
  collection: AdminCollection,
  search: CollectionSearch,
): ListInput {
  const { pageSize } = collection.list;
  const filters: Record<string, string | boolean> = {};
  for (const [column, spec] of Object.entries(collection.list.filters)) {
    const value = search[column];
    if (value === undefined) continue;
    filters[column] = spec.kind === 'boolean' ? value === true || value === 'true' : String(value);
  }
  return {
    search: search.q || undefined,
    sort: search.sort || undefined,
    filters: Object.keys(filters).length ? filters : undefined,
    limit: pageSize,
    offset: ((search.page ?? 1) - 1) * pageSize,
  };
}

/**
 * The list screen of any admin collection (issue 7 "Lists"), driven by its definition: search,
 * sort by clicking a column header, filters, pagination with a total, row selection with bulk
 * delete (confirmed) and bulk feature / unfeature where rows have `featured`. All list state
 * lives in the URL. `rowActions` replaces the default Edit / Delete buttons of a row; `headerActions`
 * and `children` add to the page (the designers' reorder panel).
 */
export function CollectionListPage({
  collection,
  rowActions,
  headerActions,
  children,
}: {
  collection: AdminCollection;
  rowActions?: (row: CollectionRow, requestDelete: (row: CollectionRow) => void) => ReactNode;
  headerActions?: ReactNode;
  children?: ReactNode;
}) {
  const { trpc, queryClient } = useAdminContext();
  const api = crudApi(trpc, collection.key);
  const search = useSearch({ strict: false }) as CollectionSearch;
  const navigate = useNavigate();
  const { list: spec } = collection;
  const input = listInputFromSearch(collection, search);
  const page = search.page ?? 1;

  const list = useQuery(api.list.queryOptions(input, { placeholderData: keepPreviousData }));
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [toDelete, setToDelete] = useState<CollectionRow[] | null>(null);

  const setSearch = (patch: Partial<CollectionSearch>, options: { replace?: boolean } = {}) => {
    setSelection({});
    void navigate({
      to: '.',
      search: (prev: CollectionSearch) => ({ ...prev, page: undefined, ...patch }),
      replace: options.replace ?? false,
    } as never);
  };

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
  const fail = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error), variant: 'destructive' });

  const remove = useMutation(api.delete.mutationOptions({ onSettled: refresh }));
  const bulkDelete = useMutation(api.bulkDelete.mutationOptions({ onSettled: refresh }));
  const bulkFeature = useMutation(
    api.bulkFeature.mutationOptions({
      onSuccess: (result, variables) => {
        setSelection({});
        toast({
          title: variables.featured ? 'Featured' : 'No longer featured',
          description: `${result.updated} ${result.updated === 1 ? spec.label.toLowerCase() : spec.plural.toLowerCase()} updated.`,
        });
      },
      onError: fail('Could not update the selection'),
      onSettled: refresh,
    }),
  );

  const confirmDelete = () => {
    if (!toDelete) return;
    const rows = toDelete;
    const done = (count: number) => {
      setToDelete(null);
      setSelection({});
      markDeleted(rows.map((r) => r.id));
      toast({
        title:
          count === 1 ? `${spec.label} deleted` : `${count} ${spec.plural.toLowerCase()} deleted`,
        description:
          count === 1 ? `“${rowTitle(rows[0]!, spec.titleField)}” was deleted.` : undefined,
      });
    };
    const onError = (error: unknown) => {
      setToDelete(null);
      fail('Could not delete')(error);
    };
    if (rows.length === 1)
      remove.mutate({ id: rows[0]!.id }, { onSuccess: () => done(1), onError });
    else
      bulkDelete.mutate(
        { ids: rows.map((r) => r.id) },
        { onSuccess: (result) => done(result.deleted), onError },
      );
  };

  const items = useMemo(() => list.data?.items ?? [], [list.data]);
  const listRef = useRef<HTMLDivElement>(null);
  const markDeleted = useFocusAfterDelete(items, listRef);
  const total = list.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / spec.pageSize));

  // A page past the end (after deletes, or an edited URL) moves to the last page there is.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > lastPage)
      setSearch({ page: lastPage > 1 ? lastPage : undefined }, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list.data, list.isPlaceholderData, page, lastPage]);

  const editable = collection.fields.length > 0;
  const columns = useMemo<ColumnDef<CollectionRow>[]>(
    () => [
      {
        id: 'select',
        header: ({ table }) => (
          <input
            type="checkbox"
            aria-label="Select all rows on this page"
            className="size-4 cursor-pointer accent-violet-500"
            checked={table.getIsAllPageRowsSelected()}
            ref={(el) => {
              if (el) el.indeterminate = table.getIsSomePageRowsSelected();
            }}
            onChange={table.getToggleAllPageRowsSelectedHandler()}
          />
        ),
        cell: ({ row }) => (
          <input
            type="checkbox"
            aria-label={`Select ${rowTitle(row.original, spec.titleField)}`}
            className="size-4 cursor-pointer accent-violet-500"
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
          />
        ),
      },
      ...collection.columns.map((column): ColumnDef<CollectionRow> => ({
        id: column.field,
        header: column.label,
        meta: column,
        cell: ({ row }) =>
          column.kind === 'title' ? (
            <div className="min-w-0">
              {editable ? (
                <Link
                  to={`${collection.path}/$id` as never}
                  params={{ id: String(row.original.id) } as never}
                  className="font-medium text-white hover:text-violet-200 hover:underline focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
                >
                  {rowTitle(row.original, column.field)}
                </Link>
              ) : (
                <span className="font-medium text-white">
                  {rowTitle(row.original, column.field)}
                </span>
              )}
              {column.secondary && row.original[column.secondary] ? (
                <p className="truncate text-xs text-white/60">
                  {String(row.original[column.secondary])}
                </p>
              ) : null}
            </div>
          ) : (
            <CellValue column={column} row={row.original} />
          ),
      })),
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row }) => (
          <div className="flex items-center justify-end gap-1">
            {rowActions ? (
              rowActions(row.original, (r) => setToDelete([r]))
            ) : (
              <>
                <Link
                  to={`${collection.path}/$id` as never}
                  params={{ id: String(row.original.id) } as never}
                  aria-label={`Edit ${rowTitle(row.original, spec.titleField)}`}
                  className="inline-flex size-9 items-center justify-center rounded-full text-white/60 hover:bg-white/[0.07] hover:text-white focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
                >
                  <Pencil className="size-4" aria-hidden />
                </Link>
                <button
                  type="button"
                  aria-label={`Delete ${rowTitle(row.original, spec.titleField)}`}
                  onClick={() => setToDelete([row.original])}
                  className="inline-flex size-9 items-center justify-center rounded-full text-white/60 hover:bg-red-500/15 hover:text-red-200 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
                >
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </>
            )}
          </div>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [collection, rowActions],
  );

  const table = useReactTable({
    data: items,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    enableRowSelection: true,
    state: { rowSelection: selection },
    onRowSelectionChange: setSelection,
  });

  const selectedRows = items.filter((row) => selection[String(row.id)]);
  const filtered =
    Boolean(search.q) || Object.keys(spec.filters).some((c) => search[c] !== undefined);

  const sortState = (field: string): 'ascending' | 'descending' | undefined => {
    const sort = search.sort ?? '';
    if (sort === field) return 'ascending';
    if (sort === `-${field}`) return 'descending';
    return undefined;
  };
  const toggleSort = (field: string) => {
    const state = sortState(field);
    // Ascending, then descending, then back to the collection's default order.
    setSearch({
      sort: state === undefined ? field : state === 'ascending' ? `-${field}` : undefined,
    });
  };

  return (
    <>
      <PageHeader
        eyebrow="Collection"
        title={spec.plural}
        description={collection.description}
        actions={
          <>
            {headerActions}
            {collection.createSchema && (
              <Link
                to={`${collection.path}/$id` as never}
                params={{ id: 'new' } as never}
                className="inline-flex h-11 items-center gap-2 rounded-full bg-gradient-to-r from-violet-500 via-blue-500 to-cyan-500 px-5 text-sm font-medium text-white shadow-[0_8px_30px_-8px_rgba(139,92,246,0.65)] hover:brightness-110 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:ring-offset-2 focus-visible:ring-offset-[#07070c] focus-visible:outline-none"
              >
                <Plus className="size-4" aria-hidden />
                New {spec.label.toLowerCase()}
              </Link>
            )}
          </>
        }
      />

      {children}

      {/* Focus lands here when a delete leaves no row to focus (use-focus-after-delete.ts). */}
      <div
        ref={listRef}
        role="region"
        tabIndex={-1}
        aria-label={`${spec.plural} list`}
        className="outline-none"
      >
        <Card className="overflow-hidden">
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
            <p
              className="flex items-center gap-2 text-sm text-white/50 lg:ml-auto"
              aria-live="polite"
            >
              {list.isFetching && !list.isPending && <Spinner className="size-4" label={null} />}
              {list.data &&
                `${formatCount(total)} ${total === 1 ? spec.label.toLowerCase() : spec.plural.toLowerCase()}`}
            </p>
          </div>

          {list.isPending ? (
            <TableSkeleton />
          ) : list.isError ? (
            <div className="p-4 sm:p-6">
              <ErrorState
                title={`Could not load ${spec.plural.toLowerCase()}`}
                error={list.error}
                onRetry={() => void list.refetch()}
                retrying={list.isFetching}
              />
            </div>
          ) : items.length === 0 ? (
            filtered ? (
              <EmptyState icon={SearchX} title={`No ${spec.plural.toLowerCase()} match this view`}>
                Try other words or clear the filters.
              </EmptyState>
            ) : page > 1 ? (
              <TableSkeleton />
            ) : (
              <EmptyState icon={collection.icon} title={`No ${spec.plural.toLowerCase()} yet`}>
                {collection.createSchema
                  ? `Create the first ${spec.label.toLowerCase()} with the button above.`
                  : undefined}
              </EmptyState>
            )
          ) : (
            <>
              <div className="overflow-x-auto">
                <table
                  className="w-full border-collapse text-left transition-opacity aria-busy:opacity-60"
                  aria-busy={list.isPlaceholderData || undefined}
                  aria-label={spec.plural}
                >
                  <thead>
                    {table.getHeaderGroups().map((group) => (
                      <tr key={group.id} className="border-b border-white/[0.07]">
                        {group.headers.map((header) => {
                          const meta = header.column.columnDef.meta as
                            AdminCollection['columns'][number] | undefined;
                          const sortable =
                            meta && (spec.sortable as readonly string[]).includes(meta.field);
                          const state = meta ? sortState(meta.field) : undefined;
                          return (
                            <th
                              key={header.id}
                              scope="col"
                              aria-sort={sortable ? (state ?? 'none') : undefined}
                              className={cn(
                                'px-3 py-3 text-xs font-semibold tracking-wide text-white/50 uppercase first:pl-4 last:pr-4 sm:first:pl-6 sm:last:pr-6',
                                header.id === 'select' && 'w-10',
                                meta?.hideBelow && HIDE_BELOW[meta.hideBelow],
                              )}
                            >
                              {sortable && meta ? (
                                <button
                                  type="button"
                                  onClick={() => toggleSort(meta.field)}
                                  className="-mx-1 -my-2 flex w-[calc(100%+0.5rem)] items-center gap-1.5 rounded-md px-1 py-2 text-left uppercase hover:text-white focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
                                >
                                  {meta.label}
                                  {state === 'ascending' ? (
                                    <ArrowUp className="size-3.5 text-violet-300" aria-hidden />
                                  ) : state === 'descending' ? (
                                    <ArrowDown className="size-3.5 text-violet-300" aria-hidden />
                                  ) : (
                                    <ArrowUpDown className="size-3.5 opacity-40" aria-hidden />
                                  )}
                                  <span className="sr-only">, sort</span>
                                </button>
                              ) : (
                                flexRender(header.column.columnDef.header, header.getContext())
                              )}
                            </th>
                          );
                        })}
                      </tr>
                    ))}
                  </thead>
                  <tbody className="divide-y divide-white/[0.05]">
                    {table.getRowModel().rows.map((row) => (
                      <tr
                        key={row.id}
                        data-row-id={row.original.id}
                        className={cn(
                          'transition-colors hover:bg-white/[0.025]',
                          row.getIsSelected() && 'bg-violet-500/[0.06]',
                        )}
                      >
                        {row.getVisibleCells().map((cell) => {
                          const meta = cell.column.columnDef.meta as
                            AdminCollection['columns'][number] | undefined;
                          return (
                            <td
                              key={cell.id}
                              className={cn(
                                'px-3 py-3 align-middle first:pl-4 last:pr-4 sm:first:pl-6 sm:last:pr-6',
                                meta?.hideBelow && HIDE_BELOW[meta.hideBelow],
                                meta?.kind === 'title' && 'max-w-[14rem] sm:max-w-xs',
                              )}
                            >
                              {flexRender(cell.column.columnDef.cell, cell.getContext())}
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <div className="border-t border-white/[0.07]">
                <Pagination
                  label={`${spec.plural} pages`}
                  page={page}
                  pageSize={spec.pageSize}
                  total={total}
                  onPage={(next) => {
                    setSearch({ page: next > 1 ? next : undefined });
                    window.scrollTo({ top: 0, behavior: 'smooth' });
                  }}
                />
              </div>
            </>
          )}
        </Card>
      </div>
      {/* Room for the floating bulk bar, so it never covers the pagination. */}
      {selectedRows.length > 0 && <div aria-hidden className="h-28 sm:h-20" />}
      {/* Portalled: the card's backdrop blur would otherwise be the fixed bar's containing block. */}
      {selectedRows.length > 0 &&
        createPortal(
          <div
            role="region"
            aria-label="Bulk actions"
            // Floats over the page bottom, so selecting a row never moves the rows under the pointer.
            className="fixed inset-x-3 bottom-3 z-30 flex flex-wrap items-center gap-2 rounded-2xl border border-violet-400/30 bg-[#15122a]/95 px-4 py-3 shadow-2xl shadow-black/50 backdrop-blur-xl sm:inset-x-6 sm:px-5 lg:right-10 lg:left-[calc(16rem+2.5rem)]"
          >
            <p className="mr-auto text-sm font-medium text-violet-100" aria-live="polite">
              {selectedRows.length} selected
            </p>
            {spec.featurable && (
              <>
                <Button
                  variant="secondary"
                  size="sm"
                  loading={bulkFeature.isPending && bulkFeature.variables.featured}
                  onClick={() =>
                    bulkFeature.mutate({ ids: selectedRows.map((r) => r.id), featured: true })
                  }
                >
                  <Star aria-hidden />
                  Feature
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  loading={bulkFeature.isPending && !bulkFeature.variables.featured}
                  onClick={() =>
                    bulkFeature.mutate({ ids: selectedRows.map((r) => r.id), featured: false })
                  }
                >
                  <StarOff aria-hidden />
                  Unfeature
                </Button>
              </>
            )}
            <Button variant="destructive" size="sm" onClick={() => setToDelete(selectedRows)}>
              <Trash2 aria-hidden />
              Delete selected
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setSelection({})}>
              Clear selection
            </Button>
          </div>,
          document.body,
        )}

      <ConfirmDialog
        open={toDelete !== null}
        title={
          toDelete && toDelete.length > 1
            ? `Delete ${toDelete.length} ${spec.plural.toLowerCase()}?`
            : `Delete this ${spec.label.toLowerCase()}?`
        }
        description={
          toDelete && (
            <>
              {toDelete.length === 1 ? (
                <>
                  <strong className="text-white/85">
                    {rowTitle(toDelete[0]!, spec.titleField)}
                  </strong>{' '}
                  will be deleted for good.
                </>
              ) : (
                <>
                  <strong className="text-white/85">
                    {toDelete
                      .slice(0, 5)
                      .map((r) => rowTitle(r, spec.titleField))
                      .join(', ')}
                    {toDelete.length > 5 ? ` and ${toDelete.length - 5} more` : ''}
                  </strong>{' '}
                  will be deleted for good.
                </>
              )}{' '}
              This cannot be undone.
            </>
          )
        }
        confirmLabel={toDelete && toDelete.length > 1 ? `Delete ${toDelete.length}` : 'Delete'}
        pending={remove.isPending || bulkDelete.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}

function TableSkeleton() {
  return (
    <div role="status" aria-label="Loading" className="divide-y divide-white/[0.05]">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="flex items-center gap-4 px-4 py-4 sm:px-6">
          <Skeleton className="size-4" />
          <Skeleton className="size-10 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-3 w-32" />
          </div>
          <Skeleton className="hidden h-4 w-24 md:block" />
        </div>
      ))}
    </div>
  );
}
