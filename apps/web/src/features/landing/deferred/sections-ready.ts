/**
 * Whether the landing page's deferred sections (deferred-sections.tsx) are still mounting, and a
 * way to wait for them: in-page navigation that finds no target yet waits instead of giving up.
 * No imports, so the header's scroll helpers and the sections can both use it.
 */

let pending = false;
let waiters: (() => void)[] = [];

/** True between the start of the sections' mounting and its end (or the page's unmount). */
export function sectionsPending(): boolean {
  return pending;
}

/** Marks the sections as mounting (true) or done (false); done releases every waiter. */
export function setSectionsPending(value: boolean): void {
  pending = value;
  if (value) return;
  const ready = waiters;
  waiters = [];
  for (const resolve of ready) resolve();
}

/** Resolves once no sections are mounting (at once when none are). */
export function whenSectionsMounted(): Promise<void> {
  if (!pending) return Promise.resolve();
  return new Promise((resolve) => waiters.push(resolve));
}
