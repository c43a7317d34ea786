import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from './cn';
import { dismissToast, TOAST_DURATION, useToasts } from './toast/toast-store';

/**
 * Renders the toast store (SPEC 3 "Toast", SPEC 9): Radix Toast with 5000 ms duration, swipe right
 * past 50 px to dismiss, F8 to focus the viewport; destructive toasts are red. They show at the
 * bottom right (across the bottom on a phone), raised by `--toast-bottom` on <html> when a page
 * keeps that room for a bar of its own (the console's sticky save bar). Mount once.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, action, variant, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-2xl border p-4 pr-10 shadow-[0_20px_60px_-20px_rgba(0,0,0,0.8)] backdrop-blur-xl',
            variant === 'destructive'
              ? 'border-red-400/40 bg-red-950/90 text-red-50'
              : 'border-white/12 bg-[#11111a]/90 text-white',
            'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-swipe-out',
          )}
        >
          <span
            aria-hidden
            className={cn(
              'mt-1.5 size-2 shrink-0 rounded-full',
              variant === 'destructive'
                ? 'bg-red-400 shadow-[0_0_12px_rgba(248,113,113,0.9)]'
                : 'bg-gradient-to-r from-violet-400 to-cyan-400 shadow-[0_0_12px_rgba(139,92,246,0.9)]',
            )}
          />
          <div className="grid min-w-0 flex-1 gap-1">
            {title && (
              <ToastPrimitive.Title className="text-sm font-semibold tracking-tight">
                {title}
              </ToastPrimitive.Title>
            )}
            {description && (
              <ToastPrimitive.Description
                className={cn(
                  'text-sm leading-snug',
                  variant === 'destructive' ? 'text-red-100/85' : 'text-white/70',
                )}
              >
                {description}
              </ToastPrimitive.Description>
            )}
            {action}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className={cn(
              'absolute top-3 right-3 inline-flex size-7 items-center justify-center rounded-full opacity-70 transition hover:bg-white/10 hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-none focus-visible:ring-2',
              variant === 'destructive'
                ? 'focus-visible:ring-red-300'
                : 'focus-visible:ring-violet-400',
            )}
          >
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        label="Notifications ({hotkey})"
        // The viewport lets the pointer through; only the toasts in it take it.
        className="pointer-events-none fixed right-0 bottom-[var(--toast-bottom,0px)] z-[100] m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-[420px] sm:p-6 [&>*]:pointer-events-auto"
      />
    </ToastPrimitive.Provider>
  );
}
