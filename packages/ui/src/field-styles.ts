import { cn } from './cn';

/**
 * Base look of text controls: dark glass, subtle border, violet focus ring, red when invalid. The
 * text is 16 px below 768 px (a phone's browser zooms in on a field with smaller text when it
 * takes focus) and 14 px from there.
 */
export const controlClasses = cn(
  'w-full rounded-xl border border-white/10 bg-white/[0.04] px-4 text-base text-white md:text-sm placeholder:text-white/40 shadow-inner shadow-black/20 transition-[border-color,background-color,box-shadow] duration-200',
  'hover:border-white/20 focus-visible:border-violet-400/70 focus-visible:bg-white/[0.06] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500/40',
  'disabled:cursor-not-allowed disabled:opacity-50',
  'aria-invalid:border-red-400/70 aria-invalid:focus-visible:ring-red-500/30',
);
