import { cn } from '@forma/ui';
import { flexRender, type Table } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Skeleton } from '../components/skeleton';
import { columnSpecOf } from './collection-columns';
import type { CollectionRow } from './types';
import type { SortState } from './use-collection-list';

const HIDE_BELOW = {
  sm: 'hidden sm:table-cell',
  md: 'hidden md:table-cell',
  lg: 'hidden lg:table-cell',
};

const CELL = 'px-3 first:pl-4 last:pr-4 sm:first:pl-6 sm:last:pr-6';

/**
 * The rows of a collection list as a table (issue 7 "Lists"): a sortable column's header is a
 * button (`toggleSort`; `aria-sort` from `sortState`); columns hide below their breakpoint; each
 * row carries `data-row-id` (focus after delete). `busy` dims it while the next page loads.
 */
export function CollectionTable({
  table,
  label,
  sortable,
  sortState,
  toggleSort,
  busy,
}: {
  table: Table<CollectionRow>;
  /** The table's accessible name (the collection's plural). */
  label: string;
  sortable: readonly string[];
  sortState: (field: string) => SortState;
  toggleSort: (field: string) => void;
  busy: boolean;
}) {
  return (
    <div className="overflow-x-auto">
      <table
        className="w-full border-collapse text-left transition-opacity aria-busy:opacity-60"
        aria-busy={busy || undefined}
        aria-label={label}
      >
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className="border-b border-white/[0.07]">
              {group.headers.map((header) => {
                const meta = columnSpecOf(header.column.columnDef.meta);
                const canSort = meta !== undefined && sortable.includes(meta.field);
                const state = meta ? sortState(meta.field) : undefined;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={canSort ? (state ?? 'none') : undefined}
                    className={cn(
                      CELL,
                      'py-3 text-xs font-semibold tracking-wide text-white/50 uppercase',
                      header.id === 'select' && 'w-10',
                      meta?.hideBelow && HIDE_BELOW[meta.hideBelow],
                    )}
                  >
                    {canSort ? (
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
                const meta = columnSpecOf(cell.column.columnDef.meta);
                return (
                  <td
                    key={cell.id}
                    className={cn(
                      CELL,
                      'py-3 align-middle',
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
  );
}

/** Placeholder rows while a list loads (role status, "Loading"). */
export function TableSkeleton() {
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
