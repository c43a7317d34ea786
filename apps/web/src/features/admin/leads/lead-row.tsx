import { Badge, cn } from '@forma/ui';
import type { Lead } from '@forma/validators';
import { Link } from '@tanstack/react-router';
import { UserRound } from 'lucide-react';
import type { InboxSearch } from '../../../lib/inbox-search';
import { formatDateTime, formatShortDate, inquiryTypeLabel } from '../lib/format';
import { StatusBadge } from './status-badge';

/** Columns of a row from 768 px: person, inquiry type, status, assignee, date. */
export const LEAD_ROW_GRID =
  'md:grid md:grid-cols-[minmax(0,2fr)_minmax(0,1.3fr)_7rem_minmax(0,1fr)_8.5rem] md:items-center md:gap-4';

/** The column titles above the rows (visual only: each row's link names its lead). */
export function LeadRowHeader() {
  return (
    <div
      aria-hidden
      className={cn(
        'hidden border-b border-white/[0.07] bg-white/[0.02] px-6 py-2.5 text-xs font-medium tracking-wide text-white/50 uppercase',
        LEAD_ROW_GRID,
      )}
    >
      <span className="pl-5">Lead</span>
      <span>Inquiry</span>
      <span>Status</span>
      <span>Assignee</span>
      <span className="text-right">Received</span>
    </div>
  );
}

/**
 * One lead of the inbox list (issue 11 item 1): unread dot, name and company, inquiry type,
 * status, assignee and date; the whole row links to the lead's screen (keeping the list's URL
 * search so "Back to inbox" returns here).
 */
export function LeadRow({ lead, search }: { lead: Lead; search: InboxSearch }) {
  const created = new Date(lead.createdAt);
  return (
    <li>
      <Link
        to="/admin/contact-submissions/$id"
        params={{ id: String(lead.id) }}
        search={{ ...search, open: undefined }}
        className={cn(
          'block px-4 py-3.5 transition-colors hover:bg-white/[0.03] focus-visible:bg-white/[0.05] focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none focus-visible:ring-inset sm:px-6',
          !lead.isRead && 'bg-violet-500/[0.04]',
          LEAD_ROW_GRID,
        )}
      >
        <span className="flex min-w-0 items-start gap-3">
          <span
            aria-hidden
            className={cn(
              'mt-2 size-2 shrink-0 rounded-full',
              lead.isRead
                ? 'bg-transparent'
                : 'bg-violet-400 shadow-[0_0_10px_rgba(167,139,250,0.9)]',
            )}
          />
          <span className="min-w-0">
            <span
              className={cn(
                'block truncate',
                lead.isRead ? 'text-white/80' : 'font-semibold text-white',
              )}
            >
              {lead.name}
              {!lead.isRead && <span className="sr-only"> (unread)</span>}
            </span>
            <span className="block truncate text-sm text-white/55">{lead.company}</span>
          </span>
        </span>
        <span className="mt-2 flex flex-wrap items-center gap-2 pl-5 md:mt-0 md:contents md:pl-0">
          <span className="min-w-0 md:truncate">
            <Badge className="max-w-full truncate px-2 py-0.5 text-[11px]">
              {inquiryTypeLabel(lead.inquiryType)}
            </Badge>
          </span>
          <span>
            <StatusBadge status={lead.status} />
          </span>
          <span
            className={cn(
              'inline-flex min-w-0 items-center gap-1.5 text-sm',
              lead.assigneeName ? 'text-white/75' : 'text-white/55',
            )}
          >
            <UserRound className="size-3.5 shrink-0" aria-hidden />
            <span className="truncate">
              <span className="sr-only">Assignee: </span>
              {lead.assigneeName ?? 'Unassigned'}
            </span>
          </span>
          <time
            dateTime={created.toISOString()}
            title={formatDateTime(created)}
            className="ml-auto text-xs whitespace-nowrap text-white/55 md:text-right"
          >
            <span className="md:hidden">{formatShortDate(created)}</span>
            <span className="hidden md:inline">{formatDateTime(created)}</span>
          </time>
        </span>
      </Link>
    </li>
  );
}
