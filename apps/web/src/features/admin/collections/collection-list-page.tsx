import { Card } from '@forma/ui';
import { Link } from '@tanstack/react-router';
import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Plus, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageHeader } from '../components/page-header';
import { Pagination } from '../components/pagination';
import { EmptyState, ErrorState } from '../components/states';
import { BulkBar } from './bulk-bar';
import { useCollectionColumns, type RowActions } from './collection-columns';
import { CollectionGrid } from './collection-grid';
import { CollectionTable, TableSkeleton } from './collection-table';
import { CollectionToolbar } from './collection-toolbar';
import { DeleteRowsDialog } from './delete-rows-dialog';
import { isDeletable, type AdminCollection } from './types';
import { useCollectionList } from './use-collection-list';
import { useCanEdit } from '../lib/roles';

/**
 * The list screen of any admin collection (issue 7 "Lists"), driven by its definition: search,
 * sort by clicking a column header, filters, pagination with a total, row selection with bulk
 * delete (confirmed) and bulk feature / unfeature where rows have `featured`. All list state
 * lives in the URL (useCollectionList), also the List / Grid view of a collection with a grid. `rowActions` replaces the default Edit / Delete buttons
 * of a row; `headerActions` and `children` add to the page (the designers' reorder panel).
 */
export function CollectionListPage({
  collection,
  rowActions,
  headerActions,
  children,
}: {
  collection: AdminCollection;
  rowActions?: RowActions;
  headerActions?: ReactNode;
  children?: ReactNode;
}) {
  const state = useCollectionList(collection);
  const canEdit = useCanEdit();
  // Rows are created on their own screen, by an editor, unless they come from elsewhere.
  const canCreate = canEdit && !!collection.editPath && collection.creatable !== false;
  const { list, items, page, total } = state;
  const { list: spec } = collection;
  const columns = useCollectionColumns(collection, rowActions, state.requestDelete, canEdit);
  const table = useReactTable({
    data: items,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    enableRowSelection: canEdit ? (row) => isDeletable(collection, row.original) : false,
    state: { rowSelection: state.selection },
    onRowSelectionChange: state.setSelection,
  });
  const plural = spec.plural.toLowerCase();
  const view = collection.grid ? (state.search.view ?? 'grid') : 'list';

  return (
    <>
      <PageHeader
        eyebrow="Collection"
        title={spec.plural}
        description={collection.description}
        actions={
          <>
            {headerActions}
            {canCreate && collection.editPath && (
              <Link
                to={collection.editPath}
                params={{ id: 'new' }}
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
        ref={state.listRef}
        role="region"
        tabIndex={-1}
        aria-label={`${spec.plural} list`}
        className="outline-none"
      >
        <Card className="overflow-hidden">
          <CollectionToolbar
            collection={collection}
            search={state.search}
            setSearch={state.setSearch}
            total={total}
            counted={list.data !== undefined}
            fetching={list.isFetching && !list.isPending}
            view={view}
          />

          {list.isPending ? (
            <TableSkeleton />
          ) : list.isError ? (
            <div className="p-4 sm:p-6">
              <ErrorState
                title={`Could not load ${plural}`}
                error={list.error}
                onRetry={() => void list.refetch()}
                retrying={list.isFetching}
              />
            </div>
          ) : items.length === 0 ? (
            state.filtered ? (
              <EmptyState icon={SearchX} title={`No ${plural} match this view`}>
                Try other words or clear the filters.
              </EmptyState>
            ) : page > 1 ? (
              <TableSkeleton />
            ) : (
              <EmptyState icon={collection.icon} title={`No ${plural} yet`}>
                {collection.emptyHint ??
                  (canCreate
                    ? `Create the first ${spec.label.toLowerCase()} with the button above.`
                    : undefined)}
              </EmptyState>
            )
          ) : (
            <>
              {view === 'grid' ? (
                <CollectionGrid
                  table={table}
                  collection={collection}
                  requestDelete={canEdit ? state.requestDelete : undefined}
                  busy={list.isPlaceholderData}
                />
              ) : (
                <CollectionTable
                  table={table}
                  label={spec.plural}
                  sortable={spec.sortable}
                  sortState={state.sortState}
                  toggleSort={state.toggleSort}
                  busy={list.isPlaceholderData}
                />
              )}
              <div className="border-t border-white/[0.07]">
                <Pagination
                  label={`${spec.plural} pages`}
                  page={page}
                  pageSize={spec.pageSize}
                  total={total}
                  onPage={(next) => {
                    state.setSearch({ page: next > 1 ? next : undefined });
                    window.scrollTo({ top: 0, behavior: 'smooth' });
                  }}
                />
              </div>
            </>
          )}
        </Card>
      </div>
      <BulkBar
        count={state.selectedRows.length}
        featurable={spec.featurable}
        featuring={state.featuring}
        onFeature={state.setFeatured}
        onDelete={() => state.requestDelete(state.selectedRows)}
        onClear={() => state.setSelection({})}
      />
      <DeleteRowsDialog
        collection={collection}
        rows={state.toDelete}
        pending={state.deleting}
        onCancel={state.cancelDelete}
        onConfirm={state.confirmDelete}
      />
    </>
  );
}
