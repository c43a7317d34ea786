import { describe, expect, it } from 'vitest';
import {
  HERO_TITLE_PURIFY_CONFIG,
  isHeroTitleAttribute,
  sanitizeHeroTitle,
  type HtmlPurifier,
} from './hero-title';

describe('hero title rule', () => {
  it('allows class on span only', () => {
    expect(isHeroTitleAttribute('class', 'span')).toBe(true);
    for (const tag of ['em', 'strong', 'b', 'i', 'br', 'a'])
      expect(isHeroTitleAttribute('class', tag)).toBe(false);
  });

  it('allows no other attribute, also not through inherited names', () => {
    for (const attr of ['style', 'onclick', 'href', 'id', 'data-x', 'aria-label'])
      expect(isHeroTitleAttribute(attr, 'span')).toBe(false);
    expect(isHeroTitleAttribute('class', 'constructor')).toBe(false);
    expect(isHeroTitleAttribute('class', '__proto__')).toBe(false);
  });

  it('hands DOMPurify the tags, no global attributes and the per-tag check', () => {
    const seen: unknown[] = [];
    const purify: HtmlPurifier = {
      sanitize: (dirty, config) => {
        seen.push(config);
        return `clean:${dirty}`;
      },
    };
    expect(sanitizeHeroTitle(purify, '<em>x</em>')).toBe('clean:<em>x</em>');
    expect(seen).toEqual([HERO_TITLE_PURIFY_CONFIG]);
    expect(HERO_TITLE_PURIFY_CONFIG).toMatchObject({
      ALLOWED_TAGS: ['br', 'span', 'em', 'strong', 'b', 'i'],
      ALLOWED_ATTR: [],
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
    });
  });
});
