import { Card, cn } from '@forma/ui';
import { Link } from '@tanstack/react-router';
import {
  Building2,
  ImageIcon,
  Inbox,
  MessageSquareQuote,
  Palette,
  Shapes,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Skeleton } from '../components/skeleton';
import { formatCount } from '../lib/format';
import { useConsoleRole } from '../lib/roles';
import type { DashboardCounts } from '../lib/types';
import { roleAllows, type RoleNeeded } from '@forma/validators/roles';

type CountKey = Exclude<keyof DashboardCounts, 'unreadContactSubmissions'>;

type ListPath =
  | '/admin/designers'
  | '/admin/testimonials'
  | '/admin/clients'
  | '/admin/users'
  | '/admin/patterns';

const STATS: ReadonlyArray<{
  key: CountKey;
  label: string;
  icon: LucideIcon;
  tint: string;
  /** The list the count links to (designer works are edited inside their designers). */
  to: ListPath;
  /** The role that may open that list, when not every console role may (issue 20 item 4). */
  role?: RoleNeeded;
}> = [
  {
    key: 'designers',
    label: 'Designers',
    icon: Palette,
    tint: 'text-violet-300 bg-violet-500/10',
    to: '/admin/designers',
  },
  {
    key: 'designerWorks',
    label: 'Designer works',
    icon: ImageIcon,
    tint: 'text-blue-300 bg-blue-500/10',
    to: '/admin/designers',
  },
  {
    key: 'testimonials',
    label: 'Testimonials',
    icon: MessageSquareQuote,
    tint: 'text-cyan-300 bg-cyan-500/10',
    to: '/admin/testimonials',
  },
  {
    key: 'clients',
    label: 'Clients',
    icon: Building2,
    tint: 'text-violet-300 bg-violet-500/10',
    to: '/admin/clients',
  },
  {
    key: 'users',
    label: 'Users',
    icon: Users,
    tint: 'text-blue-300 bg-blue-500/10',
    to: '/admin/users',
    role: 'admin',
  },
  {
    key: 'patterns',
    label: 'Patterns',
    icon: Shapes,
    tint: 'text-cyan-300 bg-cyan-500/10',
    to: '/admin/patterns',
  },
];

const cardClass = 'relative overflow-hidden p-5';

/**
 * One card per entity count the console user's role may open, the contact submissions card with
 * its unread count.
 */
export function StatCards({ counts }: { counts: DashboardCounts }) {
  const unread = counts.unreadContactSubmissions;
  const role = useConsoleRole();
  const stats = STATS.filter((stat) => !stat.role || roleAllows(role, stat.role));
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <li className="col-span-2">
        <Link
          to="/admin/contact-submissions"
          className="group block h-full rounded-2xl focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
        >
          <Card
            className={cn(
              cardClass,
              'h-full border-violet-400/20 bg-gradient-to-br from-violet-500/[0.14] via-blue-500/[0.06] to-transparent transition-colors group-hover:border-violet-400/40',
            )}
          >
            <div className="flex items-start justify-between gap-4">
              <div>
                <p className="text-sm text-white/60">Contact submissions</p>
                <p className="mt-2 text-4xl font-semibold tracking-tight tabular-nums">
                  {formatCount(counts.contactSubmissions)}
                </p>
              </div>
              <span className="inline-flex size-10 items-center justify-center rounded-xl bg-white/[0.08] text-violet-200">
                <Inbox className="size-5" aria-hidden />
              </span>
            </div>
            <p className="mt-4 flex items-center gap-2 text-sm">
              {unread > 0 ? (
                <>
                  <span className="size-2 rounded-full bg-violet-400 shadow-[0_0_10px_rgba(167,139,250,0.9)]" />
                  <span className="font-medium text-violet-200 tabular-nums">
                    {formatCount(unread)} unread
                  </span>
                </>
              ) : (
                <span className="text-white/50">All caught up</span>
              )}
              <span className="ml-auto text-white/60 transition-colors group-hover:text-white/80">
                Open inbox →
              </span>
            </p>
          </Card>
        </Link>
      </li>
      {stats.map(({ key, label, icon: Icon, tint, to }) => (
        <li key={key}>
          <Link
            to={to}
            className="group block h-full rounded-2xl focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
          >
            <Card className={cn(cardClass, 'h-full transition-colors group-hover:border-white/25')}>
              <span
                className={cn('inline-flex size-9 items-center justify-center rounded-xl', tint)}
              >
                <Icon className="size-[18px]" aria-hidden />
              </span>
              <p className="mt-4 text-3xl font-semibold tracking-tight tabular-nums">
                {formatCount(counts[key])}
              </p>
              <p className="mt-1 text-sm text-white/55">{label}</p>
            </Card>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The cards' shapes while the counts load. */
export function StatCardsSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-hidden>
      <Card className={cn(cardClass, 'col-span-2 h-[150px]')}>
        <Skeleton className="h-4 w-40" />
        <Skeleton className="mt-3 h-10 w-24" />
        <Skeleton className="mt-6 h-4 w-28" />
      </Card>
      {STATS.map(({ key }) => (
        <Card key={key} className={cn(cardClass, 'h-[150px]')}>
          <Skeleton className="size-9 rounded-xl" />
          <Skeleton className="mt-4 h-8 w-14" />
          <Skeleton className="mt-2 h-4 w-24" />
        </Card>
      ))}
    </div>
  );
}
