import { cn } from '@forma/ui';
import { Menu } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';

/**
 * The console's "Open admin menu" button at the left of the top bar, below lg: the phone menu's
 * trigger (phone-menu.tsx), and its stand-in while the menu's chunk loads (admin-shell.tsx).
 * Extra props (Radix's trigger handlers and aria state, or useLazyDialog's) go to the `<button>`.
 */
export function PhoneMenuButton({ className, ...props }: ComponentPropsWithRef<'button'>) {
  return (
    <button
      type="button"
      aria-label="Open admin menu"
      {...props}
      className={cn(
        '-ml-1.5 inline-flex size-10 items-center justify-center rounded-full text-white/80 transition-colors hover:bg-white/[0.06] hover:text-white focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none lg:hidden',
        className,
      )}
    >
      <Menu className="size-5" aria-hidden />
    </button>
  );
}
