import { describe, expect, it } from 'vitest';
import { AI_STYLES, resolveAiStyle } from './ai-styles';

describe('resolveAiStyle', () => {
  it('picks styles 1 to 7', () => {
    for (let n = 1; n <= 7; n++) expect(resolveAiStyle(String(n))).toBe(n);
  });

  it('gives the default (0) for 0, missing and invalid values', () => {
    for (const value of ['0', '8', '-1', '1.5', 'three', '', null, undefined])
      expect(resolveAiStyle(value)).toBe(0);
  });

  it('has a lazily loaded view for each of the 7 styles and none for the default', () => {
    expect(Object.keys(AI_STYLES).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(AI_STYLES[0]).toBeUndefined();
  });
});
