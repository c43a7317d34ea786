import { Button, buttonVariants, cn } from '@forma/ui';
import { useQuery } from '@tanstack/react-query';
import { Menu, ShieldCheck } from 'lucide-react';
import { useLogout, userQueryOptions } from '../../../lib/auth';
import { BrandLogo } from '../../shell/brand-mark';
import { QUICK_LINKS_ID } from '../footer/footer-links';
import { LazyMobileMenu } from './lazy-mobile-menu';
import { menuButtonClass } from './menu-button';
import { useNavActions } from './nav-actions';
import { NAV_ITEMS } from './nav-items';
import { scrollToContact } from './scroll';
import {
  useAskWhoIsSignedIn,
  useFadeIn,
  useHeaderTheme,
  useLightSurface,
  useScrolled,
} from './use-header-state';
import { isConsoleRole } from '@forma/validators/roles';

/**
 * The landing page's fixed header (SPEC 2 "Header", SPEC 4): logo, section links, Book a Call or
 * Logout, Admin for admins, a slide-out menu below md; fades in, blurs when scrolled and switches
 * theme over dark sections (`data-theme`). The page is the same for every visitor (a CDN keeps
 * it): who is signed in comes from `GET /api/session/user` once the browser is idle after the
 * header hydrated.
 */
export function Header() {
  const userQuery = useQuery({ ...userQueryOptions, enabled: useAskWhoIsSignedIn() });
  const logoutMutation = useLogout();
  const { goToSection, goHome } = useNavActions();
  const scrolled = useScrolled();
  const theme = useHeaderTheme();
  const overLight = useLightSurface();
  const [shown, markLogoReady] = useFadeIn();

  // The server renders the header for nobody signed in (one cached page for every visitor), and
  // so does the hydrating render: the question is asked only after it (`useAskWhoIsSignedIn`),
  // so no answer is there yet, and no second render of the header follows the hydration.
  const user = userQuery.data ?? null;
  // Until the answer of who is signed in, neither Book a Call nor Logout shows (a signed-in
  // visitor never sees Book a Call); without JavaScript Book a Call shows at once.
  const known = userQuery.isFetched;
  // `data-theme` follows the spec's dark-section list; the colours follow the actual surface
  // (dark unless a light section is under the header and the page is scrolled).
  const light = scrolled && theme === 'light' && overLight;

  return (
    <header
      data-site-header=""
      data-theme={theme}
      data-scrolled={scrolled ? 'true' : 'false'}
      // Hidden until the logo is in (SPEC 4), only with scripting (base.css): without
      // JavaScript the server-rendered header shows at once.
      data-shown={shown || undefined}
      className={cn(
        'fixed inset-x-0 top-0 z-40 border-b transition-[opacity,background-color,border-color,color,backdrop-filter] duration-500',
        scrolled
          ? light
            ? 'border-black/[0.06] bg-[#f6f5f1]/90 text-ink backdrop-blur-md'
            : 'border-white/[0.08] bg-[#07070c]/65 text-white backdrop-blur-md'
          : // Without JavaScript the header cannot follow the scroll: it is the dark bar it
            // becomes over the page, readable over light sections too.
            'border-transparent bg-transparent text-white unscripted:border-white/[0.08] unscripted:bg-[#07070c]/65 unscripted:backdrop-blur-md',
      )}
    >
      <div className="mx-auto flex h-[72px] max-w-7xl items-center gap-4 px-5 sm:px-6 lg:px-8">
        <a
          href="/"
          aria-label="Forma, back to top"
          onClick={(event) => {
            event.preventDefault();
            goHome();
          }}
          className={cn(
            'group -m-1 flex shrink-0 items-center gap-3 rounded-xl p-1 outline-none focus-visible:ring-2 focus-visible:ring-violet-400',
          )}
        >
          <BrandLogo
            onReady={markLogoReady}
            className="transition-transform duration-300 group-hover:scale-105"
          />
          <span className="text-lg font-semibold tracking-tight">Forma</span>
        </a>

        <nav aria-label="Main" className="mx-auto hidden items-center gap-0.5 md:flex">
          {NAV_ITEMS.map((item) => (
            <a
              key={item.id}
              href={`#${item.id}`}
              onClick={(event) => {
                event.preventDefault();
                goToSection(item, 'desktop');
              }}
              className={cn(
                'inline-flex h-9 items-center rounded-full px-2.5 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-violet-400 lg:px-3',
                light
                  ? 'text-ink/65 hover:bg-black/[0.04] hover:text-ink'
                  : 'text-white/70 hover:bg-white/[0.06] hover:text-white',
                item.desktopClass,
              )}
            >
              {item.label}
            </a>
          ))}
          {isConsoleRole(user?.role) && (
            <a
              href="/admin"
              className={cn(
                'ml-1 inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-violet-400',
                light
                  ? 'text-violet-700 hover:bg-violet-500/10'
                  : 'text-violet-200 hover:bg-violet-500/15',
              )}
            >
              <ShieldCheck className="size-4" aria-hidden />
              Admin
            </a>
          )}
        </nav>

        <div className="ml-auto flex items-center gap-2 md:ml-0">
          {user ? (
            <Button
              variant="secondary"
              size="sm"
              className={cn(
                'hidden md:inline-flex',
                light &&
                  'border-black/15 bg-black/[0.03] text-ink hover:border-black/25 hover:bg-black/[0.06]',
              )}
              loading={logoutMutation.isPending}
              onClick={() => logoutMutation.mutate()}
            >
              Logout
            </Button>
          ) : (
            // A link to the contact section (issue 39 item 10): without JavaScript it jumps
            // there; the script scrolls there as SPEC 4 says.
            <a
              href="#contact"
              className={cn(
                buttonVariants({ size: 'sm' }),
                'hidden md:inline-flex',
                !known && 'invisible unscripted:visible',
              )}
              data-book-call=""
              onClick={(event) => {
                event.preventDefault();
                void scrollToContact('desktop');
              }}
            >
              Book a Call
            </a>
          )}
          <span className="contents unscripted:hidden">
            <LazyMobileMenu
              light={light}
              user={user}
              onNavigate={(item) => goToSection(item, 'mobile')}
              onBookCall={() => void scrollToContact('mobile')}
              onLogout={() => logoutMutation.mutate()}
            />
          </span>
          {/* Without JavaScript the menu cannot open: its button leads to the footer's links. */}
          <span className="hidden unscripted:contents">
            <a
              href={`#${QUICK_LINKS_ID}`}
              aria-label="Open menu"
              className={menuButtonClass(false)}
            >
              <Menu className="size-5" aria-hidden />
            </a>
          </span>
        </div>
      </div>
    </header>
  );
}
