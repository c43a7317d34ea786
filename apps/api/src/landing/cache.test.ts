import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLandingDocuments, type LandingSnapshot } from './cache';

/**
 * A stand-in for the stored content: `read()` answers `answer()` (a title) and counts its calls;
 * the document of a title is `<h1>{title}</h1>`.
 */
function fakeSource(answer: () => Promise<string>) {
  const calls = { reads: 0, renders: 0 };
  return {
    calls,
    read: async (): Promise<LandingSnapshot> => {
      calls.reads++;
      const title = await answer();
      return {
        key: title,
        render: async () => {
          calls.renders++;
          return `<h1>${title}</h1>`;
        },
      };
    },
    fallback: async () => '<h1>Built-in</h1>',
    buildKey: 'build-1',
  };
}

afterEach(() => vi.useRealTimers());

describe('createLandingDocuments', () => {
  it('reads the content at most once per throttle window, and at once after invalidate()', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let title = 'First';
    const source = fakeSource(async () => title);
    const landing = createLandingDocuments({ ...source, throttleMs: 1000 });
    const first = await landing.current();
    expect(first.identity.toString()).toBe('<h1>First</h1>');
    title = 'Second';
    await Promise.all([landing.current(), landing.current()]);
    expect(source.calls.reads).toBe(1);
    vi.advanceTimersByTime(1001);
    // Concurrent requests share one read.
    const [a, b] = await Promise.all([landing.current(), landing.current()]);
    expect(source.calls.reads).toBe(2);
    expect(a).toBe(b);
    expect(a.html).toBe('<h1>Second</h1>');
    expect(a.etag).not.toBe(first.etag);
    title = 'Third';
    landing.invalidate();
    expect((await landing.current()).html).toBe('<h1>Third</h1>');
    expect(source.calls.reads).toBe(3);
  });

  it('renders (and compresses) nothing again while the content is unchanged', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const source = fakeSource(async () => 'Same');
    const landing = createLandingDocuments({ ...source, throttleMs: 10 });
    const first = await landing.current();
    vi.advanceTimersByTime(11);
    expect(await landing.current()).toBe(first);
    expect(source.calls.renders).toBe(1);
  });

  it('serves the last document when the database fails or does not answer, the built texts before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let answer: () => Promise<string> = () => Promise.reject(new Error('connection refused'));
    const source = fakeSource(() => answer());
    const errors: unknown[] = [];
    const landing = createLandingDocuments({
      ...source,
      throttleMs: 1000,
      timeoutMs: 50,
      onError: (err) => errors.push(err),
    });
    const built = await landing.current();
    expect(built.html).toBe('<h1>Built-in</h1>');
    expect(errors).toHaveLength(1);
    answer = async () => 'Stored';
    vi.advanceTimersByTime(1001);
    const stored = await landing.current();
    expect(stored.html).toBe('<h1>Stored</h1>');
    answer = () => new Promise(() => {}); // hangs
    vi.advanceTimersByTime(1001);
    const started = performance.now();
    expect(await landing.current()).toBe(stored);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(String(errors[1])).toMatch(/no answer within 50 ms/);
  });

  it('drops the document on any change the feed reports', async () => {
    let title = 'Before';
    let listener: (() => void) | undefined;
    const source = fakeSource(async () => title);
    const landing = createLandingDocuments({
      ...source,
      changes: {
        live: true,
        subscribe: (l) => {
          listener = () => l({ kind: 'changed', tables: ['testimonials'] } as never);
          return () => {};
        },
      },
    });
    expect((await landing.current()).html).toBe('<h1>Before</h1>');
    title = 'After';
    // Live feed, no change: kept without reading again.
    expect((await landing.current()).html).toBe('<h1>Before</h1>');
    expect(source.calls.reads).toBe(1);
    listener!();
    expect((await landing.current()).html).toBe('<h1>After</h1>');
  });
});
