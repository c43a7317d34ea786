import { collectionProcedures } from './crud-api';
import { toast } from '@forma/ui';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { RowSelectionState } from '@tanstack/react-table';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import type { CollectionSearch } from '../../../lib/collection-search';
import { errorMessage } from '../lib/errors';
import { useAdminContext } from '../lib/use-admin-api';
import { rowTitle } from './cells';
import type { ListInput } from './crud-api';
import type { AdminCollection, CollectionRow } from './types';
import { useFocusAfterDelete } from './use-focus-after-delete';

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

/** How a column is sorted now. */
export type SortState = 'ascending' | 'descending' | undefined;

/**
 * The state of a collection's list screen (issue 7 "Lists"), all of it in the URL but the row
 * selection and the rows waiting for delete confirmation:
 * - `search`, `setSearch(patch, { replace })` (a change of view clears the selection and goes
 *   back to page 1 unless the patch names a page), `page`, `lastPage`, `total`, `filtered`;
 * - `list` (the query, previous page kept while the next loads) and its `items`;
 * - `sortState(field)` and `toggleSort(field)`: ascending, descending, then the default order;
 * - `selection`, `setSelection`, `selectedRows`;
 * - `toDelete`, `requestDelete(rows)`, `cancelDelete()`, `confirmDelete()` (one row through
 *   `delete`, several through `bulkDelete`; a toast says what happened, and focus moves to the
 *   row that took their place, `listRef` when none is left), `deleting`;
 * - `setFeatured(featured)` on the selected rows, `featuring` (the value being set, or null).
 * A page past the end (after deletes, or an edited URL) moves to the last page there is.
 */
export function useCollectionList(collection: AdminCollection) {
  const { trpc, queryClient } = useAdminContext();
  const procedures = collectionProcedures(trpc, collection.key);
  // The list's route id is its path with the index route's trailing slash.
  const route = `${collection.path}/` as const;
  const search: CollectionSearch = useSearch({ from: route });
  const navigate = useNavigate({ from: route });
  const { list: spec } = collection;
  const input = listInputFromSearch(collection, search);
  const page = search.page ?? 1;

  const list = useQuery(procedures.list.queryOptions(input, { placeholderData: keepPreviousData }));
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [toDelete, setToDelete] = useState<CollectionRow[] | null>(null);
  // Stable: the table's columns depend on it.
  const requestDelete = useCallback((rows: CollectionRow[]) => setToDelete(rows), []);

  const setSearch = (patch: Partial<CollectionSearch>, options: { replace?: boolean } = {}) => {
    setSelection({});
    void navigate({
      search: (prev: CollectionSearch) => ({ ...prev, page: undefined, ...patch }),
      replace: options.replace ?? false,
    });
  };

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
  const fail = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error), variant: 'destructive' });

  const remove = useMutation(procedures.delete.mutationOptions({ onSettled: refresh }));
  const bulkDelete = useMutation(procedures.bulkDelete.mutationOptions({ onSettled: refresh }));
  const bulkFeature = useMutation(
    procedures.bulkFeature.mutationOptions({
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

  const items = useMemo(() => list.data?.items ?? [], [list.data]);
  const listRef = useRef<HTMLDivElement>(null);
  const markDeleted = useFocusAfterDelete(items, listRef);
  const total = list.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / spec.pageSize));

  const moveToLastPage = useEffectEvent(() =>
    setSearch({ page: lastPage > 1 ? lastPage : undefined }, { replace: true }),
  );
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > lastPage) moveToLastPage();
  }, [list.data, list.isPlaceholderData, page, lastPage]);

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
          count === 1
            ? `“${rowTitle(rows[0]!, spec.titleField, spec.titleFallbackField)}” was deleted.`
            : undefined,
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

  const sortState = (field: string): SortState => {
    const sort = search.sort ?? '';
    if (sort === field) return 'ascending';
    if (sort === `-${field}`) return 'descending';
    return undefined;
  };
  const toggleSort = (field: string) => {
    const state = sortState(field);
    setSearch({
      sort: state === undefined ? field : state === 'ascending' ? `-${field}` : undefined,
    });
  };

  const selectedRows = items.filter((row) => selection[String(row.id)]);
  return {
    search,
    setSearch,
    page,
    lastPage,
    total,
    filtered: Boolean(search.q) || Object.keys(spec.filters).some((c) => search[c] !== undefined),
    list,
    items,
    listRef,
    sortState,
    toggleSort,
    selection,
    setSelection,
    selectedRows,
    toDelete,
    requestDelete,
    cancelDelete: () => setToDelete(null),
    confirmDelete,
    deleting: remove.isPending || bulkDelete.isPending,
    setFeatured: (featured: boolean) =>
      bulkFeature.mutate({ ids: selectedRows.map((r) => r.id), featured }),
    featuring: bulkFeature.isPending ? bulkFeature.variables.featured : null,
  };
}

/** What useCollectionList returns. */
export type CollectionListState = ReturnType<typeof useCollectionList>;
