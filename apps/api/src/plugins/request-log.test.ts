import { describe, expect, it } from 'vitest';
import { loggedUrl } from './request-log';

describe('loggedUrl', () => {
  it('hides the token of a preview link, query included', () => {
    const token = 'a'.repeat(43);
    expect(loggedUrl(`/preview/${token}`)).toBe('/preview/[redacted]');
    expect(loggedUrl(`/preview/${token}?utm=x`)).toBe('/preview/[redacted]?utm=x');
  });

  it('leaves every other address as it is', () => {
    for (const url of ['/', '/api/settings/aiSectionEnabled', '/designers?q=preview', '/previews'])
      expect(loggedUrl(url)).toBe(url);
  });
});
