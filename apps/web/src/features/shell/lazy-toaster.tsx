import { useToasts } from '@forma/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { onIdle } from '../../lib/idle';

const Toaster = lazy(() => import('@forma/ui/toaster').then((m) => ({ default: m.Toaster })));

/** Longest wait for an idle moment before the toaster's chunk is loaded anyway, ms. */
const LOAD_IDLE_TIMEOUT_MS = 2000;

/**
 * The global toaster (SPEC 3 "Toast", packages/ui toaster.tsx) in a chunk of its own, so its
 * Radix code is not part of the first render's JavaScript. It mounts at the first idle moment,
 * or at once when a toast is raised before that; the toast store keeps every toast meanwhile,
 * so none is lost. F8 focuses the toast region once it has mounted.
 */
export function LazyToaster() {
  const toasts = useToasts();
  const [idle, setIdle] = useState(false);
  useEffect(() => onIdle(() => setIdle(true), LOAD_IDLE_TIMEOUT_MS), []);
  if (!idle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
