import { Button, buttonVariants, cn } from '@forma/ui';
import { Download, KanbanSquare, List, UserX } from 'lucide-react';
import { useState } from 'react';
import { leadExportUrl, type InboxSearch } from '../../../lib/inbox-search';
import { DeleteByEmailDialog } from './delete-by-email-dialog';
import { useCanEdit } from '../lib/roles';

const segment =
  'inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none [&_svg]:size-4';

/**
 * The inbox header's actions: List/Board toggle (issue 11 item 2), CSV export of the current
 * filters (item 4, a download link) and "Delete a person's data" (item 6).
 */
export function InboxActions({
  search,
  onView,
}: {
  search: InboxSearch;
  onView: (view: InboxSearch['view']) => void;
}) {
  const [deleting, setDeleting] = useState(false);
  const canEdit = useCanEdit();
  const board = search.view === 'board';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div
        role="group"
        aria-label="View"
        className="inline-flex items-center gap-1 rounded-full border border-white/10 bg-white/[0.04] p-1"
      >
        <button
          type="button"
          aria-pressed={!board}
          onClick={() => onView(undefined)}
          className={cn(
            segment,
            !board ? 'bg-white/[0.1] text-white' : 'text-white/60 hover:text-white',
          )}
        >
          <List aria-hidden />
          List
        </button>
        <button
          type="button"
          aria-pressed={board}
          onClick={() => onView('board')}
          className={cn(
            segment,
            board ? 'bg-white/[0.1] text-white' : 'text-white/60 hover:text-white',
          )}
        >
          <KanbanSquare aria-hidden />
          Board
        </button>
      </div>
      <a
        href={leadExportUrl(search)}
        download
        className={buttonVariants({ variant: 'secondary', size: 'sm' })}
      >
        <Download aria-hidden />
        Export CSV
      </a>
      {canEdit && (
        <>
          <Button variant="ghost" size="sm" onClick={() => setDeleting(true)}>
            <UserX aria-hidden />
            Delete a person’s data
          </Button>
          <DeleteByEmailDialog open={deleting} onClose={() => setDeleting(false)} />
        </>
      )}
    </div>
  );
}
