import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first and last initial', () => {
    expect(initialsOf('Amara Okafor')).toBe('AO');
    expect(initialsOf('Mei  Lin Chen')).toBe('MC');
  });
  it('handles single names and blanks', () => {
    expect(initialsOf('mateo')).toBe('M');
    expect(initialsOf('  ')).toBe('?');
  });
});
