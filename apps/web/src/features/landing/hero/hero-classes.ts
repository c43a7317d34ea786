import { badgeVariants, buttonVariants, cn } from '@forma/ui';
import { heroDefaults } from '@forma/validators/values';

let merged: { badge: string; primary: string; secondary: string } | undefined;

function mergedClasses() {
  merged ??= {
    badge: cn(
      badgeVariants(),
      'gap-2 border-white/15 bg-white/[0.06] px-4 py-1.5 text-xs tracking-wide text-white/85 shadow-[0_0_40px_-10px_rgba(139,92,246,0.8)]',
    ),
    primary: cn(buttonVariants({ size: 'lg' }), 'group'),
    secondary: cn(
      buttonVariants({ variant: 'secondary', size: 'lg' }),
      'group hidden sm:inline-flex',
    ),
  };
  return merged;
}

/** Classes of the hero (hero.tsx, hero-background.tsx). */
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

/** The portrait crop of the built-in hero still, for phones (apps/web scripts/generate-media.ts). */
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
