import type { DB } from '@forma/db';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLandingDocuments } from './cache';

const TEMPLATE =
  '<h1><!--hero:title-->Default<!--/hero:title--></h1><!--hero:data--><!--/hero:data-->';

/**
 * A stand-in for the database: `getContent(db, 'hero')` runs
 * `db.selectFrom(..).selectAll().where(..).executeTakeFirst()`, answered by `answer`.
 */
function fakeDb(answer: () => Promise<unknown>) {
  const calls = { count: 0 };
  const query = {
    selectAll: () => query,
    where: () => query,
    executeTakeFirst: () => {
      calls.count++;
      return answer();
    },
  };
  return { db: { selectFrom: () => query } as unknown as DB, calls };
}

const row = (title: string) => Promise.resolve({ section: 'hero', content: { title } });

afterEach(() => vi.useRealTimers());

describe('createLandingDocuments', () => {
  it('checks the stored block at most once per throttle window, and at once after invalidate()', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let title = 'First';
    const { db, calls } = fakeDb(() => row(title));
    const landing = createLandingDocuments({ db, template: TEMPLATE, throttleMs: 1000 });
    const first = await landing.current();
    expect(first.identity.toString()).toContain('First');
    title = 'Second';
    await Promise.all([landing.current(), landing.current()]);
    expect(calls.count).toBe(1);
    vi.advanceTimersByTime(1001);
    // Concurrent requests share one check.
    const [a, b] = await Promise.all([landing.current(), landing.current()]);
    expect(calls.count).toBe(2);
    expect(a).toBe(b);
    expect(a.identity.toString()).toContain('Second');
    expect(a.etag).not.toBe(first.etag);
    title = 'Third';
    landing.invalidate();
    expect((await landing.current()).identity.toString()).toContain('Third');
    expect(calls.count).toBe(3);
  });

  it('keeps the document (and compresses nothing again) while the block is unchanged', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { db } = fakeDb(() => row('Same'));
    const landing = createLandingDocuments({ db, template: TEMPLATE, throttleMs: 10 });
    const first = await landing.current();
    vi.advanceTimersByTime(11);
    expect(await landing.current()).toBe(first);
  });

  it('serves the last document when the database fails or does not answer, the built texts before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let answer: () => Promise<unknown> = () => Promise.reject(new Error('connection refused'));
    const { db } = fakeDb(() => answer());
    const errors: unknown[] = [];
    const landing = createLandingDocuments({
      db,
      template: TEMPLATE,
      throttleMs: 1000,
      timeoutMs: 50,
      onError: (err) => errors.push(err),
    });
    const built = await landing.current();
    expect(built.identity.toString()).toContain('>Connect with elite <span');
    expect(errors).toHaveLength(1);
    answer = () => row('Stored');
    vi.advanceTimersByTime(1001);
    const stored = await landing.current();
    expect(stored.identity.toString()).toContain('>Stored<');
    answer = () => new Promise(() => {}); // hangs
    vi.advanceTimersByTime(1001);
    const started = performance.now();
    expect(await landing.current()).toBe(stored);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(String(errors[1])).toMatch(/no answer within 50 ms/);
  });
});
