import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@forma/ui';
import { useLazyDialogMount, type LazyDialogMountProps } from '../../../lib/use-lazy-dialog';
import { PhoneMenuButton } from './phone-menu-button';
import { Brand, SidebarContent } from './sidebar-content';

/**
 * Below lg: the console's navigation in a sheet that slides in from the left, where its button
 * is (issue 22 item 4). It opens on the current section's link (else the first, never "Log
 * out"), closes on a link or Escape, and gives the focus back to its button. Loaded on first
 * use (admin-shell.tsx, useLazyDialog): `defaultOpen` and `focusOnMount` carry a press or the
 * focus its stand-in had.
 */
export function PhoneMenu(props: LazyDialogMountProps) {
  const { open, setOpen, trigger } = useLazyDialogMount(props);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <PhoneMenuButton ref={trigger} />
      </SheetTrigger>
      <SheetContent
        side="left"
        className="flex flex-col p-0"
        onOpenAutoFocus={(event) => {
          const root = event.currentTarget as HTMLElement;
          const link =
            root.querySelector<HTMLElement>('nav a[aria-current="page"]') ??
            root.querySelector<HTMLElement>('nav a');
          if (!link) return;
          event.preventDefault();
          link.focus();
        }}
      >
        <div className="flex h-16 items-center px-6">
          <SheetTitle asChild>
            <div>
              <Brand />
            </div>
          </SheetTitle>
          <SheetDescription className="sr-only">Admin console navigation</SheetDescription>
        </div>
        <SidebarContent onNavigate={() => setOpen(false)} />
      </SheetContent>
    </Sheet>
  );
}
