import { cn } from '@forma/ui';
import { MousePointer2 } from 'lucide-react';
import { useRef } from 'react';
import { useContent } from '../../data';
import { AutoplayVideo } from '../shared/autoplay-video';
import { SectionHeader } from '../shared/section-header';
import { useInView } from '../shared/use-in-view';
import { useIsDesktop, usePrefersReducedMotion } from '../shared/use-media-query';
import { usePlatformModelPin } from './use-pin';

interface ModelCard {
  n: 1 | 2 | 3;
  title: string;
  description: string;
  from: string;
  to: string;
}

/**
 * 'Our Model' (SPEC 2.3): three numbered cards; from 768 px, with motion, the stage is pinned
 * for 300% of the viewport and steps through the cards by scroll progress (use-pin.ts).
 */
export function PlatformModel() {
  const { content: c } = useContent('platformModel');
  const isDesktop = useIsDesktop();
  const reducedMotion = usePrefersReducedMotion();
  const sectionRef = useRef<HTMLElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const { active, pinned } = usePlatformModelPin(sectionRef, stageRef, isDesktop && !reducedMotion);

  const cards: ModelCard[] = [
    {
      n: 1,
      title: c.feature1Title,
      description: c.feature1Description,
      from: c.glowGradientFrom,
      to: c.glowGradientTo,
    },
    {
      n: 2,
      title: c.feature2Title,
      description: c.feature2Description,
      from: c.glowGradientFrom2,
      to: c.glowGradientTo2,
    },
    {
      n: 3,
      title: c.feature3Title,
      description: c.feature3Description,
      from: c.glowGradientFrom3,
      to: c.glowGradientTo3,
    },
  ];

  return (
    <section
      ref={sectionRef}
      id="our-platform-model"
      aria-labelledby="our-platform-model-title"
      data-section-theme="dark"
      className="pin-room relative bg-ink text-white"
    >
      {/* The stage: sticky through the section's room from 768 px (base.css, use-pin.ts). */}
      <div
        ref={stageRef}
        data-pin-stage
        data-pinned={pinned || undefined}
        // The active card (1-3) while pinned, for tests and styling hooks.
        data-active-card={pinned ? active : undefined}
        className="relative flex flex-col justify-center overflow-hidden py-24 md:min-h-svh md:pt-24 md:pb-12"
      >
        <Backdrop cards={cards} active={pinned ? active : null} />
        <div className="relative mx-auto w-full max-w-7xl px-5 md:px-8">
          <SectionHeader
            badge={c.badge}
            title={c.title}
            subtitle={c.subtitle}
            titleId="our-platform-model-title"
          />
          <ol className="mt-12 grid gap-6 md:mt-10 md:grid-cols-3 lg:gap-8">
            {cards.map((card) => (
              <ModelCardItem
                key={card.n}
                card={card}
                emphasis={!pinned ? 'all' : card.n === active ? 'active' : 'dim'}
                reducedMotion={reducedMotion}
              />
            ))}
          </ol>
          <PinProgress active={active} />
        </div>
      </div>
    </section>
  );
}

function ModelCardItem({
  card,
  emphasis,
  reducedMotion,
}: {
  card: ModelCard;
  emphasis: 'all' | 'active' | 'dim';
  reducedMotion: boolean;
}) {
  const ref = useRef<HTMLLIElement>(null);
  const seen = useInView(ref, { once: true, rootMargin: '0px 0px -10% 0px' }) || reducedMotion;
  const number = String(card.n).padStart(2, '0');
  const gradient = `linear-gradient(135deg, ${card.from}, ${card.to})`;

  return (
    <li
      ref={ref}
      aria-current={emphasis === 'active' ? 'step' : undefined}
      className={cn(
        'relative transition-[opacity,transform,filter] duration-700 ease-out motion-reduce:transition-none',
        !seen && 'scripted:translate-y-10 scripted:opacity-0',
        seen && 'translate-y-0 opacity-100',
        emphasis === 'dim' && 'scale-[0.97]',
      )}
      style={{ transitionDelay: seen && emphasis === 'all' ? `${(card.n - 1) * 90}ms` : undefined }}
    >
      <div
        aria-hidden
        className={cn(
          'absolute -inset-3 rounded-[2.25rem] blur-2xl transition-opacity duration-700',
          emphasis === 'active' ? 'opacity-60' : emphasis === 'all' ? 'opacity-25' : 'opacity-0',
        )}
        style={{ background: gradient }}
      />
      <article
        className={cn(
          'relative h-full overflow-hidden rounded-[1.75rem] border bg-zinc-950/85 shadow-2xl shadow-black/40 backdrop-blur-xl transition-colors duration-700',
          emphasis === 'dim' ? 'border-white/5' : 'border-white/10',
          emphasis === 'active' && 'border-white/20',
        )}
      >
        <div
          className={cn(
            'relative aspect-[16/10] overflow-hidden bg-zinc-900 transition-[opacity,filter] duration-700 md:aspect-video md:[@media(max-height:820px)]:aspect-[2/1]',
            emphasis === 'dim' && 'opacity-40 grayscale',
          )}
        >
          <AutoplayVideo
            className="absolute inset-0 size-full object-cover"
            poster={`/assets/platform-model/card-${card.n}.webp`}
            sources={[{ src: `/assets/platform-model/card-${card.n}.webm`, type: 'video/webm' }]}
            rootMargin="200px"
            paused={emphasis === 'dim'}
          />
          <div
            aria-hidden
            className="absolute inset-x-0 bottom-0 h-1/2 bg-gradient-to-t from-zinc-950/90 to-transparent"
          />
          <span className="absolute top-4 left-4 rounded-full border border-white/15 bg-black/40 px-3 py-1 text-xs font-semibold tracking-widest tabular-nums text-white backdrop-blur-md">
            {number}
          </span>
        </div>
        <div className="relative p-6 lg:p-8">
          <span
            aria-hidden
            className="mb-5 block h-0.5 w-12 rounded-full"
            style={{ background: gradient }}
          />
          <h3
            className={cn(
              'text-xl font-semibold tracking-tight transition-colors duration-700 lg:text-2xl',
              emphasis === 'dim' ? 'text-zinc-400' : 'text-white',
            )}
          >
            <span className="sr-only">{number}. </span>
            {card.title}
          </h3>
          <p
            className={cn(
              'mt-3 text-base leading-relaxed transition-colors duration-700',
              emphasis === 'dim' ? 'text-zinc-400' : 'text-zinc-300',
            )}
          >
            {card.description}
          </p>
        </div>
      </article>
    </li>
  );
}

/**
 * Three-step progress rail and the 'Scroll to explore' hint, shown wherever the stage is pinned
 * (the media conditions of `.pin-room`, base.css): in the markup from the first paint, so the
 * stage's height never changes when the pin's tracking starts.
 */
function PinProgress({ active }: { active: 1 | 2 | 3 }) {
  return (
    <div className="mt-10 hidden items-center justify-between gap-8 md:scripted:motion-safe:flex">
      <div className="flex items-center gap-2" aria-hidden>
        {[1, 2, 3].map((n) => (
          <span
            key={n}
            className={cn(
              'h-1 rounded-full transition-all duration-500',
              n === active ? 'w-14 bg-white' : n < active ? 'w-6 bg-white/50' : 'w-6 bg-white/15',
            )}
          />
        ))}
      </div>
      <p
        className={cn(
          'flex items-center gap-2 text-sm font-medium text-zinc-400 transition-opacity duration-500',
          active === 3 && 'opacity-0',
        )}
      >
        <MousePointer2 aria-hidden className="size-4 animate-bounce" />
        Scroll to explore
      </p>
    </div>
  );
}

function Backdrop({ cards, active }: { cards: ModelCard[]; active: 1 | 2 | 3 | null }) {
  const card = cards[(active ?? 1) - 1] ?? cards[0]!;
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0">
      <div
        className="absolute top-1/3 left-1/2 h-[36rem] w-[56rem] -translate-x-1/2 rounded-full opacity-20 blur-[120px] transition-[background] duration-1000"
        style={{ background: `linear-gradient(135deg, ${card.from}, ${card.to})` }}
      />
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(255,255,255,0.06),transparent_60%)]" />
      <div className="absolute inset-x-0 top-0 h-px bg-gradient-to-r from-transparent via-white/15 to-transparent" />
    </div>
  );
}
