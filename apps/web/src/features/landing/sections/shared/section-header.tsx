import { cn } from '@forma/ui';
import type { ReactNode } from 'react';

export type Tone = 'dark' | 'light';

/** A small pill label above a section title. */
export function SectionBadge({
  children,
  tone = 'dark',
  className,
}: {
  children: ReactNode;
  tone?: Tone;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 rounded-full border px-4 py-1.5 text-xs font-semibold tracking-[0.18em] uppercase',
        tone === 'dark'
          ? 'border-white/15 bg-white/[0.06] text-violet-200 backdrop-blur'
          : 'border-violet-600/20 bg-violet-600/[0.07] text-violet-700',
        className,
      )}
    >
      <span
        aria-hidden
        className="size-1.5 rounded-full bg-gradient-to-r from-violet-400 to-cyan-400 shadow-[0_0_10px_2px_rgba(139,92,246,0.6)]"
      />
      {children}
    </span>
  );
}

/** Badge, title (h2) and subtitle of a landing section. */
export function SectionHeader({
  badge,
  title,
  subtitle,
  titleId,
  tone = 'dark',
  align = 'center',
  className,
}: {
  badge?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  titleId?: string;
  tone?: Tone;
  align?: 'center' | 'left';
  className?: string;
}) {
  return (
    <header
      className={cn(
        'flex flex-col gap-5',
        align === 'center' ? 'mx-auto max-w-3xl items-center text-center' : 'items-start text-left',
        className,
      )}
    >
      {badge ? <SectionBadge tone={tone}>{badge}</SectionBadge> : null}
      <h2
        id={titleId}
        className={cn(
          'text-4xl font-semibold tracking-tight text-balance md:text-5xl lg:text-[3.5rem] lg:leading-[1.05]',
          tone === 'dark'
            ? 'bg-gradient-to-b from-white via-white to-zinc-300 bg-clip-text text-transparent'
            : 'text-ink',
        )}
      >
        {title}
      </h2>
      {subtitle ? (
        <p
          className={cn(
            'max-w-2xl text-base leading-relaxed text-pretty md:text-lg',
            tone === 'dark' ? 'text-zinc-400' : 'text-zinc-600',
          )}
        >
          {subtitle}
        </p>
      ) : null}
    </header>
  );
}

/** Shared focus ring for interactive elements on dark and light sections. */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-violet-400';
