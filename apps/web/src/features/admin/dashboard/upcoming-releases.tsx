import { Card } from '@forma/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRight, CalendarClock } from 'lucide-react';
import { EmptyState } from '../components/states';
import { formatDateTime } from '../lib/format';
import { useAdminContext } from '../lib/use-admin-api';
import { ReleaseStatusBadge } from '../releases/release-status';
import { isReleaseEditable } from '../releases/release-values';

/**
 * The releases still to come on the dashboard (issue 20 item 3): scheduled ones by their time,
 * then the open and failed ones, each linking to its screen. Nothing while they load; a failed
 * load says so in one line (the rest of the dashboard stays).
 */
export function UpcomingReleases() {
  const { trpc } = useAdminContext();
  const list = useQuery(trpc.releases.list.queryOptions());
  if (list.isPending) return null;
  const upcoming = (list.data ?? []).filter((r) => isReleaseEditable(r.status)).slice(0, 5);
  return (
    <Card role="region" aria-labelledby="upcoming-releases" className="overflow-hidden">
      <div className="flex items-center justify-between gap-4 px-5 py-4 sm:px-6">
        <div>
          <h2 id="upcoming-releases" className="text-base font-semibold tracking-tight">
            Upcoming releases
          </h2>
          <p className="text-sm text-white/60">Changes that go out together</p>
        </div>
        <Link
          to="/admin/releases"
          className="inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium text-violet-200 transition-colors hover:bg-violet-500/10 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
        >
          All releases
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      {list.isError ? (
        <p
          role="alert"
          className="border-t border-white/[0.07] px-5 py-4 text-sm text-red-200 sm:px-6"
        >
          Could not load the releases.
        </p>
      ) : upcoming.length === 0 ? (
        <EmptyState icon={CalendarClock} title="No releases to come">
          Group drafts in a release to publish them together, now or at a set time.
        </EmptyState>
      ) : (
        <ul className="divide-y divide-white/[0.06] border-t border-white/[0.07]">
          {upcoming.map((release) => (
            <li key={release.id}>
              <Link
                to="/admin/releases/$id"
                params={{ id: String(release.id) }}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 px-5 py-3 transition-colors hover:bg-white/[0.03] focus-visible:bg-white/[0.05] focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none focus-visible:ring-inset sm:px-6"
              >
                <span className="font-medium text-white">{release.name}</span>
                <span className="text-sm text-white/55">
                  {release.publishAt && release.status === 'scheduled'
                    ? `${release.action === 'unpublish' ? 'takes off' : 'goes live'} ${formatDateTime(release.publishAt)}`
                    : `${release.itemCount} ${release.action === 'unpublish' ? 'record' : 'draft'}${release.itemCount === 1 ? '' : 's'}`}
                </span>
                <span className="ml-auto">
                  <ReleaseStatusBadge status={release.status} action={release.action} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
