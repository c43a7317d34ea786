import { collections } from '@forma/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicAnswer } from '../src/cache/public-read';
import { createTestApp, type TestApp } from './helpers';

/** The headers of a fetch answer, without those that differ per answer by nature. */
function headersOf(res: Response): Record<string, string> {
  const { date: _date, ...rest } = Object.fromEntries(res.headers);
  return rest;
}

describe('kept reads answered from memory over a real socket (issue 10 item 1, issue 38)', () => {
  let t: TestApp;
  let base = '';
  const lines: Array<{ msg?: string; url?: string; reqId?: string }> = [];
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      logger: {
        level: 'debug',
        stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
      },
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  it('answers a repeat from memory exactly as the first answer, and sees a write at once', async () => {
    await collections.testimonials.create(t.database.db, {
      name: 'Ada',
      quote: 'Kept in memory.',
      rating: 5,
    });
    // The first answer fills the cache once the change feed is listening.
    await expect
      .poll(async () => {
        await fetch(`${base}/api/testimonials`);
        return t.app.publicCache.peek<PublicAnswer>('rest:/api/testimonials')?.wire !== undefined;
      })
      .toBe(true);
    const first = await fetch(`${base}/api/testimonials`);
    const firstBody = await first.text();
    lines.length = 0;
    const repeat = await fetch(`${base}/api/testimonials`);
    // Answered by the first onRequest hook, from memory.
    expect(lines.filter((line) => line.msg === 'request completed from memory')).toEqual([
      expect.objectContaining({ url: '/api/testimonials', reqId: expect.any(String) }),
    ]);
    expect(repeat.status).toBe(200);
    expect(await repeat.text()).toBe(firstBody);
    expect(headersOf(repeat)).toEqual(headersOf(first));
    expect(repeat.headers.get('set-cookie')).toBeNull();
    expect(firstBody).toContain('Kept in memory.');

    const etag = repeat.headers.get('etag')!;
    const notModified = await fetch(`${base}/api/testimonials`, {
      headers: { 'if-none-match': etag },
    });
    expect(notModified.status).toBe(304);

    await collections.testimonials.create(t.database.db, {
      name: 'Grace',
      quote: 'Changed on disk.',
      rating: 5,
    });
    await expect
      .poll(async () => (await fetch(`${base}/api/testimonials`)).text(), { timeout: 2000 })
      .toContain('Changed on disk.');
  });
});
