import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { createTestDatabase, DATABASE_KINDS, truncateAll } from '../testing';
import { analyticsSummary, insertAnalyticsEvents, type AnalyticsEventRow } from './analytics';

const A = '5b0f3c2e-8d4a-4f59-9a53-0d7c3f1e2a01';
const B = '9e6a1d7b-2c3f-4e8a-b1d2-3c4e5f6a7b02';
const C = 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e03';
/** Fixed "now": Saturday 2026-11-21 15:00 UTC. */
const NOW = new Date('2026-11-21T15:00:00Z');
const at = (iso: string) => new Date(iso);
const ev = (
  name: AnalyticsEventRow['name'],
  createdAt: Date,
  extra: Partial<AnalyticsEventRow> = {},
): AnalyticsEventRow => ({ name, path: '/', createdAt, ...extra });

describe.each(DATABASE_KINDS)('analytics repository on %s', (kind) => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await createTestDatabase(kind);
  });
  afterAll(async () => h?.close());
  beforeEach(async () => truncateAll(h));

  it('stores a batch with the session id and device, nothing personal', async () => {
    const n = await insertAnalyticsEvents(h.db, {
      sessionId: A,
      device: 'mobile',
      events: [
        ev('page_view', NOW),
        ev('section_view', NOW, { section: 'about' }),
        ev('usage_heartbeat', NOW, { durationMs: 60_000 }),
      ],
    });
    expect(n).toBe(3);
    expect(await insertAnalyticsEvents(h.db, { sessionId: A, events: [] })).toBe(0);
    const rows = await h.db.selectFrom('analyticsEvents').selectAll().orderBy('id').execute();
    expect(rows.map(({ id: _id, ...r }) => r)).toEqual([
      {
        name: 'page_view',
        sessionId: A,
        path: '/',
        section: null,
        device: 'mobile',
        durationMs: null,
        createdAt: NOW,
      },
      expect.objectContaining({ name: 'section_view', section: 'about' }),
      expect.objectContaining({ name: 'usage_heartbeat', durationMs: 60_000 }),
    ]);
    // The table has no column that could hold an IP, a user agent or a user.
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['createdAt', 'device', 'durationMs', 'id', 'name', 'path', 'section', 'sessionId'].sort(),
    );
  });

  it('summarises visits, page views and CTA clicks over the last 7 UTC days', async () => {
    await insertAnalyticsEvents(h.db, {
      sessionId: A,
      events: [
        ev('page_view', at('2026-11-21T09:00:00Z')),
        ev('hero_primary_cta', at('2026-11-21T09:01:00Z')),
        ev('hero_primary_cta', at('2026-11-21T09:02:00Z')),
        ev('book_a_call', at('2026-11-21T09:03:00Z')),
        ev('contact_submitted', at('2026-11-21T09:04:00Z')),
      ],
    });
    await insertAnalyticsEvents(h.db, {
      sessionId: B,
      events: [
        ev('page_view', at('2026-11-19T23:59:00Z')),
        ev('hero_secondary_cta', at('2026-11-20T00:00:30Z')),
        ev('usage_heartbeat', at('2026-11-20T00:01:00Z'), { durationMs: 1000 }),
      ],
    });
    await insertAnalyticsEvents(h.db, {
      sessionId: C,
      events: [
        ev('page_view', at('2026-11-15T00:00:00Z')), // first day of the window
        ev('page_view', at('2026-11-14T23:59:59Z')), // before the window
        ev('hero_primary_cta', at('2026-11-14T12:00:00Z')), // before the window
      ],
    });

    const s = await analyticsSummary(h.db, NOW);
    expect(s).toEqual({
      visits7d: 3,
      visitsToday: 1,
      pageViews7d: 3,
      ctaClicks7d: { heroPrimary: 2, heroSecondary: 1, bookACall: 1 },
      contactSubmitted7d: 1,
      daily: [
        { day: '2026-11-15', visits: 1, ctaClicks: 0 },
        { day: '2026-11-16', visits: 0, ctaClicks: 0 },
        { day: '2026-11-17', visits: 0, ctaClicks: 0 },
        { day: '2026-11-18', visits: 0, ctaClicks: 0 },
        { day: '2026-11-19', visits: 1, ctaClicks: 0 },
        { day: '2026-11-20', visits: 1, ctaClicks: 1 },
        { day: '2026-11-21', visits: 1, ctaClicks: 3 },
      ],
    });
  });

  it('counts only sessions on the landing page as visits', async () => {
    await insertAnalyticsEvents(h.db, {
      sessionId: A,
      events: [
        ev('usage_heartbeat', at('2026-11-21T09:00:00Z'), { path: '/admin', durationMs: 60_000 }),
        ev('usage_heartbeat', at('2026-11-21T09:01:00Z'), { path: '/auth', durationMs: 5_000 }),
      ],
    });
    await insertAnalyticsEvents(h.db, {
      sessionId: B,
      events: [ev('page_view', at('2026-11-21T10:00:00Z'))],
    });
    const s = await analyticsSummary(h.db, NOW);
    expect(s.visits7d).toBe(1);
    expect(s.visitsToday).toBe(1);
    expect(s.daily.at(-1)).toEqual({ day: '2026-11-21', visits: 1, ctaClicks: 0 });
  });

  it('is all zeros without events', async () => {
    const s = await analyticsSummary(h.db, NOW);
    expect(s.visits7d).toBe(0);
    expect(s.ctaClicks7d).toEqual({ heroPrimary: 0, heroSecondary: 0, bookACall: 0 });
    expect(s.daily).toHaveLength(7);
    expect(s.daily.every((d) => d.visits === 0 && d.ctaClicks === 0)).toBe(true);
    expect(s.daily.at(-1)?.day).toBe('2026-11-21');
  });
});
