import { Button } from '@forma/ui';
import { Star, StarOff, Trash2 } from 'lucide-react';
import { createPortal } from 'react-dom';

/**
 * The floating bar of a list's selected rows (issue 7 "Lists"): the count, Feature / Unfeature
 * when the collection has `featured` (`featuring`: the value being set, or null), Delete selected
 * (asks first, through `onDelete`) and Clear selection. Portalled to the body (a card's backdrop
 * blur would otherwise be the fixed bar's containing block), over the page bottom, so selecting a
 * row never moves the rows under the pointer. Renders nothing for no selection.
 */
export function BulkBar({
  count,
  featurable,
  featuring,
  onFeature,
  onDelete,
  onClear,
}: {
  count: number;
  featurable: boolean;
  featuring: boolean | null;
  onFeature: (featured: boolean) => void;
  onDelete: () => void;
  onClear: () => void;
}) {
  if (count === 0) return null;
  return (
    <>
      {/* Room for the floating bar, so it never covers the pagination. */}
      <div aria-hidden className="h-28 sm:h-20" />
      {createPortal(
        <div
          role="region"
          aria-label="Bulk actions"
          className="fixed inset-x-3 bottom-3 z-30 flex flex-wrap items-center gap-2 rounded-2xl border border-violet-400/30 bg-[#15122a]/95 px-4 py-3 shadow-2xl shadow-black/50 backdrop-blur-xl sm:inset-x-6 sm:px-5 lg:right-10 lg:left-[calc(16rem+2.5rem)]"
        >
          <p className="mr-auto text-sm font-medium text-violet-100" aria-live="polite">
            {count} selected
          </p>
          {featurable && (
            <>
              <Button
                variant="secondary"
                size="sm"
                loading={featuring === true}
                onClick={() => onFeature(true)}
              >
                <Star aria-hidden />
                Feature
              </Button>
              <Button
                variant="secondary"
                size="sm"
                loading={featuring === false}
                onClick={() => onFeature(false)}
              >
                <StarOff aria-hidden />
                Unfeature
              </Button>
            </>
          )}
          <Button variant="destructive" size="sm" onClick={onDelete}>
            <Trash2 aria-hidden />
            Delete selected
          </Button>
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear selection
          </Button>
        </div>,
        document.body,
      )}
    </>
  );
}
