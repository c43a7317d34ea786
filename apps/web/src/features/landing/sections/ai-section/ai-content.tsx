import { cn } from '@forma/ui';
import type { CONTENT_DEFAULTS } from '@forma/validators';
import { ArrowRight, BrainCircuit, Layers, WandSparkles, type LucideIcon } from 'lucide-react';
import { scrollToSection } from '../../header/scroll';
import { focusRing } from '../shared/section-header';

/** The aiDesignTools content block, merged over its defaults. */
export type AiContent = (typeof CONTENT_DEFAULTS)['aiDesignTools'];

/** What every AI section style receives. */
export interface AiStyleProps {
  content: AiContent;
  /** Id for the section title (`#ai-section` is labelled by it). */
  titleId: string;
}

export interface AiCard {
  title: string;
  description: string;
  Icon: LucideIcon;
  /** Tailwind gradient stops of the card's accent. */
  accent: string;
}

const ICONS: LucideIcon[] = [WandSparkles, BrainCircuit, Layers];
const ACCENTS = [
  'from-violet-500 to-fuchsia-500',
  'from-blue-500 to-cyan-400',
  'from-cyan-400 to-emerald-400',
];

/** The three cards (card1..card3 Title / Description) with their icon and accent. */
export function aiCards(c: AiContent): AiCard[] {
  return [
    { title: c.card1Title, description: c.card1Description },
    { title: c.card2Title, description: c.card2Description },
    { title: c.card3Title, description: c.card3Description },
  ].map((card, i) => ({ ...card, Icon: ICONS[i] ?? WandSparkles, accent: ACCENTS[i] ?? '' }));
}

/**
 * The call to action: a link to the contact form (issue 39 item 10: without JavaScript it jumps
 * there), which the script scrolls to.
 */
export function AiCta({
  label,
  tone = 'light',
  className,
}: {
  label: string;
  tone?: 'light' | 'glass';
  className?: string;
}) {
  return (
    <a
      href="#contact"
      onClick={(event) => {
        event.preventDefault();
        scrollToSection('contact');
      }}
      className={cn(
        'group inline-flex items-center gap-2 rounded-full px-7 py-3.5 text-sm font-medium transition',
        tone === 'light'
          ? 'bg-white text-ink shadow-[0_0_40px_-8px_rgba(139,92,246,0.7)] hover:bg-violet-50'
          : 'border border-white/20 bg-white/10 text-white backdrop-blur-md hover:bg-white/20',
        focusRing,
        className,
      )}
    >
      {label}
      <ArrowRight
        aria-hidden
        className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
      />
    </a>
  );
}

/** Keyframes the AI styles animate with (hoisted once into the document head). */
export function AiKeyframes() {
  return (
    <style href="forma-ai-keyframes" precedence="default">{`
      @keyframes forma-ai-float { 0%,100% { transform: translateY(0) } 50% { transform: translateY(-14px) } }
      @keyframes forma-ai-spin { to { transform: rotate(360deg) } }
      @keyframes forma-ai-spin-back { to { transform: rotate(-360deg) } }
      @keyframes forma-ai-blink { 50% { opacity: 0 } }
      @keyframes forma-ai-mesh { 0%,100% { transform: translate3d(0,0,0) scale(1) } 33% { transform: translate3d(8%,-6%,0) scale(1.12) } 66% { transform: translate3d(-6%,5%,0) scale(.94) } }
      @keyframes forma-ai-pulse { 0%,100% { opacity: .55; transform: scale(1) } 50% { opacity: 1; transform: scale(1.08) } }
    `}</style>
  );
}
