import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

/** Transport headers of issue 9 item 6 in production mode (TLS terminated in front). */
describe('production security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { production: true });
  });
  afterAll(async () => t?.close());

  it('sends HSTS for one year with subdomains, and a CSP without base URLs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain('upgrade-insecure-requests');
    expect(csp).not.toMatch(/unsafe-eval/);
  });
});

describe('development security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it('sends no HSTS over plain HTTP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it("tells the site's own pages where a visitor came from, other sites only the origin", async () => {
    // Issue 42 item 6: a booking records the site page the visitor came from (its Referer).
    for (const url of ['/api/health', '/api/designers'])
      expect((await t.app.inject({ method: 'GET', url })).headers['referrer-policy']).toBe(
        'strict-origin-when-cross-origin',
      );
  });
});
