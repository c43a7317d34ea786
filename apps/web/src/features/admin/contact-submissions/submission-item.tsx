import { Badge, Button, Spinner, cn } from '@forma/ui';
import { ChevronDown, Mail, MailOpen, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { excerpt, formatDateTime, formatShortDate, inquiryTypeLabel } from '../lib/format';
import type { ContactSubmission } from '../lib/types';

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-full text-white/55 transition-colors hover:bg-white/[0.07] hover:text-white focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50';

/** One inbox message: a summary line that expands to the whole message and its actions. */
export function SubmissionItem({
  submission: s,
  expanded,
  onToggle,
  onSetRead,
  onDelete,
  updating,
  scrollIntoView = false,
}: {
  submission: ContactSubmission;
  expanded: boolean;
  onToggle: () => void;
  onSetRead: (isRead: boolean) => void;
  onDelete: () => void;
  /** The read flag of this message is being saved. */
  updating: boolean;
  /** Bring the item into view once (it was opened from a link). */
  scrollIntoView?: boolean;
}) {
  const panelId = useId();
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (scrollIntoView) ref.current?.scrollIntoView({ block: 'center' });
  }, [scrollIntoView]);

  const readLabel = s.isRead ? 'Mark as unread' : 'Mark as read';

  return (
    <li
      ref={ref}
      className={cn(
        'transition-colors',
        expanded ? 'bg-white/[0.035]' : 'hover:bg-white/[0.02]',
        !s.isRead && !expanded && 'bg-violet-500/[0.035]',
      )}
    >
      <div className="flex items-start gap-3 px-4 py-4 sm:px-6">
        <span
          aria-hidden
          className={cn(
            'mt-2 size-2 shrink-0 rounded-full',
            s.isRead ? 'bg-transparent' : 'bg-violet-400 shadow-[0_0_10px_rgba(167,139,250,0.9)]',
          )}
        />
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls={panelId}
          className="min-w-0 flex-1 rounded-lg text-left focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:ring-offset-4 focus-visible:ring-offset-[#0b0b13] focus-visible:outline-none"
        >
          <span className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
            <span
              className={cn('truncate', s.isRead ? 'text-white/80' : 'font-semibold text-white')}
            >
              {s.name}
            </span>
            <span className="truncate text-sm text-white/60">{s.company}</span>
            {!s.isRead && <span className="sr-only">(unread)</span>}
          </span>
          <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-white/60">
            <Badge className="px-2 py-0.5 text-[11px]">{inquiryTypeLabel(s.inquiryType)}</Badge>
            <time dateTime={new Date(s.createdAt).toISOString()} className="sm:hidden">
              {formatShortDate(s.createdAt)}
            </time>
          </span>
          {!expanded && (
            <span className="mt-2 line-clamp-2 text-sm sm:line-clamp-1 text-white/55">
              {excerpt(s.message, 240)}
            </span>
          )}
        </button>
        <div className="flex shrink-0 items-center gap-0.5">
          <time
            dateTime={new Date(s.createdAt).toISOString()}
            className="mr-2 hidden text-xs whitespace-nowrap text-white/60 sm:block"
            title={formatDateTime(s.createdAt)}
          >
            {formatDateTime(s.createdAt)}
          </time>
          <button
            type="button"
            className={iconButton}
            onClick={() => onSetRead(!s.isRead)}
            disabled={updating}
            aria-label={`${readLabel}: message from ${s.name}`}
            title={readLabel}
          >
            {updating ? (
              <Spinner className="size-4" label={null} />
            ) : s.isRead ? (
              <Mail className="size-4" aria-hidden />
            ) : (
              <MailOpen className="size-4" aria-hidden />
            )}
          </button>
          <button
            type="button"
            className={cn(iconButton, 'hover:bg-red-500/10 hover:text-red-300')}
            onClick={onDelete}
            aria-label={`Delete message from ${s.name}`}
            title="Delete"
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
          <button
            type="button"
            className={cn(iconButton, 'hidden sm:inline-flex')}
            onClick={onToggle}
            aria-expanded={expanded}
            aria-controls={panelId}
            aria-label={expanded ? 'Collapse message' : 'Expand message'}
            tabIndex={-1}
          >
            <ChevronDown
              className={cn('size-4 transition-transform', expanded && 'rotate-180')}
              aria-hidden
            />
          </button>
        </div>
      </div>

      {expanded && (
        <div id={panelId} className="px-4 pb-6 sm:pr-6 sm:pl-11">
          <dl className="grid gap-x-8 gap-y-3 rounded-xl border border-white/[0.07] bg-black/20 p-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
            <Detail label="Email">
              <a href={`mailto:${s.email}`} className="break-all text-violet-200 hover:underline">
                {s.email}
              </a>
            </Detail>
            <Detail label="Company">{s.company}</Detail>
            <Detail label="Inquiry">{inquiryTypeLabel(s.inquiryType)}</Detail>
            <Detail label="Received">{formatDateTime(s.createdAt)}</Detail>
          </dl>
          <p className="mt-4 text-sm leading-relaxed break-words whitespace-pre-wrap text-white/80">
            {s.message}
          </p>
          <div className="mt-5 flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onSetRead(!s.isRead)}
              loading={updating}
            >
              {!updating && (s.isRead ? <Mail aria-hidden /> : <MailOpen aria-hidden />)}
              {readLabel}
            </Button>
            <a
              href={`mailto:${s.email}?subject=${encodeURIComponent('Re: your inquiry')}`}
              className="inline-flex h-9 items-center gap-2 rounded-full border border-white/15 bg-white/[0.04] px-4 text-sm font-medium transition-colors hover:border-white/30 hover:bg-white/[0.08] focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
            >
              Reply by email
            </a>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-300 hover:bg-red-500/10 hover:text-red-200"
              onClick={onDelete}
            >
              <Trash2 aria-hidden />
              Delete
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-white/60">{label}</dt>
      <dd className="mt-0.5 text-white/85">{children}</dd>
    </div>
  );
}
