import { describe, expect, it } from 'vitest';
import { mediaFallbackUrl, mediaSources, variantUrl, type MediaInfo } from './media';

const info: MediaInfo = {
  width: 1000,
  height: 750,
  widths: [160, 320, 640, 960],
  formats: ['avif', 'webp'],
  placeholder: null,
  focalX: 0.5,
  focalY: 0.5,
  alt: '',
};

describe('media addresses', () => {
  it('names a variant after its master', () => {
    expect(variantUrl('/uploads/abc.jpg', 640, 'avif')).toBe('/uploads/abc-640w.avif');
  });
  it('lists a srcset per format, best first', () => {
    expect(mediaSources('/uploads/abc.png', info)).toEqual([
      {
        type: 'image/avif',
        srcSet:
          '/uploads/abc-160w.avif 160w, /uploads/abc-320w.avif 320w, /uploads/abc-640w.avif 640w, /uploads/abc-960w.avif 960w',
      },
      {
        type: 'image/webp',
        srcSet:
          '/uploads/abc-160w.webp 160w, /uploads/abc-320w.webp 320w, /uploads/abc-640w.webp 640w, /uploads/abc-960w.webp 960w',
      },
    ]);
  });
  it('falls back to a WebP about 640 px wide, else the widest, else the master', () => {
    expect(mediaFallbackUrl('/uploads/abc.jpg', info)).toBe('/uploads/abc-640w.webp');
    expect(mediaFallbackUrl('/uploads/abc.jpg', { ...info, widths: [160, 320] })).toBe(
      '/uploads/abc-320w.webp',
    );
    expect(mediaFallbackUrl('/uploads/abc.jpg', { ...info, widths: [] })).toBe('/uploads/abc.jpg');
  });
});
