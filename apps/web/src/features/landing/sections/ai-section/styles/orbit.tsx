import { cn } from '@forma/ui';
import { Sparkles } from 'lucide-react';
import { SectionHeader } from '../../shared/section-header';
import { usePrefersReducedMotion } from '../../shared/use-media-query';
import { AiCta, aiCards, AiKeyframes, type AiStyleProps } from '../ai-content';

const SPOTS = [
  'lg:absolute lg:top-[6%] lg:left-0',
  'lg:absolute lg:top-[6%] lg:right-0',
  'lg:absolute lg:bottom-0 lg:left-1/2 lg:-translate-x-1/2',
];

/** Style 5: glass cards floating around a glowing core, satellites orbiting it. */
export default function OrbitStyle({ content: c, titleId }: AiStyleProps) {
  return (
    <div className="py-24 md:py-32">
      <AiKeyframes />
      <div className="relative mx-auto max-w-7xl px-5 md:px-8">
        <SectionHeader
          badge={c.badgeText}
          title={c.title}
          subtitle={c.subtitle}
          titleId={titleId}
        />
        <div className="relative mt-16 lg:h-[40rem]">
          <Orbits />
          <ul className="relative mt-10 grid gap-5 md:grid-cols-3 lg:static lg:mt-0 lg:block">
            {aiCards(c).map(({ title, description, Icon, accent }, i) => (
              <li key={i} className={cn('lg:w-[22rem]', SPOTS[i])} style={{ zIndex: 2 }}>
                <div
                  className="rounded-3xl border border-white/15 bg-white/[0.07] p-6 shadow-[0_30px_80px_-30px_rgba(0,0,0,0.8)] backdrop-blur-2xl [animation:forma-ai-float_7s_ease-in-out_infinite] motion-reduce:[animation:none]"
                  style={{ animationDelay: `${i * -2.3}s` }}
                >
                  <span
                    aria-hidden
                    className={cn(
                      'flex size-10 items-center justify-center rounded-xl bg-gradient-to-br',
                      accent,
                    )}
                  >
                    <Icon className="size-4" strokeWidth={2} />
                  </span>
                  <h3 className="mt-5 text-lg font-semibold tracking-tight">{title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-zinc-300">{description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-12 flex justify-center">
          <AiCta label={c.ctaButtonText} tone="glass" />
        </div>
      </div>
    </div>
  );
}

/** The core and three rings with satellites (decorative). */
function Orbits() {
  const reduced = usePrefersReducedMotion();
  const rings = [
    { size: 'size-[14rem] md:size-[18rem]', period: '18s', dot: 'bg-fuchsia-400', reverse: false },
    { size: 'size-[20rem] md:size-[27rem]', period: '28s', dot: 'bg-cyan-300', reverse: true },
    { size: 'size-[26rem] md:size-[36rem]', period: '40s', dot: 'bg-violet-300', reverse: false },
  ];
  return (
    <div
      aria-hidden
      className="pointer-events-none relative -mx-5 flex h-[22rem] items-center justify-center overflow-hidden md:-mx-8 md:h-[28rem] lg:absolute lg:inset-0 lg:mx-0 lg:h-auto lg:overflow-visible"
    >
      {rings.map((r, i) => (
        <div
          key={i}
          className={cn(
            'absolute rounded-full border border-white/10 motion-reduce:[animation:none]',
            r.size,
          )}
          style={{
            animation: reduced
              ? undefined
              : `${r.reverse ? 'forma-ai-spin-back' : 'forma-ai-spin'} ${r.period} linear infinite`,
          }}
        >
          <span
            className={cn(
              'absolute top-0 left-1/2 size-3 -translate-x-1/2 -translate-y-1/2 rounded-full shadow-[0_0_16px_4px_currentColor]',
              r.dot,
            )}
          />
        </div>
      ))}
      <div className="relative flex size-28 items-center justify-center rounded-full bg-gradient-to-br from-violet-500 via-fuchsia-500 to-cyan-400 shadow-[0_0_120px_30px_rgba(139,92,246,0.45)] [animation:forma-ai-pulse_5s_ease-in-out_infinite] motion-reduce:[animation:none] md:size-36">
        <div className="absolute inset-2 rounded-full bg-ink/70 backdrop-blur" />
        <Sparkles className="relative size-10 text-white" strokeWidth={1.5} />
      </div>
    </div>
  );
}
