import { Badge } from '@forma/ui';

/** "Unread" (violet, with a dot) or "Read" (quiet) for a contact submission. */
export function ReadStatus({ isRead }: { isRead: boolean }) {
  return isRead ? (
    <Badge className="px-2.5 py-0.5 text-white/50">Read</Badge>
  ) : (
    <Badge variant="purple" className="px-2.5 py-0.5">
      <span aria-hidden className="size-1.5 rounded-full bg-violet-300" />
      Unread
    </Badge>
  );
}
