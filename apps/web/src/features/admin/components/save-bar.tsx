import { Button, toast } from '@forma/ui';
import { useState, type ReactNode, type Ref } from 'react';
import { errorMessage } from '../lib/errors';

/** The custom property on <html> that raises the toasts (packages/ui Toaster). */
const TOAST_BOTTOM = '--toast-bottom';

/**
 * Keeps the toasts above the bar while it is on the page: its height in `--toast-bottom`,
 * measured again when it wraps. A ref callback: React 19 runs the cleanup it returns when the
 * bar goes.
 */
const keepToastsAbove = (bar: HTMLDivElement | null) => {
  if (!bar) return;
  const root = document.documentElement;
  const observer = new ResizeObserver(() =>
    root.style.setProperty(TOAST_BOTTOM, `${bar.offsetHeight}px`),
  );
  observer.observe(bar);
  return () => {
    observer.disconnect();
    root.style.removeProperty(TOAST_BOTTOM);
  };
};

/**
 * The sticky bar under a console form (collections and page editors): what state the form is in,
 * Discard while it has changes, and the submit button. One row (two on a narrow phone): a tall bar
 * would hide the fields it saves. A viewer (issue 20 item 4, `canEdit` false) gets none: the
 * console's read-only note is at the top of the screen. `secondary` is a second way to keep the
 * work (the page editors' Save draft), and `statusAction` a control beside the status (Discard
 * draft).
 *
 * A save keeps the user's place (issue 44 item 5): the button pressed keeps the focus while it
 * saves and once the form is saved (disabled, it stays focusable), the page does not move, and
 * the status line, a polite live region, says the outcome: the form's new state (`status`) or
 * why the save failed (`failure`, until the next save or Discard). The toasts show above the
 * bar. `statusRef` is the status line, focusable from script, for an action whose button is
 * gone once it is done (a confirm dialog's Discard draft, Take off the site).
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
  failure,
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
  /** Why the last save failed ('Could not save the draft: …'), said instead of the status. */
  failure?: string | null;
}) {
  // A viewer has no save bar: the console says it is read only at the top (ReadOnlyNote).
  if (!canEdit) return null;
  return (
    <div
      ref={keepToastsAbove}
      data-save-bar
      className="sticky bottom-0 z-10 mt-6 flex flex-wrap items-center justify-end gap-2 border-t border-white/[0.07] bg-[#07070c]/85 py-3 backdrop-blur-xl sm:gap-3 sm:py-4"
    >
      <div className="mr-auto flex flex-wrap items-center gap-x-3 gap-y-1">
        <p
          ref={statusRef}
          tabIndex={-1}
          role="status"
          className="text-sm text-white/60 focus-visible:rounded focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
          aria-live="polite"
        >
          {failure ? (
            <span className="text-red-200">{failure}</span>
          ) : dirty ? (
            'Unsaved changes'
          ) : (
            status
          )}
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
          focusableWhenDisabled
        >
          {secondary.label}
        </Button>
      )}
      <Button type="submit" loading={submitting} disabled={submitDisabled} focusableWhenDisabled>
        {submitLabel}
      </Button>
    </div>
  );
}

/**
 * Why a form's last save failed, for its SaveBar (`failure`): `fail` says it there and in a
 * destructive toast; `clear` when a save starts and when the form starts over (Discard, a
 * restored version).
 */
export function useSaveFailure() {
  const [failure, setFailure] = useState<string | null>(null);
  return {
    failure,
    fail: (title: string, error: unknown) => {
      const description = errorMessage(error);
      setFailure(`${title}: ${description}`);
      toast({ title, description, variant: 'destructive' });
    },
    clear: () => setFailure(null),
  };
}
