import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  allSectionsRequested,
  asksForWholePage,
  isPrintShortcut,
  markPageSettled,
  onAllSectionsRequested,
  requestAllSections,
  sectionsPending,
  setSectionsPending,
  whenPageSettled,
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

describe('asksForWholePage', () => {
  const key = (k: string, mods: { ctrlKey?: boolean; metaKey?: boolean } = {}) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    ...mods,
  });

  it('is true for Tab and the find-in-page shortcuts', () => {
    expect(asksForWholePage(key('Tab'))).toBe(true);
    expect(asksForWholePage(key('F3'))).toBe(true);
    expect(asksForWholePage(key('f', { ctrlKey: true }))).toBe(true);
    expect(asksForWholePage(key('F', { ctrlKey: true }))).toBe(true); // with Shift
    expect(asksForWholePage(key('f', { metaKey: true }))).toBe(true);
    expect(asksForWholePage(key('g', { ctrlKey: true }))).toBe(true);
  });

  it('is false for typing and other shortcuts', () => {
    expect(asksForWholePage(key('f'))).toBe(false);
    expect(asksForWholePage(key('g'))).toBe(false);
    expect(asksForWholePage(key('Enter'))).toBe(false);
    expect(asksForWholePage(key('c', { ctrlKey: true }))).toBe(false);
    expect(asksForWholePage(key('ArrowDown'))).toBe(false);
  });
});

describe('page settled', () => {
  it('releases its waiters once settled, and a new page unsettles it', async () => {
    setSectionsPending(true);
    const settled = vi.fn();
    const waiting = whenPageSettled().then(settled);
    setSectionsPending(false); // the sections are in, the footer not yet
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    markPageSettled();
    await waiting;
    expect(settled).toHaveBeenCalledOnce();
    await whenPageSettled(); // at once now
    setSectionsPending(true);
    const again = vi.fn();
    void whenPageSettled().then(again);
    await Promise.resolve();
    expect(again).not.toHaveBeenCalled();
    markPageSettled();
  });
});

describe('isPrintShortcut', () => {
  it('is true for Ctrl/⌘+P only', () => {
    expect(isPrintShortcut({ key: 'p', ctrlKey: true, metaKey: false })).toBe(true);
    expect(isPrintShortcut({ key: 'p', ctrlKey: false, metaKey: true })).toBe(true);
    expect(isPrintShortcut({ key: 'p', ctrlKey: false, metaKey: false })).toBe(false);
    expect(isPrintShortcut({ key: 'o', ctrlKey: true, metaKey: false })).toBe(false);
  });
});
