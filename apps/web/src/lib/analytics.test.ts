import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

class MemoryStorage {
  data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

/** A browser-like window for the node test environment. */
function fakeWindow(options: { idle?: boolean; pathname?: string; width?: number } = {}) {
  const win = new EventTarget() as EventTarget & Record<string, unknown>;
  win.location = { pathname: options.pathname ?? '/' };
  win.innerWidth = options.width ?? 1280;
  win.sessionStorage = new MemoryStorage();
  if (options.idle)
    win.requestIdleCallback = vi.fn((cb: () => void, opts: { timeout: number }) =>
      setTimeout(cb, opts.timeout),
    );
  return win;
}

interface Batch {
  sessionId: string;
  device: string;
  events: Array<{ name: string; path: string; section?: string; durationMs?: number }>;
}

describe('track and the deferred start (SPEC 7, SPEC 9)', () => {
  let sendBeacon: ReturnType<typeof vi.fn<(url: string, body: string) => boolean>>;
  const batches = () => sendBeacon.mock.calls.map(([, body]) => JSON.parse(body) as Batch);

  async function load(win: ReturnType<typeof fakeWindow>) {
    vi.stubGlobal('window', win);
    vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }));
    vi.resetModules();
    return import('./analytics');
  }

  beforeEach(() => {
    vi.useFakeTimers();
    sendBeacon = vi.fn((_url: string, _body: string) => true);
    vi.stubGlobal('navigator', { sendBeacon });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts after the 2 s fallback, records one page_view and sends every 60 s', async () => {
    const win = fakeWindow({ width: 390 });
    const seen: unknown[] = [];
    win.addEventListener('analytics', (e) => seen.push((e as CustomEvent).detail));
    const { track } = await load(win);

    track('hero_primary_cta', { section: 'hero', label: 'See Our Work' });
    expect(seen).toEqual([{ event: 'hero_primary_cta', section: 'hero', label: 'See Our Work' }]);

    vi.advanceTimersByTime(1999);
    win.dispatchEvent(new Event('pagehide')); // not started yet: no listeners
    expect(sendBeacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1); // started
    track('book_a_call');
    vi.advanceTimersByTime(60_000);

    expect(batches()).toHaveLength(1);
    const [batch] = batches();
    expect(batch!.sessionId).toMatch(UUID);
    expect(batch!.device).toBe('mobile');
    expect(batch!.events.map((e) => e.name)).toEqual([
      'page_view',
      'hero_primary_cta',
      'book_a_call',
      'usage_heartbeat',
    ]);
    expect(batch!.events[1]).toMatchObject({ path: '/', section: 'hero' });
    expect(batch!.events[1]).not.toHaveProperty('label');
    expect(batch!.events[3]!.durationMs).toBe(60_000);

    // The session id is kept for the tab.
    expect((win.sessionStorage as MemoryStorage).getItem('forma_analytics_session')).toBe(
      batch!.sessionId,
    );

    // Page close sends what is left with sendBeacon at once.
    track('contact_submitted');
    win.dispatchEvent(new Event('pagehide'));
    expect(batches()).toHaveLength(2);
    expect(batches()[1]!.events.map((e) => e.name)).toEqual(['contact_submitted']);
  });

  it('waits for requestIdleCallback with a 5 s timeout when available', async () => {
    const win = fakeWindow({ idle: true, pathname: '/auth' });
    win.sessionStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    await load(win);
    expect(win.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 5000 });
    vi.advanceTimersByTime(5000 + 60_000);
    // Not the landing page: no page_view, only the heartbeat; storage errors are silent.
    expect(batches().map((b) => b.events.map((e) => e.name))).toEqual([['usage_heartbeat']]);
    expect(batches()[0]!.events[0]!.path).toBe('/auth');
    expect(batches()[0]!.device).toBe('desktop');
  });

  it('drops events the server would refuse instead of spoiling the batch', async () => {
    const win = fakeWindow();
    const { track } = await load(win);
    track('bogus' as never);
    track('section_view', { section: 'not a section id!' });
    track('section_view', { section: 'how-it-works' });
    vi.advanceTimersByTime(2000);
    win.dispatchEvent(new Event('pagehide'));
    expect(batches()[0]!.events.map((e) => [e.name, e.section])).toEqual([
      ['page_view', undefined],
      ['section_view', 'how-it-works'],
    ]);
  });

  it('is a no-op outside a browser', async () => {
    vi.stubGlobal('window', undefined);
    vi.resetModules();
    const { track, startAnalytics } = await import('./analytics');
    expect(() => {
      track('page_view');
      startAnalytics();
    }).not.toThrow();
    vi.advanceTimersByTime(120_000);
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
