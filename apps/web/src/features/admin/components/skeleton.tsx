import { cn } from '@forma/ui';

/** A shimmering placeholder block while data loads. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-white/[0.07]', className)} />;
}
