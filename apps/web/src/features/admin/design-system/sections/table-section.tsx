import { Badge, Button, Card, cn } from '@forma/ui';
import { ArrowDown, ArrowUp, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Pagination } from '../../components/pagination';
import { Sample } from '../ds-section';
import { SAMPLE_DESIGNERS } from '../sample-data';

const PAGE_SIZE = 4;

/**
 * A small table as the collection lists draw it: row selection, a sortable column (aria-sort),
 * status badges, a row action and the console's Pagination, over sample rows.
 */
export function TableSection() {
  const [descending, setDescending] = useState(false);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set([2]));
  const rows = [...SAMPLE_DESIGNERS]
    .sort((a, b) => a.name.localeCompare(b.name) * (descending ? -1 : 1))
    .slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const allSelected = rows.every((row) => selected.has(row.id));
  const toggle = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const th =
    'px-3 py-3 text-xs font-semibold tracking-wide text-white/65 uppercase first:pl-4 last:pr-4 sm:first:pl-6 sm:last:pr-6';
  const td = 'px-3 py-3 align-middle first:pl-4 last:pr-4 sm:first:pl-6 sm:last:pr-6';
  const box = 'size-4 cursor-pointer accent-violet-500';

  return (
    <Sample title="Table with selection, sorting and pagination" className="block">
      <Card className="overflow-hidden">
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">Sample designers</caption>
            <thead>
              <tr className="border-b border-white/[0.07]">
                <th scope="col" className={cn(th, 'w-10')}>
                  <input
                    type="checkbox"
                    aria-label="Select all rows on this page"
                    className={box}
                    checked={allSelected}
                    onChange={(event) => {
                      for (const row of rows) toggle(row.id, event.target.checked);
                    }}
                  />
                </th>
                <th scope="col" aria-sort={descending ? 'descending' : 'ascending'} className={th}>
                  <button
                    type="button"
                    onClick={() => setDescending((d) => !d)}
                    className="-mx-1 -my-2 flex items-center gap-1.5 rounded-md px-1 py-2 uppercase hover:text-white focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
                  >
                    Name
                    {descending ? (
                      <ArrowDown className="size-3.5 text-violet-300" aria-hidden />
                    ) : (
                      <ArrowUp className="size-3.5 text-violet-300" aria-hidden />
                    )}
                    <span className="sr-only">, sort</span>
                  </button>
                </th>
                <th scope="col" className={cn(th, 'hidden sm:table-cell')}>
                  Specialty
                </th>
                <th scope="col" className={th}>
                  Status
                </th>
                <th scope="col" className={cn(th, 'hidden text-right md:table-cell')}>
                  Rate
                </th>
                <th scope="col" className={cn(th, 'text-right')}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-white/[0.05]">
              {rows.map((row) => (
                <tr
                  key={row.id}
                  className={cn(
                    'transition-colors hover:bg-white/[0.025]',
                    selected.has(row.id) && 'bg-violet-500/[0.06]',
                  )}
                >
                  <td className={td}>
                    <input
                      type="checkbox"
                      aria-label={`Select ${row.name}`}
                      className={box}
                      checked={selected.has(row.id)}
                      onChange={(event) => toggle(row.id, event.target.checked)}
                    />
                  </td>
                  <td className={cn(td, 'font-medium text-white')}>{row.name}</td>
                  <td className={cn(td, 'hidden text-white/70 sm:table-cell')}>{row.specialty}</td>
                  <td className={td}>
                    {row.available ? (
                      <Badge variant="success">Available</Badge>
                    ) : (
                      <Badge>Booked</Badge>
                    )}
                  </td>
                  <td
                    className={cn(td, 'hidden text-right text-white/70 tabular-nums md:table-cell')}
                  >
                    ${row.rate}/h
                  </td>
                  <td className={cn(td, 'text-right')}>
                    <Button variant="ghost" size="icon" aria-label={`Edit ${row.name}`}>
                      <Pencil aria-hidden />
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="border-t border-white/[0.07]">
          <Pagination
            label="Sample designers pages"
            page={page}
            pageSize={PAGE_SIZE}
            total={SAMPLE_DESIGNERS.length}
            onPage={setPage}
          />
        </div>
      </Card>
    </Sample>
  );
}
