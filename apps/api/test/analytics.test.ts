import { DATABASE_KINDS, truncateAll } from '@forma/db/testing';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Client, createTestApp, errorBody, signedInClient, type TestApp } from './helpers';

const URL = '/api/analytics/events';
const sessionId = '5b0f3c2e-8d4a-4f59-9a53-0d7c3f1e2a01';
const otherSession = '9e6a1d7b-2c3f-4e8a-b1d2-3c4e5f6a7b02';

describe.each(DATABASE_KINDS)('POST /api/analytics/events (SPEC 7 beacons) on %s', (kind) => {
  let t: TestApp;
  const post = (payload: unknown, options: Partial<InjectOptions> = {}) =>
    t.app.inject({ method: 'POST', url: URL, payload: payload as object, ...options });
  const rows = () =>
    t.database.db.selectFrom('analyticsEvents').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => truncateAll(t.database));

  it('stores a JSON batch and answers 202 {accepted}', async () => {
    const res = await post({
      sessionId,
      device: 'mobile',
      events: [
        { name: 'page_view', path: '/', at: Date.now() - 1000 },
        { name: 'section_view', path: '/', section: 'how-it-works' },
        { name: 'usage_heartbeat', path: '/', durationMs: 60_000 },
      ],
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: 3 });
    expect((await rows()).map((r) => [r.name, r.sessionId, r.device, r.section])).toEqual([
      ['page_view', sessionId, 'mobile', null],
      ['section_view', sessionId, 'mobile', 'how-it-works'],
      ['usage_heartbeat', sessionId, 'mobile', null],
    ]);
    // No session is created for a beacon.
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('parses text/plain bodies as JSON (navigator.sendBeacon with a string)', async () => {
    const res = await post(
      JSON.stringify({ sessionId, events: [{ name: 'hero_primary_cta', path: '/' }] }),
      { headers: { 'content-type': 'text/plain;charset=UTF-8' } },
    );
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: 1 });
    const bad = await post('{not json', { headers: { 'content-type': 'text/plain' } });
    expect(bad.statusCode).toBe(400);
    expect(errorBody(bad).message).toBe('Malformed JSON body');
    // Other routes take JSON only (CSRF defence, issue 9 item 5).
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ name: 'x' }),
    });
    expect(contact.statusCode).toBe(415);
  });

  it('strips personal fields and query strings; clamps future times to now', async () => {
    const before = Date.now();
    const res = await post({
      sessionId,
      email: 'jo@example.com',
      userAgent: 'Mozilla/5.0',
      events: [
        {
          name: 'page_view',
          path: '/?email=jo@example.com#contact',
          at: Date.now() + 3_600_000,
          ip: '1.2.3.4',
          name2: 'Jo',
        },
      ],
    });
    expect(res.statusCode).toBe(202);
    const [row] = await rows();
    expect(row).toEqual({
      id: expect.any(Number),
      name: 'page_view',
      sessionId,
      path: '/',
      section: null,
      device: null,
      durationMs: null,
      createdAt: expect.any(Date),
    });
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('400 {message, issues} for bad names, oversized batches, non-uuid sessions', async () => {
    const cases: Array<[unknown, string]> = [
      [{ sessionId, events: [{ name: 'purchase', path: '/' }] }, 'events'],
      [
        { sessionId, events: Array.from({ length: 51 }, () => ({ name: 'page_view', path: '/' })) },
        'events',
      ],
      [{ sessionId: 'user-42', events: [{ name: 'page_view', path: '/' }] }, 'sessionId'],
      [{ sessionId, events: [] }, 'events'],
      [{ sessionId, events: [{ name: 'page_view', path: 'https://x.test/' }] }, 'events'],
      [{ sessionId, events: [{ name: 'page_view', path: `/${'a'.repeat(200)}` }] }, 'events'],
      [{ sessionId, events: [{ name: 'usage_heartbeat', path: '/', durationMs: -1 }] }, 'events'],
      [{ sessionId, device: 'tablet', events: [{ name: 'page_view', path: '/' }] }, 'device'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      const body = errorBody(res);
      expect(body.issues).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ path: expect.arrayContaining([field]) }),
        ]),
      );
    }
    expect((await post([1, 2])).statusCode).toBe(400);
    expect(await rows()).toEqual([]);
  });

  it('413 for bodies over 64 KiB', async () => {
    const res = await post({
      sessionId,
      events: [{ name: 'page_view', path: '/', padding: 'x'.repeat(70_000) }],
    });
    expect(res.statusCode).toBe(413);
    errorBody(res);
  });

  it('rate-limits to 30 batches a minute per IP, shared with the tRPC procedure (429 JSON)', async () => {
    const payload = { sessionId, events: [{ name: 'page_view', path: '/' }] };
    const remoteAddress = '203.0.113.7';
    for (let i = 0; i < 29; i++)
      expect((await post(payload, { remoteAddress })).statusCode).toBe(202);
    const viaTrpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/analytics.track',
      remoteAddress,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ json: payload }),
    });
    expect(viaTrpc.statusCode).toBe(200);
    const limited = await post(payload, { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(errorBody(limited).message).toMatch(/Too many requests/);
    // Another client is not affected.
    expect((await post(payload, { remoteAddress: '203.0.113.8' })).statusCode).toBe(202);
    expect(await rows()).toHaveLength(31);
  });

  it('admin dashboard: analytics numbers; anonymous 401, non-admin 403', async () => {
    const events = (names: string[]) => names.map((name) => ({ name, path: '/' }));
    await post({
      sessionId,
      events: events(['page_view', 'hero_primary_cta', 'book_a_call', 'contact_submitted']),
    });
    await post({
      sessionId: otherSession,
      events: events(['page_view', 'hero_secondary_cta', 'hero_primary_cta', 'usage_heartbeat']),
    });
    // An old event (beyond the clamp of one day) still counts inside the 7-day window.
    await post({ sessionId, events: [{ name: 'page_view', path: '/', at: 0 }] });

    expect((await new Client(t.app).get('/api/admin/dashboard')).statusCode).toBe(401);
    const user = await signedInClient(t, 'visitor');
    expect((await user.get('/api/admin/dashboard')).statusCode).toBe(403);

    const admin = await signedInClient(t, 'admin', true);
    const res = await admin.get('/api/admin/dashboard');
    expect(res.statusCode).toBe(200);
    const { analytics } = res.json() as { analytics: Record<string, unknown> };
    expect(analytics).toMatchObject({
      visits7d: 2,
      pageViews7d: 3,
      ctaClicks7d: { heroPrimary: 2, heroSecondary: 1, bookACall: 1 },
      contactSubmitted7d: 1,
    });
    const daily = analytics.daily as Array<{ day: string; visits: number; ctaClicks: number }>;
    expect(daily).toHaveLength(7);
    expect(daily.at(-1)!.day).toBe(new Date().toISOString().slice(0, 10));
    expect(daily.reduce((n, d) => n + d.ctaClicks, 0)).toBe(4);
    expect(daily.at(-1)!.visits).toBe(2);
    expect(analytics.visitsToday).toBe(2);
  });
});
