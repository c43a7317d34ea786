import { describe, expect, it } from 'vitest';
import {
  EVERY_DRAFT,
  scopedRecord,
  scopeKey,
  showsDraft,
  type PreviewScope,
} from './preview-scope';

const published = new Date('2026-11-01T00:00:00Z');
const row = (id: number, live: boolean, draft: Record<string, unknown> | null = null) => ({
  id,
  quote: `live ${id}`,
  publishedAt: live ? published : null,
  draft,
  draftUpdatedAt: null,
  draftUserId: null,
});
const release = (action: 'publish' | 'unpublish', ...items: string[]): PreviewScope => ({
  release: { id: 1, name: 'R', action },
  items: new Map(items.map((key) => [key, null] as const)),
});

describe('what a preview of a scope shows (issue 39 item 1)', () => {
  it('every draft: each record as its draft says, never-published ones included', () => {
    expect(scopedRecord(EVERY_DRAFT, 'testimonials', row(1, true, { quote: 'd' }))).toEqual({
      id: 1,
      quote: 'd',
    });
    expect(scopedRecord(EVERY_DRAFT, 'testimonials', row(2, false))).toEqual({
      id: 2,
      quote: 'live 2',
    });
    expect(showsDraft(EVERY_DRAFT, 'content', 'hero')).toBe(true);
  });

  it("a release that publishes: its items' drafts, every other record as it is live", () => {
    const scope = release('publish', scopeKey('testimonials', 1), scopeKey('content', 'hero'));
    expect(scopedRecord(scope, 'testimonials', row(1, true, { quote: 'd' }))?.quote).toBe('d');
    expect(scopedRecord(scope, 'testimonials', row(3, true, { quote: 'd' }))?.quote).toBe('live 3');
    expect(scopedRecord(scope, 'testimonials', row(4, false))).toBeNull();
    expect(scopedRecord(scope, 'clients', row(1, true, { quote: 'd' }))?.quote).toBe('live 1');
    expect(showsDraft(scope, 'content', 'hero')).toBe(true);
    expect(showsDraft(scope, 'content', 'about')).toBe(false);
  });

  it('a release that takes records off the site: those gone, no draft shown', () => {
    const scope = release('unpublish', scopeKey('testimonials', 1));
    expect(scopedRecord(scope, 'testimonials', row(1, true, { quote: 'd' }))).toBeNull();
    expect(scopedRecord(scope, 'testimonials', row(2, true, { quote: 'd' }))?.quote).toBe('live 2');
    expect(showsDraft(scope, 'testimonials', 1)).toBe(false);
  });

  it("a release's item shows the version the release holds, not a newer draft (issue 39 item 2)", () => {
    const scope: PreviewScope = {
      release: { id: 1, name: 'R', action: 'publish' },
      items: new Map([
        [scopeKey('testimonials', 1), { fields: { quote: 'reviewed' } }],
        [scopeKey('testimonials', 2), { fields: { quote: 'new one' } }],
      ]),
    };
    expect(scopedRecord(scope, 'testimonials', row(1, true, { quote: 'newer draft' }))).toEqual({
      id: 1,
      quote: 'reviewed',
    });
    // A record never published goes live with the release: it shows as the release holds it.
    expect(scopedRecord(scope, 'testimonials', row(2, false, null))?.quote).toBe('new one');
  });
});
