import { Award, Globe, TrendingUp, type LucideIcon } from 'lucide-react';

export type ColorTheme = 'purple' | 'blue' | 'cyan';

/** Icon and accent classes of a credibility card, picked by its colour theme (SPEC 2.1). */
export interface CardTheme {
  icon: LucideIcon;
  /** Icon tile background and icon colour. */
  tile: string;
  /** Accent line across the top of the card. */
  line: string;
  /** Glow behind the card on hover. */
  glow: string;
}

export const CARD_THEMES: Record<ColorTheme, CardTheme> = {
  purple: {
    icon: TrendingUp,
    tile: 'bg-violet-600/10 text-violet-700 ring-violet-600/20',
    line: 'from-violet-500 to-fuchsia-500',
    glow: 'group-hover:shadow-[0_24px_60px_-20px_rgba(139,92,246,0.45)]',
  },
  blue: {
    icon: Globe,
    tile: 'bg-blue-600/10 text-blue-700 ring-blue-600/20',
    line: 'from-blue-500 to-indigo-500',
    glow: 'group-hover:shadow-[0_24px_60px_-20px_rgba(59,130,246,0.45)]',
  },
  cyan: {
    icon: Award,
    tile: 'bg-cyan-600/10 text-cyan-700 ring-cyan-600/20',
    line: 'from-cyan-500 to-teal-400',
    glow: 'group-hover:shadow-[0_24px_60px_-20px_rgba(6,182,212,0.45)]',
  },
};

const ORDER: ColorTheme[] = ['purple', 'blue', 'cyan'];

/** The card's theme, or purple/blue/cyan by position when it has none. */
export function themeOf(colorTheme: string | undefined, index: number): CardTheme {
  const key = (ORDER as string[]).includes(colorTheme ?? '')
    ? (colorTheme as ColorTheme)
    : (ORDER[index % ORDER.length] as ColorTheme);
  return CARD_THEMES[key];
}
