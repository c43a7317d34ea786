import { afterEach, describe, expect, it, vi } from 'vitest';
import { onIdle } from './idle';

describe('onIdle without requestIdleCallback', () => {
  afterEach(() => vi.useRealTimers());

  it('runs after the fallback delay', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    onIdle(fn, 5000, 2000);
    vi.advanceTimersByTime(1999);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledOnce();
  });

  it('does not run once cancelled', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const cancel = onIdle(fn, 3000);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(fn).not.toHaveBeenCalled();
  });
});
