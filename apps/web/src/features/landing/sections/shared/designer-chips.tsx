import { cn } from '@forma/ui';

/**
 * A designer's availability badge (the landing's designer cards, the directory and profiles):
 * a green dot and the availability text when available, grey otherwise ("Available" / "Booked"
 * when the text is empty). `className` places it.
 */
export function AvailabilityBadge({
  isAvailable,
  availability,
  className,
}: {
  isAvailable: boolean;
  availability: string;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-medium backdrop-blur-md',
        isAvailable
          ? 'border-emerald-300/30 bg-emerald-950/60 text-emerald-200'
          : 'border-white/15 bg-black/50 text-zinc-300',
        className,
      )}
    >
      <span
        aria-hidden
        className={cn(
          'size-1.5 shrink-0 rounded-full',
          isAvailable ? 'bg-emerald-400 shadow-[0_0_8px_2px_rgba(52,211,153,0.6)]' : 'bg-zinc-500',
        )}
      />
      <span className="truncate">{availability || (isAvailable ? 'Available' : 'Booked')}</span>
    </span>
  );
}

/**
 * A designer's skills as chips, the first `max` and "+N more" (all of them without `max`), in a
 * list named "Skills".
 */
export function SkillChips({
  skills,
  max,
  className,
}: {
  skills: readonly string[];
  max?: number;
  className?: string;
}) {
  if (skills.length === 0) return null;
  const shown = max === undefined ? skills : skills.slice(0, max);
  const extra = skills.length - shown.length;
  return (
    <ul aria-label="Skills" className={cn('flex flex-wrap gap-1.5', className)}>
      {shown.map((skill) => (
        <li
          key={skill}
          className="rounded-full border border-white/10 bg-white/[0.05] px-2.5 py-1 text-xs text-zinc-300"
        >
          {skill}
        </li>
      ))}
      {extra > 0 ? <li className="px-1.5 py-1 text-xs text-zinc-400">+{extra} more</li> : null}
    </ul>
  );
}
