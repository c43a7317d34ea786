import {
  Button,
  FormField,
  Input,
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
  toast,
} from '@forma/ui';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Sample } from '../ds-section';
import { previewThemeClass, type PreviewTheme } from '../../../../lib/preview-theme';

/** How long the sample "delete" stays pending, ms. */
const PENDING_MS = 1200;

/**
 * Real dialogs: the kit's Sheet (Radix Dialog as a slide-out) and the console's ConfirmDialog
 * (native <dialog>), whose confirm shows its pending state before closing. Escape closes both and
 * focus returns to the button that opened them. Nothing is deleted.
 */
export function DialogsSection({ theme }: { theme: PreviewTheme }) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      setPending(false);
      setConfirmOpen(false);
      toast({ title: 'Sample designer deleted', description: 'Only a sample: nothing changed.' });
    }, PENDING_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  return (
    <>
      <Sample title="Sheet (kit)">
        <Sheet>
          <SheetTrigger asChild>
            <Button variant="secondary">Open sheet</Button>
          </SheetTrigger>
          {/* The sheet is portalled to <body>: it takes the preview's theme class itself. */}
          <SheetContent className={theme === 'light' ? previewThemeClass(theme) : undefined}>
            <SheetHeader>
              <SheetTitle>Edit sample designer</SheetTitle>
              <SheetDescription>A Radix dialog shown as a panel from the right.</SheetDescription>
            </SheetHeader>
            <div className="mt-6 flex flex-1 flex-col gap-5">
              <FormField label="Name">
                <Input defaultValue="Ava Chen" autoComplete="off" />
              </FormField>
            </div>
            <SheetClose asChild>
              <Button className="self-start">Done</Button>
            </SheetClose>
          </SheetContent>
        </Sheet>
      </Sample>
      <Sample title="Confirm dialog (console)">
        <Button variant="destructive" onClick={() => setConfirmOpen(true)}>
          Delete sample designer
        </Button>
        <ConfirmDialog
          open={confirmOpen}
          title="Delete this designer?"
          description="Ava Chen and her works are removed from the site. This is a sample: nothing is deleted."
          confirmLabel="Delete designer"
          pending={pending}
          onCancel={() => setConfirmOpen(false)}
          onConfirm={() => setPending(true)}
        />
      </Sample>
    </>
  );
}
