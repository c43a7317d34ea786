import type { ReleaseAction, ReleaseStatus } from '@forma/validators';
import { RELEASE_STATUS_LABELS } from './release-values';

const TONES: Record<ReleaseStatus, string> = {
  open: 'border-white/15 bg-white/[0.04] text-white/75',
  scheduled: 'border-sky-300/30 bg-sky-300/10 text-sky-100',
  published: 'border-emerald-300/25 bg-emerald-300/10 text-emerald-100',
  cancelled: 'border-white/10 bg-white/[0.02] text-white/55',
  failed: 'border-red-300/35 bg-red-400/10 text-red-100',
};

/**
 * Where a release stands (issue 20 item 3), as a small pill; a release that unpublishes and ran
 * says "Taken off".
 */
export function ReleaseStatusBadge({
  status,
  action = 'publish',
}: {
  status: ReleaseStatus;
  action?: ReleaseAction;
}) {
  return (
    <span
      data-release-status={status}
      className={`inline-block rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[status]}`}
    >
      {status === 'published' && action === 'unpublish'
        ? 'Taken off'
        : RELEASE_STATUS_LABELS[status]}
    </span>
  );
}
