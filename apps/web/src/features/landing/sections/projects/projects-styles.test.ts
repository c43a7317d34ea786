import { PROJECTS_STYLES } from '@forma/validators/settings-values';
import { describe, expect, it } from 'vitest';
import { PROJECTS_STYLE_VIEWS, resolveProjectsStyle } from './projects-styles';

describe('resolveProjectsStyle', () => {
  it('keeps each of the five styles', () => {
    for (const style of ['shader', 'arc', 'fullbleed', 'holo', 'advanced-holo'])
      expect(resolveProjectsStyle(style)).toBe(style);
  });

  it('falls back to shader for unknown, empty or missing values', () => {
    for (const value of ['unknown', 'Arc', ' holo', '', null, undefined])
      expect(resolveProjectsStyle(value)).toBe('shader');
  });

  it('has a lazily loaded view for every style', () => {
    expect(Object.keys(PROJECTS_STYLE_VIEWS).sort()).toEqual([...PROJECTS_STYLES].sort());
  });
});
