import { cn } from '@forma/ui';
import type { ReactNode } from 'react';
import { SectionBadge } from '../../shared/section-header';
import { AiCta, aiCards, type AiStyleProps, type AiCard } from '../ai-content';

/** Style 2: a bento grid; the headline tile plus one illustrated tile per card. */
export default function BentoStyle({ content: c, titleId }: AiStyleProps) {
  const [first, second, third] = aiCards(c);
  return (
    <div className="py-24 md:py-32">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-40 right-0 h-[36rem] w-[50rem] rounded-full bg-gradient-to-bl from-violet-600/25 to-cyan-500/10 blur-[120px]"
      />
      <div className="relative mx-auto grid max-w-7xl gap-4 px-5 md:grid-cols-4 md:grid-rows-[repeat(2,minmax(17rem,auto))] md:px-8 lg:gap-5">
        <div className="relative flex flex-col justify-between gap-8 overflow-hidden rounded-[2rem] border border-white/10 bg-gradient-to-br from-violet-600/30 via-ink to-ink p-8 md:col-span-2 md:row-span-2 md:p-10">
          <div className="flex flex-col items-start gap-5">
            <SectionBadge>{c.badgeText}</SectionBadge>
            <h2
              id={titleId}
              className="text-4xl font-semibold tracking-tight text-balance md:text-5xl lg:text-6xl lg:leading-[1.02]"
            >
              {c.title}
            </h2>
            <p className="max-w-md text-lg leading-relaxed text-zinc-300">{c.subtitle}</p>
          </div>
          <AiCta label={c.ctaButtonText} className="self-start" />
        </div>
        {first ? (
          <Tile card={first} className="md:col-span-2">
            <VariantsArt />
          </Tile>
        ) : null}
        {second ? (
          <Tile card={second}>
            <BarsArt />
          </Tile>
        ) : null}
        {third ? (
          <Tile card={third}>
            <LayersArt />
          </Tile>
        ) : null}
      </div>
    </div>
  );
}

function Tile({
  card: { title, description, Icon, accent },
  className,
  children,
}: {
  card: AiCard;
  className?: string;
  children: ReactNode;
}) {
  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-[2rem] border border-white/10 bg-white/[0.035] p-7 transition duration-500 hover:border-white/25 hover:bg-white/[0.06] motion-reduce:transition-none',
        className,
      )}
    >
      <div aria-hidden className="relative mb-6 min-h-24 flex-1">
        {children}
      </div>
      <div className="flex items-center gap-3">
        <span
          aria-hidden
          className={cn(
            'flex size-9 items-center justify-center rounded-xl bg-gradient-to-br',
            accent,
          )}
        >
          <Icon className="size-4" strokeWidth={2} />
        </span>
        <h3 className="text-lg font-semibold tracking-tight">{title}</h3>
      </div>
      <p className="mt-3 text-sm leading-relaxed text-zinc-400">{description}</p>
    </article>
  );
}

/** A grid of generated concept swatches, one highlighted. */
function VariantsArt() {
  const hues = [265, 290, 220, 200, 320, 250, 185, 275];
  return (
    <div className="grid h-full grid-cols-4 gap-2">
      {hues.map((h, i) => (
        <div
          key={i}
          className={cn(
            'rounded-xl transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none',
            i === 5 && 'ring-2 ring-white/80',
          )}
          style={{
            background: `linear-gradient(135deg, hsl(${h} 85% 62% / .9), hsl(${h + 40} 80% 45% / .5))`,
          }}
        />
      ))}
    </div>
  );
}

/** Insight bars growing on hover. */
function BarsArt() {
  const bars = [40, 65, 52, 88, 70];
  return (
    <div className="flex h-full items-end gap-2">
      {bars.map((b, i) => (
        <div
          key={i}
          className="flex-1 origin-bottom rounded-t-lg bg-gradient-to-t from-blue-600/40 to-cyan-300/90 transition-transform duration-700 group-hover:scale-y-110 motion-reduce:transition-none"
          style={{ height: `${b}%` }}
        />
      ))}
    </div>
  );
}

/** Stacked layers fanning out on hover. */
function LayersArt() {
  return (
    <div className="relative h-full min-h-24">
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          className="absolute inset-x-4 h-14 rounded-xl border border-white/20 bg-gradient-to-r from-cyan-400/30 to-emerald-400/20 backdrop-blur transition-transform duration-500 motion-reduce:transition-none"
          style={{
            top: `${16 + i * 18}%`,
            transform: `translateX(${i * 10}px)`,
            opacity: 1 - i * 0.25,
          }}
        />
      ))}
    </div>
  );
}
