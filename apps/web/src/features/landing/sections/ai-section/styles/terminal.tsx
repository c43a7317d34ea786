import { cn } from '@forma/ui';
import { RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { focusRing, SectionHeader } from '../../shared/section-header';
import { useInView } from '../../shared/use-in-view';
import { usePrefersReducedMotion } from '../../shared/use-media-query';
import { AiCta, aiCards, AiKeyframes, type AiStyleProps } from '../ai-content';

/** Typing speed: characters per tick, tick length in ms. */
const CHARS_PER_TICK = 2;
const TICK_MS = 30;

/** Style 3: a prompt typed into a terminal, the workflow steps answering line by line. */
export default function TerminalStyle({ content: c, titleId }: AiStyleProps) {
  const cards = aiCards(c);
  const lines = [
    { kind: 'prompt', text: 'forma brief --team "product + brand" --ai-assist' },
    ...cards.map((card) => ({ kind: 'ok', text: `${card.title}: ${card.description}` })),
    { kind: 'done', text: 'Human review: approved by your designer' },
  ];
  return (
    <div className="py-24 md:py-32">
      <AiKeyframes />
      <div
        aria-hidden
        className="pointer-events-none absolute bottom-0 left-0 h-[30rem] w-[50rem] rounded-full bg-emerald-500/10 blur-[120px]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-5 md:px-8 lg:grid-cols-[1fr_1.15fr] lg:gap-16">
        <div className="flex flex-col items-start gap-8">
          <SectionHeader
            align="left"
            badge={c.badgeText}
            title={c.title}
            subtitle={c.subtitle}
            titleId={titleId}
          />
          <ul className="flex flex-col gap-4">
            {cards.map(({ title, description, Icon }, i) => (
              <li key={i} className="flex gap-4">
                <Icon aria-hidden className="mt-1 size-5 shrink-0 text-emerald-300" />
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-zinc-400">{description}</p>
                </div>
              </li>
            ))}
          </ul>
          <AiCta label={c.ctaButtonText} />
        </div>
        <Terminal lines={lines} />
      </div>
    </div>
  );
}

function Terminal({ lines }: { lines: { kind: string; text: string }[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref, { threshold: 0.3, once: true });
  const reduced = usePrefersReducedMotion();
  const total = lines.reduce((n, l) => n + l.text.length, 0);
  const [typed, setTyped] = useState(0);
  const [run, setRun] = useState(0);
  const shown = reduced ? total : typed;

  useEffect(() => {
    if (!inView || reduced) return;
    setTyped(0);
    const timer = setInterval(() => {
      setTyped((n) => {
        if (n >= total) {
          clearInterval(timer);
          return n;
        }
        return Math.min(total, n + CHARS_PER_TICK);
      });
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [inView, reduced, total, run]);

  let budget = shown;
  return (
    <figure
      ref={ref}
      className="overflow-hidden rounded-2xl border border-white/10 bg-[#0a0d0c] shadow-[0_40px_120px_-40px_rgba(16,185,129,0.45)]"
    >
      <div className="flex items-center gap-2 border-b border-white/10 px-4 py-3">
        <span aria-hidden className="size-3 rounded-full bg-[#ff5f57]" />
        <span aria-hidden className="size-3 rounded-full bg-[#febc2e]" />
        <span aria-hidden className="size-3 rounded-full bg-[#28c840]" />
        <figcaption className="ml-3 font-mono text-xs text-zinc-400">
          forma — ai-workflow
        </figcaption>
        <button
          type="button"
          onClick={() => setRun((r) => r + 1)}
          aria-label="Replay the demo"
          className={cn('ml-auto rounded-md p-1 text-zinc-500 hover:text-white', focusRing)}
        >
          <RotateCcw aria-hidden className="size-4" />
        </button>
      </div>
      {/* The full transcript for assistive tech; the typing copy is decorative. */}
      <p className="sr-only">{lines.map((l) => l.text).join('. ')}</p>
      <div
        aria-hidden
        className="min-h-[22rem] space-y-3 p-5 font-mono text-[0.8rem] leading-relaxed md:p-7 md:text-sm"
      >
        {lines.map((line, i) => {
          const visible = line.text.slice(0, Math.max(0, budget));
          const typing = budget > 0 && budget < line.text.length;
          budget -= line.text.length;
          if (!visible) return null;
          return (
            <p key={i} className="break-words">
              <span
                className={cn(
                  'mr-2',
                  line.kind === 'prompt' ? 'text-violet-300' : 'text-emerald-400',
                )}
              >
                {line.kind === 'prompt' ? '❯' : line.kind === 'done' ? '◆' : '✓'}
              </span>
              <span className={line.kind === 'prompt' ? 'text-white' : 'text-zinc-300'}>
                {visible}
              </span>
              {typing ? <Caret /> : null}
            </p>
          );
        })}
        {shown >= total ? (
          <p>
            <span className="mr-2 text-violet-300">❯</span>
            <Caret />
          </p>
        ) : null}
      </div>
    </figure>
  );
}

function Caret() {
  return (
    <span className="ml-0.5 inline-block h-4 w-2 translate-y-0.5 bg-emerald-300 [animation:forma-ai-blink_1s_steps(1)_infinite] motion-reduce:[animation:none]" />
  );
}
