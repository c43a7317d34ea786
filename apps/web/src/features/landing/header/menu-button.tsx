import { cn } from '@forma/ui';
import { Menu } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';

/** The round menu button's look (the button, or its no-JavaScript link in header.tsx). */
export const menuButtonClass = (light: boolean): string =>
  cn(
    'inline-flex size-11 items-center justify-center rounded-full border transition-colors outline-none focus-visible:ring-2 focus-visible:ring-violet-400 md:hidden',
    light
      ? 'border-black/10 bg-black/[0.03] text-ink hover:bg-black/[0.06]'
      : 'border-white/15 bg-white/[0.05] text-white backdrop-blur-md hover:bg-white/10',
  );

/**
 * The round "Open menu" button shown below md (SPEC 2 "Header"): the mobile menu's trigger, and
 * its stand-in while the menu's chunk loads (lazy-mobile-menu.tsx). Extra props (Radix's trigger
 * handlers and aria state, or a click handler) go to the `<button>`.
 */
export function MenuButton({
  light,
  className,
  ...props
}: { light: boolean } & ComponentPropsWithRef<'button'>) {
  return (
    <button
      type="button"
      aria-label="Open menu"
      {...props}
      className={cn(menuButtonClass(light), className)}
    >
      <Menu className="size-5" aria-hidden />
    </button>
  );
}
