import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenScrollSettles } from './scroll-settled';

describe('whenScrollSettles', () => {
  afterEach(() => vi.useRealTimers());

  it('runs after the quiet time when nothing scrolls', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    whenScrollSettles(fn, 150, new EventTarget());
    vi.advanceTimersByTime(149);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledOnce();
  });

  it('waits while scroll events keep coming, then runs once', () => {
    vi.useFakeTimers();
    const scroller = new EventTarget();
    const fn = vi.fn();
    whenScrollSettles(fn, 150, scroller);
    for (let frame = 0; frame < 60; frame++) {
      vi.advanceTimersByTime(16);
      scroller.dispatchEvent(new Event('scroll'));
    }
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(150);
    expect(fn).toHaveBeenCalledOnce();
    scroller.dispatchEvent(new Event('scrollend'));
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledOnce();
  });

  it('runs at scrollend without waiting out the quiet time', () => {
    vi.useFakeTimers();
    const scroller = new EventTarget();
    const fn = vi.fn();
    whenScrollSettles(fn, 150, scroller);
    scroller.dispatchEvent(new Event('scroll'));
    scroller.dispatchEvent(new Event('scrollend'));
    expect(fn).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledOnce();
  });

  it('does not run once cancelled', () => {
    vi.useFakeTimers();
    const scroller = new EventTarget();
    const fn = vi.fn();
    const cancel = whenScrollSettles(fn, 150, scroller);
    cancel();
    scroller.dispatchEvent(new Event('scrollend'));
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});
