import { Users } from 'lucide-react';
import { editingSentence, type PresentUser } from './presence';

/** Initials in a small round badge, one per person. */
function Avatars({ users }: { users: readonly PresentUser[] }) {
  return (
    <span className="flex -space-x-1.5" aria-hidden>
      {users.slice(0, 3).map((user) => (
        <span
          key={user.id}
          className="inline-flex size-6 items-center justify-center rounded-full border border-[#07070c] bg-gradient-to-br from-amber-400 to-rose-500 text-[11px] font-semibold text-white uppercase"
        >
          {user.username.slice(0, 1)}
        </span>
      ))}
    </span>
  );
}

/**
 * Who else has this block or record open (issue 41 item 3): "Dana is editing", with their
 * initials, above the form. A polite live region that stays on the page, so someone arriving
 * or leaving is announced; empty while nobody else is there.
 */
export function EditingNotice({ users }: { users: readonly PresentUser[] }) {
  return (
    <div role="status" aria-live="polite" data-testid="editing-notice">
      {users.length > 0 && (
        <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-amber-300/30 bg-amber-300/[0.08] py-1 pr-3 pl-1.5 text-sm text-amber-50">
          <Avatars users={users} />
          {editingSentence(users)}
          <span className="hidden text-amber-100/60 sm:inline">
            · their saves show here at once
          </span>
        </p>
      )}
    </div>
  );
}

/**
 * A list row's small marker that someone else has it open (issue 41 item 3): their initial and
 * name on hover, the sentence for screen readers. Nothing while nobody else is there.
 */
export function OpenElsewhereMarker({ users }: { users: readonly PresentUser[] }) {
  if (users.length === 0) return null;
  const sentence = editingSentence(users);
  return (
    <span
      title={sentence}
      data-testid="open-elsewhere"
      className="inline-flex shrink-0 items-center gap-1 rounded-full border border-amber-300/30 bg-amber-300/[0.08] px-1.5 py-0.5 text-[11px] font-medium text-amber-100"
    >
      <Users className="size-3" aria-hidden />
      <span aria-hidden>{users[0]!.username}</span>
      {users.length > 1 && <span aria-hidden>+{users.length - 1}</span>}
      <span className="sr-only">{sentence}</span>
    </span>
  );
}
