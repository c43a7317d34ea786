import type { ReactNode } from 'react';

/**
 * Title row of an admin page: eyebrow, heading (focused by the console after a page change that
 * lost focus: admin-shell.tsx), description and optional actions.
 */
export function PageHeader({
  eyebrow,
  title,
  description,
  actions,
}: {
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        {eyebrow && (
          <p className="mb-2 text-xs font-semibold tracking-[0.16em] text-violet-300/80 uppercase">
            {eyebrow}
          </p>
        )}
        {/* A long unbroken title (a file name) wraps instead of running under the actions. */}
        {/* Focusable by script: the console focuses it after a page change that lost focus. */}
        <h1
          tabIndex={-1}
          className="text-2xl font-semibold tracking-tight [overflow-wrap:anywhere] text-white outline-none sm:text-3xl"
        >
          {title}
        </h1>
        {description && <p className="mt-2 max-w-2xl text-sm text-white/55">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </div>
  );
}
