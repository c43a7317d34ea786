import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger, cn } from '@forma/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet, useLocation, useNavigate, useRouterState } from '@tanstack/react-router';
import { ExternalLink, LogOut, Menu } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useAuth, useLogout } from '../../../lib/auth';
import { useAdminContext } from '../lib/use-admin-api';
import { PresenceProvider } from '../presence/presence';
import { ADMIN_NAV } from './nav-items';
import { useConsoleRole } from '../lib/roles';
import { ReadOnlyNote } from '../components/read-only-note';
import { ROLE_LABELS, roleAllows } from '@forma/validators/roles';

/**
 * The screens of a user's own settings, which every role changes (two-factor sign-in, the hours
 * one takes calls in): no read-only note there.
 */
const OWN_SETTINGS_PATHS = ['/admin/security', '/admin/availability'];

/**
 * The console's frame: a sidebar (from lg) or a top bar with a slide-out menu (below lg), the
 * signed-in admin's name, and the current admin page. The page editor's preview frame
 * (/admin/preview/...) gets the page alone.
 */
export function AdminShell() {
  const bare = useLocation({ select: (l) => l.pathname.startsWith('/admin/preview/') });
  return bare ? (
    <Outlet />
  ) : (
    <PresenceProvider>
      <ConsoleFrame />
    </PresenceProvider>
  );
}

/** How long to wait for the new page's heading (it may follow a loading skeleton), ms. */
const HEADING_WAIT_MS = 5000;

/**
 * When the console moves to another page and focus was lost on the way (the control that started
 * it is gone, focus fell back to <body>: "Create release" opening the new release, a deleted
 * record's editor), focus goes to the new page's heading (PageHeader's h1, tabIndex -1) in
 * `main`, once the new page is on screen (the router's resolved location: until then the old
 * page, and its heading, may still be there). Focus that is still on a control (a sidebar link)
 * stays where it is.
 */
function useHeadingFocusAfterNavigation(main: RefObject<HTMLElement | null>) {
  const pathname = useRouterState({ select: (s) => s.resolvedLocation?.pathname });
  const first = useRef(true);
  useEffect(() => {
    if (pathname === undefined) return;
    if (first.current) {
      first.current = false;
      return;
    }
    const until = performance.now() + HEADING_WAIT_MS;
    let id = 0;
    const focusHeading = () => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const heading = main.current?.querySelector<HTMLElement>('h1[tabindex="-1"]');
      if (heading) heading.focus();
      else if (performance.now() < until) id = requestAnimationFrame(focusHeading);
    };
    id = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(id);
  }, [pathname, main]);
}

function ConsoleFrame() {
  const { adminUser } = useAdminContext();
  const { user } = useAuth();
  const username = user?.username ?? adminUser.username;
  const role = useConsoleRole();
  const ownSettings = useLocation({
    select: (l) => OWN_SETTINGS_PATHS.some((path) => l.pathname.startsWith(path)),
  });
  const [menuOpen, setMenuOpen] = useState(false);
  // The console raises toasts on every save: its chunk is fetched while the console is idle.
  const mainRef = useRef<HTMLElement>(null);
  useHeadingFocusAfterNavigation(mainRef);

  return (
    // data-admin-console: the page scrolls instantly while the console is on screen (base.css).
    <div data-admin-console className="relative min-h-dvh bg-[#07070c] text-white">
      {/* The first stop of the keyboard: past the menu to the screen itself. */}
      <a
        href="#admin-main"
        className="fixed top-3 left-3 z-50 -translate-y-20 rounded-full bg-white px-4 py-2 text-sm font-medium text-[#07070c] shadow-lg focus:translate-y-0 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
      >
        Skip to content
      </a>
      <Backdrop />

      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r border-white/[0.07] bg-[#0a0a12]/80 backdrop-blur-xl lg:flex">
        <div className="flex h-16 items-center px-6">
          <Brand />
        </div>
        <SidebarContent />
      </aside>

      <div className="relative lg:pl-64">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-white/[0.07] bg-[#07070c]/75 px-4 backdrop-blur-xl sm:px-6 lg:px-10">
          <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
            <SheetTrigger
              className="-ml-1.5 inline-flex size-10 items-center justify-center rounded-full text-white/80 transition-colors hover:bg-white/[0.06] hover:text-white focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none lg:hidden"
              aria-label="Open admin menu"
            >
              <Menu className="size-5" aria-hidden />
            </SheetTrigger>
            <SheetContent
              // Its button is at the left of the bar: the menu slides in from the left.
              side="left"
              className="flex flex-col p-0"
              // Focus the current section's link (else the first), never "Log out".
              onOpenAutoFocus={(event) => {
                const root = event.currentTarget as HTMLElement;
                const link =
                  root.querySelector<HTMLElement>('nav a[aria-current="page"]') ??
                  root.querySelector<HTMLElement>('nav a');
                if (!link) return;
                event.preventDefault();
                link.focus();
              }}
            >
              <div className="flex h-16 items-center px-6">
                <SheetTitle asChild>
                  <div>
                    <Brand />
                  </div>
                </SheetTitle>
                <SheetDescription className="sr-only">Admin console navigation</SheetDescription>
              </div>
              <SidebarContent onNavigate={() => setMenuOpen(false)} />
            </SheetContent>
          </Sheet>
          <div className="lg:hidden">
            <Brand />
          </div>

          <div className="ml-auto flex items-center gap-3">
            <div className="min-w-0 text-right">
              {/* The role shows on a phone too, shorter (issue 44 item 6). */}
              <p className="text-xs leading-tight text-white/60">
                <span className="sr-only sm:not-sr-only">Signed in as </span>
                {ROLE_LABELS[role].toLowerCase()}
              </p>
              <p className="max-w-[9rem] truncate text-sm leading-tight font-medium text-white/90 sm:max-w-[16rem]">
                {username}
              </p>
            </div>
            <span
              aria-hidden
              className="inline-flex size-9 items-center justify-center rounded-full bg-gradient-to-br from-violet-500 via-blue-500 to-cyan-500 text-sm font-semibold uppercase shadow-[0_0_24px_-6px_rgba(139,92,246,0.8)]"
            >
              {username.slice(0, 1)}
            </span>
          </div>
        </header>

        <main
          ref={mainRef}
          id="admin-main"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl px-4 py-8 outline-none sm:px-6 lg:px-10 lg:py-10"
        >
          {/* A viewer is told once, at the top of every screen, why nothing can change (issue 44). */}
          {role === 'viewer' && !ownSettings ? <ReadOnlyNote className="mb-6" /> : null}
          <Outlet />
        </main>
      </div>
    </div>
  );
}

function Brand() {
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

/** Navigation, "View site" and "Log out"; shared by the sidebar and the mobile menu. */
function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
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

/** Soft brand glows behind the console. */
function Backdrop() {
  return (
    <div aria-hidden className="pointer-events-none fixed inset-0 overflow-hidden">
      <div className="absolute -top-40 left-1/3 size-[36rem] rounded-full bg-violet-600/[0.07] blur-3xl" />
      <div className="absolute top-1/2 -right-40 size-[30rem] rounded-full bg-cyan-500/[0.05] blur-3xl" />
    </div>
  );
}
