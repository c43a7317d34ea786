import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  allSectionsRequested,
  onAllSectionsRequested,
  requestAllSections,
  sectionsPending,
  setSectionsPending,
  whenSectionsMounted,
} from './sections-ready';

afterEach(() => setSectionsPending(false));

describe('sections-ready', () => {
  it('is pending from the start until done, and releases every waiter when done', async () => {
    expect(sectionsPending()).toBe(false);
    await whenSectionsMounted(); // at once when nothing mounts
    setSectionsPending(true);
    expect(sectionsPending()).toBe(true);
    const released = vi.fn();
    const waiting = whenSectionsMounted().then(released);
    await Promise.resolve();
    expect(released).not.toHaveBeenCalled();
    setSectionsPending(false);
    await waiting;
    expect(released).toHaveBeenCalledOnce();
    expect(sectionsPending()).toBe(false);
  });

  it('tells listeners once about a request for all sections, and remembers it', () => {
    setSectionsPending(true);
    const listener = vi.fn();
    const removed = vi.fn();
    onAllSectionsRequested(listener);
    onAllSectionsRequested(removed)();
    expect(allSectionsRequested()).toBe(false);
    requestAllSections();
    requestAllSections();
    expect(allSectionsRequested()).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
    expect(removed).not.toHaveBeenCalled();
    // A listener that comes later (the footer, after the sections) hears it at once.
    const late = vi.fn();
    onAllSectionsRequested(late);
    expect(late).toHaveBeenCalledOnce();
  });

  it('keeps the request after the sections are done, and forgets it when a new page starts', () => {
    setSectionsPending(true);
    requestAllSections();
    setSectionsPending(false);
    expect(allSectionsRequested()).toBe(true);
    setSectionsPending(true);
    expect(allSectionsRequested()).toBe(false);
  });
});
