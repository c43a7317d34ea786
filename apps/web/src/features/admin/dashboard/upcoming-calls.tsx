import { Card } from '@forma/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRight, Phone } from 'lucide-react';
import { callTime } from '../calls/call-format';
import { formatCount } from '../lib/format';
import { useAdminContext } from '../lib/use-admin-api';

/**
 * The dashboard's line on calls (issue 42 item 6): "Upcoming calls: N, next: {time} with
 * {name}", linking to the Calls screen. Nothing while it loads; a failed load says so.
 */
export function UpcomingCalls() {
  const { trpc } = useAdminContext();
  const summary = useQuery(trpc.calls.summary.queryOptions());
  if (summary.isPending) return null;
  const next = summary.data?.next;
  return (
    <Card role="region" aria-labelledby="upcoming-calls">
      <Link
        to="/admin/calls"
        className="flex items-center gap-4 rounded-[inherit] px-5 py-4 transition-colors hover:bg-white/[0.03] focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none sm:px-6"
      >
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-violet-400/25 bg-violet-500/10 text-violet-200">
          <Phone className="size-4" aria-hidden />
        </span>
        <span className="min-w-0 flex-1">
          <span id="upcoming-calls" className="block font-medium text-white">
            {summary.isError
              ? 'Could not load the calls'
              : `Upcoming calls: ${formatCount(summary.data.upcoming)}`}
          </span>
          <span className="block text-sm text-white/60">
            {next
              ? `Next: ${callTime(next.startsAt, next.hostTimeZone)} (${next.hostTimeZone}) with ${next.name}`
              : 'None booked yet.'}
          </span>
        </span>
        <ArrowRight className="size-4 shrink-0 text-violet-200" aria-hidden />
      </Link>
    </Card>
  );
}
