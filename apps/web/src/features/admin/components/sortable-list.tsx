import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { cn } from '@forma/ui';
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A vertical list reordered by drag and drop (@dnd-kit): with a pointer on the handle, or by
 * keyboard (focus the handle, Space to lift, arrow keys to move, Space to drop, Escape to
 * cancel), announced to screen readers. `onReorder` gets the new order of ids. `readOnly` (a
 * viewer, issue 44 item 3): the items in their order, without handles.
 */
export function SortableList<T extends { id: number }>({
  items,
  onReorder,
  renderItem,
  itemLabel,
  disabled = false,
  readOnly = false,
  label,
}: {
  items: readonly T[];
  onReorder: (ids: number[]) => void;
  renderItem: (item: T) => ReactNode;
  /** Names an item in the handle's label and the announcements ("Move Ava Chen"). */
  itemLabel: (item: T) => string;
  disabled?: boolean;
  readOnly?: boolean;
  /** Accessible name of the list. */
  label: string;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      // Each move scrolls at once, so the next key measures where the item really is.
      scrollBehavior: 'auto',
    }),
  );
  const nameOf = (id: unknown) => {
    const item = items.find((i) => i.id === id);
    return item ? itemLabel(item) : 'item';
  };
  const positionOf = (id: unknown) => items.findIndex((i) => i.id === id) + 1;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.id === active.id);
    const to = items.findIndex((i) => i.id === over.id);
    if (from < 0 || to < 0) return;
    onReorder(arrayMove([...items], from, to).map((i) => i.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) =>
            `Picked up ${nameOf(active.id)}, position ${positionOf(active.id)} of ${items.length}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${nameOf(active.id)} is over position ${positionOf(over.id)} of ${items.length}.`
              : `${nameOf(active.id)} is no longer over the list.`,
          onDragEnd: ({ active, over }) =>
            over
              ? `${nameOf(active.id)} dropped at position ${positionOf(over.id)} of ${items.length}.`
              : `${nameOf(active.id)} dropped.`,
          onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
        },
        screenReaderInstructions: {
          draggable:
            'To move an item, press Space or Enter. Use the up and down arrow keys to move it, Space or Enter to drop it, Escape to cancel.',
        },
      }}
    >
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <ul aria-label={label} className="flex flex-col gap-2">
          {items.map((item) => (
            <SortableRow
              key={item.id}
              id={item.id}
              label={itemLabel(item)}
              disabled={disabled || readOnly}
              handle={!readOnly}
            >
              {renderItem(item)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  label,
  disabled,
  handle,
  children,
}: {
  id: number;
  label: string;
  disabled: boolean;
  /** False: no drag handle (a read-only list). */
  handle: boolean;
  children: ReactNode;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-sortable-id={id}
      className={cn(
        'flex items-center gap-2 rounded-xl border border-white/[0.08] bg-white/[0.03] p-2 pr-3',
        isDragging && 'relative z-10 border-violet-400/50 bg-[#14141f] shadow-2xl',
      )}
    >
      {handle && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Move ${label}`}
          // Not the `disabled` attribute while an order saves: it would drop the keyboard focus
          // the drop left on this handle. dnd-kit's `aria-disabled` says it, and ignores drags.
          className="inline-flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-white/60 hover:bg-white/[0.06] hover:text-white focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none active:cursor-grabbing aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
        >
          <GripVertical className="size-4" aria-hidden />
        </button>
      )}
      <div className="min-w-0 flex-1">{children}</div>
    </li>
  );
}
