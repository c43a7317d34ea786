import { describe, expect, it, vi } from 'vitest';
import {
  createReadinessStore,
  isAllReady,
  isAppleBrowser,
  READINESS_FLAGS,
  READINESS_TIMEOUTS_MS,
  readinessPercent,
} from './readiness';

describe('readiness store', () => {
  it('starts with nothing ready and counts progress per flag', () => {
    const store = createReadinessStore();
    expect(READINESS_FLAGS).toHaveLength(7);
    expect(readinessPercent(store.getSnapshot())).toBe(0);
    store.markReady('animations');
    expect(readinessPercent(store.getSnapshot())).toBe(14);
    store.markReady('fonts');
    expect(readinessPercent(store.getSnapshot())).toBe(29);
    for (const flag of READINESS_FLAGS) store.markReady(flag);
    expect(readinessPercent(store.getSnapshot())).toBe(100);
    expect(isAllReady(store.getSnapshot())).toBe(true);
  });

  it('notifies once per newly set flag, with a new snapshot', () => {
    const store = createReadinessStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    store.markReady('hero');
    store.markReady('hero');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);
    expect(store.getSnapshot().hero).toBe(true);
    unsubscribe();
    store.markReady('images');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('resets', () => {
    const store = createReadinessStore();
    store.markReady('videos');
    store.reset();
    expect(isAllReady(store.getSnapshot())).toBe(false);
    expect(store.getSnapshot().videos).toBe(false);
  });

  it('uses the spec timeouts', () => {
    expect(READINESS_TIMEOUTS_MS).toEqual({
      hero: 2000,
      images: 2500,
      criticalData: 2000,
      videos: 5000,
      videosApple: 2000,
      critical3d: 1000,
      animations: 100,
    });
  });
});

describe('isAppleBrowser', () => {
  const mac =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)';
  it('recognises Safari and iOS browsers', () => {
    expect(isAppleBrowser(`${mac} Version/17.4 Safari/605.1.15`)).toBe(true);
    expect(
      isAppleBrowser(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 CriOS/123.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(true);
    expect(isAppleBrowser(`${mac} Version/17.4 Safari/605.1.15`, 5)).toBe(true);
  });
  it('leaves Chrome, Firefox and Edge on macOS and other systems out', () => {
    expect(isAppleBrowser(`${mac} Chrome/124.0.0.0 Safari/537.36`)).toBe(false);
    expect(
      isAppleBrowser(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
      ),
    ).toBe(false);
    expect(
      isAppleBrowser(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
      ),
    ).toBe(false);
  });
});
