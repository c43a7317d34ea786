import { buttonVariants, cn } from '@forma/ui';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { BrandMonogram } from './brand-mark';

/**
 * The 404 page of SPEC 2: '404 Page Not Found' and the router hint, with a link home (the root
 * route's `notFoundComponent`; React puts its title into the head).
 */
export function NotFoundPage() {
  return (
    <main className="relative isolate flex min-h-dvh items-center justify-center overflow-hidden px-6 py-24">
      <title>404 Page Not Found · Forma</title>
      <Backdrop />
      <div className="relative w-full max-w-xl rounded-3xl border border-white/10 bg-white/[0.03] p-8 text-center shadow-[0_30px_120px_-40px_rgba(139,92,246,0.45)] backdrop-blur-xl sm:p-12">
        <BrandMonogram className="mx-auto mb-8 size-12" />
        <p
          aria-hidden
          className="text-gradient font-display text-7xl leading-none font-semibold tracking-tighter sm:text-8xl"
        >
          404
        </p>
        <h1 className="mt-6 text-2xl font-semibold tracking-tight sm:text-3xl">
          404 Page Not Found
        </h1>
        <p className="mt-3 text-base text-white/65">
          Did you forget to add the page to the router?
        </p>
        <Link to="/" className={cn(buttonVariants({ variant: 'primary', size: 'md' }), 'mt-10')}>
          <ArrowLeft aria-hidden />
          Back to home
        </Link>
      </div>
    </main>
  );
}

/** Soft purple/cyan glows behind full-screen shell pages. */
export function Backdrop() {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute -top-40 left-1/2 h-[520px] w-[820px] -translate-x-1/2 rounded-full bg-violet-600/25 blur-[140px]" />
      <div className="absolute right-[-10%] bottom-[-20%] h-[420px] w-[520px] rounded-full bg-cyan-500/15 blur-[120px]" />
      <div className="absolute inset-0 bg-[radial-gradient(rgba(255,255,255,0.06)_1px,transparent_1px)] [background-size:28px_28px] [mask-image:radial-gradient(ellipse_at_center,black,transparent_70%)]" />
    </div>
  );
}
