import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { focusRing } from './button';
import { cn } from './cn';

/** Sheet root: a Radix Dialog shown as a slide-out panel from the right or left edge (kit). */
export const Sheet = DialogPrimitive.Root;
/** Opens the sheet. */
export const SheetTrigger = DialogPrimitive.Trigger;
/** Closes the sheet (wrap links/buttons with `asChild`). */
export const SheetClose = DialogPrimitive.Close;

export type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Hide the built-in close (X) button. */
  hideClose?: boolean;
  /** The edge it slides in from: the side of the button that opens it (default 'right'). */
  side?: 'left' | 'right';
};

/** Placement and motion of each side. */
const SIDES = {
  right:
    'right-0 border-l shadow-[-30px_0_80px_-20px_rgba(0,0,0,0.8)] data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in data-[state=open]:*:animate-sheet-content-in',
  left: 'left-0 border-r shadow-[30px_0_80px_-20px_rgba(0,0,0,0.8)] data-[state=closed]:animate-sheet-out-left data-[state=open]:animate-sheet-in-left data-[state=open]:*:animate-sheet-content-in-left',
} as const;

/**
 * The sliding panel with its dimmed overlay, from the `side` edge (default right); width
 * defaults to 300px (400px from sm).
 */
export function SheetContent({
  className,
  children,
  hideClose,
  side = 'right',
  ...props
}: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-y-0 z-50 flex h-full w-[300px] flex-col border-white/10 bg-[#0b0b13]/95 p-6 text-white backdrop-blur-2xl sm:w-[400px]',
          SIDES[side],
          'focus:outline-none',
          className,
        )}
        {...props}
      >
        {children}
        {!hideClose && (
          <DialogPrimitive.Close
            className={cn(
              'absolute top-5 right-5 inline-flex size-9 items-center justify-center rounded-full text-white/70 transition-colors hover:bg-white/10 hover:text-white',
              focusRing,
            )}
          >
            <X className="size-5" aria-hidden />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Sheet header block. */
export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-10', className)} {...props} />;
}

/** Sheet title (required by Radix for accessibility; may be `sr-only`). */
export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('text-lg font-semibold tracking-tight', className)}
      {...props}
    />
  );
}

/** Sheet description. */
export function SheetDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-white/60', className)} {...props} />
  );
}
