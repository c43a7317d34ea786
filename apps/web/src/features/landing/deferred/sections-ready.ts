/**
 * Whether the landing page's deferred sections (deferred-sections.tsx) are still mounting, a way
 * to wait for them (in-page navigation that finds no target yet waits instead of giving up), and
 * a way to ask for all of them at once: the sections mount as the visitor approaches them, and
 * navigation, the keyboard and printing need the rest of the page now.
 * No imports, so the header's scroll helpers and the sections can both use it.
 */

let pending = false;
let waiters: (() => void)[] = [];
let requested = false;
let requestListeners: (() => void)[] = [];
let settled = false;
let settledWaiters: (() => void)[] = [];

/** True between the start of the sections' mounting and its end (or the page's unmount). */
export function sectionsPending(): boolean {
  return pending;
}

/**
 * Marks the sections as mounting (true) or done (false); done releases every waiter. Starting
 * (true) begins a new landing page: an earlier page's request for all sections is forgotten.
 */
export function setSectionsPending(value: boolean): void {
  pending = value;
  if (value) {
    requested = false;
    settled = false;
    return;
  }
  const ready = waiters;
  waiters = [];
  for (const resolve of ready) resolve();
}

/** Resolves once no sections are mounting (at once when none are). */
export function whenSectionsMounted(): Promise<void> {
  if (!pending) return Promise.resolve();
  return new Promise((resolve) => waiters.push(resolve));
}

/**
 * Marks the page as settled: the footer has mounted after the last section, or a section failed
 * to load (the page shows all it can). Releases every `whenPageSettled` waiter; the next
 * `setSectionsPending(true)` (a new page, a new try) unsettles it.
 */
export function markPageSettled(): void {
  settled = true;
  const ready = settledWaiters;
  settledWaiters = [];
  for (const resolve of ready) resolve();
}

/** Resolves once the page is settled (`markPageSettled`), for printing the whole page. */
export function whenPageSettled(): Promise<void> {
  if (settled) return Promise.resolve();
  return new Promise((resolve) => settledWaiters.push(resolve));
}

/**
 * Asks the landing page to mount every section it has not mounted yet, and then the footer, in
 * page order and without waiting for the visitor to scroll near them (in-page navigation, an
 * address with a hash, Tab, printing). Stays asked until the next landing page starts
 * (`setSectionsPending(true)`); calling it again does nothing more.
 */
export function requestAllSections(): void {
  if (requested) return;
  requested = true;
  const listeners = requestListeners;
  requestListeners = [];
  for (const listener of listeners) listener();
}

/** True once `requestAllSections` was called for the current landing page. */
export function allSectionsRequested(): boolean {
  return requested;
}

/**
 * Calls `listener` once, at the next `requestAllSections` (at once when already requested).
 * Returns a function that removes the listener.
 */
export function onAllSectionsRequested(listener: () => void): () => void {
  if (requested) {
    listener();
    return () => undefined;
  }
  requestListeners.push(listener);
  return () => {
    requestListeners = requestListeners.filter((l) => l !== listener);
  };
}

/**
 * True for the keys that need the whole page: Tab (a keyboard visitor must be able to reach every
 * section and the footer) and the browser's find-in-page shortcuts (Ctrl/⌘+F, Ctrl/⌘+G, F3), so
 * the text of sections not mounted yet is there to be found by the time the visitor has typed.
 */
export function asksForWholePage(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>) {
  if (event.key === 'Tab' || event.key === 'F3') return true;
  const key = event.key.toLowerCase();
  return (event.ctrlKey || event.metaKey) && (key === 'f' || key === 'g');
}

/** True for the browser's print shortcut (Ctrl/⌘+P). */
export function isPrintShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>) {
  return (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'p';
}
