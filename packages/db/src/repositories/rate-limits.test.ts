import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { createTestDatabase, DATABASE_KINDS } from '../testing';
import { hitRateLimit, pruneRateLimits } from './rate-limits';

describe.each(DATABASE_KINDS)('rate limits on %s', (kind) => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await createTestDatabase(kind);
  });
  afterAll(async () => h?.close());

  it('counts hits per key within the window', async () => {
    expect((await hitRateLimit(h.db, 'login:1.2.3.4', 60_000)).count).toBe(1);
    const second = await hitRateLimit(h.db, 'login:1.2.3.4', 60_000);
    expect(second.count).toBe(2);
    expect(second.ttlMs).toBeGreaterThan(50_000);
    expect(second.ttlMs).toBeLessThanOrEqual(60_000);
    expect((await hitRateLimit(h.db, 'login:5.6.7.8', 60_000)).count).toBe(1);
  });

  it('starts a new window once the old one has ended', async () => {
    await hitRateLimit(h.db, 'contact:9', 1);
    await new Promise((r) => setTimeout(r, 20));
    expect((await hitRateLimit(h.db, 'contact:9', 60_000)).count).toBe(1);
    await hitRateLimit(h.db, 'gone', 1);
    await new Promise((r) => setTimeout(r, 20));
    expect(await pruneRateLimits(h.db)).toBeGreaterThanOrEqual(1);
  });
});
