import { ConfirmDialog } from '../components/confirm-dialog';
import { rowTitle } from './cells';
import type { AdminCollection, CollectionRow } from './types';

/**
 * Asks before rows of a collection are deleted: names the row (or the first five and how many
 * more) and says it cannot be undone. Open while `rows` is not null.
 */
export function DeleteRowsDialog({
  collection,
  rows,
  pending,
  onCancel,
  onConfirm,
}: {
  collection: AdminCollection;
  rows: CollectionRow[] | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { label, plural, titleField, titleFallbackField } = collection.list;
  const many = rows !== null && rows.length > 1;
  const names = rows
    ? rows
        .slice(0, 5)
        .map((r) => rowTitle(r, titleField, titleFallbackField))
        .join(', ') + (rows.length > 5 ? ` and ${rows.length - 5} more` : '')
    : '';
  return (
    <ConfirmDialog
      open={rows !== null}
      title={
        many
          ? `Delete ${rows.length} ${plural.toLowerCase()}?`
          : `Delete this ${label.toLowerCase()}?`
      }
      description={
        rows && (
          <>
            <strong className="text-white/85">{names}</strong> will be deleted for good. This cannot
            be undone.
          </>
        )
      }
      confirmLabel={many ? `Delete ${rows.length}` : 'Delete'}
      pending={pending}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
