import { Button, buttonVariants, cn } from '@forma/ui';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Backdrop } from './not-found-page';

/** Route error fallback (never a blank screen): a message, Try again and a link home. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main
      role="alert"
      className="relative isolate flex min-h-dvh items-center justify-center overflow-hidden px-6 py-24"
    >
      <Backdrop />
      <div className="relative w-full max-w-lg rounded-3xl border border-white/10 bg-white/[0.03] p-8 text-center backdrop-blur-xl sm:p-12">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Something went wrong</h1>
        <p className="mt-3 text-white/65">
          The page could not be displayed. Please try again in a moment.
        </p>
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
          <Button onClick={() => reset()}>Try again</Button>
          {/* A full navigation, so a broken router state cannot keep the page stuck. */}
          <a href="/" className={cn(buttonVariants({ variant: 'secondary' }))}>
            Back to home
          </a>
        </div>
      </div>
    </main>
  );
}
