// Relative imports into the workspace packages (not '@forma/ui', '@forma/validators'): vite.config.ts
// imports this module, and Vite's config loader bundles relative files but not workspace packages.
import { badgeVariants } from '../../../../../../packages/ui/src/badge';
import { buttonVariants } from '../../../../../../packages/ui/src/button';
import { cn } from '../../../../../../packages/ui/src/cn';
import { heroDefaults } from '../../../../../../packages/validators/src/content-defaults';
import { heroLinkAttribute, heroSlot, HERO_DATA_SLOT } from '../../../lib/hero-document';
import { HERO_PLACEHOLDER_SRC } from './hero-placeholder';
import { escapeHtml, formatPlainTitle } from './title';

let merged: { badge: string; primary: string; secondary: string } | undefined;

function mergedClasses() {
  merged ??= {
    badge: cn(
      badgeVariants(),
      'gap-2 border-white/15 bg-white/[0.06] px-4 py-1.5 text-[13px] tracking-wide text-white/85 shadow-[0_0_40px_-10px_rgba(139,92,246,0.8)]',
    ),
    primary: cn(buttonVariants({ size: 'lg' }), 'group'),
    secondary: cn(
      buttonVariants({ variant: 'secondary', size: 'lg' }),
      'group hidden sm:inline-flex',
    ),
  };
  return merged;
}

/**
 * Classes of the hero's first frame, shared by the React hero (hero.tsx, hero-background.tsx)
 * and the static HTML shell that index.html paints before any JavaScript has run (vite.config.ts
 * `landingDocument`), so the React hero replaces the shell without a layout shift or a flash.
 */
export const heroClasses = {
  section: 'relative isolate flex min-h-svh items-center overflow-hidden pt-[72px]',
  inner: 'mx-auto flex w-full max-w-6xl flex-col items-center px-5 py-20 text-center sm:px-8',
  // The classes merged with cn() are built on first use: tailwind-merge's first call is costly
  // and is kept out of the module's evaluation (boot.tsx warms it up in a task of its own).
  get badge() {
    return mergedClasses().badge;
  },
  badgeDot: 'relative flex size-2',
  badgePing:
    'absolute inline-flex size-full animate-ping rounded-full bg-violet-400 opacity-60 motion-reduce:hidden',
  badgeCore:
    'relative inline-flex size-2 rounded-full bg-gradient-to-r from-violet-400 to-cyan-300',
  // LCP: the title and the subtitle (the larger text block on phones) are painted at first paint
  // (opacity 1, from the HTML shell on); their intro entrance animates transform only, from the
  // resting offset of `.hero-rise` (styles.css, use-hero-intro.ts).
  title:
    'hero-rise font-display mt-7 max-w-5xl text-[2.75rem] leading-[0.98] font-semibold tracking-[-0.04em] text-balance text-white sm:text-6xl md:text-7xl lg:text-[5.75rem] xl:text-[6.25rem] 2xl:text-[7rem]',
  subtitle:
    'hero-rise mt-7 max-w-2xl text-base leading-relaxed text-pretty text-white/70 sm:text-lg md:text-xl',
  buttons: 'mt-10 flex flex-wrap items-center justify-center gap-3',
  get primary() {
    return mergedClasses().primary;
  },
  get secondary() {
    return mergedClasses().secondary;
  },
  scrollCue:
    'pointer-events-none absolute bottom-8 left-1/2 hidden -translate-x-1/2 flex-col items-center gap-2 text-[11px] tracking-[0.3em] text-white/40 uppercase md:flex',
  scrollTrack: 'h-10 w-px overflow-hidden bg-white/10',
  scrollBar:
    'block h-1/2 w-px animate-[scroll-cue_2s_ease-in-out_infinite] bg-gradient-to-b from-transparent to-white/70 motion-reduce:animate-none',
  // Background (hero-background.tsx).
  background: 'absolute inset-0 -z-10 overflow-hidden bg-ink',
  blurLayer: 'absolute inset-0 scale-[1.04]',
  aurora:
    'absolute inset-0 bg-[radial-gradient(ellipse_80%_60%_at_50%_-10%,rgba(124,58,237,0.55),transparent_60%),radial-gradient(ellipse_60%_50%_at_90%_30%,rgba(37,99,235,0.35),transparent_60%),radial-gradient(ellipse_50%_40%_at_10%_60%,rgba(6,182,212,0.22),transparent_60%)]',
  placeholder:
    'absolute inset-0 size-full scale-110 object-cover blur-2xl transition-opacity duration-700',
  still: 'absolute inset-0 size-full object-cover transition-opacity duration-700',
  shade:
    'absolute inset-0 bg-[linear-gradient(to_bottom,rgba(7,7,12,0.55)_0%,rgba(7,7,12,0.25)_35%,rgba(7,7,12,0.55)_70%,#07070c_100%)]',
  vignette:
    'absolute inset-0 bg-[radial-gradient(ellipse_70%_55%_at_50%_45%,transparent_0%,rgba(7,7,12,0.55)_100%)]',
  dots: 'absolute inset-0 bg-[radial-gradient(rgba(255,255,255,0.07)_1px,transparent_1px)] [background-size:32px_32px] opacity-40 [mask-image:radial-gradient(ellipse_at_center,black,transparent_70%)]',
} as const;

/** The portrait crop of the built-in hero still, for phones (packages/db generate-media.ts). */
export const HERO_STILL_PORTRAIT_SRC = '/assets/hero/hero-still-portrait.webp';
/** When the portrait crop is used instead of the landscape still. */
export const HERO_STILL_PORTRAIT_MEDIA = '(orientation: portrait)';

/**
 * The portrait source for the hero still `image`: the built-in crop when `image` is the built-in
 * still, else null (an image set in the admin has no portrait variant).
 */
export function portraitStillFor(image: string): string | null {
  return image === heroDefaults.backgroundImage ? HERO_STILL_PORTRAIT_SRC : null;
}

/** Id of the static shell element in index.html; the React hero removes it when it mounts. */
export const HERO_SHELL_ID = 'hero-shell';

/** An empty 16 px icon box: keeps the buttons' width equal to the React ones (lucide icons). */
const ICON = '<svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24"></svg>';

function portraitSource(image: string): string {
  const portrait = portraitStillFor(image);
  return portrait ? `<source media="${HERO_STILL_PORTRAIT_MEDIA}" srcset="${portrait}">` : '';
}

/**
 * The static hero shell for index.html, from the built-in hero texts (content-defaults): the
 * same markup and classes as the React hero's first frame. Only the landing page's document has
 * it (vite.config.ts `landingDocument`; other routes are served app.html). The intro parts other than the title start hidden, as in
 * React; the title and subtitle are visible from the first paint (the LCP element is one of them).
 * The texts and links sit in marked slots (hero-document.ts), followed by the empty data slot:
 * the server fills them with the stored hero block when it serves `/` (apps/api src/landing).
 */
export function heroShellHtml(content: typeof heroDefaults = heroDefaults): string {
  const c = heroClasses;
  const hidden = ' style="opacity:0"';
  const title = formatPlainTitle(content.title);
  return `<div id="${HERO_SHELL_ID}" class="hero-shell"><main class="overflow-x-clip bg-ink"><section class="${c.section}">
<div class="${c.background}"><div class="${c.blurLayer}"><div class="${c.aurora}"></div><img src="${HERO_PLACEHOLDER_SRC}" alt="" class="${c.placeholder}"><picture>${portraitSource(content.backgroundImage)}<img src="${escapeHtml(content.backgroundImage)}" alt="" fetchpriority="high" decoding="async" class="${c.still} opacity-100"></picture></div><div class="${c.shade}"></div><div class="${c.vignette}"></div><div class="${c.dots}"></div></div>
<div class="${c.inner}"><div${hidden}><span class="${c.badge}"><span class="${c.badgeDot}"><span class="${c.badgePing}"></span><span class="${c.badgeCore}"></span></span>${heroSlot('tagline', escapeHtml(content.tagline))}</span></div>
<h1 class="${c.title}">${heroSlot('title', title)}</h1>
<p class="${c.subtitle}">${heroSlot('subtitle', escapeHtml(content.subtitle))}</p>
<div class="${c.buttons}"${hidden}><a ${heroLinkAttribute('primaryCtaLink', escapeHtml(content.primaryCtaLink))} class="${c.primary}">${heroSlot('primaryCta', escapeHtml(content.primaryCta))}${ICON}</a><a ${heroLinkAttribute('secondaryCtaLink', escapeHtml(content.secondaryCtaLink))} class="${c.secondary}">${heroSlot('secondaryCta', escapeHtml(content.secondaryCta))}${ICON}</a></div></div>
<div class="${c.scrollCue}">Scroll<span class="${c.scrollTrack}"><span class="${c.scrollBar}"></span></span></div>
</section></main></div>${heroSlot(HERO_DATA_SLOT, '')}`;
}
