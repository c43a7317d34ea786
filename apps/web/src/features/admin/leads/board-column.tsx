import { useDraggable, useDroppable } from '@dnd-kit/core';
import { Badge, cn } from '@forma/ui';
import type { Lead, LeadStatus } from '@forma/validators';
import { LEAD_STATUS_LABELS } from '@forma/validators/lead-values';
import { Link } from '@tanstack/react-router';
import { GripVertical, UserRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { InboxSearch } from '../../../lib/inbox-search';
import { formatCount, inquiryTypeLabel } from '../lib/format';
import { PIPELINE_STATUSES } from './lead-format';
import { STATUS_DOTS } from './status-badge';
import { useCanEdit } from '../lib/roles';

/** The id of the title of `status`'s column (its section is labelled by it). */
export const boardColumnTitleId = (status: LeadStatus) => `board-column-${status}`;

/**
 * One status column of the board: its title and total, a drop target for cards, and a link to
 * the list's view of that status when it holds more cards than the board shows.
 */
export function BoardColumn({
  status,
  column,
  search,
  onMove,
  focusLeadId,
  onFocused,
}: {
  status: LeadStatus;
  column: { items: Lead[]; total: number };
  search: InboxSearch;
  /** `viaMenu`: moved with the card's "Move to" select (focus follows the card). */
  onMove: (id: number, status: LeadStatus, viaMenu?: boolean) => void;
  /** The card whose "Move to" select takes focus when it mounts (it just moved here). */
  focusLeadId?: number | null;
  onFocused?: () => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const titleId = boardColumnTitleId(status);
  const more = column.total - column.items.length;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={titleId}
      className={cn(
        'flex w-64 shrink-0 flex-col rounded-2xl border bg-white/[0.025] transition-colors min-[1400px]:w-auto min-[1400px]:min-w-0',
        isOver ? 'border-violet-400/60 bg-violet-500/[0.06]' : 'border-white/10',
      )}
    >
      <h2
        id={titleId}
        className="flex items-center gap-2 border-b border-white/[0.07] px-4 py-3 text-sm font-semibold"
      >
        <span aria-hidden className={cn('size-2 rounded-full', STATUS_DOTS[status])} />
        {LEAD_STATUS_LABELS[status]}
        <span className="ml-auto rounded-full bg-white/[0.06] px-2 py-0.5 text-xs font-medium text-white/65 tabular-nums">
          <span className="sr-only"> (</span>
          {formatCount(column.total)}
          <span className="sr-only"> {column.total === 1 ? 'lead' : 'leads'})</span>
        </span>
      </h2>
      <ul className="flex min-h-32 flex-1 flex-col gap-2 p-2">
        {column.items.map((lead) => (
          <BoardCard
            key={lead.id}
            lead={lead}
            search={search}
            onMove={onMove}
            takeFocus={focusLeadId === lead.id}
            onFocused={onFocused}
          />
        ))}
        {column.items.length === 0 && (
          <li className="m-auto px-3 py-6 text-center text-xs text-white/55">No leads</li>
        )}
      </ul>
      {more > 0 && (
        <Link
          to="/admin/contact-submissions"
          search={{ ...search, view: undefined, status, page: undefined }}
          className="mx-2 mb-2 rounded-lg px-2 py-1.5 text-center text-xs font-medium text-violet-200 hover:bg-violet-500/10 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
        >
          {formatCount(more)} more in the list
        </Link>
      )}
    </section>
  );
}

/** A card's text: name, company, inquiry type, assignee (also drawn under the pointer while dragging). */
export function BoardCardBody({ lead, search }: { lead: Lead; search?: InboxSearch }) {
  return (
    <div className="min-w-0 flex-1">
      {search ? (
        <Link
          to="/admin/contact-submissions/$id"
          params={{ id: String(lead.id) }}
          search={{ ...search, open: undefined }}
          className={cn(
            'block truncate rounded text-sm hover:text-violet-200 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none',
            lead.isRead ? 'font-medium text-white/85' : 'font-semibold text-white',
          )}
        >
          {lead.name}
          {!lead.isRead && <span className="sr-only"> (unread)</span>}
        </Link>
      ) : (
        <p className="truncate text-sm font-semibold">{lead.name}</p>
      )}
      <p className="truncate text-xs text-white/55">{lead.company}</p>
      <div className="mt-2 flex flex-wrap items-center gap-1.5">
        <Badge className="max-w-full truncate px-2 py-0.5 text-[10px]">
          {inquiryTypeLabel(lead.inquiryType)}
        </Badge>
        <span
          className={cn(
            'inline-flex min-w-0 items-center gap-1 text-xs',
            lead.assigneeName ? 'text-white/75' : 'text-white/55',
          )}
        >
          <UserRound className="size-3 shrink-0" aria-hidden />
          <span className="truncate">
            <span className="sr-only">Assignee: </span>
            {lead.assigneeName ?? 'Unassigned'}
          </span>
        </span>
      </div>
    </div>
  );
}

/**
 * A draggable lead card: the grip is the drag handle (pointer or keyboard), the name links to the
 * lead, and the "Move to" select moves it without dragging.
 */
function BoardCard({
  lead,
  search,
  onMove,
  takeFocus = false,
  onFocused,
}: {
  lead: Lead;
  search: InboxSearch;
  onMove: (id: number, status: LeadStatus, viaMenu?: boolean) => void;
  takeFocus?: boolean;
  onFocused?: () => void;
}) {
  const moveSelect = useRef<HTMLSelectElement>(null);
  // Moved with the select, the card mounts again in its new column: keyboard focus follows it.
  useEffect(() => {
    if (!takeFocus) return;
    moveSelect.current?.focus();
    onFocused?.();
  }, [takeFocus, onFocused]);
  // A viewer's cards stay put (issue 20 item 4): no drag by pointer or keyboard.
  const canEdit = useCanEdit();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: lead.id,
    data: { status: lead.status },
    disabled: !canEdit,
  });
  return (
    <li
      ref={setNodeRef}
      data-lead-id={lead.id}
      className={cn(
        'rounded-xl border border-white/[0.08] bg-[#101019] p-2.5 shadow-sm transition-opacity',
        !lead.isRead && 'border-violet-400/25',
        isDragging && 'opacity-40',
      )}
    >
      <div className="flex items-start gap-1.5">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${lead.name}`}
          className="-ml-1 inline-flex size-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-white/50 hover:bg-white/[0.06] hover:text-white focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none active:cursor-grabbing"
        >
          <GripVertical className="size-4" aria-hidden />
        </button>
        <BoardCardBody lead={lead} search={search} />
      </div>
      <label className="mt-2 block">
        <span className="sr-only">Move {lead.name} to</span>
        <select
          ref={moveSelect}
          value=""
          onChange={(e) => {
            if (e.target.value) onMove(lead.id, e.target.value as LeadStatus, true);
          }}
          className="h-8 w-full cursor-pointer rounded-lg border border-white/10 bg-white/[0.03] px-2 text-xs text-white/70 hover:border-white/25 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none [&>option]:bg-[#101018] [&>option]:text-white"
        >
          <option value="" disabled>
            Move to…
          </option>
          {[...PIPELINE_STATUSES, 'spam' as const]
            .filter((s) => s !== lead.status)
            .map((s) => (
              <option key={s} value={s}>
                {s === 'spam' ? 'Spam' : LEAD_STATUS_LABELS[s]}
              </option>
            ))}
        </select>
      </label>
    </li>
  );
}
