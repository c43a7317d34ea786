import { cn } from '@forma/ui';
import { SectionHeader } from '../shared/section-header';
import { AiCta, aiCards, type AiStyleProps } from './ai-content';

/** The default AI section (style 0): header, three glass cards, call to action. */
export function DefaultAiStyle({ content: c, titleId }: AiStyleProps) {
  return (
    <div className="py-24 md:py-32">
      <div aria-hidden className="pointer-events-none absolute inset-0">
        <div className="absolute top-0 left-1/2 h-[40rem] w-[70rem] -translate-x-1/2 -translate-y-1/3 rounded-full bg-[conic-gradient(from_180deg_at_50%_50%,#7c3aed33,#2563eb33,#06b6d433,#db277733,#7c3aed33)] blur-[100px]" />
        <div className="absolute inset-0 bg-[linear-gradient(rgba(255,255,255,0.04)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,0.04)_1px,transparent_1px)] bg-[size:64px_64px] [mask-image:radial-gradient(ellipse_at_top,black_20%,transparent_70%)]" />
      </div>
      <div className="relative mx-auto max-w-7xl px-5 md:px-8">
        <SectionHeader
          badge={c.badgeText}
          title={c.title}
          subtitle={c.subtitle}
          titleId={titleId}
        />
        <ul className="mt-14 grid gap-5 md:mt-16 md:grid-cols-3 lg:gap-6">
          {aiCards(c).map(({ title, description, Icon, accent }, i) => (
            <li
              key={i}
              className="group relative overflow-hidden rounded-3xl border border-white/10 bg-white/[0.04] p-7 backdrop-blur-xl transition duration-500 hover:-translate-y-1 hover:border-white/20 motion-reduce:transition-none motion-reduce:hover:translate-y-0 md:p-8"
            >
              <div
                aria-hidden
                className={cn('absolute inset-x-0 top-0 h-px bg-gradient-to-r opacity-70', accent)}
              />
              <span
                aria-hidden
                className={cn(
                  'flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br text-white shadow-lg shadow-black/30',
                  accent,
                )}
              >
                <Icon className="size-5" strokeWidth={1.75} />
              </span>
              <h3 className="mt-7 text-xl font-semibold tracking-tight">{title}</h3>
              <p className="mt-3 leading-relaxed text-zinc-400">{description}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex justify-center md:mt-14">
          <AiCta label={c.ctaButtonText} />
        </div>
      </div>
    </div>
  );
}
