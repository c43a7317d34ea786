import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * The look of the console's modal dialogs (ConfirmDialog, the webhook form and secret of issue
 * 43): a dark panel over a dimmed, blurred page. Add a `max-w-*` for its width.
 */
export const MODAL_DIALOG_CLASS =
  'm-auto w-[calc(100%-2rem)] rounded-2xl border border-white/10 bg-[#0e0e17] p-0 text-white shadow-[0_30px_80px_-20px_rgba(0,0,0,0.9)] backdrop:bg-black/65 backdrop:backdrop-blur-sm';

/**
 * A native `<dialog>` shown as a modal while `open` (focus trap, Escape and the top layer come
 * with `showModal()`) and closed otherwise. Returns the ref to put on the `<dialog>`. Used by
 * ConfirmDialog, the media library's picker and the webhook dialogs (issue 43).
 *
 * `onDismissed`, when given, is called when the browser closed the dialog by itself while `open`
 * is still true (Chrome closes a modal on a second Escape without a `cancel` event when the first
 * one's was prevented), so the caller's state follows the screen.
 */
export function useModalDialog(open: boolean, onDismissed?: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const latest = useRef({ open, onDismissed });
  useLayoutEffect(() => {
    latest.current = { open, onDismissed };
  });
  // A layout effect: a caller that closes it in `flushSync` knows it is closed (and focus given
  // back) when that returns.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const closed = () => {
      if (latest.current.open && !dialog.open) latest.current.onDismissed?.();
    };
    dialog.addEventListener('close', closed);
    return () => dialog.removeEventListener('close', closed);
  }, []);
  return ref;
}
