import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

describe('RATE_LIMIT_SCALE', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { rateLimitScale: 2 });
  });
  afterAll(async () => t?.close());

  it('multiplies the per-IP limits of REST and tRPC calls', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'A',
          email: 'a@example.com',
          company: 'C',
          inquiryType: 'project',
          message: 'Hi',
        },
      });
      statuses.push(res.statusCode);
    }
    // contact is 5 a minute; scaled by 2 -> 10.
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
