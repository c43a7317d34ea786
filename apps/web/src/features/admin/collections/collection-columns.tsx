import { Link } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { OpenElsewhereMarker } from '../presence/editing-notice';
import { useOpenElsewhere } from '../presence/presence';
import { CellValue, rowTitle } from './cells';
import { isDeletable, type AdminCollection, type CollectionRow, type ColumnSpec } from './types';

/** A row's own actions in place of Edit / Delete: gets the row and a way to ask for its delete. */
export type RowActions = (
  row: CollectionRow,
  requestDelete: (row: CollectionRow) => void,
) => ReactNode;

/** Who else has the row open (issue 41 item 3), as a small marker beside its title. */
function RowPresence({ resource }: { resource: string }) {
  return <OpenElsewhereMarker users={useOpenElsewhere()(resource)} />;
}

/** The column spec a table column was made from (`meta` of its definition). */
export const columnSpecOf = (meta: unknown): ColumnSpec | undefined =>
  meta as ColumnSpec | undefined;

const ICON_LINK =
  'inline-flex size-9 items-center justify-center rounded-full text-white/60 hover:bg-white/[0.07] hover:text-white focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none';

/**
 * The table columns of a collection list: a selection checkbox, the collection's columns (the
 * title links to the row's edit screen when the collection has one) and the row actions
 * (`rowActions`, else Edit and Delete; Delete calls `requestDelete` with the row). Without
 * `canEdit` (a viewer, issue 20 item 4) there is no selection and no Delete, and Edit reads
 * "Open". Stable while its inputs are (`requestDelete` should be).
 */
export function useCollectionColumns(
  collection: AdminCollection,
  rowActions: RowActions | undefined,
  requestDelete: (rows: CollectionRow[]) => void,
  canEdit = true,
): ColumnDef<CollectionRow>[] {
  return useMemo<ColumnDef<CollectionRow>[]>(() => {
    const { titleField, titleFallbackField } = collection.list;
    const editPath = collection.editPath;
    const title = (row: CollectionRow) => rowTitle(row, titleField, titleFallbackField);
    const cellTitle = (row: CollectionRow, field: string) =>
      field === titleField ? title(row) : rowTitle(row, field);
    const select: ColumnDef<CollectionRow>[] = [
      {
        id: 'select',
        header: ({ table }) => (
          <input
            type="checkbox"
            aria-label="Select all rows on this page"
            className="size-4 cursor-pointer accent-violet-500"
            checked={table.getIsAllPageRowsSelected()}
            // Rows that cannot be deleted have no box (built-in media): none on this page, no "all".
            disabled={!table.getRowModel().rows.some((row) => row.getCanSelect())}
            ref={(el) => {
              if (el) el.indeterminate = table.getIsSomePageRowsSelected();
            }}
            onChange={table.getToggleAllPageRowsSelectedHandler()}
          />
        ),
        cell: ({ row }) =>
          row.getCanSelect() && (
            <input
              type="checkbox"
              aria-label={`Select ${title(row.original)}`}
              className="size-4 cursor-pointer accent-violet-500"
              checked={row.getIsSelected()}
              onChange={row.getToggleSelectedHandler()}
            />
          ),
      },
    ];
    return [
      ...(canEdit ? select : []),
      ...collection.columns.map((column): ColumnDef<CollectionRow> => ({
        id: column.field,
        header: column.label,
        meta: column,
        cell: ({ row }) =>
          column.kind === 'title' ? (
            <div className="min-w-0">
              <div className="flex min-w-0 items-center gap-2">
                {editPath ? (
                  <Link
                    to={editPath}
                    params={{ id: String(row.original.id) }}
                    className="block truncate font-medium text-white hover:text-violet-200 hover:underline focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
                  >
                    {cellTitle(row.original, column.field)}
                  </Link>
                ) : (
                  <span className="block truncate font-medium text-white">
                    {cellTitle(row.original, column.field)}
                  </span>
                )}
                <RowPresence resource={`${collection.key}:${row.original.id}`} />
              </div>
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
          <div className="flex flex-wrap items-center justify-end gap-1">
            {rowActions ? (
              rowActions(row.original, (r) => requestDelete([r]))
            ) : (
              <>
                {editPath && (
                  <Link
                    to={editPath}
                    params={{ id: String(row.original.id) }}
                    aria-label={`${canEdit ? 'Edit' : 'Open'} ${title(row.original)}`}
                    className={ICON_LINK}
                  >
                    {canEdit ? (
                      <Pencil className="size-4" aria-hidden />
                    ) : (
                      <Eye className="size-4" aria-hidden />
                    )}
                  </Link>
                )}
                {canEdit && isDeletable(collection, row.original) && (
                  <button
                    type="button"
                    aria-label={`Delete ${title(row.original)}`}
                    onClick={() => requestDelete([row.original])}
                    className="inline-flex size-9 items-center justify-center rounded-full text-white/60 hover:bg-red-500/15 hover:text-red-200 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </button>
                )}
              </>
            )}
          </div>
        ),
      },
    ];
  }, [collection, rowActions, requestDelete, canEdit]);
}
