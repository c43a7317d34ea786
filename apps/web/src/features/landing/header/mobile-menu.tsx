import {
  Button,
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@forma/ui';
import { ArrowUpRight, ShieldCheck } from 'lucide-react';
import { useRef } from 'react';
import type { CurrentUser } from '../../../lib/auth';
import { useLazyDialogMount, type LazyDialogMountProps } from '../../../lib/use-lazy-dialog';
import { BrandLogo } from '../../shell/brand-mark';
import { MenuButton } from './menu-button';
import { NAV_ITEMS, type NavItem } from './nav-items';
import { isConsoleRole } from '@forma/validators/roles';

/** The lazy-loaded menu's props; `defaultOpen` and `focusOnMount` come from its stand-in. */
export interface MobileMenuProps extends LazyDialogMountProps {
  light: boolean;
  user: CurrentUser | null;
  onNavigate: (item: NavItem) => void;
  onBookCall: () => void;
  onLogout: () => void;
}

/**
 * Below md: the right slide-out menu (300px, 400px from sm) with the mobile link variants, Admin
 * for admins, and Book a Call or Logout. Closes when a link or Book a Call is chosen.
 */
export function MobileMenu({
  light,
  user,
  onNavigate,
  onBookCall,
  onLogout,
  defaultOpen,
  focusOnMount,
}: MobileMenuProps) {
  const { open, setOpen, trigger } = useLazyDialogMount({ defaultOpen, focusOnMount });
  // Scrolling waits until the panel has closed and the page scroll lock is released.
  const pending = useRef<(() => void) | null>(null);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <MenuButton ref={trigger} light={light} />
      </SheetTrigger>
      <SheetContent
        onCloseAutoFocus={(event) => {
          const run = pending.current;
          if (!run) return;
          pending.current = null;
          event.preventDefault();
          requestAnimationFrame(run);
        }}
        className="overflow-y-auto"
      >
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-0 top-0 h-64 bg-[radial-gradient(ellipse_at_top_right,rgba(139,92,246,0.25),transparent_70%)]"
        />
        <SheetHeader className="relative flex-row items-center gap-3">
          <BrandLogo className="size-9" />
          <div>
            <SheetTitle>Forma</SheetTitle>
            <SheetDescription className="text-xs">Jump to a section</SheetDescription>
          </div>
        </SheetHeader>

        <nav aria-label="Mobile" className="relative mt-10">
          <ul className="flex flex-col">
            {NAV_ITEMS.map((item, index) => (
              <li key={item.id}>
                <a
                  href={`#${item.mobileId}`}
                  onClick={(event) => {
                    event.preventDefault();
                    pending.current = () => onNavigate(item);
                    setOpen(false);
                  }}
                  className="group flex items-center gap-4 rounded-xl px-3 py-3.5 text-lg font-medium tracking-tight text-white/85 transition-colors outline-none hover:bg-white/[0.05] hover:text-white focus-visible:ring-2 focus-visible:ring-violet-400"
                >
                  <span aria-hidden className="w-6 font-mono text-xs text-white/35">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  {item.label}
                  <ArrowUpRight
                    aria-hidden
                    className="ml-auto size-4 text-white/30 transition-all group-hover:translate-x-0.5 group-hover:-translate-y-0.5 group-hover:text-white/80"
                  />
                </a>
              </li>
            ))}
            {isConsoleRole(user?.role) && (
              <li className="mt-2 border-t border-white/10 pt-2">
                <a
                  href="/admin"
                  onClick={() => setOpen(false)}
                  className="flex items-center gap-4 rounded-xl px-3 py-3.5 text-lg font-medium tracking-tight text-violet-200 transition-colors outline-none hover:bg-violet-500/10 focus-visible:ring-2 focus-visible:ring-violet-400"
                >
                  <ShieldCheck className="size-5" aria-hidden />
                  Admin
                </a>
              </li>
            )}
          </ul>
        </nav>

        <div className="relative mt-auto pt-10">
          {user ? (
            <Button
              variant="secondary"
              size="lg"
              className="w-full"
              onClick={() => {
                setOpen(false);
                onLogout();
              }}
            >
              Logout
            </Button>
          ) : (
            <Button
              size="lg"
              className="w-full"
              onClick={() => {
                setOpen(false);
                onBookCall();
              }}
            >
              Book a Call
            </Button>
          )}
          <p className="mt-4 text-center text-xs text-white/55">
            Vetted design talent for ambitious teams.
          </p>
        </div>
      </SheetContent>
    </Sheet>
  );
}
