import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_SETTINGS,
  FRAME_COUNT,
  frameForProgress,
  frameUrl,
  KEY_FRAMES,
  loadOrder,
  Lru,
  nearestAvailable,
  parseSequenceSettings,
  scrollProgress,
  STATIC_FRAME,
  stepToward,
} from './sequence-math';

describe('frameUrl', () => {
  it('pads the frame number to three digits', () => {
    expect(frameUrl(1)).toBe('/assets/sequence/frame-001.jpg');
    expect(frameUrl(37)).toBe('/assets/sequence/frame-037.jpg');
    expect(frameUrl(146)).toBe('/assets/sequence/frame-146.jpg');
  });
});

describe('scrollProgress', () => {
  const vh = 1000;
  const settings = { start: 0.31, end: 0.05 };

  it('is 0 until the top is start * vh above the viewport bottom', () => {
    expect(scrollProgress({ top: 1200, height: 500 }, vh, settings)).toBe(0);
    expect(scrollProgress({ top: 690, height: 500 }, vh, settings)).toBe(0);
  });

  it('is 1 once the bottom is end * vh below the viewport top', () => {
    expect(scrollProgress({ top: 50 - 500, height: 500 }, vh, settings)).toBe(1);
    expect(scrollProgress({ top: -2000, height: 500 }, vh, settings)).toBe(1);
  });

  it('is linear in between', () => {
    // distance = 500 + 1000 - 310 - 50 = 1140; halfway travelled 570 -> top = 1000 - 310 - 570
    expect(scrollProgress({ top: 120, height: 500 }, vh, settings)).toBeCloseTo(0.5, 6);
  });

  it('handles a negative start (scrub begins before the element enters)', () => {
    expect(scrollProgress({ top: 1400, height: 500 }, vh, { start: -0.5, end: 0 })).toBeCloseTo(
      100 / 2000,
      6,
    );
  });

  it('does not divide by zero when the range collapses', () => {
    expect(scrollProgress({ top: -10, height: 0 }, 100, { start: 1, end: 0 })).toBe(1);
    expect(scrollProgress({ top: 10, height: 0 }, 100, { start: 1, end: 0 })).toBe(0);
  });
});

describe('frameForProgress', () => {
  it('maps 0..1 onto frames 1..146', () => {
    expect(frameForProgress(0)).toBe(1);
    expect(frameForProgress(1)).toBe(FRAME_COUNT);
    expect(frameForProgress(0.5)).toBe(74);
    expect(frameForProgress(-1)).toBe(1);
    expect(frameForProgress(2)).toBe(FRAME_COUNT);
  });
});

describe('stepToward', () => {
  it('moves at most maxFrame toward the target', () => {
    expect(stepToward(1, 100, 2)).toBe(3);
    expect(stepToward(100, 1, 2)).toBe(98);
    expect(stepToward(10, 11, 2)).toBe(11);
    expect(stepToward(10, 10, 2)).toBe(10);
    expect(stepToward(1, 146, 20)).toBe(21);
  });

  it('always moves at least one frame', () => {
    expect(stepToward(5, 9, 0)).toBe(6);
  });
});

describe('parseSequenceSettings', () => {
  it('uses the defaults without parameters', () => {
    expect(parseSequenceSettings('')).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toEqual({ start: 0.31, end: 0.05, maxFrame: 2 });
  });

  it('reads start, end and maxFrame', () => {
    expect(parseSequenceSettings('?maxFrame=1&start=0.2')).toEqual({
      start: 0.2,
      end: 0.05,
      maxFrame: 1,
    });
    expect(parseSequenceSettings('?start=-0.5&end=0.5&maxFrame=20')).toEqual({
      start: -0.5,
      end: 0.5,
      maxFrame: 20,
    });
  });

  it('ignores invalid or out-of-range values', () => {
    expect(parseSequenceSettings('?start=abc&end=0.9&maxFrame=0')).toEqual(DEFAULT_SETTINGS);
    expect(parseSequenceSettings('?start=1.5&end=-0.1&maxFrame=21')).toEqual(DEFAULT_SETTINGS);
    expect(parseSequenceSettings('?start=&end=%20&maxFrame=2.5')).toEqual(DEFAULT_SETTINGS);
    expect(parseSequenceSettings('?maxFrame=-3&start=Infinity')).toEqual(DEFAULT_SETTINGS);
  });
});

describe('nearestAvailable', () => {
  it('finds the closest loaded frame, preferring the earlier on ties', () => {
    const loaded = new Set([1, 37, 73]);
    expect(nearestAvailable(40, (n) => loaded.has(n))).toBe(37);
    expect(nearestAvailable(55, (n) => loaded.has(n))).toBe(55 - 18);
    expect(nearestAvailable(146, (n) => loaded.has(n))).toBe(73);
    expect(nearestAvailable(5, () => false)).toBeUndefined();
  });
});

describe('Lru', () => {
  it('evicts the least recently used entry beyond capacity', () => {
    const evicted: number[] = [];
    const lru = new Lru<number, string>(2, (_, key) => evicted.push(key));
    lru.set(1, 'a');
    lru.set(2, 'b');
    expect(lru.get(1)).toBe('a');
    lru.set(3, 'c');
    expect(evicted).toEqual([2]);
    expect(lru.keys()).toEqual([1, 3]);
    expect(lru.size).toBe(2);
  });

  it('keeps at most 60 frames and releases the rest', () => {
    const close = vi.fn();
    const lru = new Lru<number, { close: () => void }>(60, (bitmap) => bitmap.close());
    for (let n = 1; n <= FRAME_COUNT; n++) lru.set(n, { close });
    expect(lru.size).toBe(60);
    expect(close).toHaveBeenCalledTimes(FRAME_COUNT - 60);
    expect(lru.has(1)).toBe(false);
    expect(lru.has(FRAME_COUNT)).toBe(true);
    lru.clear();
    expect(close).toHaveBeenCalledTimes(FRAME_COUNT);
  });

  it('releases a replaced value', () => {
    const onEvict = vi.fn();
    const lru = new Lru<string, number>(3, onEvict);
    lru.set('a', 1);
    lru.set('a', 2);
    expect(onEvict).toHaveBeenCalledWith(1, 'a');
    expect(lru.get('a')).toBe(2);
  });
});

describe('loadOrder', () => {
  it('puts the five key frames first and the other 141 after', () => {
    const { keys, rest } = loadOrder();
    expect(keys).toEqual([...KEY_FRAMES]);
    expect(rest).toHaveLength(FRAME_COUNT - 5);
    expect(rest[0]).toBe(2);
    expect(rest.some((n) => keys.includes(n))).toBe(false);
    expect(STATIC_FRAME).toBe(146);
  });
});
