import { useLayoutEffect, useRef } from 'react';

/**
 * A native `<dialog>` shown as a modal while `open` (focus trap, Escape and the top layer come
 * with `showModal()`) and closed otherwise. Returns the ref to put on the `<dialog>`. Used by
 * ConfirmDialog and the media library's picker.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  // A layout effect: a caller that closes it in `flushSync` knows it is closed (and focus given
  // back) when that returns.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
