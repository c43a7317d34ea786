import type { ComponentProps } from 'react';
import { cn } from './cn';

export type SpinnerProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** Accessible label; `null` makes the spinner decorative (e.g. inside a busy button). */
  label?: string | null;
};

/** A small indeterminate spinner (kit). */
export function Spinner({ className, label = 'Loading', ...props }: SpinnerProps) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-hidden={label ? undefined : true}
      className={cn('inline-flex size-5 shrink-0', className)}
      {...props}
    >
      <svg className="size-full animate-spin" viewBox="0 0 24 24" fill="none">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path
          d="M22 12a10 10 0 0 0-10-10"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
