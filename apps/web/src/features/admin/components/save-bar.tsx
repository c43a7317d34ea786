import { Button } from '@forma/ui';
import type { ReactNode } from 'react';
import { ReadOnlyNote } from './read-only-note';

/**
 * The sticky bar under a console form (collections and page editors): what state the form is in,
 * Discard while it has changes, and the submit button. One row (two on a narrow phone): a tall bar
 * would hide the fields it saves. A viewer (issue 20 item 4, `canEdit` false) gets the read-only
 * note instead.
 */
export function SaveBar({
  canEdit,
  dirty,
  submitting,
  status,
  onDiscard,
  submitLabel,
  submitDisabled,
}: {
  canEdit: boolean;
  dirty: boolean;
  submitting: boolean;
  /** Shown when there are no unsaved changes ('All changes saved', 'Showing defaults'). */
  status: ReactNode;
  onDiscard: () => void;
  submitLabel: string;
  submitDisabled: boolean;
}) {
  if (!canEdit) return <ReadOnlyNote className="mt-6" />;
  return (
    <div
      data-save-bar
      className="sticky bottom-0 z-10 mt-6 flex flex-wrap items-center justify-end gap-2 border-t border-white/[0.07] bg-[#07070c]/85 py-3 backdrop-blur-xl sm:gap-3 sm:py-4"
    >
      <p className="mr-auto text-sm text-white/60" aria-live="polite">
        {dirty ? 'Unsaved changes' : status}
      </p>
      {dirty && (
        <Button type="button" variant="ghost" onClick={onDiscard} disabled={submitting}>
          Discard
        </Button>
      )}
      <Button type="submit" loading={submitting} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </div>
  );
}
