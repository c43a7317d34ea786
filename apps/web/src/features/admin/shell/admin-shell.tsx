import { ROLE_LABELS } from '@forma/validators/roles';
import { Outlet, useLocation, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, type RefObject } from 'react';
import { useAuth } from '../../../lib/auth';
import { useLazyDialog } from '../../../lib/use-lazy-dialog';
import { ReadOnlyNote } from '../components/read-only-note';
import { useConsoleRole } from '../lib/roles';
import { useAdminContext } from '../lib/use-admin-api';
import { PresenceProvider } from '../presence/presence';
import { PhoneMenuButton } from './phone-menu-button';
import { Brand, SidebarContent } from './sidebar-content';

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
          <LazyPhoneMenu />
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

const loadPhoneMenu = () => import('./phone-menu').then((m) => m.PhoneMenu);

/**
 * The phone menu (phone-menu.tsx) with its dialog code in a chunk of its own, fetched when its
 * button is focused or pressed: a screen opened on a desktop never loads it. Until then a plain
 * PhoneMenuButton stands in, and a press opens the menu as soon as it is in.
 */
function LazyPhoneMenu() {
  const { Dialog, mountProps, standInProps } = useLazyDialog(loadPhoneMenu);
  return Dialog ? <Dialog {...mountProps} /> : <PhoneMenuButton {...standInProps} />;
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
