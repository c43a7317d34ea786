import { cn } from '@forma/ui';
import { roleAllows } from '@forma/validators/roles';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ExternalLink, LogOut } from 'lucide-react';
import { useLogout } from '../../../lib/auth';
import { useConsoleRole } from '../lib/roles';
import { useAdminContext } from '../lib/use-admin-api';
import { ADMIN_NAV } from './nav-items';

/** The console's name and mark, linking to the dashboard (the sidebar, the top bar, the menu). */
export function Brand() {
  return (
    <Link
      to="/admin"
      className="flex items-center gap-2.5 rounded-lg focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
    >
      <span
        aria-hidden
        className="inline-flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-violet-500 via-blue-500 to-cyan-400 text-sm font-bold shadow-[0_0_20px_-4px_rgba(99,102,241,0.9)]"
      >
        F
      </span>
      <span className="text-[15px] font-semibold tracking-tight">Forma</span>
      <span className="rounded-md border border-white/10 bg-white/[0.04] px-1.5 py-0.5 text-[10px] font-semibold tracking-[0.14em] text-white/55 uppercase">
        Console
      </span>
    </Link>
  );
}

/** Navigation, "View site" and "Log out"; shared by the sidebar and the phone menu. */
export function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const { trpc } = useAdminContext();
  const role = useConsoleRole();
  const logoutMutation = useLogout();
  const navigate = useNavigate();
  const unread = useQuery({
    ...trpc.admin.dashboard.queryOptions(),
    select: (data) => data.counts.unreadContactSubmissions,
  }).data;

  const itemClass =
    'group flex h-10 items-center gap-3 rounded-xl px-3 text-sm font-medium text-white/60 transition-colors hover:bg-white/[0.05] hover:text-white focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none';

  return (
    <nav aria-label="Admin" className="flex flex-1 flex-col gap-1 overflow-y-auto px-3 pt-4 pb-4">
      {ADMIN_NAV.map((group) => (
        <div key={group.label} className="mb-3 flex flex-col gap-1">
          <p className="px-3 pb-1 text-[11px] font-semibold tracking-[0.14em] text-white/55 uppercase">
            {group.label}
          </p>
          {group.items
            .filter((item) => roleAllows(role, item.role ?? 'viewer'))
            .map((item) => (
              <Link
                key={item.to}
                to={item.to}
                onClick={onNavigate}
                activeOptions={{ exact: item.exact ?? false, includeSearch: false }}
                className={itemClass}
                activeProps={{
                  className:
                    'bg-gradient-to-r from-violet-500/15 to-transparent text-white shadow-[inset_2px_0_0_0_rgb(167,139,250)]',
                }}
              >
                <item.icon className="size-4 shrink-0 opacity-80" aria-hidden />
                <span className="flex-1">{item.label}</span>
                {item.showsUnread && !!unread && (
                  <span className="rounded-full bg-violet-500/20 px-2 py-0.5 text-[11px] font-semibold text-violet-200 tabular-nums">
                    {unread}
                    <span className="sr-only"> unread</span>
                  </span>
                )}
              </Link>
            ))}
        </div>
      ))}

      <div className="mt-auto flex flex-col gap-1 border-t border-white/[0.07] pt-4">
        <Link to="/" onClick={onNavigate} className={itemClass}>
          <ExternalLink className="size-4 shrink-0 opacity-80" aria-hidden />
          View site
        </Link>
        <button
          type="button"
          disabled={logoutMutation.isPending}
          onClick={() =>
            logoutMutation.mutate(undefined, {
              onSettled: () => {
                onNavigate?.();
                void navigate({ to: '/' });
              },
            })
          }
          className={cn(itemClass, 'w-full text-left disabled:opacity-50')}
        >
          <LogOut className="size-4 shrink-0 opacity-80" aria-hidden />
          {logoutMutation.isPending ? 'Logging out...' : 'Log out'}
        </button>
      </div>
    </nav>
  );
}
