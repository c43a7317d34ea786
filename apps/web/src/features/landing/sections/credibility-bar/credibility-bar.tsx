import { cn } from '@forma/ui';
import { useContent } from '../../data';
import { SectionBadge } from '../shared/section-header';
import { themeOf } from './themes';

type Item = { title?: string; description?: string; colorTheme?: string };

/** The 'Why us?' credibility bar: a desktop and a mobile variant toggled by breakpoint. */
export function CredibilityBar() {
  const { content } = useContent('credibilityBar');
  const items = (content.items ?? []) as Item[];
  return (
    <>
      <section
        id="credibility-bar"
        aria-labelledby="credibility-bar-title"
        data-section-theme="light"
        className="relative hidden overflow-hidden bg-[#f6f5f1] py-28 text-ink md:block"
      >
        <Backdrop />
        <div className="relative mx-auto max-w-7xl px-8">
          <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 text-center">
            <SectionBadge tone="light">{content.pillText}</SectionBadge>
            <h2
              id="credibility-bar-title"
              className="text-5xl font-semibold tracking-tight text-balance lg:text-[3.5rem] lg:leading-[1.05]"
            >
              {content.heading}
            </h2>
          </div>
          <ul className="mt-16 grid grid-cols-3 gap-6">
            {items.map((item, i) => (
              <CredibilityCard key={`${item.title}-${i}`} item={item} index={i} />
            ))}
          </ul>
        </div>
      </section>

      <section
        id="credibility-bar-mobile"
        aria-labelledby="credibility-bar-mobile-title"
        data-section-theme="light"
        className="relative overflow-hidden bg-[#f6f5f1] py-20 text-ink md:hidden"
      >
        <Backdrop />
        <div className="relative px-5">
          <div className="flex flex-col items-center gap-4 text-center">
            <SectionBadge tone="light">{content.pillText}</SectionBadge>
            <h2
              id="credibility-bar-mobile-title"
              className="text-3xl font-semibold tracking-tight text-balance"
            >
              {content.heading}
            </h2>
          </div>
          <ul className="mt-10 flex flex-col gap-4">
            {items.map((item, i) => (
              <CredibilityCard key={`${item.title}-${i}`} item={item} index={i} compact />
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

function CredibilityCard({
  item,
  index,
  compact = false,
}: {
  item: Item;
  index: number;
  compact?: boolean;
}) {
  const theme = themeOf(item.colorTheme, index);
  const Icon = theme.icon;
  return (
    <li
      className={cn(
        'group relative overflow-hidden rounded-3xl border border-black/[0.06] bg-white/80 shadow-[0_1px_2px_rgba(0,0,0,0.04),0_12px_40px_-24px_rgba(15,15,30,0.25)] backdrop-blur transition duration-500 hover:-translate-y-1',
        theme.glow,
        compact ? 'flex gap-4 p-5' : 'p-8',
      )}
    >
      <span
        aria-hidden
        className={cn('absolute inset-x-0 top-0 h-px bg-gradient-to-r opacity-80', theme.line)}
      />
      <span
        aria-hidden
        className={cn(
          'flex shrink-0 items-center justify-center rounded-2xl ring-1',
          theme.tile,
          compact ? 'size-11' : 'size-14',
        )}
      >
        <Icon className={compact ? 'size-5' : 'size-6'} strokeWidth={1.75} />
      </span>
      <div className={compact ? '' : 'mt-8'}>
        <h3 className={cn('font-semibold tracking-tight', compact ? 'text-lg' : 'text-xl')}>
          {item.title}
        </h3>
        <p
          className={cn(
            'leading-relaxed text-zinc-600',
            compact ? 'mt-1.5 text-sm' : 'mt-3 text-[0.95rem]',
          )}
        >
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
