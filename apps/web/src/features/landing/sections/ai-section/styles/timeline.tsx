import { cn } from '@forma/ui';
import { Flag, MessageSquareText, type LucideIcon } from 'lucide-react';
import { useRef } from 'react';
import { SectionHeader } from '../../shared/section-header';
import { useInView } from '../../shared/use-in-view';
import { AiCta, aiCards, type AiStyleProps } from '../ai-content';

/**
 * Style 6: the AI-assisted workflow as a timeline, from the brief through the three cards to the
 * designer's sign-off; each step lights up as it scrolls into view.
 */
export default function TimelineStyle({ content: c, titleId }: AiStyleProps) {
  const steps = [
    {
      title: 'Brief',
      description: 'Goals, audience and constraints, straight from your team.',
      Icon: MessageSquareText,
      accent: 'from-zinc-400 to-zinc-200',
      tag: 'Human',
    },
    ...aiCards(c).map((card) => ({ ...card, tag: 'AI + designer' })),
    {
      title: 'Ship',
      description: 'A designer you trust reviews, refines and hands off.',
      Icon: Flag,
      accent: 'from-amber-300 to-rose-400',
      tag: 'Human',
    },
  ];
  return (
    <div className="py-24 md:py-32">
      <div
        aria-hidden
        className="pointer-events-none absolute top-1/3 left-1/2 h-[40rem] w-[40rem] -translate-x-1/2 rounded-full bg-blue-600/15 blur-[120px]"
      />
      <div className="relative mx-auto max-w-5xl px-5 md:px-8">
        <SectionHeader
          badge={c.badgeText}
          title={c.title}
          subtitle={c.subtitle}
          titleId={titleId}
        />
        <ol className="relative mt-16 md:mt-20">
          <div
            aria-hidden
            className="absolute top-2 bottom-2 left-5 w-px bg-gradient-to-b from-white/0 via-white/20 to-white/0 md:left-1/2"
          />
          {steps.map((step, i) => (
            <Step key={i} index={i} {...step} />
          ))}
        </ol>
        <div className="mt-14 flex justify-center">
          <AiCta label={c.ctaButtonText} />
        </div>
      </div>
    </div>
  );
}

function Step({
  index,
  title,
  description,
  Icon,
  accent,
  tag,
}: {
  index: number;
  title: string;
  description: string;
  Icon: LucideIcon;
  accent: string;
  tag: string;
}) {
  const ref = useRef<HTMLLIElement>(null);
  const lit = useInView(ref, { threshold: 0.6, once: true });
  const right = index % 2 === 1;
  return (
    <li
      ref={ref}
      className="relative grid grid-cols-[2.5rem_1fr] gap-x-5 pb-12 last:pb-0 md:grid-cols-[1fr_3rem_1fr] md:gap-x-8"
    >
      <span
        aria-hidden
        className={cn(
          'relative z-10 flex size-10 items-center justify-center rounded-full border transition-all duration-700 motion-reduce:transition-none md:col-start-2 md:row-start-1 md:mx-auto md:size-12',
          lit
            ? cn(
                'border-transparent bg-gradient-to-br shadow-[0_0_30px_rgba(139,92,246,0.5)]',
                accent,
              )
            : 'border-white/15 bg-ink',
        )}
      >
        <Icon className="size-4" strokeWidth={2} />
      </span>
      <div
        className={cn(
          'rounded-2xl border border-white/10 bg-white/[0.04] p-6 transition-[opacity,transform] duration-700 motion-reduce:transition-none md:row-start-1',
          right ? 'md:col-start-3' : 'md:col-start-1 md:text-right',
          lit
            ? 'translate-y-0 opacity-100'
            : 'translate-y-6 opacity-40 motion-reduce:translate-y-0 motion-reduce:opacity-100',
        )}
      >
        <p className="font-mono text-xs tracking-widest text-zinc-400 uppercase">
          Step {String(index + 1).padStart(2, '0')} · {tag}
        </p>
        <h3 className="mt-2 text-xl font-semibold tracking-tight">{title}</h3>
        <p className="mt-2 leading-relaxed text-zinc-400">{description}</p>
      </div>
    </li>
  );
}
