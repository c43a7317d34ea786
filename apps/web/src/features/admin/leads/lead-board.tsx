import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { Button, Spinner } from '@forma/ui';
import type { Lead, LeadStatus } from '@forma/validators';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SearchX, X } from 'lucide-react';
import { useCallback, useState } from 'react';
import { hasLeadFilters, leadBoardFiltersOf, type InboxSearch } from '../../../lib/inbox-search';
import { Skeleton } from '../components/skeleton';
import { EmptyState, ErrorState } from '../components/states';
import { useAdminContext } from '../lib/use-admin-api';
import { BoardCardBody, BoardColumn, boardColumnTitleId } from './board-column';
import { useLeadUpdates } from './lead-api';
import { PIPELINE_STATUSES, statusLabel } from './lead-format';

/** Pointer first (the column under the pointer), else the column the dragged card overlaps most. */
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

/**
 * Keyboard moves of a lifted card: Left/Right (or Up/Down) jump to the previous/next column,
 * Space or Enter drops it there, Escape cancels.
 */
const columnCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.code];
  if (!step) return undefined;
  event.preventDefault();
  const current =
    (context.over?.id as LeadStatus | undefined) ??
    (context.active?.data.current as { status?: LeadStatus } | undefined)?.status;
  const index = PIPELINE_STATUSES.indexOf(current as (typeof PIPELINE_STATUSES)[number]);
  const next = PIPELINE_STATUSES[index + step];
  // dnd-kit measures droppables lazily: a column it has not measured yet (off screen in the
  // sideways-scrolling board) is measured from the page instead.
  const rect = next && (context.droppableRects.get(next) ?? columnRectOf(next));
  const card = context.collisionRect;
  if (!rect || !card) return undefined;
  return { x: rect.left + (rect.width - card.width) / 2, y: rect.top + 56 };
};

/** The viewport box of the board column of `status` (BoardColumn's section), if it is shown. */
function columnRectOf(status: LeadStatus): DOMRect | undefined {
  return document
    .getElementById(boardColumnTitleId(status))
    ?.closest('section')
    ?.getBoundingClientRect();
}

/**
 * The pipeline board (issue 11 item 2, `?view=board`): a column per pipeline status with its
 * total, cards moved by dragging the handle, by keyboard (focus the handle, Space, arrows, Space)
 * or with each card's "Move to" menu. Moves show at once and roll back with a toast on failure.
 * The board scrolls sideways in a focusable region (arrow keys scroll it on phones).
 */
export function LeadBoard({ search, onClear }: { search: InboxSearch; onClear: () => void }) {
  const { trpc } = useAdminContext();
  const board = useQuery(
    trpc.admin.leads.board.queryOptions(leadBoardFiltersOf(search), {
      placeholderData: keepPreviousData,
    }),
  );
  const { moveTo } = useLeadUpdates();
  const [active, setActive] = useState<Lead | null>(null);
  /** A card moved with its "Move to" select: its select takes focus once it shows in that column. */
  const [refocus, setRefocus] = useState<{ id: number; status: LeadStatus } | null>(null);
  const clearRefocus = useCallback(() => setRefocus(null), []);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates, scrollBehavior: 'auto' }),
  );

  const leads = board.data ? Object.values(board.data.columns).flatMap((c) => c.items) : [];
  const leadOf = (id: UniqueIdentifier) => leads.find((l) => l.id === id);
  const nameOf = (id: UniqueIdentifier) => leadOf(id)?.name ?? 'the card';

  const onDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    setActive(null);
    const lead = leadOf(dragged.id);
    if (!lead || !over || over.id === lead.status) return;
    moveTo(lead.id, over.id as LeadStatus);
  };

  if (board.isPending)
    return (
      <div role="status" aria-label="Loading" className="flex gap-4 overflow-hidden">
        {PIPELINE_STATUSES.map((s) => (
          <Skeleton key={s} className="h-72 w-64 shrink-0 rounded-2xl" />
        ))}
      </div>
    );
  if (board.isError)
    return (
      <ErrorState
        title="Could not load the board"
        error={board.error}
        onRetry={() => void board.refetch()}
        retrying={board.isFetching}
      />
    );
  if (leads.length === 0 && hasLeadFilters(search))
    return (
      <EmptyState icon={SearchX} title="No leads match these filters">
        <p>Change or clear the filters to see more.</p>
        <Button variant="secondary" size="sm" className="mt-4" onClick={onClear}>
          <X aria-hidden />
          Clear filters
        </Button>
      </EmptyState>
    );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragStart={({ active: dragged }) => setActive(leadOf(dragged.id) ?? null)}
      onDragCancel={() => setActive(null)}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active: dragged }) =>
            `Picked up ${nameOf(dragged.id)}. Use the left and right arrow keys to choose a column.`,
          onDragOver: ({ active: dragged, over }) =>
            over
              ? `${nameOf(dragged.id)} is over ${statusLabel(over.id)}.`
              : `${nameOf(dragged.id)} is not over a column.`,
          onDragEnd: ({ active: dragged, over }) =>
            over
              ? `${nameOf(dragged.id)} dropped in ${statusLabel(over.id)}.`
              : `${nameOf(dragged.id)} dropped.`,
          onDragCancel: ({ active: dragged }) => `Moving ${nameOf(dragged.id)} was cancelled.`,
        },
        screenReaderInstructions: {
          draggable:
            'To move a lead to another status, press Space or Enter, use the left and right arrow keys to choose a column, then Space or Enter to drop it, or Escape to cancel.',
        },
      }}
    >
      <p className="mb-3 flex items-center gap-2 text-sm text-white/55" aria-live="polite">
        {board.isFetching && <Spinner className="size-4" label={null} />}
        Drag a card by its handle, or use its “Move to” menu. On narrower screens the board scrolls
        sideways; spam is not on it (use the list’s Spam filter).
      </p>
      <div
        role="region"
        aria-label="Lead board"
        tabIndex={0}
        className="relative w-0 min-w-full overflow-x-auto rounded-2xl pb-3 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
      >
        {/* Sideways scrolling where the six columns do not fit; from 1400 px all six share the
            width (1440 px: about 175 px each). */}
        <div className="flex min-w-max gap-4 min-[1400px]:grid min-[1400px]:min-w-0 min-[1400px]:grid-cols-6 min-[1400px]:gap-3">
          {PIPELINE_STATUSES.map((status) => (
            <BoardColumn
              key={status}
              status={status}
              column={board.data.columns[status] ?? { items: [], total: 0 }}
              search={search}
              onMove={(id, to, viaMenu) => {
                moveTo(id, to);
                if (viaMenu) setRefocus({ id, status: to });
              }}
              focusLeadId={refocus?.status === status ? refocus.id : null}
              onFocused={clearRefocus}
            />
          ))}
        </div>
      </div>
      <DragOverlay dropAnimation={null}>
        {active && (
          <div className="w-64 rotate-1 rounded-xl border border-violet-400/50 bg-[#14141f] p-3 shadow-2xl">
            <BoardCardBody lead={active} />
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
