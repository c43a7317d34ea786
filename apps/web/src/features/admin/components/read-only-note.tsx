import { cn } from '@forma/ui';
import { Eye } from 'lucide-react';

/**
 * At the top of every console screen for a viewer (issue 20 item 4, issue 44 item 3): says the
 * console is read only and why, so the missing Save and upload buttons are not a mystery.
 */
export function ReadOnlyNote({ className }: { className?: string }) {
  return (
    <p
      data-read-only-note
      className={cn(
        'flex items-center gap-2 rounded-2xl border border-white/[0.07] bg-white/[0.03] px-4 py-3 text-sm text-white/65',
        className,
      )}
    >
      <Eye className="size-4 shrink-0 text-violet-300" aria-hidden />
      Read only: your role (viewer) can see this but not change it. An admin can give you the editor
      role.
    </p>
  );
}
