import type { TestimonialAnswer } from '@forma/validators';
import { cn } from '@forma/ui';
import { BadgeCheck, Quote, Star } from 'lucide-react';
import { useState } from 'react';
import { ResponsiveImage } from '../../../shell/responsive-image';
import { useContent, useTestimonials } from '../../data';
import { initialsOf } from '../shared/initials';
import { focusRing, SectionHeader } from '../shared/section-header';
import { VariantSections, variantId, type SectionVariant } from '../shared/variant-sections';

const RATING_SCALE = 5;
const EMPTY_TEXT = 'No testimonials available at the moment.';

/**
 * Client testimonials, one at a time with dots to switch (all of them, one below the other,
 * without JavaScript): a desktop and a mobile variant, the ones useSectionLayouts says (each
 * section stays, empty, as the anchor of its id).
 */
export function Testimonials() {
  const { items, isLoading } = useTestimonials();
  const { content } = useContent('whyUs');
  const [index, setIndex] = useState(0);
  const current = items.length ? Math.min(index, items.length - 1) : 0;

  const body = (variant: SectionVariant) => {
    if (isLoading) return <TestimonialSkeleton variant={variant} />;
    const item = items[current];
    if (!item) return <p className="mt-12 text-center text-zinc-400">{EMPTY_TEXT}</p>;
    return (
      <>
        <TestimonialCard key={item.id} testimonial={item} variant={variant} />
        {items.length > 1 ? (
          <>
            {/* Without JavaScript the dots could not switch: every testimonial is shown, one
                below the other (issue 18 item 4). With it, the browser keeps the element
                hidden (its text is never shown), whatever the class. */}
            <noscript className="contents scripted:hidden">
              {items.map((other, i) =>
                i === current ? null : (
                  <TestimonialCard key={other.id} testimonial={other} variant={variant} />
                ),
              )}
            </noscript>
            <Dots count={items.length} current={current} onSelect={setIndex} />
          </>
        ) : null}
      </>
    );
  };

  return (
    <VariantSections
      id="testimonials"
      data-section-theme="dark"
      className={(variant) =>
        cn(
          'relative overflow-hidden bg-[#0a0a12] text-white',
          variant === 'desktop' ? 'py-32' : 'py-20',
        )
      }
    >
      {(variant) => (
        <>
          <Backdrop />
          <div
            className={
              variant === 'desktop' ? 'relative mx-auto max-w-5xl px-5 md:px-8' : 'relative px-5'
            }
          >
            <SectionHeader
              badge={content.testimonialsBadge}
              title={content.testimonialsTitle}
              titleId={`${variantId('testimonials', variant)}-title`}
            />
            {body(variant)}
          </div>
        </>
      )}
    </VariantSections>
  );
}

function TestimonialCard({
  testimonial: t,
  variant,
}: {
  testimonial: TestimonialAnswer;
  variant: 'desktop' | 'mobile';
}) {
  const byline = [t.role, t.company].filter(Boolean).join(', ');
  const desktop = variant === 'desktop';
  return (
    <figure
      className={cn(
        'relative mt-12 overflow-hidden rounded-[2rem] border border-white/10 bg-gradient-to-br from-white/[0.07] to-white/[0.02] shadow-2xl shadow-black/40 backdrop-blur-xl transition duration-500 ease-out starting:translate-y-3 starting:opacity-0 md:mt-16',
        // The wide variant stacks below 768 px: shown there only before hydration, when the
        // request's device guess was a computer (server-layout.ts).
        desktop ? 'grid gap-6 p-6 md:grid-cols-[13rem_1fr] md:gap-12 md:p-12' : 'p-6',
      )}
    >
      {desktop ? (
        <Quote
          aria-hidden
          className="absolute top-8 right-8 size-16 text-white/[0.06]"
          strokeWidth={1}
        />
      ) : null}
      <div className={desktop ? '' : 'flex items-center gap-4'}>
        <Avatar testimonial={t} large={desktop} />
        {desktop ? null : <Person testimonial={t} byline={byline} />}
      </div>
      <div className="flex flex-col">
        <div className={cn('flex flex-wrap items-center gap-3', desktop ? '' : 'mt-5')}>
          <Rating value={t.rating} />
          <span className="inline-flex items-center gap-1 rounded-full border border-emerald-300/25 bg-emerald-400/10 px-2.5 py-0.5 text-xs font-medium text-emerald-200">
            <BadgeCheck aria-hidden className="size-3.5" />
            Verified Client
          </span>
        </div>
        <blockquote
          className={cn(
            'mt-6 leading-relaxed tracking-tight text-pretty text-zinc-100',
            desktop ? 'text-lg md:text-2xl lg:text-[1.7rem] lg:leading-snug' : 'text-lg',
          )}
        >
          <p>“{t.quote}”</p>
        </blockquote>
        {desktop ? (
          <figcaption className="mt-auto pt-8">
            <Person testimonial={t} byline={byline} />
          </figcaption>
        ) : null}
      </div>
    </figure>
  );
}

function Person({ testimonial, byline }: { testimonial: TestimonialAnswer; byline: string }) {
  return (
    <div>
      <p className="font-semibold text-white">{testimonial.name}</p>
      {byline ? <p className="text-sm text-zinc-400">{byline}</p> : null}
    </div>
  );
}

/** The testimonial's photo, or its initials when there is none or it fails to load. */
function Avatar({ testimonial, large }: { testimonial: TestimonialAnswer; large: boolean }) {
  const [failed, setFailed] = useState(false);
  const className = large ? 'size-28 rounded-3xl md:size-52' : 'size-16 rounded-2xl';
  if (!testimonial.imageUrl || failed) {
    return (
      <span
        role="img"
        aria-label={testimonial.name}
        className={cn(
          'flex shrink-0 items-center justify-center bg-gradient-to-br from-violet-600 to-cyan-500 font-semibold tracking-tight text-white',
          large ? 'text-3xl md:text-5xl' : 'text-xl',
          className,
        )}
      >
        {initialsOf(testimonial.name)}
      </span>
    );
  }
  return (
    <ResponsiveImage
      src={testimonial.imageUrl}
      alt={testimonial.name}
      sizes={large ? '208px' : '64px'}
      width={208}
      height={208}
      onError={() => setFailed(true)}
      className={cn('shrink-0 object-cover ring-1 ring-white/15', className)}
    />
  );
}

function Rating({ value }: { value: number }) {
  const rating = Math.max(0, Math.min(RATING_SCALE, Math.round(value || 0)));
  return (
    <span role="img" aria-label={`Rated ${rating} out of ${RATING_SCALE}`} className="flex gap-0.5">
      {Array.from({ length: RATING_SCALE }, (_, i) => (
        <Star
          key={i}
          aria-hidden
          className={cn('size-4', i < rating ? 'fill-amber-400 text-amber-400' : 'text-white/25')}
        />
      ))}
    </span>
  );
}

function Dots({
  count,
  current,
  onSelect,
}: {
  count: number;
  current: number;
  onSelect: (i: number) => void;
}) {
  return (
    // Without JavaScript the buttons could not work: they are not shown.
    <div className="mt-8 hidden justify-center gap-1 scripted:flex">
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          aria-label={`Show testimonial ${i + 1}`}
          aria-current={i === current ? 'true' : undefined}
          onClick={() => onSelect(i)}
          className={cn(
            'group flex h-8 items-center justify-center rounded-full px-1.5',
            focusRing,
          )}
        >
          <span
            aria-hidden
            className={cn(
              'block h-2 rounded-full transition-all duration-300',
              i === current ? 'w-8 bg-white' : 'w-2 bg-white/30 group-hover:bg-white/60',
            )}
          />
        </button>
      ))}
    </div>
  );
}

function TestimonialSkeleton({ variant }: { variant: 'desktop' | 'mobile' }) {
  const desktop = variant === 'desktop';
  return (
    <div
      aria-label="Loading testimonials"
      className={cn(
        'mt-12 rounded-[2rem] border border-white/10 bg-white/[0.03] md:mt-16',
        // The wide variant stacks below 768 px: shown there only before hydration, when the
        // request's device guess was a computer (server-layout.ts).
        desktop ? 'grid gap-6 p-6 md:grid-cols-[13rem_1fr] md:gap-12 md:p-12' : 'p-6',
      )}
    >
      <div
        className={cn(
          'animate-pulse bg-white/[0.07]',
          desktop ? 'size-52 rounded-3xl' : 'size-16 rounded-2xl',
        )}
      />
      <div className={cn('space-y-4', desktop ? '' : 'mt-6')}>
        <div className="h-4 w-32 animate-pulse rounded-full bg-white/10" />
        <div className="h-5 w-full animate-pulse rounded-full bg-white/[0.07]" />
        <div className="h-5 w-11/12 animate-pulse rounded-full bg-white/[0.07]" />
        <div className="h-5 w-3/4 animate-pulse rounded-full bg-white/[0.07]" />
        <div className="h-4 w-40 animate-pulse rounded-full bg-white/10 pt-4" />
      </div>
    </div>
  );
}

function Backdrop() {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0">
      <div className="absolute inset-x-0 top-0 h-px bg-gradient-to-r from-transparent via-white/10 to-transparent" />
      <div className="absolute top-1/3 left-1/2 h-[28rem] w-[48rem] -translate-x-1/2 rounded-full bg-violet-700/15 blur-[120px]" />
    </div>
  );
}
