import { useToasts } from '@forma/ui';
import { lazy, Suspense, useState } from 'react';

const Toaster = lazy(() => import('@forma/ui/toaster').then((m) => ({ default: m.Toaster })));

/**
 * The global toaster (SPEC 3 "Toast", packages/ui toaster.tsx) in a chunk of its own, mounted
 * when the first toast is raised and kept from then on: a page that raises none (most landing
 * page visits) never downloads its Radix code (issue 10 item 4: script bytes of the load). The
 * toast store keeps every toast meanwhile, so none is lost, and the toaster announces the toast
 * it mounts with. F8 focuses the toast region once it has mounted.
 */
export function LazyToaster() {
  const toasts = useToasts();
  const [mounted, setMounted] = useState(false);
  // Once a toast was raised, the toaster stays (its close animation, the next toast at once).
  if (toasts.length > 0 && !mounted) setMounted(true);
  if (!mounted && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
