import type { DesignerAnswer } from '@forma/validators';
import { cn } from '@forma/ui';
import { ArrowRight, Sparkles, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { ResponsiveImage } from '../../../shell/responsive-image';
import { useContent, useDesigners } from '../../data';
import { AvailabilityBadge, SkillChips } from '../shared/designer-chips';
import { initialsOf } from '../shared/initials';
import { focusRing, SectionHeader } from '../shared/section-header';
import { useMediaQuery } from '../shared/use-media-query';
import { useSiteBase } from '../../../directory/site-base';

const MAX_SKILLS = 4;

/** The designer gallery: a card per designer from `/api/designers`, with loading and empty states. */
export function DesignersShowcase() {
  const { items: designers, isLoading } = useDesigners();
  const { content } = useContent('advantage');
  const isPhone = !useMediaQuery('(min-width: 640px)');
  const base = useSiteBase();

  return (
    <section
      id="designers"
      aria-labelledby="designers-title"
      aria-busy={isLoading || undefined}
      data-section-theme="dark"
      className="relative overflow-hidden bg-ink py-24 text-white md:py-32"
    >
      <div aria-hidden className="pointer-events-none absolute inset-0">
        <div className="absolute top-40 -left-40 h-[30rem] w-[30rem] rounded-full bg-fuchsia-600/10 blur-[120px]" />
        <div className="absolute -right-40 bottom-20 h-[30rem] w-[30rem] rounded-full bg-blue-600/10 blur-[120px]" />
      </div>
      <div className="relative mx-auto max-w-7xl px-5 md:px-8">
        <SectionHeader
          badge={content.badge}
          title={content.title}
          subtitle={content.subtitle}
          titleId="designers-title"
        />
        <div className="mt-14 md:mt-16">
          {isLoading ? (
            <DesignerSkeletons />
          ) : designers.length === 0 ? (
            <EmptyState title={content.emptyTitle} text={content.emptyText} />
          ) : (
            <ul
              aria-label="Designers"
              // Phones scroll the cards sideways: the region takes focus so keys can scroll it.
              tabIndex={isPhone ? 0 : undefined}
              className={cn(
                '-mx-5 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-4 [scrollbar-width:none] sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-5 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4 lg:gap-6 [&::-webkit-scrollbar]:hidden',
                focusRing,
                '-outline-offset-2',
              )}
            >
              {designers.map((designer) => (
                <DesignerCard key={designer.id} designer={designer} />
              ))}
            </ul>
          )}
        </div>
        <p className="mt-10 text-center md:mt-12">
          {/* The whole network (issue 19 item 5): the section shows a curated selection. */}
          <a
            href={`${base}/designers`}
            className={cn(
              'inline-flex h-11 items-center gap-2 rounded-full border border-white/20 px-6 text-sm font-medium text-white transition-colors hover:border-white/50',
              focusRing,
            )}
          >
            See all designers
            <ArrowRight aria-hidden className="size-4" />
          </a>
        </p>
      </div>
    </section>
  );
}

function DesignerCard({ designer }: { designer: DesignerAnswer }) {
  const [failed, setFailed] = useState(false);

  return (
    <li className="group relative flex w-[78%] shrink-0 snap-start flex-col overflow-hidden rounded-3xl border border-white/10 bg-white/[0.03] transition duration-500 hover:-translate-y-1 hover:border-white/20 sm:w-auto">
      <div className="relative aspect-[4/5] overflow-hidden bg-gradient-to-br from-violet-900/60 via-zinc-900 to-cyan-900/40">
        {designer.imageUrl && !failed ? (
          <ResponsiveImage
            src={designer.imageUrl}
            alt={`Portrait of ${designer.name}`}
            sizes="(min-width: 1280px) 296px, (min-width: 1024px) 23vw, (min-width: 640px) 45vw, 78vw"
            width={480}
            height={600}
            onError={() => setFailed(true)}
            className="absolute inset-0 size-full object-cover transition duration-700 group-hover:scale-[1.04]"
          />
        ) : (
          <span
            aria-hidden
            className="absolute inset-0 flex items-center justify-center text-5xl font-semibold tracking-tight text-white/70"
          >
            {initialsOf(designer.name)}
          </span>
        )}
        <div
          aria-hidden
          className="absolute inset-x-0 bottom-0 h-2/5 bg-gradient-to-t from-black/80 to-transparent"
        />
        <AvailabilityBadge
          isAvailable={designer.isAvailable}
          availability={designer.availability}
          className="absolute top-4 left-4 max-w-[calc(100%-2rem)]"
        />
        {designer.featured ? (
          <span className="absolute top-4 right-4 inline-flex items-center gap-1 rounded-full border border-white/15 bg-black/50 px-2.5 py-1 text-xs font-medium text-violet-100 backdrop-blur-md">
            <Sparkles aria-hidden className="size-3" />
            Featured
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-semibold tracking-tight">{designer.name}</h3>
        <p className="mt-0.5 text-sm text-zinc-400">{designer.title}</p>
        <SkillChips skills={designer.skills ?? []} max={MAX_SKILLS} className="mt-4" />
      </div>
    </li>
  );
}

function DesignerSkeletons() {
  return (
    <ul
      aria-label="Loading designers"
      className="-mx-5 flex gap-4 overflow-hidden px-5 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-5 sm:px-0 lg:grid-cols-4 lg:gap-6"
    >
      {Array.from({ length: 4 }, (_, i) => (
        <li
          key={i}
          className="w-[78%] shrink-0 overflow-hidden rounded-3xl border border-white/10 bg-white/[0.03] sm:w-auto"
        >
          <div className="aspect-[4/5] animate-pulse bg-white/[0.06]" />
          <div className="space-y-3 p-5">
            <div className="h-4 w-2/3 animate-pulse rounded-full bg-white/10" />
            <div className="h-3 w-1/2 animate-pulse rounded-full bg-white/[0.07]" />
            <div className="flex gap-1.5 pt-2">
              <div className="h-6 w-16 animate-pulse rounded-full bg-white/[0.07]" />
              <div className="h-6 w-20 animate-pulse rounded-full bg-white/[0.07]" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center rounded-3xl border border-dashed border-white/15 bg-white/[0.02] px-8 py-14 text-center">
      <span
        aria-hidden
        className="flex size-14 items-center justify-center rounded-2xl border border-white/10 bg-white/[0.05] text-violet-200"
      >
        <UsersRound className="size-6" strokeWidth={1.75} />
      </span>
      <p className="mt-5 text-lg font-medium">{title}</p>
      <p className="mt-2 text-sm text-zinc-400">{text}</p>
    </div>
  );
}
