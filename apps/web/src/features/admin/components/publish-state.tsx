import { PUBLISH_STATUS_LABELS, type PublishStatus } from '@forma/validators/collection-lists';

const TONES: Record<PublishStatus | 'default', string> = {
  published: 'border-emerald-300/25 bg-emerald-300/10 text-emerald-100',
  draft: 'border-amber-300/30 bg-amber-300/10 text-amber-100',
  changed: 'border-amber-300/30 bg-amber-300/10 text-amber-100',
  default: 'border-white/15 bg-white/[0.04] text-white/70',
};

/**
 * Where a content block or a record stands (issue 20 item 1), as a small pill: Published, Draft
 * (never published), Changed since published (a draft waits), or Default (a block showing the
 * built-in texts).
 */
export function PublishStateBadge({
  status,
  className = '',
}: {
  status: PublishStatus | 'default';
  /** Extra classes, e.g. `max-w-full truncate` where the pill may have to shorten. */
  className?: string;
}) {
  return (
    <span
      data-publish-state={status}
      className={`inline-block rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[status]} ${className}`}
    >
      {status === 'default' ? 'Default' : PUBLISH_STATUS_LABELS[status]}
    </span>
  );
}
