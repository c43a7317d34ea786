import { cn } from '@forma/ui';
import { ArrowRight, BrainCircuit, Layers, WandSparkles, type LucideIcon } from 'lucide-react';
import { useAiSection, useContent } from '../../data';
import { scrollToSection } from '../../header/scroll';
import { focusRing, SectionHeader } from '../shared/section-header';

const CARD_ICONS: LucideIcon[] = [WandSparkles, BrainCircuit, Layers];
const CARD_ACCENTS = [
  'from-violet-500 to-fuchsia-500',
  'from-blue-500 to-cyan-400',
  'from-cyan-400 to-emerald-400',
];

/**
 * AI design tools (`#ai-section`), hidden when aiSectionEnabled is 'false'.
 *
 * Styles: the selectedAiDesignStyle setting picks one of 7 designs (1-7) or this default
 * component (0). Only the default is built so far; the 7 styles arrive in a later issue, and until
 * then every style renders the default while `data-ai-style` records the chosen number.
 */
export function AiSection() {
  const { enabled, style } = useAiSection();
  const { content: c } = useContent('aiDesignTools');
  if (!enabled) return null;

  const cards = [
    { title: c.card1Title, description: c.card1Description },
    { title: c.card2Title, description: c.card2Description },
    { title: c.card3Title, description: c.card3Description },
  ];

  return (
    <section
      id="ai-section"
      aria-labelledby="ai-section-title"
      data-ai-style={style}
      data-section-theme="dark"
      className="relative overflow-hidden bg-ink py-24 text-white md:py-32"
    >
      <div aria-hidden className="pointer-events-none absolute inset-0">
        <div className="absolute top-0 left-1/2 h-[40rem] w-[70rem] -translate-x-1/2 -translate-y-1/3 rounded-full bg-[conic-gradient(from_180deg_at_50%_50%,#7c3aed33,#2563eb33,#06b6d433,#db277733,#7c3aed33)] blur-[100px]" />
        <div className="absolute inset-0 bg-[linear-gradient(rgba(255,255,255,0.04)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,0.04)_1px,transparent_1px)] bg-[size:64px_64px] [mask-image:radial-gradient(ellipse_at_top,black_20%,transparent_70%)]" />
      </div>
      <div className="relative mx-auto max-w-7xl px-5 md:px-8">
        <SectionHeader
          badge={c.badgeText}
          title={c.title}
          subtitle={c.subtitle}
          titleId="ai-section-title"
        />
        <ul className="mt-14 grid gap-5 md:mt-16 md:grid-cols-3 lg:gap-6">
          {cards.map((card, i) => {
            const Icon = CARD_ICONS[i] ?? WandSparkles;
            return (
              <li
                key={i}
                className="group relative overflow-hidden rounded-3xl border border-white/10 bg-white/[0.04] p-7 backdrop-blur-xl transition duration-500 hover:-translate-y-1 hover:border-white/20 md:p-8"
              >
                <div
                  aria-hidden
                  className={cn(
                    'absolute inset-x-0 top-0 h-px bg-gradient-to-r opacity-70',
                    CARD_ACCENTS[i],
                  )}
                />
                <span
                  aria-hidden
                  className={cn(
                    'flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br text-white shadow-lg shadow-black/30',
                    CARD_ACCENTS[i],
                  )}
                >
                  <Icon className="size-5" strokeWidth={1.75} />
                </span>
                <h3 className="mt-7 text-xl font-semibold tracking-tight">{card.title}</h3>
                <p className="mt-3 leading-relaxed text-zinc-400">{card.description}</p>
              </li>
            );
          })}
        </ul>
        <div className="mt-12 flex justify-center md:mt-14">
          <button
            type="button"
            onClick={() => scrollToSection('contact')}
            className={cn(
              'group inline-flex items-center gap-2 rounded-full bg-white px-7 py-3.5 text-sm font-semibold text-ink shadow-[0_0_40px_-8px_rgba(139,92,246,0.7)] transition hover:bg-violet-50',
              focusRing,
            )}
          >
            {c.ctaButtonText}
            <ArrowRight
              aria-hidden
              className="size-4 transition-transform group-hover:translate-x-0.5"
            />
          </button>
        </div>
      </div>
    </section>
  );
}
