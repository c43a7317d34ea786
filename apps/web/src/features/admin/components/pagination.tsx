import { Button } from '@forma/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatCount } from '../lib/format';

/** "Showing 21–40 of 53" with previous/next buttons. */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
  label = 'Inbox pages',
}: {
  /** Accessible name of the navigation landmark. */
  label?: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={label}
      className="flex flex-col items-center justify-between gap-3 px-5 py-4 text-sm text-white/55 sm:flex-row sm:px-6"
    >
      <p className="tabular-nums">
        Showing {formatCount(first)}–{formatCount(last)} of {formatCount(total)}
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          aria-label="Previous page"
        >
          <ChevronLeft aria-hidden />
          <span className="hidden sm:inline">Previous</span>
        </Button>
        <span className="px-2 tabular-nums" aria-current="page">
          Page {page} of {pages}
        </span>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
          aria-label="Next page"
        >
          <span className="hidden sm:inline">Next</span>
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
