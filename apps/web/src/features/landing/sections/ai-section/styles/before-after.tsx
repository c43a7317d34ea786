import { cn } from '@forma/ui';
import { MoveHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { SectionHeader } from '../../shared/section-header';
import { AiCta, aiCards, type AiStyleProps } from '../ai-content';

/**
 * Style 4: split layout; copy on one side, a before/after comparison on the other (rough
 * wireframe vs. the AI-assisted, designer-finished screen). The handle is a range input, so
 * arrow keys, Home/End and Page keys move it.
 */
export default function BeforeAfterStyle({ content: c, titleId }: AiStyleProps) {
  const [split, setSplit] = useState(50);
  const sliderId = useId();
  return (
    <div className="py-24 md:py-32">
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-5 md:px-8 lg:grid-cols-2 lg:gap-20">
        <div className="flex flex-col items-start gap-8">
          <SectionHeader
            align="left"
            badge={c.badgeText}
            title={c.title}
            subtitle={c.subtitle}
            titleId={titleId}
          />
          <ol className="flex w-full flex-col divide-y divide-white/10 border-y border-white/10">
            {aiCards(c).map(({ title, description }, i) => (
              <li key={i} className="grid grid-cols-[2.5rem_1fr] gap-x-3 py-5">
                <span className="font-mono text-sm text-violet-300">0{i + 1}</span>
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-zinc-400">{description}</p>
                </div>
              </li>
            ))}
          </ol>
          <AiCta label={c.ctaButtonText} />
        </div>

        <figure className="flex flex-col gap-4">
          <div className="relative aspect-[4/3] overflow-hidden rounded-[1.75rem] border border-white/10 bg-zinc-900 select-none">
            <Wireframe />
            <div
              className="absolute inset-0"
              style={{ clipPath: `inset(0 0 0 ${split}%)` }}
              aria-hidden
            >
              <Finished />
            </div>
            <Label className="left-4">Before</Label>
            <Label className="right-4">After</Label>
            <div
              aria-hidden
              className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white shadow-[0_0_20px_rgba(255,255,255,0.8)]"
              style={{ left: `${split}%` }}
            >
              <span className="absolute top-1/2 left-1/2 flex size-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white text-ink shadow-xl">
                <MoveHorizontal className="size-5" />
              </span>
            </div>
            <label htmlFor={sliderId} className="sr-only">
              Compare before and after: share of the screen showing the wireframe
            </label>
            <input
              id={sliderId}
              type="range"
              min={0}
              max={100}
              step={1}
              value={split}
              aria-valuetext={`${split}% before, ${100 - split}% after`}
              onChange={(e) => setSplit(Number(e.target.value))}
              className="peer absolute inset-0 size-full cursor-ew-resize opacity-0"
            />
            <div
              aria-hidden
              className="pointer-events-none absolute inset-0 rounded-[1.75rem] ring-violet-400 peer-focus-visible:ring-2"
            />
          </div>
          <figcaption className="text-center text-sm text-zinc-400">
            Drag or use the arrow keys: a wireframe, then the same screen after an AI-assisted pass
            and a designer&apos;s polish.
          </figcaption>
        </figure>
      </div>
    </div>
  );
}

function Label({ className, children }: { className: string; children: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'absolute top-4 rounded-full bg-black/60 px-3 py-1 text-xs font-semibold tracking-wider uppercase backdrop-blur',
        className,
      )}
    >
      {children}
    </span>
  );
}

/** The rough first pass: grey boxes on paper-white. */
function Wireframe() {
  return (
    <div className="absolute inset-0 bg-zinc-200 p-[6%]">
      <div className="flex items-center justify-between">
        <div className="h-4 w-20 rounded bg-zinc-400" />
        <div className="flex gap-2">
          <div className="h-3 w-10 rounded bg-zinc-400" />
          <div className="h-3 w-10 rounded bg-zinc-400" />
        </div>
      </div>
      <div className="mt-[8%] h-6 w-2/3 rounded bg-zinc-400" />
      <div className="mt-3 h-3 w-1/2 rounded bg-zinc-300" />
      <div className="mt-[6%] grid grid-cols-3 gap-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="aspect-[4/5] rounded-lg border-2 border-dashed border-zinc-400" />
        ))}
      </div>
    </div>
  );
}

/** The finished screen: same structure, dark, colourful, polished. */
function Finished() {
  return (
    <div className="absolute inset-0 bg-[radial-gradient(circle_at_20%_0%,#6d28d9_0,transparent_55%),radial-gradient(circle_at_100%_100%,#0891b2_0,transparent_50%)] bg-[#0b0b14] p-[6%]">
      <div className="flex items-center justify-between">
        <div className="h-4 w-20 rounded-full bg-gradient-to-r from-violet-300 to-cyan-200" />
        <div className="flex gap-2">
          <div className="h-3 w-10 rounded-full bg-white/40" />
          <div className="h-3 w-10 rounded-full bg-white/80" />
        </div>
      </div>
      <div className="mt-[8%] h-6 w-2/3 rounded-full bg-gradient-to-r from-white to-violet-200" />
      <div className="mt-3 h-3 w-1/2 rounded-full bg-white/30" />
      <div className="mt-[6%] grid grid-cols-3 gap-3">
        {[
          'from-fuchsia-500 to-violet-600',
          'from-sky-400 to-indigo-600',
          'from-emerald-300 to-cyan-600',
        ].map((g) => (
          <div
            key={g}
            className={cn('aspect-[4/5] rounded-xl bg-gradient-to-br shadow-lg shadow-black/40', g)}
          />
        ))}
      </div>
    </div>
  );
}
