import { Button } from '@forma/ui';
import type { ReactNode, Ref } from 'react';

/**
 * The sticky bar under a console form (collections and page editors): what state the form is in,
 * Discard while it has changes, and the submit button. One row (two on a narrow phone): a tall bar
 * would hide the fields it saves. A viewer (issue 20 item 4, `canEdit` false) gets none: the
 * console's read-only note is at the top of the screen. `secondary` is a second way to keep the work (the page editors' Save draft), and
 * `statusAction` a control beside the status (Discard draft). `statusRef` is the status line,
 * focusable from script: after a save the button pressed is disabled, and focus moves there
 * instead of falling back to the top of the page.
 */
export function SaveBar({
  canEdit,
  dirty,
  submitting,
  status,
  onDiscard,
  submitLabel,
  submitDisabled,
  secondary,
  statusAction,
  statusRef,
}: {
  canEdit: boolean;
  dirty: boolean;
  submitting: boolean;
  /** Shown when there are no unsaved changes ('All changes saved', 'Showing defaults'). */
  status: ReactNode;
  onDiscard: () => void;
  submitLabel: string;
  submitDisabled: boolean;
  secondary?: { label: string; onClick: () => void; disabled: boolean; loading: boolean };
  statusAction?: ReactNode;
  statusRef?: Ref<HTMLParagraphElement>;
}) {
  // A viewer has no save bar: the console says it is read only at the top (ReadOnlyNote).
  if (!canEdit) return null;
  return (
    <div
      data-save-bar
      className="sticky bottom-0 z-10 mt-6 flex flex-wrap items-center justify-end gap-2 border-t border-white/[0.07] bg-[#07070c]/85 py-3 backdrop-blur-xl sm:gap-3 sm:py-4"
    >
      <div className="mr-auto flex flex-wrap items-center gap-x-3 gap-y-1">
        <p
          ref={statusRef}
          tabIndex={-1}
          className="text-sm text-white/60 focus-visible:rounded focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
          aria-live="polite"
        >
          {dirty ? 'Unsaved changes' : status}
        </p>
        {!dirty && statusAction}
      </div>
      {dirty && (
        <Button type="button" variant="ghost" onClick={onDiscard} disabled={submitting}>
          Discard
        </Button>
      )}
      {secondary && (
        <Button
          type="button"
          variant="secondary"
          onClick={secondary.onClick}
          loading={secondary.loading}
          disabled={secondary.disabled}
        >
          {secondary.label}
        </Button>
      )}
      <Button type="submit" loading={submitting} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </div>
  );
}
