import { cn } from '@forma/ui';
import { useContent } from '../../data';
import { SectionBadge } from '../shared/section-header';
import { themeOf } from './themes';

type Item = { title?: string; description?: string; colorTheme?: string };

/**
 * The 'Why us?' credibility bar (SPEC 2): one responsive section, a column of compact cards on a
 * phone and three cards in a row from 768 px. The document sends it once, not a phone copy and a
 * wide copy with CSS hiding one (issue 18, speed: a phone parses, styles and lays out only what
 * it shows). The phone anchor `credibility-bar-mobile` (SPEC 2's section ids, the mobile menu's
 * Why Us link) marks the top of the same section.
 */
export function CredibilityBar() {
  const { content } = useContent('credibilityBar');
  const items = (content.items ?? []) as Item[];
  return (
    <section
      id="credibility-bar"
      aria-labelledby="credibility-bar-title"
      data-section-theme="light"
      className="relative overflow-hidden bg-[#f6f5f1] py-20 text-ink md:py-28"
    >
      <span id="credibility-bar-mobile" aria-hidden className="absolute top-0 scroll-mt-20" />
      <Backdrop />
      <div className="relative px-5 md:mx-auto md:max-w-7xl md:px-8">
        <div className="flex flex-col items-center gap-4 text-center md:mx-auto md:max-w-3xl md:gap-5">
          <SectionBadge tone="light">{content.pillText}</SectionBadge>
          <h2
            id="credibility-bar-title"
            className="text-4xl font-semibold tracking-tight text-balance md:text-5xl lg:text-[3.5rem] lg:leading-[1.05]"
          >
            {content.heading}
          </h2>
        </div>
        <ul className="mt-10 flex flex-col gap-4 md:mt-16 md:grid md:grid-cols-3 md:gap-6">
          {items.map((item, i) => (
            <CredibilityCard key={`${item.title}-${i}`} item={item} index={i} />
          ))}
        </ul>
      </div>
    </section>
  );
}

/** One card: icon beside the text on a phone, above it from 768 px. */
function CredibilityCard({ item, index }: { item: Item; index: number }) {
  const theme = themeOf(item.colorTheme, index);
  const Icon = theme.icon;
  return (
    <li
      className={cn(
        'group relative flex gap-4 overflow-hidden rounded-3xl border border-black/[0.06] bg-white/80 p-5 shadow-[0_1px_2px_rgba(0,0,0,0.04),0_12px_40px_-24px_rgba(15,15,30,0.25)] backdrop-blur transition duration-500 hover:-translate-y-1 md:block md:p-8',
        theme.glow,
      )}
    >
      <span
        aria-hidden
        className={cn('absolute inset-x-0 top-0 h-px bg-gradient-to-r opacity-80', theme.line)}
      />
      <span
        aria-hidden
        className={cn(
          'flex size-11 shrink-0 items-center justify-center rounded-2xl ring-1 md:size-14',
          theme.tile,
        )}
      >
        <Icon className="size-5 md:size-6" strokeWidth={1.75} />
      </span>
      <div className="md:mt-8">
        <h3 className="text-lg font-semibold tracking-tight md:text-xl">{item.title}</h3>
        <p className="mt-1.5 text-sm leading-relaxed text-zinc-600 md:mt-3 md:text-base">
          {item.description}
        </p>
      </div>
    </li>
  );
}

function Backdrop() {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0">
      <div className="absolute -top-40 left-1/2 h-80 w-[60rem] -translate-x-1/2 rounded-full bg-gradient-to-r from-violet-300/30 via-blue-200/30 to-cyan-200/30 blur-3xl" />
      <div className="absolute inset-0 bg-[linear-gradient(to_right,rgba(7,7,12,0.04)_1px,transparent_1px)] bg-[size:6rem_100%] [mask-image:linear-gradient(to_bottom,black,transparent)]" />
    </div>
  );
}
