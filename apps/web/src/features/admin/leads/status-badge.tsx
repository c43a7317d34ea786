import { Badge, cn } from '@forma/ui';
import type { LeadStatus } from '@forma/validators';
import { statusLabel } from './lead-format';

/** Tint of each status: cool colours along the pipeline, green won, grey lost, red spam. */
const TINTS: Record<LeadStatus, string> = {
  new: 'border-violet-400/30 bg-violet-500/10 text-violet-200',
  contacted: 'border-blue-400/30 bg-blue-500/10 text-blue-200',
  qualified: 'border-cyan-400/30 bg-cyan-500/10 text-cyan-200',
  matched: 'border-amber-400/30 bg-amber-500/10 text-amber-200',
  won: 'border-emerald-400/30 bg-emerald-500/10 text-emerald-200',
  lost: 'border-white/15 bg-white/[0.04] text-white/60',
  spam: 'border-red-400/30 bg-red-500/10 text-red-200',
};

/** A lead's status as a tinted pill ("Qualified"). */
export function StatusBadge({ status, className }: { status: LeadStatus; className?: string }) {
  return (
    <Badge className={cn('px-2.5 py-0.5 text-[11px]', TINTS[status], className)}>
      {statusLabel(status)}
    </Badge>
  );
}

/** Dot colour of each status (column headers, status tabs). */
export const STATUS_DOTS: Record<LeadStatus, string> = {
  new: 'bg-violet-400',
  contacted: 'bg-blue-400',
  qualified: 'bg-cyan-400',
  matched: 'bg-amber-400',
  won: 'bg-emerald-400',
  lost: 'bg-white/40',
  spam: 'bg-red-400',
};
