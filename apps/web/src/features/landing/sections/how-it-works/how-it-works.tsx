import { cn } from '@forma/ui';
import { HOW_IT_WORKS_STEPS } from '@forma/validators/values';
import {
  ArrowUpRight,
  FileSignature,
  Handshake,
  LifeBuoy,
  MessagesSquare,
  PhoneCall,
  Rocket,
  type LucideIcon,
} from 'lucide-react';
import { useContent } from '../../data';
import { focusRing, SectionHeader } from '../shared/section-header';

const STEP_ICONS: LucideIcon[] = [
  PhoneCall,
  Handshake,
  MessagesSquare,
  FileSignature,
  Rocket,
  LifeBuoy,
];

/**
 * 'How it works': the fixed 6-step process with an editable title and subtitle; each step's call
 * to action (SPEC 2: its target is not shown) leads to the contact form.
 */
export function HowItWorks() {
  const { content } = useContent('howItWorks');
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-title"
      data-section-theme="dark"
      className="relative overflow-hidden bg-[#0a0a12] py-24 text-white md:py-32"
    >
      <div aria-hidden className="pointer-events-none absolute inset-0">
        <div className="absolute inset-x-0 top-0 h-px bg-gradient-to-r from-transparent via-white/10 to-transparent" />
        <div className="absolute top-0 left-1/2 h-[30rem] w-[60rem] -translate-x-1/2 rounded-full bg-blue-600/10 blur-[120px]" />
        <div className="absolute inset-0 bg-[radial-gradient(rgba(255,255,255,0.06)_1px,transparent_1px)] bg-[size:28px_28px] [mask-image:radial-gradient(ellipse_at_center,black_30%,transparent_75%)]" />
      </div>
      <div className="relative mx-auto max-w-7xl px-5 md:px-8">
        <SectionHeader
          badge="Simple 6-Step Process"
          title={content.title}
          subtitle={content.subtitle}
          titleId="how-it-works-title"
        />
        <ol className="mt-14 grid gap-5 sm:grid-cols-2 md:mt-20 lg:grid-cols-3 lg:gap-6">
          {HOW_IT_WORKS_STEPS.map((step, i) => {
            const Icon = STEP_ICONS[i] ?? PhoneCall;
            const number = String(i + 1).padStart(2, '0');
            return (
              <li
                key={step.title}
                className="group relative flex flex-col overflow-hidden rounded-3xl border border-white/10 bg-gradient-to-b from-white/[0.06] to-white/[0.02] p-7 backdrop-blur transition duration-500 hover:-translate-y-1 hover:border-white/20 md:p-8"
              >
                <div
                  aria-hidden
                  className="absolute -top-24 -right-24 size-48 rounded-full bg-gradient-to-br from-violet-500/30 to-cyan-400/20 opacity-0 blur-3xl transition-opacity duration-500 group-hover:opacity-100"
                />
                <div className="flex items-center justify-between">
                  <span
                    aria-hidden
                    className="flex size-12 items-center justify-center rounded-2xl border border-white/10 bg-white/[0.06] text-violet-200"
                  >
                    <Icon className="size-5" strokeWidth={1.75} />
                  </span>
                  <span
                    aria-hidden
                    className="bg-gradient-to-b from-white/40 to-white/5 bg-clip-text text-[2.75rem] font-semibold tracking-tighter text-transparent tabular-nums"
                  >
                    {number}
                  </span>
                </div>
                <h3 className="mt-8 text-xl font-semibold tracking-tight">
                  <span className="sr-only">Step {i + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-3 flex-1 leading-relaxed text-zinc-400">{step.description}</p>
                {/* A link, not a button: the section is never hydrated (it has nothing else that
                    responds), and the browser scrolls to the form, with JavaScript or without. */}
                <a
                  href="#contact"
                  className={cn(
                    'mt-8 inline-flex w-fit items-center gap-1.5 rounded-full border border-white/15 bg-white/[0.04] px-4 py-2 text-sm font-medium text-white transition hover:border-white/30 hover:bg-white/10',
                    focusRing,
                  )}
                >
                  {step.cta}
                  <ArrowUpRight
                    aria-hidden
                    className="size-4 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
                  />
                </a>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
