/**
 * Runs `fn` when the browser is next idle (requestIdleCallback, at most `timeoutMs` later), or
 * after `fallbackMs` where requestIdleCallback is missing (Safari). Returns a cancel function.
 */
export function onIdle(fn: () => void, timeoutMs: number, fallbackMs = timeoutMs): () => void {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => fn(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(fn, fallbackMs);
  return () => clearTimeout(id);
}

/** Resolves in a new task (after input, rendering and other queued work have had their turn). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
