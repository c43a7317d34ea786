import type { DatabaseHandle } from '@forma/db';
import { createTestDatabase, truncateAll } from '@forma/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callerAs, makeUser } from '../test-helpers';
import { clampEventTime } from './analytics';

const sessionId = '5b0f3c2e-8d4a-4f59-9a53-0d7c3f1e2a01';

describe('clampEventTime', () => {
  const now = Date.UTC(2026, 10, 21, 12);
  it('keeps past client times, clamps future ones to now and old ones to a day ago', () => {
    expect(clampEventTime(undefined, now).getTime()).toBe(now);
    expect(clampEventTime(now - 5000, now).getTime()).toBe(now - 5000);
    expect(clampEventTime(now + 3_600_000, now).getTime()).toBe(now);
    expect(clampEventTime(0, now).getTime()).toBe(now - 86_400_000);
  });
});

describe('analytics router', () => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await createTestDatabase('pglite');
  });
  afterAll(async () => h?.close());
  beforeEach(async () => truncateAll(h));

  it('track stores a batch for anonymous callers and the admin dashboard counts it', async () => {
    const anon = callerAs(h, null);
    const result = await anon.analytics.track({
      sessionId,
      device: 'desktop',
      events: [
        { name: 'page_view', path: '/?utm_source=mail#top' },
        { name: 'hero_primary_cta', path: '/', at: Date.now() + 60_000 },
        { name: 'usage_heartbeat', path: '/', durationMs: 60_000 },
      ],
    });
    expect(result).toEqual({ accepted: 3 });
    const rows = await h.db.selectFrom('analyticsEvents').selectAll().orderBy('id').execute();
    expect(rows.map((r) => r.path)).toEqual(['/', '/', '/']);
    expect(rows[1]!.createdAt.getTime()).toBeLessThanOrEqual(Date.now());

    const admin = await makeUser(h, 'admin', { isAdmin: true });
    const { analytics } = await callerAs(h, admin).admin.dashboard();
    expect(analytics).toMatchObject({
      visits7d: 1,
      visitsToday: 1,
      pageViews7d: 1,
      ctaClicks7d: { heroPrimary: 1, heroSecondary: 0, bookACall: 0 },
      contactSubmitted7d: 0,
    });
    expect(analytics.daily.at(-1)).toMatchObject({ visits: 1, ctaClicks: 1 });
  });

  it('track rejects unknown names and oversized batches with BAD_REQUEST', async () => {
    const anon = callerAs(h, null);
    await expect(
      anon.analytics.track({ sessionId, events: [{ name: 'bogus' as never, path: '/' }] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const many = Array.from({ length: 51 }, () => ({ name: 'page_view' as const, path: '/' }));
    await expect(anon.analytics.track({ sessionId, events: many })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await h.db.selectFrom('analyticsEvents').selectAll().execute()).toEqual([]);
  });
});
