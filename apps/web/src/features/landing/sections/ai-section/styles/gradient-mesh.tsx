import { cn } from '@forma/ui';
import { SectionBadge } from '../../shared/section-header';
import { AiCta, aiCards, AiKeyframes, type AiStyleProps } from '../ai-content';

const BLOBS = [
  'top-[-20%] left-[-10%] size-[42rem] bg-violet-600/70 [animation-duration:26s]',
  'top-[10%] right-[-15%] size-[38rem] bg-cyan-500/50 [animation-duration:32s] [animation-direction:reverse]',
  'bottom-[-30%] left-[20%] size-[46rem] bg-fuchsia-600/50 [animation-duration:38s]',
  'top-[30%] left-[35%] size-[26rem] bg-blue-500/40 [animation-duration:22s] [animation-direction:reverse]',
];

/** Style 7: a hero over a slowly moving gradient mesh, the three cards as a stats row. */
export default function GradientMeshStyle({ content: c, titleId }: AiStyleProps) {
  return (
    <div className="relative py-28 md:py-40">
      <AiKeyframes />
      <div aria-hidden className="pointer-events-none absolute inset-0 overflow-hidden">
        {BLOBS.map((b, i) => (
          <div
            key={i}
            className={cn(
              'absolute rounded-full blur-[110px] [animation-name:forma-ai-mesh] [animation-iteration-count:infinite] [animation-timing-function:ease-in-out] motion-reduce:[animation:none]',
              b,
            )}
          />
        ))}
        <div className="absolute inset-0 bg-[linear-gradient(to_bottom,transparent_60%,var(--color-ink))]" />
        <div className="absolute inset-0 opacity-[0.12] [background-image:radial-gradient(rgba(255,255,255,0.6)_1px,transparent_1px)] [background-size:3px_3px]" />
      </div>
      <div className="relative mx-auto flex max-w-6xl flex-col items-center px-5 text-center md:px-8">
        <SectionBadge>{c.badgeText}</SectionBadge>
        <h2
          id={titleId}
          className="mt-6 max-w-5xl text-5xl leading-[0.98] font-semibold tracking-[-0.035em] text-balance md:text-7xl lg:text-8xl"
        >
          {c.title}
        </h2>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-white/75 md:text-xl">
          {c.subtitle}
        </p>
        <AiCta label={c.ctaButtonText} className="mt-10" />
        <dl className="mt-20 grid w-full gap-px overflow-hidden rounded-3xl border border-white/15 bg-white/10 text-left backdrop-blur-xl md:grid-cols-4">
          <div className="bg-ink/60 p-7">
            <dt className="text-sm text-white/60">Vetted creatives</dt>
            <dd className="mt-2 bg-gradient-to-r from-white to-violet-200 bg-clip-text text-5xl font-semibold tracking-tight text-transparent">
              500+
            </dd>
          </div>
          {aiCards(c).map(({ title, description, Icon }, i) => (
            <div key={i} className="bg-ink/60 p-7">
              <dt className="flex items-center gap-2 text-sm text-white/60">
                <Icon aria-hidden className="size-4 text-cyan-300" />
                <span>{String(i + 1).padStart(2, '0')}</span>
              </dt>
              <dd>
                <h3 className="mt-2 text-lg font-semibold tracking-tight">{title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-white/60">{description}</p>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
