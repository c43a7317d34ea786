import { describe, expect, it } from 'vitest';
import { mediaThumbnailUrl } from './media';

const variants = [640, 160, 320].flatMap((width) =>
  ['avif', 'webp'].map((format) => ({ name: `abc-${width}w.${format}`, width, format })),
);

describe('mediaThumbnailUrl', () => {
  it('picks the smallest WebP variant at least as wide as asked', () => {
    expect(mediaThumbnailUrl({ url: '/uploads/abc.jpg', variants }, 200)).toBe(
      '/uploads/abc-320w.webp',
    );
    expect(mediaThumbnailUrl({ url: '/uploads/abc.jpg', variants }, 100)).toBe(
      '/uploads/abc-160w.webp',
    );
  });
  it('falls back to the largest variant, then to the file itself', () => {
    expect(mediaThumbnailUrl({ url: '/uploads/abc.jpg', variants }, 2000)).toBe(
      '/uploads/abc-640w.webp',
    );
    expect(mediaThumbnailUrl({ url: '/uploads/abc.svg', variants: null }, 200)).toBe(
      '/uploads/abc.svg',
    );
    expect(mediaThumbnailUrl({ url: '/uploads/abc.jpg', variants: [] }, 200)).toBe(
      '/uploads/abc.jpg',
    );
  });
});
