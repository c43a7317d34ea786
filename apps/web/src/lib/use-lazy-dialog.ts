import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { onIdle } from './idle';

/** What the loaded dialog is told when it first renders. */
export interface LazyDialogMountProps {
  /** Open on mount: the user pressed the stand-in before the chunk had loaded. */
  defaultOpen?: boolean;
  /** Focus the real trigger on mount: its stand-in had the focus. */
  focusOnMount?: boolean;
}

/** The props to spread on the stand-in trigger (a plain button) until the chunk is in. */
export interface LazyDialogStandInProps {
  'aria-haspopup': 'dialog';
  'aria-expanded': false;
  onPointerDown: () => void;
  onClick: () => void;
  onFocus: () => void;
  onBlur: () => void;
}

/**
 * A dialog (a menu sheet) whose code is in a chunk of its own, so it is not part of the page's
 * first JavaScript. `load` resolves to the component; it is fetched when the stand-in trigger is
 * focused or pressed, or at the first idle moment when `idleTimeoutMs` is given (at most that
 * many ms later). A press before the chunk is in opens the dialog as soon as it is (the press is
 * noted on pointer-down, since the stand-in may be swapped out before the click completes), and
 * a focused stand-in hands the focus on to the real trigger.
 *
 * Returns `Dialog` (null until loaded), the `mountProps` to give it, and the `standInProps`.
 */
export function useLazyDialog<P extends LazyDialogMountProps>(
  load: () => Promise<ComponentType<P>>,
  { idleTimeoutMs }: { idleTimeoutMs?: number } = {},
): {
  Dialog: ComponentType<P> | null;
  mountProps: LazyDialogMountProps;
  standInProps: LazyDialogStandInProps;
} {
  const [Dialog, setDialog] = useState<ComponentType<P> | null>(null);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const standInFocused = useRef(false);
  const loading = useRef(false);
  const loader = useRef(load);
  loader.current = load;

  const start = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    loader.current().then(
      (component) => setDialog(() => component),
      () => {
        // A failed download is forgotten: the next focus or press tries again.
        loading.current = false;
      },
    );
  }, []);

  useEffect(
    () => (idleTimeoutMs === undefined ? undefined : onIdle(start, idleTimeoutMs)),
    [start, idleTimeoutMs],
  );

  const open = () => {
    setOpenOnLoad(true);
    start();
  };
  return {
    Dialog,
    mountProps: {
      defaultOpen: openOnLoad,
      // An open dialog takes the focus itself; focusing the trigger would close it again.
      focusOnMount: standInFocused.current && !openOnLoad,
    },
    standInProps: {
      'aria-haspopup': 'dialog',
      'aria-expanded': false,
      onPointerDown: open,
      onClick: open,
      onFocus: () => {
        standInFocused.current = true;
        start();
      },
      onBlur: () => {
        standInFocused.current = false;
      },
    },
  };
}

/**
 * The loaded dialog's side of useLazyDialog: its open state, starting open when the stand-in was
 * pressed (`defaultOpen`), and the ref for its trigger, focused on mount when the stand-in had
 * the focus (`focusOnMount`, read on mount only: a later change does not move focus).
 */
export function useLazyDialogMount({
  defaultOpen = false,
  focusOnMount = false,
}: LazyDialogMountProps) {
  const [open, setOpen] = useState(defaultOpen);
  const trigger = useRef<HTMLButtonElement>(null);
  const [focusAtMount] = useState(focusOnMount);
  useEffect(() => {
    if (focusAtMount) trigger.current?.focus();
  }, [focusAtMount]);
  return { open, setOpen, trigger };
}
