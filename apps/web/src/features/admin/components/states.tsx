import { Button, Card } from '@forma/ui';
import { Link } from '@tanstack/react-router';
import { AlertTriangle, RotateCw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage, isAuthError } from '../lib/errors';

/** A failed load: the reason and a retry button (or a way back in when the session is gone). */
export function ErrorState({
  title = 'Could not load this data',
  error,
  onRetry,
  retrying = false,
}: {
  title?: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const sessionLost = isAuthError(error);
  return (
    <Card role="alert" className="flex flex-col items-center gap-4 px-6 py-12 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full border border-red-400/25 bg-red-500/10 text-red-300">
        <AlertTriangle className="size-5" aria-hidden />
      </span>
      <div>
        <h2 className="text-base font-semibold">
          {sessionLost ? 'Your admin session has ended' : title}
        </h2>
        <p className="mt-1 max-w-md text-sm text-white/55">
          {sessionLost ? 'Sign in again to continue.' : errorMessage(error)}
        </p>
      </div>
      {sessionLost ? (
        <Link
          to="/auth"
          className="inline-flex h-9 items-center rounded-full border border-white/15 bg-white/[0.04] px-4 text-sm font-medium hover:bg-white/[0.08]"
        >
          Go to login
        </Link>
      ) : (
        <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
          {!retrying && <RotateCw aria-hidden />}
          Try again
        </Button>
      )}
    </Card>
  );
}

/** Nothing to show yet. */
export function EmptyState({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full border border-white/10 bg-white/[0.04] text-white/50">
        <Icon className="size-5" aria-hidden />
      </span>
      <p className="text-sm font-medium text-white/80">{title}</p>
      {children && <div className="max-w-sm text-sm text-white/50">{children}</div>}
    </div>
  );
}
