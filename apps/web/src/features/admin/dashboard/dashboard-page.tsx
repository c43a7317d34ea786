import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../components/page-header';
import { ErrorState } from '../components/states';
import { useAdminContext } from '../lib/use-admin-api';
import { AnalyticsCards, AnalyticsCardsSkeleton } from './analytics-cards';
import { LatestContentEdits } from './latest-content-edits';
import { LatestSubmissions, LatestSubmissionsSkeleton } from './latest-submissions';
import { StatCards, StatCardsSkeleton } from './stat-cards';
import { UpcomingCalls } from './upcoming-calls';
import { UpcomingReleases } from './upcoming-releases';
import { DisabledWebhooksNotice } from '../webhooks/disabled-webhooks-notice';

/**
 * /admin: entity counts, landing page analytics of the last 7 days, the newest contact submissions
 * and the latest content edits; for admins, a notice of webhook endpoints switched off for
 * failing (issue 43); the calls to come (issue 42).
 */
export function DashboardPage() {
  const { trpc, adminUser } = useAdminContext();
  const dashboard = useQuery(trpc.admin.dashboard.queryOptions());

  return (
    <>
      <PageHeader
        eyebrow="Overview"
        title={`Welcome back, ${adminUser.username}`}
        description="What is on the site right now and who has been in touch."
      />
      <DisabledWebhooksNotice />
      {dashboard.isPending ? (
        <div className="space-y-8" role="status" aria-label="Loading dashboard">
          <StatCardsSkeleton />
          <AnalyticsCardsSkeleton />
          <LatestSubmissionsSkeleton />
        </div>
      ) : dashboard.isError ? (
        <ErrorState
          title="Could not load the dashboard"
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isFetching}
        />
      ) : (
        <div className="space-y-8">
          <StatCards counts={dashboard.data.counts} />
          <UpcomingCalls />
          <AnalyticsCards analytics={dashboard.data.analytics} />
          <LatestSubmissions items={dashboard.data.latestContactSubmissions} />
          <UpcomingReleases />
          <LatestContentEdits items={dashboard.data.latestContentEdits} />
        </div>
      )}
    </>
  );
}
