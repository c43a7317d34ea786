import { Card } from '@forma/ui';
import { Link } from '@tanstack/react-router';
import { ArrowRight, Inbox } from 'lucide-react';
import { Skeleton } from '../components/skeleton';
import { EmptyState } from '../components/states';
import { excerpt, formatDateTime, formatShortDate, inquiryTypeLabel } from '../lib/format';
import { StatusBadge } from '../leads/status-badge';
import type { DashboardData } from '../lib/types';

type LatestLead = DashboardData['latestContactSubmissions'][number];

/** A lead's status pill, with a dot and "unread" for screen readers while no one has opened it. */
function LeadState({ lead }: { lead: LatestLead }) {
  return (
    <span className="inline-flex items-center gap-2">
      {!lead.isRead && (
        <span className="size-2 rounded-full bg-violet-300" title="Unread">
          <span className="sr-only">Unread, </span>
        </span>
      )}
      <StatusBadge status={lead.status} />
    </span>
  );
}

const headCell = 'px-4 py-3 text-left text-xs font-medium tracking-wide text-white/60 uppercase';

/**
 * The newest contact submissions, spam left out, with their lead status (and a dot while
 * unread); each row opens that lead.
 */
export function LatestSubmissions({ items }: { items: readonly LatestLead[] }) {
  return (
    <Card className="overflow-hidden">
      <SectionHeader />
      {items.length === 0 ? (
        <EmptyState icon={Inbox} title="No contact submissions yet">
          Messages sent through the contact form on the landing page appear here.
        </EmptyState>
      ) : (
        <>
          {/* Table from md; a stacked list on phones. */}
          <div className="hidden overflow-x-auto md:block">
            <table className="w-full min-w-[760px] text-sm">
              <thead className="border-y border-white/[0.07] bg-white/[0.02]">
                <tr>
                  <th scope="col" className={headCell}>
                    From
                  </th>
                  <th scope="col" className={headCell}>
                    Company
                  </th>
                  <th scope="col" className={headCell}>
                    Inquiry
                  </th>
                  <th scope="col" className={headCell}>
                    Message
                  </th>
                  <th scope="col" className={headCell}>
                    Date
                  </th>
                  <th scope="col" className={headCell}>
                    Status
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-white/[0.06]">
                {items.map((s) => (
                  <tr key={s.id} className="group transition-colors hover:bg-white/[0.03]">
                    <td className="max-w-[220px] px-4 py-3.5 align-top">
                      <Link
                        to="/admin/contact-submissions"
                        search={{ open: s.id }}
                        className="block font-medium text-white hover:text-violet-200 focus-visible:underline focus-visible:outline-none"
                      >
                        <span className="block truncate">{s.name}</span>
                      </Link>
                      <a
                        href={`mailto:${s.email}`}
                        className="block truncate text-xs text-white/50 hover:text-white/80"
                      >
                        {s.email}
                      </a>
                    </td>
                    <td className="max-w-[160px] truncate px-4 py-3.5 align-top text-white/75">
                      {s.company}
                    </td>
                    <td className="px-4 py-3.5 align-top whitespace-nowrap text-white/75">
                      {inquiryTypeLabel(s.inquiryType)}
                    </td>
                    <td className="max-w-[280px] px-4 py-3.5 align-top text-white/55">
                      <span className="line-clamp-2">{excerpt(s.message, 140)}</span>
                    </td>
                    <td className="px-4 py-3.5 align-top whitespace-nowrap text-white/55">
                      <time dateTime={new Date(s.createdAt).toISOString()}>
                        {formatDateTime(s.createdAt)}
                      </time>
                    </td>
                    <td className="px-4 py-3.5 align-top">
                      <LeadState lead={s} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <ul className="divide-y divide-white/[0.06] border-t border-white/[0.07] md:hidden">
            {items.map((s) => (
              <li key={s.id}>
                <Link
                  to="/admin/contact-submissions"
                  search={{ open: s.id }}
                  className="block px-5 py-4 transition-colors hover:bg-white/[0.03] focus-visible:bg-white/[0.05] focus-visible:outline-none"
                >
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="truncate font-medium">{s.name}</p>
                      <p className="truncate text-xs text-white/50">
                        {s.company} · {inquiryTypeLabel(s.inquiryType)}
                      </p>
                    </div>
                    <LeadState lead={s} />
                  </div>
                  <p className="mt-2 line-clamp-2 text-sm text-white/55">
                    {excerpt(s.message, 140)}
                  </p>
                  <p className="mt-2 text-xs text-white/60">
                    <time dateTime={new Date(s.createdAt).toISOString()}>
                      {formatShortDate(s.createdAt)}
                    </time>
                    {' · '}
                    {s.email}
                  </p>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

function SectionHeader() {
  return (
    <div className="flex items-center justify-between gap-4 px-5 py-4 sm:px-6">
      <div>
        <h2 className="text-base font-semibold tracking-tight">Latest contact submissions</h2>
        <p className="text-sm text-white/50">The newest messages from the contact form</p>
      </div>
      <Link
        to="/admin/contact-submissions"
        className="inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium text-violet-200 transition-colors hover:bg-violet-500/10 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
      >
        View inbox
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </div>
  );
}

/** Placeholder rows while the dashboard loads. */
export function LatestSubmissionsSkeleton() {
  return (
    <Card className="overflow-hidden" aria-hidden>
      <div className="px-6 py-4">
        <Skeleton className="h-5 w-56" />
        <Skeleton className="mt-2 h-4 w-72" />
      </div>
      <div className="divide-y divide-white/[0.06] border-t border-white/[0.07]">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="flex items-center gap-6 px-6 py-4">
            <div className="w-40 space-y-2">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-3 w-40" />
            </div>
            <Skeleton className="hidden h-4 w-24 md:block" />
            <Skeleton className="hidden h-4 flex-1 md:block" />
            <Skeleton className="ml-auto h-6 w-16 rounded-full" />
          </div>
        ))}
      </div>
    </Card>
  );
}
