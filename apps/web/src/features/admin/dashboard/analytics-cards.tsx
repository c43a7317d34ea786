import { Card, cn } from '@forma/ui';
import { BarChart3, Eye, MousePointerClick, Send, Users, type LucideIcon } from 'lucide-react';
import { Skeleton } from '../components/skeleton';
import { EmptyState } from '../components/states';
import { formatCount } from '../lib/format';
import type { DashboardData } from '../lib/types';

/** The dashboard's analytics block: last 7 UTC days of first-party beacons (SPEC 7). */
export type DashboardAnalytics = DashboardData['analytics'];

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
/** `YYYY-MM-DD` (a UTC day) as a Date at 00:00 UTC. */
const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

const cardClass = 'relative overflow-hidden p-5';

/** Total CTA clicks of the week: hero primary + hero secondary + Book a Call. */
export function totalCtaClicks(a: DashboardAnalytics): number {
  const c = a.ctaClicks7d;
  return c.heroPrimary + c.heroSecondary + c.bookACall;
}

/** True when nothing at all was recorded in the last 7 days. */
export function isAnalyticsEmpty(a: DashboardAnalytics): boolean {
  return a.visits7d === 0 && a.pageViews7d === 0 && totalCtaClicks(a) === 0;
}

/**
 * Visits, page views, CTA clicks and contact submissions of the last 7 days as cards, plus a small
 * CSS bar chart of visits and CTA clicks per day. An empty state while nothing was recorded.
 */
export function AnalyticsCards({ analytics }: { analytics: DashboardAnalytics }) {
  const cta = analytics.ctaClicks7d;
  const cards: ReadonlyArray<{
    label: string;
    value: number;
    detail: string;
    icon: LucideIcon;
    tint: string;
  }> = [
    {
      label: 'Visits',
      value: analytics.visits7d,
      detail: `${formatCount(analytics.visitsToday)} today`,
      icon: Users,
      tint: 'text-violet-300 bg-violet-500/10',
    },
    {
      label: 'Page views',
      value: analytics.pageViews7d,
      detail: 'Landing page loads',
      icon: Eye,
      tint: 'text-blue-300 bg-blue-500/10',
    },
    {
      label: 'CTA clicks',
      value: totalCtaClicks(analytics),
      detail: `Hero ${formatCount(cta.heroPrimary)} · How it works ${formatCount(cta.heroSecondary)} · Book a call ${formatCount(cta.bookACall)}`,
      icon: MousePointerClick,
      tint: 'text-cyan-300 bg-cyan-500/10',
    },
    {
      label: 'Contact form sent',
      value: analytics.contactSubmitted7d,
      detail: 'Successful submissions',
      icon: Send,
      tint: 'text-violet-300 bg-violet-500/10',
    },
  ];

  return (
    <section aria-labelledby="analytics-heading" className="space-y-4">
      <AnalyticsHeader />
      {isAnalyticsEmpty(analytics) ? (
        <Card>
          <EmptyState icon={BarChart3} title="No visits recorded yet">
            Visits and call-to-action clicks on the landing page appear here within a minute.
          </EmptyState>
        </Card>
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {cards.map(({ label, value, detail, icon: Icon, tint }) => (
              <li key={label}>
                <Card className={cn(cardClass, 'h-full')}>
                  <div className="flex items-start justify-between gap-3">
                    <p className="text-sm text-white/60">{label}</p>
                    <span
                      className={cn(
                        'inline-flex size-8 shrink-0 items-center justify-center rounded-lg',
                        tint,
                      )}
                    >
                      <Icon className="size-4" aria-hidden />
                    </span>
                  </div>
                  <p className="mt-2 text-3xl font-semibold tracking-tight tabular-nums">
                    {formatCount(value)}
                  </p>
                  <p className="mt-1 text-xs text-white/50">{detail}</p>
                </Card>
              </li>
            ))}
          </ul>
          <DailyChart daily={analytics.daily} />
        </>
      )}
    </section>
  );
}

function AnalyticsHeader() {
  return (
    <div>
      <h2 id="analytics-heading" className="text-base font-semibold tracking-tight">
        Landing page, last 7 days
      </h2>
      <p className="text-sm text-white/50">
        Anonymous first-party counts: a visit is one browser tab, no personal data is kept.
      </p>
    </div>
  );
}

/** Visits and CTA clicks per day as paired CSS bars; a hidden table carries the numbers. */
function DailyChart({ daily }: { daily: DashboardAnalytics['daily'] }) {
  const max = Math.max(1, ...daily.map((d) => Math.max(d.visits, d.ctaClicks)));
  const height = (n: number) => (n === 0 ? '0%' : `${Math.max(2, (n / max) * 100)}%`);
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-sm font-medium text-white/80">Per day</h3>
        <div className="flex items-center gap-4 text-xs text-white/55" aria-hidden>
          <span className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-violet-400" /> Visits
          </span>
          <span className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-cyan-400" /> CTA clicks
          </span>
        </div>
      </div>
      <div className="mt-5 grid h-40 grid-cols-7 items-end gap-2 sm:gap-4" aria-hidden>
        {daily.map((d) => (
          <div
            key={d.day}
            className="flex h-full items-end justify-center gap-1"
            title={`${longDay.format(utcDay(d.day))}: ${d.visits} visits, ${d.ctaClicks} CTA clicks`}
          >
            <div
              className="w-full max-w-4 rounded-t bg-violet-400/80 transition-[height]"
              style={{ height: height(d.visits) }}
            />
            <div
              className="w-full max-w-4 rounded-t bg-cyan-400/80 transition-[height]"
              style={{ height: height(d.ctaClicks) }}
            />
          </div>
        ))}
      </div>
      <div
        className="mt-2 grid grid-cols-7 gap-2 text-center text-xs text-white/60 sm:gap-4"
        aria-hidden
      >
        {daily.map((d) => (
          <span key={d.day}>{weekday.format(utcDay(d.day))}</span>
        ))}
      </div>
      {/* The wrapper is what hides it: a table ignores sr-only's 1 px width and widened the page. */}
      <div className="sr-only">
        <table>
          <caption>Visits and CTA clicks per day, last 7 days (UTC)</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Visits</th>
              <th scope="col">CTA clicks</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((d) => (
              <tr key={d.day}>
                <th scope="row">{longDay.format(utcDay(d.day))}</th>
                <td>{d.visits}</td>
                <td>{d.ctaClicks}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

/** The analytics block's shapes while the dashboard loads. */
export function AnalyticsCardsSkeleton() {
  return (
    <div className="space-y-4" aria-hidden>
      <div>
        <Skeleton className="h-5 w-52" />
        <Skeleton className="mt-2 h-4 w-80" />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Card key={i} className={cn(cardClass, 'h-[124px]')}>
            <Skeleton className="h-4 w-24" />
            <Skeleton className="mt-3 h-8 w-16" />
            <Skeleton className="mt-2 h-3 w-28" />
          </Card>
        ))}
      </div>
      <Card className="p-6">
        <Skeleton className="h-4 w-20" />
        <div className="mt-5 grid h-40 grid-cols-7 items-end gap-4">
          {[40, 65, 30, 80, 55, 70, 45].map((h, i) => (
            <div
              key={i}
              className="w-full animate-pulse rounded-t-md bg-white/[0.07]"
              style={{ height: `${h}%` }}
            />
          ))}
        </div>
      </Card>
    </div>
  );
}
