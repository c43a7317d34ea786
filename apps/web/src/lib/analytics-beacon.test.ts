import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_ENDPOINT,
  createAnalyticsBeacon,
  MAX_QUEUED_EVENTS,
  runAnalyticsBeacon,
  sendBeaconPayload,
} from './analytics-beacon';

const sessionId = '5b0f3c2e-8d4a-4f59-9a53-0d7c3f1e2a01';

/** A document whose visibility the test controls. */
class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  setVisibility(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

interface Batch {
  sessionId: string;
  device: string;
  events: Array<{ name: string; path: string; at: number; durationMs?: number; section?: string }>;
}

describe('analytics beacon', () => {
  let sendBeacon: ReturnType<typeof vi.fn<(url: string, body: string) => boolean>>;
  const batches = (): Batch[] =>
    sendBeacon.mock.calls.map(([url, body]) => {
      expect(url).toBe(ANALYTICS_ENDPOINT);
      return JSON.parse(body) as Batch;
    });

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
    sendBeacon = vi.fn((_url: string, _body: string) => true);
    vi.stubGlobal('navigator', { sendBeacon });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('queues events and sends them in batches of at most 50 on flush', () => {
    const beacon = createAnalyticsBeacon({ sessionId, device: 'desktop' });
    beacon.flush();
    expect(sendBeacon).not.toHaveBeenCalled();
    for (let i = 0; i < 120; i++)
      beacon.enqueue({ name: 'section_view', path: '/', section: 'about' });
    beacon.flush();
    expect(batches().map((b) => b.events.length)).toEqual([50, 50, 20]);
    expect(batches()[0]).toMatchObject({ sessionId, device: 'desktop' });
    expect(batches()[0]!.events[0]).toEqual({
      name: 'section_view',
      path: '/',
      section: 'about',
      at: Date.now(),
    });
    expect(beacon.pending()).toHaveLength(0);
  });

  it('keeps at most MAX_QUEUED_EVENTS, dropping the oldest', () => {
    const beacon = createAnalyticsBeacon({ sessionId, device: 'mobile', send: () => {} });
    for (let i = 0; i < MAX_QUEUED_EVENTS + 5; i++)
      beacon.enqueue({ name: 'page_view', path: `/${i}` });
    expect(beacon.pending()).toHaveLength(MAX_QUEUED_EVENTS);
    expect(beacon.pending()[0]!.path).toBe('/5');
  });

  it('flushes every 60 s with a heartbeat of the visible time, and on page close', () => {
    const win = new EventTarget() as unknown as Window;
    const doc = new FakeDocument();
    const beacon = createAnalyticsBeacon({ sessionId, device: 'desktop' });
    const stop = runAnalyticsBeacon(beacon, { window: win, document: doc as never }, () => '/');
    beacon.enqueue({ name: 'page_view', path: '/' });
    beacon.enqueue({ name: 'hero_primary_cta', path: '/' });

    vi.advanceTimersByTime(59_999);
    expect(sendBeacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(batches()).toHaveLength(1);
    expect(batches()[0]!.events.map((e) => [e.name, e.durationMs])).toEqual([
      ['page_view', undefined],
      ['hero_primary_cta', undefined],
      ['usage_heartbeat', 60_000],
    ]);

    // Hidden after 10 s: a final heartbeat of 10 s goes out at once; hidden time is not counted.
    vi.advanceTimersByTime(10_000);
    doc.setVisibility('hidden');
    expect(batches()).toHaveLength(2);
    expect(batches()[1]!.events).toEqual([
      { name: 'usage_heartbeat', path: '/', durationMs: 10_000, at: Date.now() },
    ]);
    vi.advanceTimersByTime(50_000); // the interval fires while hidden: nothing to send
    expect(batches()).toHaveLength(2);

    // Visible again for 5 s, then the page closes (pagehide).
    doc.setVisibility('visible');
    vi.advanceTimersByTime(5_000);
    beacon.enqueue({ name: 'book_a_call', path: '/' });
    win.dispatchEvent(new Event('pagehide'));
    expect(batches()).toHaveLength(3);
    expect(batches()[2]!.events.map((e) => [e.name, e.durationMs])).toEqual([
      ['book_a_call', undefined],
      ['usage_heartbeat', 5_000],
    ]);

    stop();
    beacon.enqueue({ name: 'page_view', path: '/' });
    vi.advanceTimersByTime(120_000);
    win.dispatchEvent(new Event('pagehide'));
    expect(batches()).toHaveLength(3);
  });

  it('falls back to fetch keepalive when sendBeacon refuses, and never throws', async () => {
    sendBeacon.mockReturnValue(false);
    const fetchMock = vi.fn(() => Promise.reject(new Error('offline')));
    vi.stubGlobal('fetch', fetchMock);
    expect(() => sendBeaconPayload(ANALYTICS_ENDPOINT, '{}')).not.toThrow();
    expect(fetchMock).toHaveBeenCalledWith(
      ANALYTICS_ENDPOINT,
      expect.objectContaining({ method: 'POST', body: '{}', keepalive: true }),
    );
    await Promise.resolve(); // the rejection is swallowed

    sendBeacon.mockImplementation(() => {
      throw new TypeError('Illegal invocation');
    });
    fetchMock.mockImplementation(() => {
      throw new Error('no fetch');
    });
    expect(() => sendBeaconPayload(ANALYTICS_ENDPOINT, '{}')).not.toThrow();

    vi.stubGlobal('navigator', {});
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(new Response(null, { status: 202 }) as never);
    sendBeaconPayload(ANALYTICS_ENDPOINT, '{}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
