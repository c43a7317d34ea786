import { describe, expect, it } from 'vitest';
import { activeCardForProgress } from './active-card';

describe('activeCardForProgress', () => {
  it('is card 1 below 0.25', () => {
    expect(activeCardForProgress(0)).toBe(1);
    expect(activeCardForProgress(0.1)).toBe(1);
    expect(activeCardForProgress(0.2499)).toBe(1);
  });

  it('is card 2 from 0.25 up to (not including) 0.65', () => {
    expect(activeCardForProgress(0.25)).toBe(2);
    expect(activeCardForProgress(0.5)).toBe(2);
    expect(activeCardForProgress(0.6499)).toBe(2);
  });

  it('is card 3 from 0.65 on', () => {
    expect(activeCardForProgress(0.65)).toBe(3);
    expect(activeCardForProgress(0.9)).toBe(3);
    expect(activeCardForProgress(1)).toBe(3);
  });

  it('clamps out-of-range progress to the first and last card', () => {
    expect(activeCardForProgress(-0.5)).toBe(1);
    expect(activeCardForProgress(1.5)).toBe(3);
  });
});
