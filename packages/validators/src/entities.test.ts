import { describe, expect, it } from 'vitest';
import {
  PNG_TO_VECTORIZE_MESSAGE,
  patternCssProperties,
  patternInput,
  patternUpdate,
} from './entities';

describe('patternCssProperties', () => {
  it('accepts every known property in range', () => {
    const css = {
      opacity: 0.35,
      blendMode: 'soft-light',
      size: 160,
      color: '#8b5cf6',
      rotation: -45,
    };
    expect(patternCssProperties.parse(css)).toEqual(css);
    expect(patternCssProperties.parse({ size: 'cover', color: '#fff' })).toEqual({
      size: 'cover',
      color: '#fff',
    });
    expect(patternCssProperties.parse({})).toEqual({});
  });

  it('rejects unknown keys with a message naming them', () => {
    const result = patternUpdate.safeParse({
      cssProperties: { opacity: 0.5, filter: 'blur(2px)' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['cssProperties'],
      message: expect.stringContaining('Unknown CSS property: filter'),
    });
  });

  it.each([
    [{ opacity: 1.5 }, 'Opacity must be between 0 and 1'],
    [{ blendMode: 'plus-lighter' }, 'Blend mode must be one of'],
    [{ size: 8 }, 'Size must be between 16 and 2048 px'],
    [{ size: 'huge' }, 'Size must be a number of pixels (16-2048) or cover, contain or auto'],
    [{ color: 'red' }, 'Colour must be a hex colour'],
    [{ color: '#12345' }, 'Colour must be a hex colour'],
    [{ rotation: 400 }, 'Rotation must be between -360 and 360 degrees'],
  ])('rejects %j', (css, message) => {
    const result = patternCssProperties.safeParse(css);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });

  it('defaults to {} in a pattern input', () => {
    expect(patternInput.parse({ name: 'Dots' }).cssProperties).toEqual({});
  });
});

describe("a pattern's PNG to vectorize", () => {
  it('takes a PNG address, or none', () => {
    for (const pngUrl of [
      '',
      '/uploads/abc.png',
      '/uploads/ABC.PNG',
      'https://cdn.example/x.png?v=2',
    ])
      expect(patternInput.safeParse({ name: 'Dots', pngUrl }).success).toBe(true);
  });

  it('refuses an SVG, JPEG or WebP with a message naming the field', () => {
    for (const pngUrl of ['/uploads/a.svg', '/uploads/a.jpg', '/uploads/a.webp', '/x.png.svg']) {
      const result = patternInput.safeParse({ name: 'Dots', pngUrl });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: ['pngUrl'],
        message: PNG_TO_VECTORIZE_MESSAGE,
      });
    }
    expect(patternUpdate.safeParse({ pngUrl: '/uploads/a.jpg' }).success).toBe(false);
  });
});
