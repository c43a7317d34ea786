import { buttonVariants, Card, cn } from '@forma/ui';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';

/** SPEC 2's 404 texts inside the console, with a way back to the dashboard. */
export function AdminNotFound() {
  return (
    <Card className="mx-auto mt-8 max-w-xl p-8 text-center sm:p-12">
      <p aria-hidden className="text-6xl font-semibold tracking-tighter text-white/50">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight">404 Page Not Found</h1>
      <p className="mt-3 text-white/60">Did you forget to add the page to the router?</p>
      <Link to="/admin" className={cn(buttonVariants({ variant: 'primary', size: 'md' }), 'mt-8')}>
        <ArrowLeft aria-hidden />
        Back to the dashboard
      </Link>
    </Card>
  );
}
