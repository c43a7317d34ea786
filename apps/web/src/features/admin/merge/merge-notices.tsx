import { formatDateTime } from '../lib/format';
import { MergePanel } from './merge-panel';
import type { useBasedForm } from './use-based-form';

/**
 * What an editor based on a revision says above its form (issue 41 item 2): the merge view while
 * someone else's save waits for choices, else what an automatic merge brought in, or that work
 * kept in the browser came back (`restoredAt`, ms). Nothing for a viewer (`canEdit` false).
 */
export function MergeNotices({
  based,
  restoredAt,
  canEdit,
}: {
  based: ReturnType<typeof useBasedForm>;
  restoredAt: number | null;
  canEdit: boolean;
}) {
  if (!canEdit) return null;
  if (based.pending)
    return (
      <MergePanel
        key={based.pending.theirs.revision}
        result={based.pending.result}
        theirs={based.pending.theirs}
        onApply={based.applyMerge}
      />
    );
  const message =
    based.notice ??
    (restoredAt !== null
      ? `Your unsaved changes from ${formatDateTime(restoredAt)} are back in the form. Save or discard them.`
      : null);
  return message ? (
    <p
      role="status"
      className="mb-4 rounded-xl border border-sky-300/30 bg-sky-300/[0.06] px-4 py-2.5 text-sm text-sky-50"
    >
      {message}
    </p>
  ) : null;
}
