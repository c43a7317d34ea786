import { cn } from '@forma/ui';
import type { ReactNode } from 'react';

/** One titled section of the design system page, the target of its table of contents link. */
export function DsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 border-t border-white/[0.08] pt-10 first:border-t-0 first:pt-0"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold tracking-tight text-white">
        {title}
      </h2>
      <p className="mt-1.5 max-w-2xl text-sm leading-relaxed text-white/65">{description}</p>
      <div className="mt-6 flex flex-col gap-8">{children}</div>
    </section>
  );
}

/** A small captioned group of samples inside a section (one state or one variant family). */
export function Sample({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className="min-w-0">
      <h3 className="mb-3 text-xs font-semibold tracking-[0.14em] text-white/65 uppercase">
        {title}
      </h3>
      <div className={cn('flex flex-wrap items-center gap-3', className)}>{children}</div>
    </div>
  );
}
